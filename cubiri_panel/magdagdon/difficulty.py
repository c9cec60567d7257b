"""The three MAGDAGDON difficulties and what each allows."""

from __future__ import annotations

import enum


class Difficulty(str, enum.Enum):
    """How many dice a turn must place and how many Majda Powers the game grants.

    >>> Difficulty.PEACEFUL.minimum, Difficulty.PEACEFUL.penalties
    (2, (10, 20, 40))
    """

    PEACEFUL = "peaceful"
    SURVIVAL = "survival"
    NIGHTMARE = "nightmare"

    @property
    def minimum(self) -> int:
        """Dice a turn must place while enough cells are empty."""
        return _MINIMUM[self]

    @property
    def penalties(self) -> tuple[int, ...]:
        """What each Majda Power costs, in order of use."""
        return _PENALTIES[self]

    @property
    def powers(self) -> int:
        """Majda Powers a game grants."""
        return len(self.penalties)

    def required(self, empty_cells: int) -> int:
        """Dice a turn must place: ``min(minimum, empty cells)``."""
        return min(self.minimum, empty_cells)

    def penalty_for(self, powers_used: int) -> int:
        """The total penalty after ``powers_used`` powers."""
        return sum(self.penalties[:powers_used])

    def __str__(self) -> str:
        return self.name


_MINIMUM = {Difficulty.PEACEFUL: 2, Difficulty.SURVIVAL: 2, Difficulty.NIGHTMARE: 3}
_PENALTIES = {Difficulty.PEACEFUL: (10, 20, 40), Difficulty.SURVIVAL: (70,), Difficulty.NIGHTMARE: ()}
