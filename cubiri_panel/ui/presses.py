"""A press the player did not mean as a move: the second tap of a quick double tap on ROLL.

The browser sends both taps before the page shows what the first one did, so the second
reaches the game after the roll, when the rules no longer allow one (the dice rolled wait to be
used). Refused, it would put a red error on the page for a tap that was never a move. So a
button's press that the rules refuse while the game still stands exactly where this page's own
press of the same button left it is that second tap, and is let go without a word; any other
refusal is told as before.

    presses = Presses()
    presses.press("roll", game, game.roll, shell.refuse)
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import IllegalAction


class Presses:
    """Remembers, for each button, the game state its last accepted press left."""

    def __init__(self):
        self._left: dict[str, object] = {}

    def press(self, button: str, game, move: Callable[[], object],
              refuse: Callable[[IllegalAction], None]) -> bool:
        """Make ``move()`` on ``game`` for a press of ``button``; True when the game took it.
        A refusal goes to ``refuse``, unless it is a repeat of the last press (see above)."""
        before = game.state
        try:
            move()
        except IllegalAction as err:
            # A state is a new value after every move: the same object means nothing happened
            # since that press (no other move, no other player, no new game).
            if self._left.get(button) is not before:
                refuse(err)
            return False
        self._left[button] = game.state
        return True
