"""Pig's page: two seats, a person against the computer, one die, ROLL and HOLD, the scores,
the coach's hint, review and share, and a shared game's replay. Built from the shared parts
alone (the shell, the dice tray, the coach's bars, the replay slot)."""

from __future__ import annotations

import html

import panel as pn
import param

from cubiri_panel.errors import IllegalAction
from cubiri_panel.ui import theme
from cubiri_panel.ui.coach.bar import EndBar, PlayBar
from cubiri_panel.ui.coach.replay import ReplaySlot
from cubiri_panel.ui.components import DiceTray
from cubiri_panel.ui.shell import Shell

from ..game import PigGame


def die_tray(**params) -> DiceTray:
    """Pig's one die, only shown: ROLL and HOLD are the moves (a replay's position shows the
    same die, ``replay=True``)."""
    return DiceTray(values=[0], states=["disabled"], interactive=False, **params)


def die_params(game: PigGame) -> dict:
    """The die as ``game`` shows it: the last roll, blank before the turn's first."""
    return {"values": [game.rolled], "states": ["available" if game.rolled else "disabled"]}


class PigView(pn.viewable.Viewer):
    game = param.ClassSelector(class_=PigGame, allow_None=True)
    shell = param.ClassSelector(class_=Shell)

    def __init__(self, **params):
        params.setdefault("shell", Shell(game="pig"))
        super().__init__(**params)
        self.status = pn.pane.HTML("", stylesheets=[theme.TEXT_CSS], margin=0)
        self.scores = pn.pane.HTML("", stylesheets=[theme.TEXT_CSS], margin=0)
        self.die = die_tray(lang=self.shell.lang)
        self.roll = theme.action_button("", "cubiri-roll")
        self.hold = theme.action_button("", "cubiri-hold", kind="secondary")
        self.again = theme.action_button("", "cubiri-new-game", kind="secondary")
        self.roll.on_click(self.shell.when_loaded(lambda _: self._act(PigGame.roll), lambda: self.game.state))
        self.hold.on_click(self.shell.when_loaded(lambda _: self._act(PigGame.hold), lambda: self.game.state))
        self.again.on_click(lambda _: self.new_game())
        self.coach = PlayBar(lambda: self.game, on_hint_used=self._save)
        self.end = EndBar(lambda: self.game, open_replay=self._open_replay)
        self.main = theme.card(self.status, self.scores, self.die, theme.flex(self.roll, self.hold, self.again),
                               self.coach.layout, self.end.layout, sizing_mode="stretch_width")
        self.replay = ReplaySlot(self.shell, self.main, lambda game, t: pn.pane.HTML("", margin=0))
        self.shell.param.watch(lambda _: self._draw(), "lang")
        self.new_game()
        self.shell.store.on_ready(self._resume)

    def _open_replay(self, game, number: int) -> None:
        self.replay.open(game, number)

    def new_game(self) -> None:
        self.game = PigGame(["Ana", "Computer"], computers={1: "hold20"}, seed=self.shell.url.seed)
        self._draw()

    def _resume(self) -> None:
        saved = self.shell.store.load_game(PigGame)
        if saved is not None:
            self.shell.game_restored(saved, shown_by=self)
            self.game = saved
            self._draw()

    def _save(self) -> None:
        self.shell.store.save_game(self.game)

    def _act(self, move) -> None:
        try:
            move(self.game)
        except IllegalAction as err:
            self.shell.refuse(err)
            return
        self.game.play_computers()
        self._save()
        self._draw()

    def _draw(self) -> None:
        t, game = self.shell.t, self.game
        names = game.players
        scores = " · ".join(f"{html.escape(n)} {s}" for n, s in zip(names, game.scores))
        self.scores.object = f'<p class="cubiri-score">{scores}</p>'
        if game.is_over:
            said = t("pig.won", name=names[game.winners[0]], score=max(game.scores))
        else:
            said = t("pig.turn", name=names[game.current_player], points=game.turn_points)
        self.status.object = f'<p class="cubiri-status">{html.escape(said)}</p>'
        self.die.param.update(lang=self.shell.lang, **die_params(game))
        self.roll.label, self.hold.label, self.again.label = t("pig.roll"), t("pig.hold"), t("pig.new_game")
        moves = game.legal_actions()
        self.roll.disabled = game.is_over or not moves
        self.hold.disabled = game.is_over or len(moves) < 2
        self.coach.update(game, t, allowed=not game.is_over)
        self.end.update(game, t)

    def __panel__(self):
        return self.shell.page(pn.Column(self.replay.layout, self.main, sizing_mode="stretch_width", margin=0))
