"""A position: one state of a game, read-only, as a player, a bot or a view reads it.

Each game's position class answers the game's questions (its dice, its board, whose turn it
is) from ``state`` alone. The game class is a position whose ``state`` is the param that every
move replaces; ``GamePosition(state)`` on its own is a detached copy that a bot reads while a
simulation plays moves without publishing each one.
"""

from __future__ import annotations

from typing import Any, ClassVar


class Position:
    """One state of a game and the questions it answers. Subclasses set ``RULES`` (the game's
    rules module) and add the game's own read-only properties, all read from ``state``."""

    __slots__ = ("state",)
    RULES: ClassVar[Any] = None

    def __init__(self, state: Any):
        self.state = state

    def legal_actions(self) -> list:
        return self.RULES.legal_actions(self.state)

    @property
    def is_over(self) -> bool:
        return self.RULES.is_over(self.state)
