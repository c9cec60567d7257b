""""Watch the expert play": the MAGDAGDON expert plays a new game of the chosen difficulty on
the board, one action at a pace a person can follow, paused and stepped at will.

The expert's game is shown in place of the player's for as long as it is watched, and is
neither saved nor entered in the high scores: the player's own game, saved as it was, comes
back when watching stops.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import panel as pn

from ...magdagdon import ExpertPlayer, MagdagdonGame
from .. import theme
from ..i18n import Translator
from ..table.pacing import call_later

# Seconds between two of the expert's actions: time to see a die go to its cell.
PACE = 0.7


class ExpertWatch:
    """``button`` starts watching (the view puts it among its game buttons); ``layout`` holds
    the title and pause, one step and stop while watching. ``show(game)`` puts a game on the
    view's board, ``back()`` returns to the player's."""

    def __init__(self, show: Callable[[MagdagdonGame | None], None], redraw: Callable[[], None]):
        self._show, self._redraw = show, redraw
        self.game: MagdagdonGame | None = None
        self.paused = False
        self._expert = ExpertPlayer()
        self._tick_of = None  # the game the one scheduled tick belongs to
        self.button = theme.action_button("", "cubiri-watch-expert", kind="secondary")
        self.title = pn.pane.HTML("", stylesheets=[theme.TEXT_CSS], sizing_mode="stretch_width", margin=0)
        self.pause = theme.action_button("", "cubiri-watch-pause", kind="secondary")
        self.step = theme.action_button("", "cubiri-watch-step", kind="secondary")
        self.stop = theme.action_button("", "cubiri-watch-stop", kind="secondary")
        self.pause.on_click(lambda _: self.toggle_pause())
        self.step.on_click(lambda _: self.play_one())
        self.stop.on_click(lambda _: self.end())
        self.layout = theme.card(self.title, theme.flex(self.pause, self.step, self.stop), sizing_mode="stretch_width",
                                 margin=(0, 0, 8, 0), visible=False, css_classes=["cubiri-watch"])

    @property
    def watching(self) -> bool:
        return self.game is not None

    def start(self, difficulty) -> None:
        self.game, self.paused = MagdagdonGame(difficulty), False
        self._show(self.game)
        self._schedule()

    def end(self) -> None:
        self.game = None
        self._show(None)

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self._redraw()
        self._schedule()

    def play_one(self) -> None:
        """The expert's next action (the game's state watcher redraws the board)."""
        game = self.game
        if game is not None and not game.is_over:
            game.apply(self._expert.choose(game))

    def _schedule(self) -> None:
        game = self.game
        if game is None or self.paused or game.is_over or self._tick_of is game:
            return
        self._tick_of = game

        def tick():
            self._tick_of = None
            if self.game is game and not self.paused:
                self.play_one()
                self._schedule()
        call_later(PACE, tick)

    def update(self, t: Translator) -> None:
        self.button.label = t("coach.watch.button")
        self.layout.visible = self.watching
        if not self.watching:
            return
        self.title.object = f"<h3>{html.escape(t('coach.watch.title', difficulty=self.game.difficulty.value.upper()))}</h3>"
        self.pause.label = t("coach.watch.resume" if self.paused else "coach.watch.pause")
        self.step.label = t("coach.watch.step")
        self.step.disabled = not self.paused or self.game.is_over
        self.pause.visible = not self.game.is_over
        self.stop.label = t("coach.watch.stop")
