"""MAGDAGDON's facts as the rule card gives them: the board, the dice, the difficulties, the
bonuses and the ruin's cost. A leaf module: every other module of the game reads them here.

>>> Difficulty.PEACEFUL.minimum, Difficulty.PEACEFUL.penalties, Difficulty.PEACEFUL.powers
(2, (10, 20, 40), 3)
"""

from __future__ import annotations

import enum

SIZE = 4             # the board is 4 x 4
CELLS = SIZE * SIZE  # numbered 0-15 in reading order: row * SIZE + col
DICE = 4             # dice in a roll
FACES = 6            # a die shows 1-6
EMPTY, RUIN = 0, 7   # what a cell holds besides a number 1-6
RUIN_COST = 15

# The rows top to bottom, then the columns left to right, as the cells they hold.
LINES = tuple(tuple(r * SIZE + c for c in range(SIZE)) for r in range(SIZE)) + \
    tuple(tuple(r * SIZE + c for r in range(SIZE)) for c in range(SIZE))


class Difficulty(str, enum.Enum):
    """The three difficulties: the dice a turn must place (while enough cells are empty) and
    what each Majda Power costs, in order of use (one power a penalty)."""

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


class Bonus(enum.Enum):
    """The one bonus a full line can earn; the value is its points."""

    STRAIGHT = 60        # four values consecutive in one direction: 1-2-3-4, 6-5-4-3, ...
    FOUR_OF_A_KIND = 40
    TWO_PAIRS = 20       # a, a, b, b with a != b, in any order

    @property
    def points(self) -> int:
        return self.value


STRAIGHTS = tuple(tuple(range(a, a + SIZE)) for a in range(1, FACES - SIZE + 2))
STRAIGHTS += tuple(s[::-1] for s in STRAIGHTS)
