"""MishimashView: set the table, play, watch the computers, see who won.

The engine's ``game.state`` is the one source of truth, its turn log included (``game.log``):
one watcher autosaves each new state, redraws the widgets built once in ``__init__`` and lets
the pacer play the next computer action. The selection (dice tapped, not yet taken) is the
view's own and is not kept across a reload, nor is the place a game just finished took in the
high scores (a game resumed at its end says nothing of its place, as in MAGDAGDON).
"""

from __future__ import annotations

import panel as pn
import param
from panel.io import hold

from ...mishimash import MishimashGame, MishimashHighScores, Phase, Stage, Take
from ..focus import focus_after
from ..table.pacing import ComputerPacer, ComputerTurns, focus_after_skip
from ..links import TableLink
from ..coach.bar import EndBar, PlayBar
from ..coach.replay import ReplaySlot, odds_drawer
from ..players import is_default_name
from ..presses import Presses
from ..shell import Shell
from ..announcer import announcer, opening
from .words import entry, wording
from .odds import OddsPanel
from .setup import LONGEST_TARGET, TableSetup
from .table import Table


def new_game(table: dict, seed=None) -> MishimashGame:
    """The game a set-up starts (the tests build the same one to know its dice)."""
    seats = table["seats"]
    return MishimashGame(players=[s["name"] for s in seats], target=table["target"], seed=seed,
                         computers={i: s["kind"] for i, s in enumerate(seats) if s["kind"] != "human"})


class MishimashView(ComputerTurns, pn.viewable.Viewer):
    game = param.ClassSelector(class_=MishimashGame, allow_None=True)
    shell = param.ClassSelector(class_=Shell)
    screen = param.Selector(default="setup", objects=["setup", "play"])
    selection = param.List(default=[], item_type=int, doc="Dice tapped in the roll waiting for a take")

    def __init__(self, **params):
        params.setdefault("shell", Shell(game="mishimash"))
        super().__init__(**params)
        self.highscores, self.place = MishimashHighScores(), None
        self._watcher = None
        self.setup = TableSetup(lang=self.shell.lang)
        self.odds = OddsPanel()
        self.pacer = ComputerPacer(self)
        self.presses = Presses()
        self.replay = None
        self.coach = PlayBar(lambda: self.game, on_hint_used=lambda: self.shell.store.save_game(self.game),
                             say=lambda text: announcer(self.shell).say(text, self.shell.t.lang), mark=self._mark_hint)
        self.hints, self.end_coach = self.coach.hints, EndBar(lambda: self.game, open_replay=self._open_replay,
                                                              store=self.shell.store)
        self.setup_view = self.setup.__panel__()
        # The play area (dice, scores, log, end) is built when a game is first shown: a first
        # visit opens on the set-up, and those widgets would only slow its loading.
        self.table = None
        # A ?seed= link met by a game in progress asks before starting its game at the same table.
        self.link = TableLink(self.shell, on_yes=lambda: self._start_table(self._table_of(self.game)),
                              play_on=lambda: self.table.play.roll)
        self._main = pn.Column(self.link.layout, self.setup_view, sizing_mode="stretch_width", margin=0)
        self.setup.on_start(self.shell.when_loaded(self._start_table, lambda: (self.screen, self.game)))
        self.setup.on_resume(lambda: setattr(self, "screen", "play"))
        self.shell.param.watch(self._redraw, "lang")
        self.shell.settings.param.watch(self._redraw, "show_odds")
        self.param.watch(self._redraw, "screen")
        self._redraw()
        # The set-up is usable at once; the saved table, and a game to resume, follow when the
        # browser's saved data arrives (``_resume``).
        self.shell.store.on_ready(self._resume)
        self.shell.store.on_reload(self._resume)  # continued here from another tab: its game

    # -- starting ---------------------------------------------------------------------------
    def _resume(self):
        store = self.shell.store
        self.highscores = store.load_highscores(MishimashHighScores)
        self.setup.load_saved(store)
        game = store.load_game(MishimashGame)
        if game is None:
            return
        self.shell.game_restored(game, shown_by=self)
        self.place, self.selection = None, []
        self.game, self.screen = game, "play"
        self.link.check(game)

    def _table_of(self, game: MishimashGame) -> dict:
        # A default name goes back to the set-up empty, so it keeps following the language; an
        # older game's target beyond what the set-up offers starts the next one at its longest.
        return {"seats": [{"name": "" if is_default_name(n) else n, "kind": game.computers.get(i, "human")}
                          for i, n in enumerate(game.players)],
                "target": min(game.target, LONGEST_TARGET)}

    def _start_table(self, table: dict) -> None:
        self.setup.load(table)
        self.setup.remember(self.shell.store)
        self.place, self.selection = None, []
        # The card's table, not the one given: "Play again" gives default names back blank (so
        # the set-up follows the language), and a blank seat plays under its default name.
        self.game = new_game(self.setup.table(), seed=self.shell.url.seed)
        self.screen = "play"

    def _build_table(self):
        table = self.table = Table()
        table.on_die, table.on_skip = self._die_clicked, self.skip_to_human
        table.on_roll, table.on_bank = lambda: self._act("roll"), lambda: self._act("bank")
        table.on_again = lambda: self._start_table(self._table_of(self.game))
        table.on_new_table = lambda: setattr(self, "screen", "setup")
        table.play.buttons.extend([self.pacer.next, self.pacer.waiting])
        focus_after_skip(self.pacer.next, table.play.roll)
        for button in (table.cards.new_game, table.end.new_game):   # the set-up replaces the table
            focus_after(button, self.setup.start)
        # Everything in place before it reaches the page: one change of the page's layout (an
        # extend and then an insert left the browser drawing a second copy of the scores).
        table.end.layout.append(self.end_coach.layout)
        end, play, cards = table.layout
        self._main.extend([end, play, self.coach.layout, cards])

    def _mark_hint(self, action, state) -> bool:
        """The hint on the game's own dice: a take's dice ringed on the roll (``None`` wipes it)."""
        if self.play is None:
            return False
        self.play.tray.suggested = list(action.dice) if isinstance(action, Take) else []
        return bool(self.play.tray.suggested)

    @property
    def play(self):
        """The play panel (dice, ROLL, BANK), once a game has been shown."""
        return self.table.play if self.table else None

    @param.depends("game", watch=True)
    def _watch_game(self):
        if self.table is None:
            self._build_table()
        if self._watcher is not None:
            self._watcher[0].param.unwatch(self._watcher[1])
        self._watcher = (self.game, self.game.param.watch(self._on_state, "state"))
        self.setup.can_resume = not self.game.is_over
        # A resumed game's past is on the screen, not said again; a new game's first turn is said.
        self._said = len(self.game.log) if self.game.history else 0
        self._after_action(lead=opening(self.game, self.shell.t))  # "a new game starts" or "... is back"

    # -- following the game ------------------------------------------------------------------
    def _on_state(self, event):
        game = self.game
        if event.new.stage == Stage.OVER and event.old.stage != Stage.OVER:
            # The high scores are the players' own: a computer's win is no record of theirs.
            if game.winner not in game.computers:
                self.highscores, self.place = self.highscores.add_game(game)
                self.shell.store.save_highscores(self.highscores)
            self.setup.can_resume = False
        self.selection = []
        if not self._batching:
            self._after_action()

    def _after_action(self, lead: str = ""):
        self.shell.store.save_game(self.game)
        self._redraw()
        self._announce(lead)
        self.pacer.kick()

    def _announce(self, lead: str = ""):
        """Say the log's new lines (the roll, the take and its points, a MISHIMASH, a bust, the
        bank, the final round, sudden death, the winner) in the page's live region."""
        game, t = self.game, self.shell.t
        said, self._said = getattr(self, "_said", 0), len(game.log)
        lines = [wording(entry(event, list(game.players)), t) for event in game.log[said:]]
        announcer(self.shell).say(" ".join([lead, *lines]), t.lang)

    # -- the player's hands ------------------------------------------------------------------
    def computer_step(self, game: MishimashGame) -> None:
        """One tick of a computer's turn: before a take, the dice it is about to take are shown
        as its selection for one more tick, so a watcher sees what it chose and why the points
        changed."""
        with hold():
            if game.phase == Phase.MUST_TAKE:
                indices = list(game.computer_action().dice)
                if self.selection != indices:
                    self.selection = indices
                    self._redraw()
                    self.pacer.kick()
                    return
            game.step_computer()  # the state watcher redraws, saves and kicks again

    def _die_clicked(self, index: int) -> None:
        game = self.game
        if game is None or not self.shell.store.live or game.is_computer_turn or game.phase != Phase.MUST_TAKE:
            return
        # A tap adds or removes that die alone: a player building three 2s taps each of them, and
        # a tap on a die already chosen means "not this one" (a tap choosing the die's whole
        # combination undid the take being built at its second die). The hint says what a
        # combination still needs until the selection is a take.
        chosen = set(self.selection) ^ {index}
        with hold():  # one message back to the browser for the whole redraw
            self.selection = sorted(chosen)  # a tap changes the selection only: nothing to save
            self._redraw(table=False)

    def _act(self, kind: str) -> None:
        game = self.game
        if game is None or not self.shell.store.live or game.is_computer_turn or game.is_over:
            return
        def move():
            with self.batched():  # a take and the roll or bank after it are one gesture
                if game.phase == Phase.MUST_TAKE:
                    game.take(list(self.selection))
                getattr(game, kind)()
        # The second tap of a double tap on ROLL (or BANK) is let go without a word.
        if not self.presses.press(kind, game, move, self.shell.refuse):
            return
        if kind == "roll" and game.phase == Phase.MUST_TAKE and not game.is_computer_turn:
            self.play.tray.focus_first()  # ROLL is disabled now: the keyboard goes on from the dice

    # -- drawing ----------------------------------------------------------------------------
    def _redraw(self, *_, table: bool = True):
        t, game = self.shell.t, self.game
        self.setup.lang = t.lang
        self.setup_view.visible = self.screen == "setup"
        if self.shell.settings.show_odds:
            self.odds.update(game, self.selection, t.lang)
        if game is not None:
            self.table.show(self.screen == "play", game.is_over)
            self.table.draw(game, self.selection, self.highscores, self.place, t, cards=table)
            playing = self.screen == "play"
            self.coach.update(game, t, allowed=playing and not game.is_computer_turn, can_share=playing)
            self.end_coach.update(game, t)

    def _open_replay(self, game, number: int) -> None:
        """A moment of the review, in the replay (built with the page, which the review is on)."""
        if self.replay is not None:
            self.replay.open(game, number)

    def __panel__(self):
        if self.replay is None:  # a shared game's link (#game=...) opens its replay in place of the game
            self.replay = ReplaySlot(self.shell, self._main, odds_drawer(OddsPanel, lambda panel, game, t: panel.update(game, [], t.lang, watched=True)))
        return self.shell.page(pn.Column(self.replay.layout, self._main, sizing_mode="stretch_width", margin=0),
                               odds=self.odds.pane)
