"""Where a die may go (RULES.md section 1, legal placement): the legal-cell rule, the cells open
now, and whether some ordering of the dice places the count a turn requires. The rules ask
these after every move; the board's text form asks them too.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from ..memo import register
from .facts import CELLS, EMPTY, FACES, RUIN, SIZE


def is_number(content: int) -> bool:
    return EMPTY < content < RUIN


def neighbours(cell: int) -> list[int]:
    """The cells beside ``cell``: above, left, right, below (diagonals never count)."""
    row, col = divmod(cell, SIZE)
    return [r * SIZE + c for r, c in ((row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col))
            if 0 <= r < SIZE and 0 <= c < SIZE]


NEIGHBOURS = tuple(tuple(neighbours(cell)) for cell in range(CELLS))
VALUES = range(1, FACES + 1)


def placement_problem(cells: Sequence[int], cell: int, value: int) -> str | None:
    """The legal-cell rule: which part of it refuses a die showing ``value`` on ``cell`` of
    ``cells`` (permanent and prepared numbers alike), as a rule code, or ``None`` if it may go."""
    if cells[cell] != EMPTY:
        return "cell-taken"
    if not any(is_number(v) for v in cells):
        return None  # the first number goes anywhere; a ruin is not a number
    numbers = numbers_beside(cells, cell)
    if not numbers:
        return "not-adjacent"
    if not fits(value, numbers):
        return "differs-by-more-than-1"
    return None


def numbers_beside(cells: Sequence[int], cell: int) -> list[int]:
    return [cells[n] for n in NEIGHBOURS[cell] if EMPTY < cells[n] < RUIN]


def fits(value: int, numbers: Sequence[int]) -> bool:
    """Neighbouring numbers differ by at most 1."""
    return all(abs(number - value) <= 1 for number in numbers)


def legal_cell(cells: Sequence[int], cell: int, value: int) -> bool:
    return placement_problem(cells, cell, value) is None


def open_cells(cells: Sequence[int]) -> dict[int, range]:
    """Every cell some die may go on now, with the values that may go there, in reading order
    (the legal-cell rule for every cell and value at once)."""
    empty = [cell for cell in range(CELLS) if cells[cell] == EMPTY]
    if not any(EMPTY < v < RUIN for v in cells):  # the first number goes anywhere
        return {cell: VALUES for cell in empty}
    found = {}
    for cell in empty:
        numbers = numbers_beside(cells, cell)
        if numbers:  # within 1 of every number beside it: from the largest - 1 to the smallest + 1
            values = range(max(max(numbers) - 1, 1), min(min(numbers) + 1, FACES) + 1)
            if values:
                found[cell] = values
    return found


def could_be_placed(cells: Sequence[int], dice: Sequence[int], open_now: dict[int, range]) -> int:
    """How many of ``dice`` some turn could place at most, counted from their values alone.

    The dice a turn places form groups beside the numbers on the board, neighbours within 1,
    so each group's values are a run without gaps (like 2-3-3-4), and each group holds a die
    that fits a cell open now (the one it joins the board by). On a board without numbers
    they form one group, the first die's."""
    runs: list[list[int]] = []
    for value in sorted(dice):
        if runs and value - runs[-1][-1] <= 1:
            runs[-1].append(value)
        else:
            runs.append([value])
    if not any(is_number(v) for v in cells):
        return max(map(len, runs), default=0) if open_now else 0
    fitting = set().union(*open_now.values())
    return sum(len(run) for run in runs if fitting.intersection(run))


@functools.lru_cache(maxsize=1 << 16)
def _can_place(cells: tuple[int, ...], dice: tuple[int, ...], need: int) -> bool:
    if need <= 0:
        return True
    open_now = open_cells(cells)
    if could_be_placed(cells, dice, open_now) < need:
        return False
    for k, value in enumerate(dice):
        if value in dice[:k]:
            continue  # equal dice are interchangeable: each value is tried once
        rest = dice[:k] + dice[k + 1:]
        for cell, values in open_now.items():
            if value in values and _can_place(cells[:cell] + (value,) + cells[cell + 1:], rest, need - 1):
                return True
    return False


def can_place(cells: Sequence[int], dice: Sequence[int], need: int) -> bool:
    """True if some ordering places ``need`` of these dice one after another, each on a cell
    legal once the ones before it are placed. Remembered: every game asks about the same first
    boards."""
    return _can_place(tuple(cells), tuple(sorted(dice)), need)


register(__name__, _can_place.cache_clear)
