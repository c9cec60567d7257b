"""MishimashView: set the table, play, watch the computers, see who won.

The engine's ``game.state`` is the one source of truth: one watcher turns each new state into
log lines and a banner, autosaves, redraws the widgets built once in ``__init__`` and lets the
pacer play the next computer action. The selection (dice tapped, not yet taken) and the log
are the view's own and are saved beside the game, so a reload comes back to the same screen.
"""

from __future__ import annotations

import contextlib
import json

import panel as pn
import param
from panel.io import hold

from ...errors import IllegalAction
from ...mishimash import MishimashGame, MishimashHighScores
from ...mishimash.table import OVER
from ...mishimash.turn import MUST_TAKE
from .. import theme
from ..table.pacing import ComputerPacer
from ..players import is_default_name
from ..shell import Shell
from ..storage import PREFIX
from .endscreen import end_html
from .journal import BANNER_KINDS, LIMIT, entries_for, log_html, restore
from .oddspanel import OddsPanel
from .play import PlayPanel, assign, error_text, selection_is_legal
from .scoreboard import scoreboard_html
from .setup import SETUP_KEY, TableSetup, valid_setup
from .styles import PANEL_CSS

JOURNAL_KEY = PREFIX + "journal/mishimash"


def new_game(table: dict, seed=None) -> MishimashGame:
    """The game a set-up starts (the tests build the same one to know its dice)."""
    seats = table["seats"]
    return MishimashGame(players=[s["name"] for s in seats], target=table["target"], seed=seed,
                         computers={i: s["kind"] for i, s in enumerate(seats) if s["kind"] != "human"})


class MishimashView(pn.viewable.Viewer):
    game = param.ClassSelector(class_=MishimashGame, allow_None=True)
    shell = param.ClassSelector(class_=Shell)
    screen = param.Selector(default="setup", objects=["setup", "play"])
    selection = param.List(default=[], item_type=int, doc="Dice tapped in the roll waiting for a take")

    def __init__(self, **params):
        params.setdefault("shell", Shell(game="mishimash"))
        super().__init__(**params)
        self.highscores, self.place = MishimashHighScores(), None
        self.log, self.banner = [], None
        self._batching, self._watcher = False, None
        self.setup = TableSetup(lang=self.shell.lang)
        self.odds = OddsPanel()
        self.pacer = ComputerPacer(self)
        self.setup_view = self.setup.__panel__()
        # The play area (dice, scores, log, end) is built when a game is first shown: a first
        # visit opens on the set-up, and those widgets would only slow its loading.
        self.play = self.play_view = self.end_view = self.table_view = None
        self._main = pn.Column(self.setup_view, sizing_mode="stretch_width", margin=0)
        self.setup.on_start(self.shell.when_loaded(self._start_table, lambda: (self.screen, self.game)))
        self.setup.on_resume(lambda: setattr(self, "screen", "play"))
        self.shell.param.watch(self._redraw, "lang")
        self.shell.settings.param.watch(self._redraw, "show_odds")
        self._show_screen()
        # The set-up is usable at once; the saved table, and a game to resume, follow when the
        # browser's saved data arrives (``_resume``).
        self.shell.store.on_ready(self._resume)

    # -- starting ---------------------------------------------------------------------------
    def _resume(self):
        store = self.shell.store
        self.highscores = store.load_highscores(MishimashHighScores)
        saved = valid_setup(self._read(SETUP_KEY))
        if saved and not self.setup.edits.touched:  # what the person chose meanwhile wins
            self.setup.load(saved)
        game = store.load_game(MishimashGame)
        if game is None:
            return
        self.shell.game_restored(game)
        self.log, self.banner, self.place, self.selection = restore(self._read(JOURNAL_KEY), game)
        self.game, self.screen = game, "play"

    def _read(self, key):
        return self.shell.store.read_json(key)  # None for anything damaged: the defaults stay

    def _table_of(self, game: MishimashGame) -> dict:
        # A default name goes back to the set-up empty, so it keeps following the language.
        return {"seats": [{"name": "" if is_default_name(n) else n, "kind": game.computers.get(i, "human")}
                          for i, n in enumerate(game.players)],
                "target": game.target}

    def _start_table(self, table: dict) -> None:
        self.shell.store.put(SETUP_KEY, json.dumps(table, sort_keys=True))
        self.setup.load(table)
        self.log, self.banner, self.place, self.selection = [], None, None, []
        self.game = new_game(table, seed=self.shell.url.seed)
        self.screen = "play"

    def _build_play(self):
        text = dict(stylesheets=[PANEL_CSS], sizing_mode="stretch_width", margin=0)
        self.play = PlayPanel()
        self.scoreboard = pn.pane.HTML(**text)
        self.log_pane = pn.pane.HTML(css_classes=["cubiri-log"], **text)
        self.end = pn.pane.HTML(**text)
        self.play_again = theme.action_button("", "cubiri-play-again", margin=0)
        self.new_game = theme.action_button("", "cubiri-new-game", kind="secondary", margin=0)
        self.end_new_game = theme.action_button("", "cubiri-new-game", kind="secondary", margin=0)
        self.play_view = self.play.layout()
        self.end_view = theme.card(self.end, theme.flex(self.play_again, self.end_new_game, gap="10px"),
                                   sizing_mode="stretch_width", margin=(8, 0))
        self.table_view = theme.card(self.scoreboard, self.log_pane, self.new_game,
                                     sizing_mode="stretch_width", margin=(8, 0))
        self.play.tray.on_click(self._die_clicked)
        self.play.roll.on_click(lambda _: self._act("roll"))
        self.play.bank.on_click(lambda _: self._act("bank"))
        self.play.skip.on_click(lambda _: self.skip_to_human())
        self.play_again.on_click(lambda _: self._start_table(self._table_of(self.game)))
        for button in (self.new_game, self.end_new_game):
            button.on_click(lambda _: setattr(self, "screen", "setup"))
        self._main.extend([self.end_view, self.play_view, self.table_view])

    @param.depends("game", watch=True)
    def _watch_game(self):
        if self.play is None:
            self._build_play()
        if self._watcher is not None:
            self._watcher[0].param.unwatch(self._watcher[1])
        self._watcher = (self.game, self.game.param.watch(self._on_state, "state"))
        self.setup.can_resume = not self.game.is_over
        self._save()
        self._redraw()
        self.pacer.kick()

    # -- following the game ------------------------------------------------------------------
    def _on_state(self, event):
        game = self.game
        found = entries_for(game, event.old, event.new)
        self.log = (self.log + found)[-LIMIT:]
        banners = [e for e in found if e[0] in BANNER_KINDS]
        if banners:  # the latest bust, bank or MISHIMASH stays up until the next one
            self.banner = banners[-1]
        if event.new.stage == OVER and event.old.stage != OVER:
            self.highscores, self.place = self.highscores.add_game(game)
            self.shell.store.save_highscores(self.highscores)
            self.setup.can_resume = False
        self.selection = []
        if not self._batching:
            self._after_action()

    def _after_action(self):
        self._save()
        self._redraw()
        self.pacer.kick()

    @contextlib.contextmanager
    def batched(self):
        """A take followed by a roll or a bank is one gesture, and so are the computer actions
        a skip plays: save and draw once, after all of them."""
        self._batching = True
        with hold():  # one message back to the browser for the whole redraw
            try:
                yield
            finally:
                self._batching = False
                self._after_action()

    def _save(self, game_too: bool = True):
        store, game = self.shell.store, self.game
        if game is None:
            return
        if game_too:
            store.save_game(game)
        store.put(JOURNAL_KEY, json.dumps({"actions": len(game.history), "log": self.log, "banner": self.banner,
                                           "selection": self.selection, "place": self.place},
                                          separators=(",", ":")))

    # -- the player's hands ------------------------------------------------------------------
    def delay(self) -> float:
        return self.shell.settings.computer_delay

    def computer_step(self, game: MishimashGame) -> None:
        """One tick of a computer's turn: before a take, the dice it is about to take are shown
        as its selection for one more tick, so a watcher sees what it chose and why the points
        changed."""
        with hold():
            if game.phase == MUST_TAKE:
                indices = list(game.computer_action().dice)
                if self.selection != indices:
                    self.selection = indices
                    self._redraw()
                    self.pacer.kick()
                    return
            game.step_computer()  # the state watcher redraws, saves and kicks again

    def skip_to_human(self) -> None:
        """Play every computer action up to the next human decision, or the end, at once."""
        self.pacer.skip()

    def _die_clicked(self, index: int) -> None:
        game = self.game
        if game is None or game.is_computer_turn or game.phase != MUST_TAKE:
            return
        chosen = set(self.selection) ^ {index}
        with hold():  # one message back to the browser for the whole redraw
            self.selection = sorted(chosen)
            self._save(game_too=False)  # a tap changes the selection only, not the game
            self._redraw(table=False)

    def _act(self, kind: str) -> None:
        game = self.game
        if game is None or game.is_computer_turn or game.is_over:
            return
        try:
            with self.batched():
                if game.phase == MUST_TAKE:
                    game.take(list(self.selection))
                getattr(game, kind)()
        except IllegalAction as err:
            self.shell.notify("common.notices.illegal", level="error",
                              reason=error_text(err, self.shell.t))
            return
        if kind == "roll" and game.phase == MUST_TAKE and not game.is_computer_turn:
            self.play.tray.focus_first()  # ROLL is disabled now: the keyboard goes on from the dice

    # -- drawing ----------------------------------------------------------------------------
    @param.depends("screen", watch=True)
    def _show_screen(self):
        self._redraw()

    def _redraw(self, *_, table: bool = True):
        t = self.shell.t
        self.setup.lang = t.lang
        over, playing = self.game is not None and self.game.is_over, self.screen == "play"
        self.setup_view.visible = self.screen == "setup"
        if self.play is not None:
            self.play_view.visible = playing and not over
            self.table_view.visible = playing
            self.end_view.visible = playing and over
        game = self.game
        if self.shell.settings.show_odds:
            self.odds.update(game, self.selection, t.lang)
        if game is None:
            return
        if game.is_over:
            self.end.object = end_html(game, self.highscores, self.place, t)
            self.play_again.name, self.end_new_game.name = t("mishimash.buttons.play_again"), t("mishimash.buttons.new_game")
        else:
            self.play.draw(game, self.selection, t, self.banner, selection_is_legal(game, self.selection))
        if table:
            self.scoreboard.object = scoreboard_html(game, t)
            self.log_pane.object = log_html(self.log, t)
            assign(self.new_game, name=t("mishimash.buttons.new_game"), visible=not game.is_over)

    def __panel__(self):
        return self.shell.page(self._main, odds=self.odds.pane)
