"""Computer turns at a pace a person can follow, or all at once, without threads.

Both table games play their computer seats through :class:`ComputerPacer`: one action per
``delay()`` seconds, or every action up to the next human decision at once when the player
asks to skip to their turn. The pace is the player's "computer speed" setting, which the pacer
puts in the settings panel. Timing uses the served document's timeout callbacks (run under the
document lock) or, in a notebook and in Pyodide, the running asyncio loop: both exist
everywhere the views run. Panel's periodic callback is not used because outside a server it
fires at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
from collections.abc import Callable, Iterator

import panel as pn
from panel.io import hold
from panel.io.state import set_curdoc

from .. import solved_tables, theme
from ..focus import focus_after
from ..i18n import Translator
from ..panel_private import is_pyodide
from ..settings import SPEEDS

# The speeds' names in the settings; the step-by-step pace's is among the accessibility texts.
SPEED_NAMES = {"step": "access.pace.step"}


def call_later(seconds: float, callback: Callable[[], None]) -> None:
    """Run ``callback()`` once, ``seconds`` from now, in this session."""
    doc = pn.state.curdoc
    if doc is not None and doc.session_context is not None and not is_pyodide():
        def run():
            with set_curdoc(doc):
                callback()
        doc.add_timeout_callback(run, max(1, int(seconds * 1000)))
        return
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = None
    if loop is None:  # a plain script: nobody is watching, so no reason to wait
        callback()
    else:
        loop.call_later(seconds, callback)


class ComputerPacer:
    """Plays the computer seats of ``view.game``, one action per tick or all at once.

    ``view`` provides ``game``, ``shell``, ``delay()`` (seconds before the next action),
    ``computer_step(game)`` (plays or shows the next computer action) and ``batched()`` (a
    context manager inside which state changes are saved and drawn once, at its end):
    :class:`ComputerTurns` gives a view the last three.
    """

    def __init__(self, view):
        self.view = view
        self._pending = None  # (game, token) of the one tick scheduled
        view.shell.add_setting(self._speed_chooser)
        # At the step-by-step pace, the computers wait for this button: one action per press. The
        # view puts it beside "Skip to my turn".
        self.next = theme.action_button("", "cubiri-next-move", kind="secondary", margin=0, visible=False,
                                        styles={"flex": "1 1 auto"})
        self.next.on_click(lambda _: self.step())
        # Until the solved tables have arrived (the static site fetches them once the game is
        # live), the computers wait, and say so here; the view puts it beside the button.
        self.waiting = pn.pane.HTML("", visible=False, margin=0, css_classes=["cubiri-tables-waiting"],
                                    stylesheets=[theme.TEXT_CSS])
        view.shell.param.watch(lambda _: self._show_next(), "lang")
        view.shell.settings.param.watch(lambda _: self.kick(), "computer_speed")

    def _speed_chooser(self, t: Translator) -> pn.viewable.Viewable:
        settings = self.view.shell.settings
        speed = theme.select(label=t("common.settings.speed"), value=settings.computer_speed,
                             options={t(SPEED_NAMES.get(s, f"common.settings.speed_{s}")): s for s in SPEEDS},
                             css_classes=["cubiri-speed"], sizing_mode="stretch_width", max_width=340)
        speed.link(settings, value="computer_speed")
        return speed

    def kick(self) -> None:
        """Schedule the next computer action if a computer is to play and none is scheduled."""
        self._show_next()
        game = self.view.game
        if game is None or not game.is_computer_turn or not self.view.shell.store.live:
            return  # (a tab whose game another tab plays leaves the computers to it)
        if not solved_tables.when_ready(game, self.kick):
            return
        if self._pending is not None and self._pending[0] is game:
            return
        delay = self.view.delay()
        if delay is None:  # step by step: "Next computer move" plays it
            return
        pending = self._pending = (game, object())
        call_later(delay, lambda: self._tick(pending))

    def _show_next(self) -> None:
        game = self.view.game
        waiting = game is not None and game.is_computer_turn and not solved_tables.ready(game)
        shown = game is not None and game.is_computer_turn and self.view.delay() is None and not waiting
        if self.next.visible != shown:
            self.next.visible = shown
        label = self.view.shell.t("access.pace.next")
        if self.next.label != label:
            self.next.label = label
        text = f'<p role="status" class="cubiri-muted">{html.escape(self.view.shell.t("solved.computers"))}</p>'
        if waiting and self.waiting.object != text:
            self.waiting.object = text
        if self.waiting.visible != waiting:
            self.waiting.visible = waiting

    def step(self) -> None:
        """One computer action now ("Next computer move", at the step-by-step pace)."""
        game = self.view.game
        self._pending = None
        if game is not None and game.is_computer_turn and solved_tables.ready(game):
            self.view.computer_step(game)

    def _tick(self, pending) -> None:
        if pending is not self._pending:
            return  # skipped, or a new game was started, since this tick was scheduled
        self._pending = None
        game = pending[0]
        if game is self.view.game and game.is_computer_turn and self.view.shell.store.live and solved_tables.ready(game):
            self.view.computer_step(game)

    def skip(self) -> int:
        """Play every computer action up to the next human decision (or the end of the game)
        at once, drawn once at the end; returns how many actions were played."""
        game, played = self.view.game, 0
        self._pending = None  # a tick already scheduled finds itself cancelled
        if game is None or not game.is_computer_turn or not self.view.shell.store.live:
            return 0
        if not solved_tables.when_ready(game, self.kick):
            return 0  # they play once the tables are there
        with self.view.batched():
            while game.is_computer_turn:
                game.step_computer()
                played += 1
        return played


class ComputerTurns:
    """The pacer's side of a table game's view, mixed into it. The view holds ``game``,
    ``shell`` and ``pacer = ComputerPacer(self)``, and gives ``_after_action()``: save, draw and
    ``pacer.kick()`` once; its state watcher skips that while ``_batching``."""

    _batching = False

    def delay(self) -> float | None:
        """Seconds before the next computer action: the player's computer speed (``None``: one
        action per press of "Next computer move")."""
        return self.shell.settings.computer_delay

    def computer_step(self, game) -> None:
        game.step_computer()  # the state watcher saves, draws and kicks the pacer again

    @contextlib.contextmanager
    def batched(self) -> Iterator[None]:
        """The actions played inside (a skip's computer actions) are saved and drawn once, at
        the end, and the redraw goes to the browser as one message."""
        self._batching = True
        with hold():
            try:
                yield
            finally:
                self._batching = False
                self._after_action()

    def skip_to_human(self) -> int:
        """Play every computer action up to the next human decision, or the end, at once."""
        return self.pacer.skip()


def focus_after_skip(skip: pn.widgets.Button, first_control: pn.widgets.Button) -> None:
    """After ``skip`` is pressed, the keyboard focus goes to ``first_control`` (ROLL)."""
    # "Skip to my turn" disappears once it has played (a person is to play).
    focus_after(skip, first_control)
