"""MAGDAGDON's scoring (RULES.md section 1, scoring): every number counts in its row and its
column, each full line earns at most one bonus, each ruin costs 15, then the power penalties.

>>> breakdown((1, 2, 3, 4) * 4, penalty=10).total
470
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .facts import EMPTY, LINES, RUIN, RUIN_COST, SIZE, STRAIGHTS, Bonus


def line_bonus(values: Sequence[int]) -> Bonus | None:
    """The one bonus four values earn, or ``None``; a line with an empty cell or a ruin earns none."""
    values = tuple(values)
    if len(values) != SIZE or EMPTY in values or RUIN in values:
        return None
    if values in STRAIGHTS:
        return Bonus.STRAIGHT
    counts = sorted(values.count(v) for v in set(values))
    if counts == [4]:
        return Bonus.FOUR_OF_A_KIND
    if counts == [2, 2]:
        return Bonus.TWO_PAIRS
    return None


class LineBonus(NamedTuple):
    """A row or column that earns a bonus."""

    kind: str    # "row" or "col"
    index: int   # 0-3, top to bottom or left to right
    bonus: Bonus


class ScoreBreakdown(NamedTuple):
    """The parts of a score, as the end of a game shows them."""

    numbers: int                      # the sum of the numbers on the board
    bonuses: tuple[LineBonus, ...]    # the lines that earn a bonus, rows then columns
    ruins: int
    powers_used: int
    penalty: int                      # what the powers used cost

    @property
    def base(self) -> int:
        """Every number counts twice: in its row and in its column."""
        return 2 * self.numbers

    @property
    def ruin_cost(self) -> int:
        return RUIN_COST * self.ruins

    @property
    def total(self) -> int:
        return self.base + sum(b.bonus.points for b in self.bonuses) - self.ruin_cost - self.penalty


def breakdown(cells: Sequence[int], powers_used: int = 0, penalty: int = 0) -> ScoreBreakdown:
    """The score's parts on the 16 ``cells``, given the powers used and what they cost."""
    bonuses = []
    for number, line in enumerate(LINES):
        bonus = line_bonus([cells[c] for c in line])
        if bonus:
            bonuses.append(LineBonus("row" if number < SIZE else "col", number % SIZE, bonus))
    numbers = sum(v for v in cells if v not in (EMPTY, RUIN))
    return ScoreBreakdown(numbers, tuple(bonuses), list(cells).count(RUIN), powers_used, penalty)


def board_score(cells: Sequence[int]) -> int:
    """The board's points: base + bonuses - 15 a ruin (the power penalties are the game's)."""
    ruins = list(cells).count(RUIN)
    numbers = sum(cells) - RUIN * ruins  # an empty cell is 0
    bonuses = (line_bonus([cells[c] for c in line]) for line in LINES)
    return 2 * numbers + sum(bonus.points for bonus in bonuses if bonus) - RUIN_COST * ruins
