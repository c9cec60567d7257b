"""Where dice may go: per-cell allowed values and the search behind ``can_place``.

Both work on the raw board, a tuple of 16 ints (0 empty, 1-6 a number, 7 a ruin), because the
MAGDAGDON check runs after every roll and power, the random player runs it before most
placements, and the odds run it for all 126 rolls of four dice.

Allowed values are bitmasks: bit ``v`` set means value ``v`` may go there. Each empty cell keeps
a *constraint*: the AND of ``NEAR[u]`` over its numbered neighbours ``u``, starting from
``UNTOUCHED`` whose extra bit 7 survives only while no number touches the cell. So a cell is
legal for ``v`` when its constraint has bit ``v`` and, once the board holds a number, bit 7 is
clear (the cell touches a number). Placing a die only narrows the constraints of its four
neighbours, so the search updates them in place of recomputing the board.
"""

from __future__ import annotations

from collections.abc import Sequence

ALL = 0b1111110  # bits 1..6: every die value
TOUCHED_BELOW = 128  # a constraint below this has met at least one number
UNTOUCHED = ALL | TOUCHED_BELOW
RUIN = 7

# NEAR[v]: values that may sit next to a v. Empty (0) and ruin (7) restrict nothing.
NEAR = tuple(ALL if v in (0, RUIN) else sum(1 << u for u in (v - 1, v, v + 1) if 1 <= u <= 6)
             for v in range(8))


def _neighbours(index: int) -> tuple[int, ...]:
    row, col = divmod(index, 4)
    return tuple(r * 4 + c for r, c in ((row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col))
                 if 0 <= r < 4 and 0 <= c < 4)


NEIGHBOURS = tuple(_neighbours(i) for i in range(16))

# The eight symmetries of the square permute the cells; on a board with nothing on it a first
# die in a corner, on an edge or in the middle stands for every cell of its kind.
EMPTY_BOARD_FIRST_CELLS = (0, 1, 5)

_CACHE: dict[tuple, bool] = {}
CACHE_LIMIT = 300_000


def clear_cache() -> None:
    """Forget every remembered search (benchmarks use it to time cold searches)."""
    _CACHE.clear()


def constraints(cells: Sequence[int]) -> tuple[list[int], bool]:
    """Each cell's constraint (0 for a filled cell) and whether the board holds a number."""
    raw = [UNTOUCHED if v == 0 else 0 for v in cells]
    numbered = False
    for i, v in enumerate(cells):
        if 0 < v < RUIN:
            numbered = True
            near = NEAR[v]
            for n in NEIGHBOURS[i]:
                raw[n] &= near
    return raw, numbered


def cell_masks(cells: Sequence[int]) -> list[int]:
    """Per cell, the bitmask of values that may go there now (0: nothing may)."""
    raw, numbered = constraints(cells)
    if not numbered:
        return [r & ALL for r in raw]  # the first number goes anywhere
    return [r if r < TOUCHED_BELOW else 0 for r in raw]


def board_code(cells: Sequence[int]) -> int:
    """The board as one int, 4 bits a cell: a cheap exact key for the search cache."""
    code = 0
    for i, v in enumerate(cells):
        code |= v << (4 * i)
    return code


def can_place_cells(cells: Sequence[int], dice: Sequence[int], need: int) -> bool:
    """Can ``need`` of these dice be placed one after another, each legally?"""
    if need <= 0:
        return True
    if need > len(dice):
        return False
    raw, numbered = constraints(cells)
    return _search(board_code(cells), raw, numbered, tuple(sorted(dice)), need)


def _search(code: int, raw: list[int], numbered: bool, dice: tuple[int, ...], need: int) -> bool:
    """Depth-first search over placements, dice as a sorted multiset (equal dice are
    interchangeable, so each distinct value is tried once), remembered by board, dice, need."""
    key = (code, dice, need)
    known = _CACHE.get(key)
    if known is not None:
        return known
    found = False
    if need == 1:
        bits = 0
        for v in dice:
            bits |= 1 << v
        if numbered:
            found = any(r & bits for r in raw if r < TOUCHED_BELOW)
        else:
            found = any(r & bits for r in raw)
    else:
        candidates = EMPTY_BOARD_FIRST_CELLS if code == 0 else range(16)
        previous = 0
        for k, v in enumerate(dice):
            if v == previous:
                continue
            previous = v
            rest = dice[:k] + dice[k + 1:]
            bit, near, shift = 1 << v, NEAR[v], v
            for c in candidates:
                r = raw[c]
                if not r & bit or (numbered and r >= TOUCHED_BELOW):
                    continue
                child = raw.copy()
                child[c] = 0
                for n in NEIGHBOURS[c]:
                    child[n] &= near
                if _search(code | shift << (4 * c), child, True, rest, need - 1):
                    found = True
                    break
            if found:
                break
    if len(_CACHE) >= CACHE_LIMIT:
        _CACHE.clear()
    _CACHE[key] = found
    return found
