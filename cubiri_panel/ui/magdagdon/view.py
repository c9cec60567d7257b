"""The MAGDAGDON screen: ``MagdagdonView()`` (served by ``apps/magdagdon.py``, or shown in a
notebook after ``pn.extension()``).

Widgets are built once in ``__init__``; every action replaces ``game.state`` (or the view's
``selection``) and ``_redraw`` updates the widgets' params, never the layout.
"""

from __future__ import annotations

import html
from datetime import date

import panel as pn
import param

from ...magdagdon import HighScores, MagdagdonGame, Phase
from .. import theme
from ..components import BoardGrid, DiceTray
from ..shell import Shell
from ..urlparams import DIFFICULTIES
from . import display
from .controls import Controls
from .difficulty import DifficultyChoice
from .daily import daily_date, daily_requested, new_daily_game
from .display import Selection
from .end_screen import END_CSS, EndScreen, highscores_html
from .input import TurnInput
from .odds import OddsPanel

STATUS_CSS = theme.TEXT_CSS + """
.cubiri-status { display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: baseline; margin: 0; }
.cubiri-score { font-size: 1.6rem; font-weight: 900; color: var(--cubiri-night2); }
.cubiri-hint { margin: 6px 0 0; font-size: 1.02rem; line-height: 1.4; min-height: 2.8em; }
.cubiri-hint.alert { border-left: 6px solid var(--cubiri-red); padding-left: 8px; font-weight: 650; }
.cubiri-badge { border: 2px solid var(--cubiri-teal); color: var(--cubiri-teal); border-radius: 999px;
  padding: 0 8px; font-weight: 700; font-size: .85rem; }
"""
EMBED_BOARD_CSS = """
div.cubiri-board { width: min(100%, 280px); grid-template-columns: repeat(4, minmax(44px, 1fr)) minmax(44px, .8fr); }
.cubiri-board .cubiri-lead { display: none; }
"""
ALERTS = ("magdagdon.hint.magdagdon", "magdagdon.hint.magdagdon_no_powers", "magdagdon.hint.blocked")


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
        self.place, self.just_finished = None, False  # this game's high-score place, if it ended here
        self.difficulty = DifficultyChoice(self.shell)
        lang = self.shell.lang
        self.tray = DiceTray(values=[0] * 4, states=["disabled"] * 4, lang=lang, css_classes=["cubiri-tray-magdagdon"])
        self.board = BoardGrid(lang=lang, interactive=False)
        dice_and_board = [self.tray, self.board]
        if self.shell.embed:
            # A lesson's iframe (400 x 600 px in EMBED.md) holds a whole turn, powers included,
            # without scrolling: smaller dice in a column beside the board, the powers' help unsaid.
            self.tray.param.update(die_size=48, sizing_mode="fixed", width=58)
            self.board.stylesheets = [*self.board.stylesheets, EMBED_BOARD_CSS]
            dice_and_board = [pn.Row(self.tray, self.board, sizing_mode="stretch_width", margin=0,
                                     styles={"gap": "6px", "align-items": "center"})]
        self.tray.on_click(self._die_clicked)
        self.board.on_click(self._cell_clicked)
        self.status = pn.pane.HTML(stylesheets=[STATUS_CSS], sizing_mode="stretch_width", margin=0)
        actions = {"roll": self._roll, "confirm": self._confirm, "accept": self._accept,
                   "minus": lambda: self._adjust(-1), "plus": lambda: self._adjust(1),
                   "reroll": self._reroll, "reroll_cancel": self._cancel_reroll,
                   "new_game": lambda: self._ask("new"), "daily": lambda: self._ask("daily")}
        # A click before the saved game is read waits for it (see Shell.when_loaded).
        shown = lambda: (self.game,)
        self.controls = Controls({name: self.shell.when_loaded(action, shown) for name, action in actions.items()},
                                 compact=self.shell.embed)
        # The high scores of every difficulty, from the game screen (the end screen shows only
        # its own difficulty's). Not in a lesson's small embed, where the turn must fit.
        self.scores_button = self.scores = None
        if not self.shell.embed:
            self.scores_button = theme.action_button("", "cubiri-highscores-open", kind="secondary")
            self.scores_button.on_click(lambda _: setattr(self, "scores_open", not self.scores_open))
            self.controls.games.append(self.scores_button)
        # The question before dropping a game is built the first time it is asked.
        self.ask = self.yes = self.no = None
        self.asking = pn.Column(visible=False, sizing_mode="stretch_width", margin=0)
        self.odds = OddsPanel()
        self.play = theme.card(self.status, *dice_and_board, self.controls.main, self.controls.powers,
                               self.controls.games, self.asking, sizing_mode="stretch_width",
                               css_classes=["cubiri-magdagdon"])
        # The end screen is built when a game first ends: until then its widgets would only
        # slow the page's loading.
        self.end = None
        self._main = pn.Column(self.play, sizing_mode="stretch_width", margin=0)
        self.shell.param.watch(self._redraw, ["lang"])
        self.shell.settings.param.watch(self._redraw, ["show_odds"])
        self.difficulty.param.watch(self._difficulty_changed, "value")
        # Playable at once: the game the link asks for (or a new one) is on the board before the
        # browser's saved data arrives, and ``_resume`` swaps the saved game in when it does.
        # Until then nothing is saved (``_loaded``), so the saved game cannot be overwritten.
        self._loaded = False
        self._start_new(self._wanted() or "new")
        self.shell.store.on_ready(self._resume)

    # -- games -----------------------------------------------------------------------------
    def _wanted(self):
        """The game the page's link asks for: "seed", "daily", "new" (a difficulty) or None."""
        url = self.shell.url
        return ("seed" if url.seed is not None else "daily" if daily_requested() else
                "new" if url.difficulty else None)

    def _resume(self):
        store, url = self.shell.store, self.shell.url
        self.highscores = store.load_highscores(HighScores)
        saved = store.load_game(MagdagdonGame)
        self._loaded = True
        wanted = self._wanted()
        if saved is None:
            if self.game.difficulty.value != self.difficulty.value:  # the saved settings chose another
                self._start_new(wanted or "new")
            else:
                store.save_game(self.game)
            return
        self.game = saved
        # A link asking for another game (seed, daily, difficulty) never drops the saved one
        # unasked: the game is resumed and the question shown (or, with nothing to lose, the
        # new game started).
        if (wanted == "seed" and saved.seed != url.seed) or (wanted == "daily" and daily_date(saved) != date.today()) \
                or (wanted == "new" and saved.difficulty.value != url.difficulty):
            self._ask(wanted)
        if self.game is saved:
            self.shell.game_restored(saved)

    def _difficulty_changed(self, _):
        # Before the saved data is read, the shell is applying the saved settings (or the player
        # chose early): ``_resume`` starts from the difficulty then in force. After, it is a
        # change of mind: a new game.
        if self._loaded:
            self._start_new("new")

    def _ask(self, kind):
        game = self.game
        if game is None or game.is_over or (game.turn == 0 and game.phase is Phase.ROLL):
            self._start_new(kind)  # nothing to lose: no question
        else:
            self.pending = kind

    def _start_new(self, kind):
        self.pending = None
        difficulty = self.difficulty.value
        if kind == "daily":
            self.game = new_daily_game(difficulty)
        else:
            self.game = MagdagdonGame(difficulty, seed=self.shell.url.seed if kind == "seed" else None)

    @param.depends("game", watch=True)
    def _follow_game(self):
        if self._watcher is not None:
            self._watcher[0].param.unwatch(self._watcher[1])
        self._watcher = (self.game, self.game.param.watch(self._state_changed, "state"))
        self.place, self.just_finished = None, False
        self._state_changed()

    def _state_changed(self, event=None):
        game = self.game
        if event is not None and game.is_over and event.old.phase is not Phase.OVER:
            self.highscores, self.place = self.highscores.add_record(game.record)
            self.just_finished = True
            self.shell.store.save_highscores(self.highscores)
        if self._loaded:  # autosave after every action, never over a save not yet read
            self.shell.store.save_game(game)
        with param.discard_events(self):  # one redraw below, not two
            self.selection = Selection()
        self._redraw()

    # -- drawing ---------------------------------------------------------------------------
    @param.depends("selection", "pending", "scores_open", watch=True)
    def _redraw(self, *_):
        # One message to the browser for the whole redraw, not one a widget: one repaint a click.
        with pn.io.hold():
            self._draw()

    def _draw(self):
        game, sel, t, lang = self.game, self.selection, self.shell.t, self.shell.lang
        values, states = display.die_states(game, sel)
        self.tray.param.update(values=values, states=states, lang=lang)
        self.board.param.update(lang=lang, **display.board_params(game, sel))
        key, args = display.hint(game, sel)
        self.status.object = self._status_html(game, t, key, args)
        self.controls.update(game, sel, t)
        self.play.visible = game is None or not game.is_over
        if self.end is None and game is not None and game.is_over:
            self.end = EndScreen(on_play_again=lambda: self._start_new("new"),
                                 on_daily=lambda: self._start_new("daily"))
            self._main.append(self.end.layout)
        if self.end is not None:
            self.end.update(game, self.highscores, self.place, t, self.just_finished)
        self.odds.update(game, t, self.shell.settings.show_odds)
        self._draw_scores(game, t)
        if self.pending and self.ask is None:
            self.ask = pn.pane.HTML(stylesheets=[theme.TEXT_CSS], sizing_mode="stretch_width", margin=0)
            self.yes = theme.action_button("", "cubiri-abandon-yes", kind="danger")
            self.no = theme.action_button("", "cubiri-abandon-no", kind="secondary")
            self.yes.on_click(lambda _: self._start_new(self.pending))
            self.no.on_click(lambda _: setattr(self, "pending", None))
            self.asking.objects = [self.ask, theme.flex(self.yes, self.no)]
        self.asking.visible = self.pending is not None
        if self.pending:
            self.ask.object = f"<p>{html.escape(t('magdagdon.ask.' + self.pending))}</p>"
            self.yes.label, self.no.label = t("magdagdon.ask.yes"), t("magdagdon.ask.no")

    def _draw_scores(self, game, t):
        if self.scores_button is None:
            return
        self.scores_button.label = t("magdagdon.buttons.close_highscores" if self.scores_open else "magdagdon.buttons.highscores")
        shown = self.scores_open and game is not None and not game.is_over
        if shown and self.scores is None:  # built the first time it is asked for
            self.scores = pn.pane.HTML(stylesheets=[END_CSS], sizing_mode="stretch_width", margin=0)
            close = theme.action_button("", "cubiri-highscores-close", kind="secondary")
            close.on_click(lambda _: setattr(self, "scores_open", False))
            self._scores_close = close
            self._scores_card = theme.card(self.scores, close, sizing_mode="stretch_width", margin=(8, 0),
                                           css_classes=["cubiri-highscores-all"])
            self._main.append(self._scores_card)
        if self.scores is None:
            return
        self._scores_card.visible = shown
        if shown:
            # The difficulty being played first, then the others in the cards' order.
            order = sorted(DIFFICULTIES, key=lambda d: d != game.difficulty.value)
            self.scores.object = (f"<h2>{html.escape(t('magdagdon.end.highscores_all'))}</h2>" +
                                  "".join(highscores_html(self.highscores, d, None, t, just_finished=False, title=d.upper())
                                          for d in order))
            self._scores_close.label = t("common.menu.back")

    @staticmethod
    def _status_html(game, t, key, args):
        hint = f'<p class="cubiri-hint{" alert" if key in ALERTS else ""}" role="status" aria-live="polite">{html.escape(t(key, **args))}</p>'
        if game is None:
            return hint
        day = daily_date(game)
        badge = f'<span class="cubiri-badge">{html.escape(t("magdagdon.status.daily", date=day.isoformat()))}</span>' if day else ""
        # data-position: the position in one attribute, for tests and the benchmark to wait on.
        position = f"{game.phase.value}|{game.turn}|{game.board_with_prepared.to_text()}|{''.join(map(str, game.dice))}"
        return (f'<div class="cubiri-status" data-position="{position}"><span>{html.escape(t("magdagdon.status.score"))} '
                f'<span class="cubiri-score">{game.score}</span></span>'
                f'<span>{html.escape(t("magdagdon.status.turn", n=game.turn + (0 if game.is_over else 1)))}</span>'
                f'<span>{game.difficulty.value.upper()}</span>{badge}</div>{hint}')

    def __panel__(self):
        return self.shell.page(self._main, odds=self.odds.pane)
