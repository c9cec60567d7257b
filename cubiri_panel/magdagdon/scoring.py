"""MAGDAGDON scoring: line sums, at most one bonus a full line, 15 off for every ruin."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import NamedTuple

RUIN = 7
RUIN_COST = 15


class Bonus(enum.Enum):
    """The bonus a line of four numbers can earn; the value is its points."""

    STRAIGHT = 60
    FOUR_OF_A_KIND = 40
    TWO_PAIRS = 20

    @property
    def points(self) -> int:
        return self.value


class Line(NamedTuple):
    """One row or column and what it scores."""

    kind: str                    # "row" or "col"
    index: int                   # 0-3, top to bottom or left to right
    cells: tuple[int, ...]       # its four cells: 0 empty, 1-6, 7 ruin
    total: int                   # the sum of its numbers
    bonus: Bonus | None

    @property
    def name(self) -> str:
        return f"{self.kind} {self.index + 1}"

    @property
    def bonus_points(self) -> int:
        return self.bonus.points if self.bonus else 0

    @property
    def points(self) -> int:
        """Sum plus bonus."""
        return self.total + self.bonus_points


_STRAIGHTS = {(a, a + 1, a + 2, a + 3) for a in (1, 2, 3)}
_STRAIGHTS |= {s[::-1] for s in _STRAIGHTS}

# Line index -> the four cell positions, rows first (so the breakdown lists rows then columns).
LINES = tuple(("row", r, tuple(r * 4 + c for c in range(4))) for r in range(4)) + \
    tuple(("col", c, tuple(r * 4 + c for r in range(4))) for c in range(4))


def line_bonus(values: Sequence[int]) -> Bonus | None:
    """The one bonus four values earn, or ``None``; a line with an empty cell or a ruin earns none."""
    values = tuple(values)
    if len(values) != 4 or min(values) < 1 or max(values) > 6:
        return None
    if values in _STRAIGHTS:
        return Bonus.STRAIGHT
    counts = sorted(values.count(v) for v in set(values))
    if counts == [4]:
        return Bonus.FOUR_OF_A_KIND
    if counts == [2, 2]:
        return Bonus.TWO_PAIRS
    return None


def line_breakdown(cells: Sequence[int]) -> tuple[Line, ...]:
    """Rows 0-3 then columns 0-3 of a raw 16-cell board, each with its sum and bonus."""
    lines = []
    for kind, index, positions in LINES:
        values = tuple(cells[i] for i in positions)
        total = sum(v for v in values if 1 <= v <= 6)
        lines.append(Line(kind, index, values, total, line_bonus(values)))
    return tuple(lines)


def board_score(cells: Sequence[int]) -> int:
    """Base (every number counts in its row and its column) + bonuses - 15 x ruins."""
    ruins = cells.count(RUIN)
    total = 2 * (sum(cells) - RUIN * ruins) - RUIN_COST * ruins
    if 0 in cells:
        full = [positions for _, _, positions in LINES if all(cells[i] for i in positions)]
    else:
        full = [positions for _, _, positions in LINES]
    for positions in full:
        bonus = line_bonus([cells[i] for i in positions])
        if bonus:
            total += bonus.points
    return total
