"""The MAGIKABOOM page: the table set-up, then the game, with the computer players' turns played
one action at a time, the odds panel, and the game saved after every action.

    pn.extension(); MagikaboomView()        # in a notebook; apps/magikaboom.py serves it
"""

from __future__ import annotations

import panel as pn
import param

from cubiri_panel.errors import IllegalAction
from cubiri_panel.magikaboom import Keep, MagikaboomGame, Phase

from ..announcer import announcer, opening
from ..players import shown_names
from ..presses import Presses
from ..links import TableLink
from ..coach.bar import EndBar, PlayBar
from ..coach.replay import ReplaySlot, odds_drawer
from ..shell import Shell
from ..focus import focus_after
from ..table.pacing import ComputerPacer, ComputerTurns, focus_after_skip
from ..updates import assign as put
from .odds import OddsPanel
from .setup import TableSetup
from .words import cached_line
from .table import Table

# A computer's first roll waits this many steps when the previous turn just ended, so the
# outcome banner (an explosion above all) can be read before it goes.
PAUSE_AFTER_TURN = 2.5


class MagikaboomView(ComputerTurns, pn.viewable.Viewer):
    """MAGIKABOOM for 2 to 6 players, people and computer players, on one device."""

    game = param.ClassSelector(class_=MagikaboomGame, allow_None=True)
    shell = param.ClassSelector(class_=Shell)
    mode = param.Selector(default="setup", objects=["setup", "play"])

    def __init__(self, **params):
        params.setdefault("shell", Shell(game="magikaboom"))
        super().__init__(**params)
        self.setup = TableSetup(lang=self.shell.lang)
        self._table = None  # built when a game is first shown (see ``table``)
        # A ?seed= link met by a game in progress asks before starting its game at the same table.
        self.link = TableLink(self.shell, on_yes=lambda: self.new_game(list(self.game.players),
                                                                       dict(self.game.computers)),
                              play_on=lambda: self.table.roll)
        self._main = pn.Column(self.link.layout, self.setup.layout, sizing_mode="stretch_width", margin=0)
        self.odds = OddsPanel()
        self.setup.on_start(self.shell.when_loaded(self._start_from_setup, lambda: (self.mode, self.game)))
        self.setup.on_resume(lambda: setattr(self, "mode", "play"))
        self._watcher = None
        self.pacer = ComputerPacer(self)
        self.presses = Presses()
        self.replay = None
        self.coach = PlayBar(lambda: self.game, on_hint_used=lambda: self.shell.store.save_game(self.game),
                             say=lambda text: announcer(self.shell).say(text, self.shell.t.lang), mark=self._mark_hint)
        self.hints, self.end_coach = self.coach.hints, EndBar(lambda: self.game, open_replay=self._open_replay,
                                                              store=self.shell.store)
        self.shell.param.watch(self._redraw, "lang")
        self.shell.settings.param.watch(self._redraw_odds, "show_odds")
        self._show_mode()
        # The set-up is usable at once; the saved table, and a game to resume, follow when the
        # browser's saved data arrives (``_resume``).
        self.shell.store.on_ready(self._resume)
        self.shell.store.on_reload(self._resume)  # continued here from another tab: its game

    def _mark_hint(self, action, state) -> bool:
        """The hint on the game's own roll: the ingredient to keep ringed (``None`` wipes it)."""
        if self._table is None:
            return False
        self._table.rolled.suggested = [action.die] if isinstance(action, Keep) else []
        return bool(self._table.rolled.suggested)

    @property
    def table(self) -> Table:
        """The play area, built the first time it is needed: a first visit opens on the set-up,
        and the table's fifty-odd widgets would only slow that page's loading."""
        if self._table is None:
            table = self._table = Table(self.shell.lang)
            table.on_keep = lambda i: self._act(lambda g: g.keep(i))
            table.on_roll = self._roll
            table.on_stop = lambda: self._act(lambda g: g.stop())
            table.on_again = lambda: self.new_game(list(self.game.players), dict(self.game.computers))
            table.on_new_table = lambda: setattr(self, "mode", "setup")
            table.on_skip = self.skip_to_human
            table.buttons.extend([self.pacer.next, self.pacer.waiting])
            focus_after_skip(self.pacer.next, table.roll)
            for button in (table.new_table, table.ending.new_table):   # the set-up replaces the table
                focus_after(button, self.setup.start)
            put(table.layout, visible=self.mode == "play" and self.game is not None)
            table.ending.layout.append(self.end_coach.layout)
            self._main.extend([table.layout, self.coach.layout])
        return self._table

    # -- starting ------------------------------------------------------------------------
    def _resume(self) -> None:
        self.setup.load_saved(self.shell.store)
        game = self.shell.store.load_game(MagikaboomGame)
        if game is not None:
            self.shell.game_restored(game, shown_by=self)
            self.game = game
            self.mode = "play"
            self.link.check(game)

    def _start_from_setup(self, table: dict) -> None:
        self.setup.remember(self.shell.store)
        seats = table["seats"]
        self.new_game([s["name"] for s in seats], {i: s["kind"] for i, s in enumerate(seats) if s["kind"] != "human"})

    def new_game(self, players: list[str], computers: dict[int, str]) -> None:
        """A new game at this table (``?seed=`` makes it reproducible)."""
        seed = self.shell.url.seed
        self.game = MagikaboomGame(players=players, computers=computers, seed=seed)
        self.mode = "play"

    @param.depends("game", watch=True)
    def _watch_game(self) -> None:
        if self._watcher is not None:
            self._watcher[0].param.unwatch(self._watcher[1])
            self._watcher = None
        if self.game is not None:
            self._watcher = (self.game, self.game.param.watch(self._on_state, "state"))
            # A resumed game's past is on the screen, not said again; a new game's first turn is said.
            self._said = len(self.game.log) if self.game.history else 0
            if not self._batching:  # "a new game starts" or "... is back", then what happens
                self._after_action(lead=opening(self.game, self.shell.t))

    @param.depends("mode", watch=True)
    def _mode_changed(self) -> None:
        # The coach's buttons follow the mode too: a game resumed (set before the mode) would
        # otherwise keep the hint and "Share" of the set-up it was drawn under, none.
        if self.game is not None:
            self._redraw()  # (ends with _show_mode)
        else:
            self._show_mode()

    def _show_mode(self) -> None:
        playing = self.mode == "play" and self.game is not None
        put(self.setup.layout, visible=not playing)
        if self._table is not None:
            put(self._table.layout, visible=playing)
        put(self.coach.layout, visible=playing)
        self.setup.can_resume = self.game is not None and not self.game.is_over
        self._redraw_odds()

    # -- playing -------------------------------------------------------------------------
    def _act(self, action) -> None:
        game = self.game
        if game is None or not self.shell.store.live or game.is_computer_turn:
            return
        try:
            action(game)
        except IllegalAction as err:
            self.shell.refuse(err)

    def _roll(self) -> None:
        game = self.game
        if game is None or not self.shell.store.live or game.is_computer_turn:
            return
        # The second tap of a double tap on ROLL is let go without a word.
        self.presses.press("roll", game, game.roll, self.shell.refuse)
        if game.phase is Phase.KEEP and not game.is_computer_turn:
            self.table.rolled.focus_first()  # the keyboard goes on from the dice to keep

    def _on_state(self, *_) -> None:
        if not self._batching:
            self._after_action()

    def _after_action(self, lead: str = "") -> None:
        # One message to the browser for the whole redraw, not one per changed widget.
        with pn.io.hold():
            self.shell.store.save_game(self.game)  # autosave after every action
            self._redraw()
        self._announce(lead)
        self.pacer.kick()

    def _announce(self, lead: str = "") -> None:
        """Say the log's new lines (a turn, a roll, an ingredient kept, its effect, an explosion,
        a potion's points, the end and its winners) in the page's live region."""
        game, t = self.game, self.shell.t
        said, self._said = getattr(self, "_said", 0), len(game.log)
        names = shown_names(game.players, t)
        lines = [cached_line(event, names, t) for event in game.log[said:]]
        announcer(self.shell).say(" ".join([lead, *lines]), t.lang)

    def delay(self) -> float | None:
        delay = super().delay()
        if delay is None:   # step by step: the player presses for each action
            return None
        turn_ended = not self.game.is_over and self.game.turn_result is not None
        return delay * (PAUSE_AFTER_TURN if turn_ended else 1)

    # -- drawing -------------------------------------------------------------------------
    def _redraw(self, *_) -> None:
        t = self.shell.t
        game = self.game
        with pn.io.hold():
            self.setup.lang = t.lang
            if game is not None:
                self.table.update(game, t, game.is_computer_turn)
                self.table.update_end(game, t)
                playing = self.mode == "play"
                self.coach.update(game, t, allowed=playing and not game.is_computer_turn, can_share=playing)
                self.end_coach.update(game, t)
            self._show_mode()

    def _redraw_odds(self, *_) -> None:
        self.odds.update(self.game if self.mode == "play" else None, self.shell.t, self.shell.settings.show_odds)

    def _open_replay(self, game, number: int) -> None:
        """A moment of the review, in the replay (built with the page, which the review is on)."""
        if self.replay is not None:
            self.replay.open(game, number)

    def __panel__(self):
        if self.replay is None:  # a shared game's link (#game=...) opens its replay in place of the game
            self.replay = ReplaySlot(self.shell, self._main, odds_drawer(OddsPanel, lambda panel, game, t: panel.update(game, t, True, watched=True)))
        return self.shell.page(pn.Column(self.replay.layout, self._main, sizing_mode="stretch_width", margin=0),
                               odds=self.odds.pane)
