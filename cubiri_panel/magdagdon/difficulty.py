"""MAGDAGDON's three difficulties, a rule fact of their own module.

Every page checks a saved or linked difficulty (the settings, ``?difficulty=``), and most pages
are not MAGDAGDON: this module imports nothing of the game, and the package imports its other
modules only when they are used, so the check costs a page no game.
"""

from __future__ import annotations

import enum


class Difficulty(str, enum.Enum):
    """The three difficulties: the dice a turn must place (while enough cells are empty) and
    what each Majda Power costs, in order of use (one power a penalty).

    >>> Difficulty.PEACEFUL.minimum, Difficulty.PEACEFUL.penalties, Difficulty.PEACEFUL.powers
    (2, (10, 20, 40), 3)
    """

    PEACEFUL = "peaceful", 2, (10, 20, 40)
    SURVIVAL = "survival", 2, (70,)
    NIGHTMARE = "nightmare", 3, ()

    def __new__(cls, value: str, minimum: int, penalties: tuple[int, ...]) -> Difficulty:
        difficulty = str.__new__(cls, value)
        difficulty._value_ = value
        difficulty.minimum, difficulty.penalties, difficulty.powers = minimum, penalties, len(penalties)
        return difficulty

    def required(self, empty_cells: int) -> int:
        """Dice a turn must place: ``min(minimum, empty cells)``."""
        return min(self.minimum, empty_cells)

    def penalty_for(self, powers_used: int) -> int:
        """The total penalty after ``powers_used`` powers."""
        return sum(self.penalties[:powers_used])

    def __str__(self) -> str:
        return self.name
