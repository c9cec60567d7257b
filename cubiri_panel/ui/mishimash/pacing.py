"""Computer turns at a pace a person can follow, without threads.

Each computer action waits ``delay()`` seconds; before a take, the dice the computer is about to
take are shown as its selection for one more wait, so a watcher sees what it chose and why the
points changed. Timing uses the served document's timeout callbacks (run under the document
lock) or, in a notebook and in Pyodide, the running asyncio loop: both exist everywhere the
view runs. Panel's periodic callback is not used because outside a server it fires at once.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import panel as pn
from panel.io import hold
from panel.io.state import set_curdoc

from ...mishimash.turn import MUST_TAKE


def call_later(seconds: float, callback: Callable[[], None]) -> None:
    """Run ``callback()`` once, ``seconds`` from now, in this session."""
    doc = pn.state.curdoc
    if doc is not None and doc.session_context is not None and not pn.state._is_pyodide:
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
    """Plays the computer seats of ``view.game`` one action per tick.

    ``view`` provides ``game``, ``delay()`` (seconds) and ``show_computer_choice(indices)``.
    """

    def __init__(self, view):
        self.view = view
        self._pending = False

    def kick(self) -> None:
        """Schedule the next computer action if a computer is to play and none is scheduled."""
        game = self.view.game
        if self._pending or game is None or not game.is_computer_turn:
            return
        self._pending = True
        call_later(self.view.delay(), lambda: self._tick(game))

    def _tick(self, game) -> None:
        self._pending = False
        if game is not self.view.game or not game.is_computer_turn:
            return  # a new game was started, or the turn moved on meanwhile
        with hold():
            if game.phase == MUST_TAKE:
                indices = list(game.computer_action().dice)
                if self.view.selection != indices:
                    self.view.show_computer_choice(indices)
                    self.kick()
                    return
            game.step_computer()  # the view's state watcher redraws, saves and kicks again
