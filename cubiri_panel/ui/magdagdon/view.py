"""The MAGDAGDON screen: ``MagdagdonView()`` (served by ``apps/magdagdon.py``, or shown in a
notebook after ``pn.extension()``).

Widgets are built once in ``__init__``; every action replaces ``game.state`` (or the view's
``selection``) and ``_redraw`` updates the widgets' params, never the layout.
"""

from __future__ import annotations

import panel as pn
import param

from ...magdagdon import HighScores, MagdagdonGame, Phase
from .. import theme
from ..coach.bar import EndBar, PlayBar
from ..coach.replay import ReplaySlot, odds_drawer
from ..presses import Presses
from ..shell import Shell
from .. import links
from .controls import Controls
from . import link
from .daily import new_daily_game
from .setup import DifficultyChoice
from ..announcer import announcer, opening
from ..focus import focus_after, focus_back_to_asker, remember_asker
from .display import Selection, hint
from .words import done_text
from .end_screen import EndScreen, HighScoresCard
from .input import TurnInput
from .odds import OddsPanel
from .table import TurnArea
from . import coach as coach_words
from ..reveal import Reveal
from .watch import ExpertWatch

class MagdagdonView(TurnInput, pn.viewable.Viewer):
    """One MAGDAGDON game on the page, resumed from and autosaved to the browser."""

    game = param.ClassSelector(class_=MagdagdonGame, allow_None=True)
    shell = param.ClassSelector(class_=Shell)
    selection = param.ClassSelector(class_=Selection, default=Selection())
    pending = param.Selector(default=None, objects=[None, "new", "daily", "seed"],
                             doc="The new game a question waits to start")
    scores_open = param.Boolean(default=False, doc="The high scores of every difficulty are shown")

    def __init__(self, **params):
        params.setdefault("shell", Shell(game="magdagdon"))
        super().__init__(**params)
        self.highscores, self._watcher = HighScores(), None
        self.presses = Presses()  # a double tap on ROLL rolls once (see ..presses)
        self.place, self.just_finished = None, False  # this game's high-score place, if it ended here
        self.difficulty = DifficultyChoice(self.shell)
        self.turn_area = TurnArea(self.shell.lang, self.shell.embed, self._die_clicked, self._cell_clicked)
        self.tray, self.board, self.status = self.turn_area.tray, self.turn_area.board, self.turn_area.status
        actions = {"roll": self._roll, "confirm": self._confirm, "accept": self._accept,
                   "minus": lambda: self._adjust(-1), "plus": lambda: self._adjust(1),
                   "reroll": self._reroll, "reroll_cancel": self._cancel_reroll,
                   "new_game": lambda: self._ask("new"), "daily": lambda: self._ask("daily")}
        # A click before the saved game is read waits for it (see Shell.when_loaded).
        def shown():
            return (self.game,)
        self.controls = Controls({name: self.shell.when_loaded(action, shown) for name, action in actions.items()},
                                 compact=self.shell.embed)
        # The high scores of every difficulty, from the game screen (the end screen shows only
        # its own difficulty's). Not in a lesson's small embed, where the turn must fit.
        self.all_scores = None
        if not self.shell.embed:
            self.all_scores = HighScoresCard(lambda shown: setattr(self, "scores_open", shown),
                                             attach=lambda card: self._main.append(card))
            self.controls.games.append(self.all_scores.button)
        # "Watch the expert play": the expert's game on the board for a while, the player's kept aside.
        self.watch, self._own = ExpertWatch(self._show_watched, self._redraw), None
        if not self.shell.embed:
            self.watch.button.on_click(lambda _: self.watch.start(self.difficulty.value))
            self.controls.games.append(self.watch.button)
        self.question = links.Question(on_yes=lambda: self._answer(yes=True), on_no=lambda: self._answer(yes=False),
                                       on_built=self._focus_after_answers)
        for asker in (self.controls.new_game, self.controls.daily):
            remember_asker(asker)
        self._asked_link = None  # the link the question is about, whose answer is kept
        self.odds = OddsPanel()
        self.replay = None
        # The hint is drawn on the board and dice of the game and said right under the board; on a
        # phone the answer brings the dice into view (the button sits below the controls).
        self.coach = PlayBar(lambda: self.game, on_hint_used=self._hint_used,
                             say=lambda text: announcer(self.shell).say(text, self.shell.t.lang),
                             mark=self._mark_hint, answer_here=False)
        self.hints = self.coach.hints
        self._hint_reveal, self._revealed = Reveal(), None
        parts = self.turn_area.parts   # the REROLL that confirms goes right under the dice
        self.play = theme.card(parts[0], self._hint_reveal, parts[1], self.controls.by_the_dice, *parts[2:],
                               self.hints.answer, self.controls.main, self.controls.powers,
                               self.coach.layout, self.controls.games, self.question.layout, sizing_mode="stretch_width",
                               css_classes=["cubiri-magdagdon"], compact=self.shell.embed)
        # The end screen is built when a game first ends: until then its widgets would only
        # slow the page's loading.
        self.end = None
        self._main = pn.Column(self.watch.layout, self.play, sizing_mode="stretch_width", margin=0)
        self.shell.param.watch(self._redraw, ["lang"])
        self.shell.settings.param.watch(self._redraw, ["show_odds"])
        self.difficulty.param.watch(self._difficulty_changed, "value")
        # Playable at once: the game the link asks for (or a new one) is on the board before the
        # browser's saved data arrives, and ``_resume`` swaps the saved game in when it does.
        # Until then nothing is saved (``_loaded``), so the saved game cannot be overwritten.
        self._loaded = False
        self._start_new(link.wanted(self.shell.url) or "new")
        self.shell.store.on_ready(self._resume)
        self.shell.store.on_reload(self._resume)  # continued here from another tab: its game

    # -- games -----------------------------------------------------------------------------
    def _resume(self):
        store, url = self.shell.store, self.shell.url
        self.highscores = store.load_highscores(HighScores)
        saved = store.load_game(MagdagdonGame)
        self._loaded = True
        wanted = link.wanted(url)
        if saved is None:
            if self.game.difficulty.value != self.difficulty.value:  # the saved settings chose another
                self._start_new(wanted or "new")
            else:
                store.save_game(self.game)
                self._announce_opening()
            return
        self.game = saved
        # A link asking for another game (seed, daily, difficulty) never drops the saved one
        # unasked: the game is resumed and the question shown (or, with nothing to lose, the
        # new game started).
        if not link.is_wanted(saved, url) and not links.answered(store, "magdagdon", link.identity(url)):
            self._asked_link = link.identity(url) if links.in_progress(saved) else None
            self._ask(wanted)
        if self.game is saved:
            self.shell.game_restored(saved, shown_by=self)
            self._announce_opening()

    def _difficulty_changed(self, _):
        # Before the saved data is read, the shell is applying the saved settings (or the player
        # chose early): ``_resume`` starts from the difficulty then in force. After, it is a
        # change of mind: a new game.
        if self._loaded:
            self._start_new("new")

    def _show_watched(self, game):
        if game is not None:
            self._own = self._own or self.game
            self.game = game
        elif self._own is not None:  # (a second "Stop watching", pressed as the first lands, has nothing to give back)
            self.game, self._own = self._own, None

    def _ask(self, kind):
        game = self._own if self.watch.watching else self.game  # the question is about the player's game
        if game is None or game.is_over or not game.history:
            self._start_new(kind)  # nothing to lose: no question
        else:
            self.pending = kind

    def _focus_after_answers(self, yes, no):
        # Answered, the question goes and its buttons with it: "yes" hands the focus to the new
        # game's ROLL, "no" back to the button that asked (as the link's question asks unbidden,
        # its "no" goes to New game, just above the question).
        focus_after(yes, self.controls.roll)
        focus_back_to_asker(no, fallback=self.controls.new_game)

    def _answer(self, yes: bool):
        if self._asked_link is not None:
            links.remember(self.shell.store, "magdagdon", self._asked_link)
            self._asked_link = None
        if yes:
            self._start_new(self.pending)
        else:
            self.pending = None

    def _start_new(self, kind):
        self.pending = None
        self.watch.game, self._own = None, None  # a new game of the player's own ends any watching
        difficulty = self.difficulty.value
        if kind == "daily":
            self.game = new_daily_game(difficulty)
        else:
            self.game = MagdagdonGame(difficulty, seed=self.shell.url.seed if kind == "seed" else None)
        if self._loaded:  # (the game drawn while the saved data loads is announced once it has)
            self._announce_opening()

    @param.depends("game", watch=True)
    def _follow_game(self):
        if self._watcher is not None:
            self._watcher[0].param.unwatch(self._watcher[1])
        self._watcher = (self.game, self.game.param.watch(self._state_changed, "state"))
        self.place, self.just_finished = None, False
        self._state_changed()

    def _state_changed(self, event=None):
        game = self.game
        watched = self.watch.watching  # the expert's game: neither saved nor in the high scores
        if event is not None and game.is_over and event.old.phase is not Phase.OVER and not watched:
            self.highscores, self.place = self.highscores.add_game(game)
            self.just_finished = True
            self.shell.store.save_highscores(self.highscores)
        if self._loaded and not watched:  # autosave after every action, never over a save not yet read
            self.shell.store.save_game(game)
        with param.discard_events(self):  # one redraw below, not two
            self.selection = Selection()
        self._redraw()
        if event is not None:
            self._announce(game)

    def _announce(self, game):
        """Say what the action did, then what to do now (the hint on the screen), in the page's
        live region: the roll, a die prepared or taken back, the dice placed and the score, a
        Majda Power, MAGDAGDON, the ruin, the end and its points."""
        t = self.shell.t
        if self.watch.watching:  # the expert's move, watched: no instruction to the watcher, who plays none
            announcer(self.shell).say(done_text(game, t), t.lang)
            return
        key, args = hint(game, Selection())
        announcer(self.shell).say(f"{done_text(game, t)} {t(key, **args)}", t.lang)

    def _announce_opening(self):
        """Say that a new game starts, or that the saved one is back, and what to do now."""
        t, game = self.shell.t, self.game
        if not game.is_over:
            key, args = hint(game, Selection())
            announcer(self.shell).say(f"{opening(game, t)} {t(key, **args)}", t.lang)

    def _mark_hint(self, action, state) -> bool:
        """The hint on the game's own board and dice: the cells it fills ringed, with the dice it
        would place there; the dice a power touches lit. ``None`` wipes it."""
        self.board.suggested = coach_words.targets(action)
        lit = coach_words.touched(action)
        if lit:
            self.tray.states = ["highlighted" if i in lit else s for i, s in enumerate(self.tray.states)]
        if action is not None and action is not self._revealed:  # once an answer, not every redraw
            self._hint_reveal.show(self.shell.t("coach.hint.button"))
        self._revealed = action
        return action is not None and bool(self.board.suggested or lit)

    def _hint_used(self):
        if self._loaded:  # the save keeps the mark, so the high scores can say "with hints"
            self.shell.store.save_game(self.game)

    # -- drawing ---------------------------------------------------------------------------
    @param.depends("selection", "pending", "scores_open", watch=True)
    def _redraw(self, *_):
        # One message to the browser for the whole redraw, not one a widget: one repaint a click.
        with pn.io.hold():
            self._draw()

    def _draw(self):
        game, sel, t = self.game, self.selection, self.shell.t
        self.turn_area.draw(game, sel, t)
        self.controls.update(game, sel, t)
        self.play.visible = game is None or not game.is_over
        if self.end is None and game is not None and game.is_over:
            # At the end of a watched game the player's own may still be in progress: asked first.
            self.end = EndScreen(on_play_again=lambda: self._ask("new") if self.watch.watching else self._start_new("new"),
                                 on_daily=lambda: self._ask("daily") if self.watch.watching else self._start_new("daily"))
            for asker in (self.end.again, self.end.daily):   # they ask while the expert's game is shown
                remember_asker(asker)
            self.end_coach = EndBar(lambda: self.game, open_replay=self._open_replay,
                                    store=self.shell.store)
            self.end.layout.insert(2, self.end_coach.layout)  # under the score and its buttons
            self._main.append(self.end.layout)
        if self.end is not None:
            self.end.update(game, self.highscores, self.place, t, self.just_finished)
            self.end_coach.update(game, t, own=not self.watch.watching)
        self.odds.update(game, t, self.shell.settings.show_odds)
        self.coach.update(game, t, allowed=not self.shell.embed, can_share=not self.shell.embed)
        watching = self.watch.watching
        if watching:  # the expert plays: the player's buttons rest
            self.controls.main.visible = self.controls.powers.visible = self.controls.games.visible = False
        self.coach.layout.visible = not watching
        self.watch.update(t)
        if self.all_scores is not None:
            self.all_scores.update(game, self.highscores, self.scores_open, t)
        self.question.update(t(f"magdagdon.ask.{self.pending}") if self.pending else None,
                             t("magdagdon.ask.yes"), t("magdagdon.ask.no"))

    def _open_replay(self, game, number: int) -> None:
        """A moment of the review, in the replay (built with the page, which the review is on)."""
        if self.replay is not None:
            self.replay.open(game, number)

    def __panel__(self):
        if self.replay is None:  # a shared game's link (#game=...) opens its replay in place of the game
            self.replay = ReplaySlot(self.shell, self._main, odds_drawer(OddsPanel, lambda panel, game, t: panel.update(game, t, True)))
        return self.shell.page(pn.Column(self.replay.layout, self._main, sizing_mode="stretch_width", margin=0),
                               odds=self.odds.pane)
