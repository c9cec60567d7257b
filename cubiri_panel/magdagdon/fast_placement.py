"""The questions of ``placement`` answered fast, for the odds and the random player: which
cells a die may go on now (``open_cells``) and whether some ordering of a roll places the
required count (``can_place_cells``, ``can_place_after``). ``placement`` states the rule as
the game runs it; ``tests/magdagdon/test_fast_placement.py`` checks these answers against it on
every kind of position. Boards are the 16 cells (0 empty, 1-6 a number, 7 a ruin); this module
hard-codes the 4x4 board.

Allowed values are bitmasks: bit ``v`` set means value ``v`` may go there. Each empty cell keeps
a *constraint*: the AND of ``NEAR[u]`` over its numbered neighbours ``u``, starting from
``UNTOUCHED`` whose extra bit 7 survives only while no number touches the cell. So a cell is
legal for ``v`` when its constraint has bit ``v`` and, once the board holds a number, bit 7 is
clear (the cell touches a number). Placing a die only narrows the constraints of its four
neighbours, so the search updates them in place of recomputing the board.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from ..memo import register
from .facts import RUIN, SIZE

ALL = 0b1111110  # bits 1..6: every die value
TOUCHED_BELOW = 128  # a constraint below this has met at least one number
UNTOUCHED = ALL | TOUCHED_BELOW

# NEAR[v]: values that may sit next to a v. Empty (0) and ruin (7) restrict nothing.
NEAR = tuple(ALL if v in (0, RUIN) else sum(1 << u for u in (v - 1, v, v + 1) if 1 <= u <= 6)
             for v in range(8))


def _neighbours(index: int) -> tuple[int, ...]:
    row, col = divmod(index, SIZE)
    return tuple(r * SIZE + c for r, c in ((row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col))
                 if 0 <= r < SIZE and 0 <= c < SIZE)


NEIGHBOURS = tuple(_neighbours(i) for i in range(16))

# The eight symmetries of the square permute the cells; on a board with nothing on it a first
# die in a corner, on an edge or in the middle stands for every cell of its kind.
EMPTY_BOARD_FIRST_CELLS = (0, 1, 5)

_CACHE: dict[tuple, bool] = {}
CACHE_LIMIT = 100_000
register(__name__, _CACHE.clear)

# NEAR with "restricts nothing and does not touch" for empty cells and ruins, so that one AND
# per neighbour builds a constraint without asking what the neighbour is.
_NEAR_OR_FREE = tuple(0xFF if v in (0, RUIN) else NEAR[v] for v in range(8))


# The one function over the complexity limit: the solvers' innermost loop, unrolled over the 16
# cells and their neighbours on purpose (a helper call per cell costs the bots their speed).
def raw_and_frontier(c: Sequence[int], N: tuple[int, ...] = _NEAR_OR_FREE, U: int = UNTOUCHED,  # noqa: C901
                     T: int = TOUCHED_BELOW) -> tuple[list[int], list[tuple[int, int]]]:
    """The cells' constraints (0 for a filled cell), and ``(cell, constraint)`` of those touching
    a number with some value allowed (on a board holding a number: the cells a die may go on).

    Written out cell by cell, neighbours as in ``NEIGHBOURS``, because it runs before nearly
    every search and legal-cell question (``test_fast_placement`` checks it against a loop)."""
    r0 = 0 if c[0] else U & N[c[1]] & N[c[4]]
    r1 = 0 if c[1] else U & N[c[0]] & N[c[2]] & N[c[5]]
    r2 = 0 if c[2] else U & N[c[1]] & N[c[3]] & N[c[6]]
    r3 = 0 if c[3] else U & N[c[2]] & N[c[7]]
    r4 = 0 if c[4] else U & N[c[0]] & N[c[5]] & N[c[8]]
    r5 = 0 if c[5] else U & N[c[1]] & N[c[4]] & N[c[6]] & N[c[9]]
    r6 = 0 if c[6] else U & N[c[2]] & N[c[5]] & N[c[7]] & N[c[10]]
    r7 = 0 if c[7] else U & N[c[3]] & N[c[6]] & N[c[11]]
    r8 = 0 if c[8] else U & N[c[4]] & N[c[9]] & N[c[12]]
    r9 = 0 if c[9] else U & N[c[5]] & N[c[8]] & N[c[10]] & N[c[13]]
    r10 = 0 if c[10] else U & N[c[6]] & N[c[9]] & N[c[11]] & N[c[14]]
    r11 = 0 if c[11] else U & N[c[7]] & N[c[10]] & N[c[15]]
    r12 = 0 if c[12] else U & N[c[8]] & N[c[13]]
    r13 = 0 if c[13] else U & N[c[9]] & N[c[12]] & N[c[14]]
    r14 = 0 if c[14] else U & N[c[10]] & N[c[13]] & N[c[15]]
    r15 = 0 if c[15] else U & N[c[11]] & N[c[14]]
    frontier = []
    if 0 < r0 < T:
        frontier.append((0, r0))
    if 0 < r1 < T:
        frontier.append((1, r1))
    if 0 < r2 < T:
        frontier.append((2, r2))
    if 0 < r3 < T:
        frontier.append((3, r3))
    if 0 < r4 < T:
        frontier.append((4, r4))
    if 0 < r5 < T:
        frontier.append((5, r5))
    if 0 < r6 < T:
        frontier.append((6, r6))
    if 0 < r7 < T:
        frontier.append((7, r7))
    if 0 < r8 < T:
        frontier.append((8, r8))
    if 0 < r9 < T:
        frontier.append((9, r9))
    if 0 < r10 < T:
        frontier.append((10, r10))
    if 0 < r11 < T:
        frontier.append((11, r11))
    if 0 < r12 < T:
        frontier.append((12, r12))
    if 0 < r13 < T:
        frontier.append((13, r13))
    if 0 < r14 < T:
        frontier.append((14, r14))
    if 0 < r15 < T:
        frontier.append((15, r15))
    return [r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15], frontier


# The open cells of the board asked about last, kept with that very board: the view, the
# player and the move itself ask about the same position in turn.
_last_open: list = [None, ()]


def _forget_open() -> None:
    _last_open[:] = [None, ()]


register(__name__, _forget_open)


def open_cells(cells: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """``(cell, mask)`` for every cell some value may go on now, in reading order."""
    last = _last_open
    if cells is last[0]:
        return last[1]
    if cells.count(0) + cells.count(RUIN) == 16:
        found = tuple((i, ALL) for i, v in enumerate(cells) if v == 0)  # the first number goes anywhere
    else:
        found = tuple(raw_and_frontier(cells)[1])
    last[0], last[1] = cells, found
    return found


def board_code(cells: Sequence[int]) -> int:
    """The board as one int, a byte a cell: a cheap exact key for the search cache."""
    return int.from_bytes(bytes(cells), "little")


def can_place_cells(cells: Sequence[int], dice: Sequence[int], need: int) -> bool:
    """Can ``need`` of these dice be placed one after another, each legally?"""
    if need <= 0:
        return True
    if need > len(dice):
        return False
    dice = tuple(sorted(dice))
    if cells.count(0) + cells.count(RUIN) == 16:
        return _first_anywhere(cells, dice, need)
    raw, frontier = raw_and_frontier(cells)
    if need == 1:
        bits = _BITS[dice]
        return any(r & bits for _, r in frontier)
    if not _enough_could_fit(frontier, dice, need):
        return False
    return _search(board_code(cells), raw, frontier, dice, need)


def _enough_could_fit(frontier: list[tuple[int, int]], dice: tuple[int, ...], need: int) -> bool:
    """A quick test that rules out most hopeless rolls (MAGDAGDON) before the search.

    A die can only ever be placed if its value fits a cell that touches a number now, or lies
    within 1 of another die that can be placed (beside which it might go). So among the sorted
    dice, split into runs without gaps, only the runs holding a value that fits now count;
    fewer than ``need`` dice in them means no ordering works.
    """
    fits = 0
    for _, r in frontier:
        fits |= r
    count = run = 0
    run_fits = False
    previous = -1
    for v in dice:
        if v - previous > 1:
            if run_fits:
                count += run
            run, run_fits = 0, False
        run += 1
        run_fits = run_fits or fits >> v & 1
        previous = v
    if run_fits:
        count += run
    return count >= need


def can_place_after(cells: Sequence[int], frontier: Sequence[tuple[int, int]], index: int, value: int,
                    dice: Sequence[int], need: int) -> bool:
    """``can_place_cells`` for the board ``cells`` once ``value`` is placed on the empty cell
    ``index`` (legally), given ``frontier = open_cells(cells)``.

    When one more die is needed, which is how most turns end, this looks only at the frontier
    and the new neighbours instead of the whole board.
    """
    if need != 1 or not dice:
        return can_place_cells(cells[:index] + (value,) + cells[index + 1:], dice, need)
    bits = _BITS[tuple(sorted(dice))]
    if cells.count(0) + cells.count(RUIN) < 16:  # cells that touch a number keep touching one
        closed = _CLOSED[index]
        for d, mask in frontier:
            if mask & bits and d not in closed:
                return True
    near = NEAR[value]
    for n in NEIGHBOURS[index]:
        if cells[n] == 0:
            mask = near
            for k in NEIGHBOURS[n]:
                mask &= _NEAR_OR_FREE[cells[k]]
            if mask & bits:
                return True
    return False


# The value bits of every sorted multiset of up to four dice.
_BITS = {dice: sum(1 << v for v in set(dice))
         for size in range(5) for dice in itertools.combinations_with_replacement(range(1, 7), size)}

# A cell and its neighbours: the only cells whose constraints a die placed on the cell changes.
_CLOSED = tuple(frozenset((i, *NEIGHBOURS[i])) for i in range(16))


def _chain_of(dice: tuple[int, ...], need: int) -> bool:
    """Do ``need`` of these sorted dice form a run without gaps (like 2-3-3-4)?

    Dice placed on a board without numbers make one connected group whose neighbours differ
    by at most 1, so their values must; this rules out most hopeless rolls before any search.
    """
    run = 1
    for a, b in zip(dice, dice[1:]):
        run = run + 1 if b - a <= 1 else 1
        if run >= need:
            return True
    return run >= need


def _first_anywhere(cells: Sequence[int], dice: tuple[int, ...], need: int) -> bool:
    """The search on a board without numbers (ruins perhaps): the first die goes anywhere."""
    empty = [i for i, v in enumerate(cells) if v == 0]
    if not empty:
        return False
    if need == 1:
        return True
    if not _chain_of(dice, need):
        return False
    code = board_code(cells)
    key = (code, dice, need)
    known = _CACHE.get(key)
    if known is not None:
        return known
    fresh = [UNTOUCHED if v == 0 else 0 for v in cells]
    found = False
    previous = 0
    for k, v in enumerate(dice):
        if v == previous:
            continue
        previous = v
        rest, near = dice[:k] + dice[k + 1:], NEAR[v]
        for c in EMPTY_BOARD_FIRST_CELLS if code == 0 else empty:
            child = fresh.copy()
            child[c] = 0
            frontier = []
            for n in NEIGHBOURS[c]:
                if child[n]:
                    child[n] &= near
                    frontier.append((n, child[n]))
            if _search(code | v << (8 * c), child, frontier, rest, need - 1):
                found = True
                break
        if found:
            break
    _remember(key, found)
    return found


def _search(code: int, raw: list[int], frontier: list[tuple[int, int]], dice: tuple[int, ...],
            need: int) -> bool:
    """Depth-first search over placements on a board holding numbers. ``raw`` are the cells'
    constraints and ``frontier`` the ``(cell, constraint)`` of the cells that can take a die.
    The dice are a sorted multiset: equal dice are interchangeable, so each distinct value is
    tried once. Remembered by board, dice and need."""
    if need == 1:  # only after a first die placed anywhere; deeper searches stop at two
        bits = _BITS[dice]
        return any(r & bits for _, r in frontier)
    key = (code, dice, need)
    known = _CACHE.get(key)
    if known is not None:
        return known
    found = False
    previous = 0
    for k, v in enumerate(dice):
        if v == previous:
            continue
        previous = v
        rest, bit, near = dice[:k] + dice[k + 1:], 1 << v, NEAR[v]
        if need == 2:
            found = _pair_fits(raw, frontier, bit, near, _BITS[rest])
        else:
            for c, r in frontier:
                if not r & bit:
                    continue
                child = raw.copy()
                child[c] = 0
                closed = _CLOSED[c]
                child_frontier = [(d, q) for d, q in frontier if d not in closed]
                for n in NEIGHBOURS[c]:
                    q = child[n] & near
                    child[n] = q
                    if q:  # a neighbour now touches a number, if it is empty and accepts some value
                        child_frontier.append((n, q))
                if _search(code | v << (8 * c), child, child_frontier, rest, need - 1):
                    found = True
                    break
        if found:
            break
    _remember(key, found)
    return found


def _pair_fits(raw: list[int], frontier: list[tuple[int, int]], bit: int, near: int, rest: int) -> bool:
    """Can a die with value bit ``bit`` go on the frontier, and then one of the ``rest`` values?

    After the first die, the second may go on any frontier cell that accepts it, unless that
    cell is the first die's or one of its neighbours (whose constraints the first die
    narrows): those are checked with the narrowed constraint.
    """
    ready = [d for d, r in frontier if r & rest]
    for c, r in frontier:
        if not r & bit:
            continue
        closed = _CLOSED[c]
        for d in ready:
            if d not in closed:
                return True
        for n in NEIGHBOURS[c]:
            if raw[n] & near & rest:
                return True
    return False


def _remember(key: tuple, found: bool) -> None:
    if len(_CACHE) >= CACHE_LIMIT:
        _CACHE.clear()  # crude but bounded; a cold search is fast enough to refill it
    _CACHE[key] = found
