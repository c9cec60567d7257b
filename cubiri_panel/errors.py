"""The errors every game shares."""

from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action the rules forbid right now.

    The message names the broken rule in English; ``rule`` is a short stable code for it
    (``"not-adjacent"``, ``"game-over"``, ...) and ``details`` its values, so that a view can say
    the same in the player's language. The game that raised it is exactly as it was before
    the call.
    """

    def __init__(self, message: str, rule: str = "illegal", **details: Any):
        super().__init__(message)
        self.rule = rule
        self.details = details


class SnapshotError(ValueError):
    """A saved game (``to_dict()`` data) that cannot be restored: foreign, truncated or tampered."""


class GameTooLong(SnapshotError):
    """A game of more actions than a save may hold (the game's ``MAX_HISTORY``): it plays on,
    but ``to_dict()`` cannot save it."""
