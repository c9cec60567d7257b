"""The best turn by the expected final score: what the MAGDAGDON expert (``bots.ExpertPlayer``)
plays, and what the coach values choices by (``docs/expert.md`` explains it step by step).

After a roll it tries every way to place the dice (every order, every legal cell, from the
required count up to all four). A board's :func:`value` is a quick estimate of the final score
from it: its score now plus what its empty cells and unfinished lines are still worth (each empty
cell the numbers its neighbours allow, discounted by how narrow that choice is, since a cell no
number fits will be a ruin; each line the bonus its numbers can still make, discounted by the
cells it still needs). The ``TOP`` boards of highest value are then looked at one roll ahead,
exactly (:func:`lookahead`): the mean over the 126 ways four dice can fall, each weighted by its
chance, of the best board that roll allows, or of the best ruin on MAGDAGDON. The expert plays
the board best by that. A Majda Power is used when the board it leads to is worth more than its
penalty plus what keeping the power is worth; on MAGDAGDON each ruin is weighed the same way.
Its own walk of the placement rule is checked against the game's by
``tests/magdagdon/solvers/test_best_turn.py``.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Iterator

from ...action import Action
from ...memo import memoized
from ..actions import AcceptMagdagdon, Adjust, Reroll
from ..facts import CELLS as CELL_COUNT
from ..facts import EMPTY, LINES, RUIN, RUIN_COST, SIZE, STRAIGHTS, Bonus
from ..fast_placement import raw_and_frontier
from ..placement import open_cells
from ..scoring import board_score, line_bonus

CELLS = range(CELL_COUNT)
STRAIGHT, FOUR, TWO_PAIRS = Bonus.STRAIGHT.points, Bonus.FOUR_OF_A_KIND.points, Bonus.TWO_PAIRS.points

# The evaluation's weights, tuned by seeded self-play (game seeds 1000-1299, apart from the
# benchmarks' 0-199) of the expert as it plays, looking one roll ahead: how likely a cell
# allowing n values is to be filled, what a still-open bonus is worth for each cell it still
# needs, and what an unused Majda Power is worth.
FILL = (0.0, 0.7, 0.9, 0.95, 0.97, 0.98, 0.99)
BONUS_KEEP = 0.7
POWER_RESERVE = 12.0
# How much more than the required dice placing the rest can add, for the first look at a power.
SCREEN = 40.0


def _bonus_points(values: tuple[int, ...]) -> int:
    bonus = line_bonus(values)
    return bonus.points if bonus else 0


# An empty cell's constraint (``fast_placement.raw_and_frontier``) holds the values its numbered
# neighbours allow, every value within 1 of each of them: all six while no number touches it (it
# can still be reached later). For each constraint, those values, and what the cell is worth:
# its number, the largest it allows (it counts twice, and the best placement tends to the
# largest) and their mean, if it is filled, and a ruin's cost if it is not.
_VALUE_BITS = 0b1111110
_VALUES = tuple(tuple(v for v in range(1, 7) if mask >> v & 1) for mask in range(256))
_CELL_WORTH = tuple(FILL[len(values)] * (values[-1] + sum(values) / len(values)) - (1 - FILL[len(values)]) * RUIN_COST
                    if values else -RUIN_COST for values in _VALUES)


@memoized(maxsize=1 << 16)
def _line_worth(numbers: tuple[int, ...], masks: tuple[int, ...]) -> float:
    """What a line without ruins is worth beyond its numbers: its bonus once full; before that
    the best bonus its numbers and its empty cells' possible values (``masks``, their
    constraints) allow, discounted for each cell it still needs (nothing if one of those cells
    fits no number)."""
    options = [_VALUES[mask & _VALUE_BITS] for mask in masks]
    empties = [i for i, v in enumerate(numbers) if v == EMPTY]
    if not empties:
        return _bonus_points(numbers)
    if not all(options[i] for i in empties):
        return 0.0
    keep = BONUS_KEEP ** len(empties)
    for pattern in STRAIGHTS:
        if all(numbers[i] == pattern[i] if numbers[i] else pattern[i] in options[i] for i in range(4)):
            return STRAIGHT * keep
    placed = [v for v in numbers if v]
    if len(set(placed)) == 1 and all(placed[0] in options[i] for i in empties):
        return FOUR * keep
    if len(set(placed)) <= 2 and all(placed.count(v) <= 2 for v in placed):
        return TWO_PAIRS * keep
    return 0.0


@memoized(maxsize=1 << 16)
def value(cells: tuple[int, ...]) -> float:
    """The expert's estimate of the final score (before power penalties) from this board."""
    if EMPTY not in cells:
        return board_score(cells)
    ruins = cells.count(RUIN)
    total = 2 * (sum(cells) - RUIN * ruins) - RUIN_COST * ruins
    masks = raw_and_frontier(cells)[0]  # 0 on a cell that holds something
    worth = _CELL_WORTH
    for cell in CELLS:
        if not cells[cell]:
            total += worth[masks[cell] & _VALUE_BITS]
    for a, b, c, d in LINES:
        numbers = (cells[a], cells[b], cells[c], cells[d])
        if RUIN not in numbers:
            total += _line_worth(numbers, (masks[a], masks[b], masks[c], masks[d]))
    return total


# On an empty board every cell is one of these three up to the board's symmetries, under
# which the value of a board does not change.
FIRST_CELLS = (0, 1, 5)


def placements(cells: tuple[int, ...], dice: tuple[int, ...], required: int,
               most: int = 4) -> Iterator[tuple[tuple[int, ...], tuple[tuple[int, int], ...]]]:
    """Every board a turn can end on with these dice, once each, with one way to reach it:
    ``(cells, ((die, cell), ...))`` in an order the rule allows, from ``required`` to ``most``
    dice placed (on an empty board, up to its symmetries)."""
    seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()

    def walk(cells, left, steps):
        if len(steps) >= required:
            yield cells, steps
        if not left or len(steps) == most:
            return
        fits = open_cells(cells)
        if cells.count(EMPTY) == len(cells):
            fits = {cell: fits[cell] for cell in FIRST_CELLS}
        tried = set()
        for die in left:
            value = dice[die]
            if value in tried:
                continue  # dice of one value are interchangeable
            tried.add(value)
            rest = tuple(d for d in left if d != die)
            rest_values = tuple(sorted(dice[d] for d in rest))
            for cell, values in fits.items():
                if value in values:
                    after = cells[:cell] + (value,) + cells[cell + 1:]
                    if (after, rest_values) not in seen:
                        seen.add((after, rest_values))
                        yield from walk(after, rest, (*steps, (die, cell)))

    yield from walk(cells, tuple(range(len(dice))), ())


@memoized(maxsize=50_000)
def best_placement(cells: tuple[int, ...], dice: tuple[int, ...], required: int,
                   most: int = 4) -> tuple[float, tuple]:
    """The most valuable way to end the turn with these dice, placing at most ``most``:
    ``(value, steps)``; ``(-inf, ())`` if no order places the required count (MAGDAGDON)."""
    best, plan = float("-inf"), ()
    for after, steps in placements(cells, dice, required, most):
        worth = value(after)
        if worth > best:
            best, plan = worth, steps
    return best, plan


def best_ruin(cells: tuple[int, ...]) -> tuple[float, int]:
    """The empty cell whose ruin leaves the most valuable board: ``(value, cell)``."""
    return max((value(cells[:c] + (RUIN,) + cells[c + 1:]), c) for c in CELLS if cells[c] == EMPTY)


def _outcomes(count: int) -> list[tuple[tuple[int, ...], int]]:
    """Every roll of ``count`` dice as sorted values with its number of ordered rolls."""
    rolls: dict[tuple[int, ...], int] = {}
    for roll in itertools.product(range(1, 7), repeat=count):
        key = tuple(sorted(roll))
        rolls[key] = rolls.get(key, 0) + 1
    return list(rolls.items())


OUTCOMES = {n: _outcomes(n) for n in range(1, 5)}


def _adjusted(dice: tuple[int, ...]):
    """Every ``(die, (delta, dice after))`` a -1 or +1 power could make."""
    for die, now in enumerate(dice):
        for delta in (-1, 1):
            if 1 <= now + delta <= 6:
                yield die, (delta, dice[:die] + (now + delta,) + dice[die + 1:])


# -- one roll ahead --------------------------------------------------------------------------
# Every roll of four dice as sorted values with its number of the 1,296 ordered rolls, and, for
# each count of dice a turn may have to place, the ways to choose that many of its dice.
ROLLS = OUTCOMES[4]
_CHOICES = {(roll, need): tuple(set(itertools.combinations(roll, need)))
            for roll, _ in ROLLS for need in range(1, 5)}


def _next_boards(cells: tuple[int, ...], need: int, most: int) -> dict[tuple[int, ...], float]:
    """For each sorted choice of ``need`` to ``most`` values, the most valuable board that
    placing them (in some order the rule allows) leads to. The placements do not depend on the
    roll, so one walk serves all 126 rolls."""
    best: dict[tuple[int, ...], float] = {}
    seen: set[tuple[int, ...]] = set()
    work = list(cells)

    def walk(placed: tuple[int, ...]) -> None:
        if len(placed) >= need:
            worth = value(tuple(work))
            key = tuple(sorted(placed))
            if worth > best.get(key, float("-inf")):
                best[key] = worth
        if len(placed) == most:
            return
        for cell, mask in raw_and_frontier(work)[1]:
            for v in range(1, 7):
                if mask >> v & 1:
                    work[cell] = v
                    board = tuple(work)
                    if board not in seen:
                        seen.add(board)
                        walk((*placed, v))
                    work[cell] = EMPTY

    walk(())
    return best


@memoized(maxsize=20_000)
def lookahead(cells: tuple[int, ...], minimum: int) -> float:
    """The expert's estimate of the final score (before power penalties) from the board
    ``cells`` with one more roll looked at exactly: the mean, over the 126 ways four dice can
    fall (each weighted by its chance), of the most valuable board that roll allows placing
    the required dice, or of the best ruin where it allows none (MAGDAGDON). A full board is
    its score; a board without numbers yet is its :func:`value`."""
    empty = cells.count(EMPTY)
    if not empty:
        return board_score(cells)
    if empty + cells.count(RUIN) == CELL_COUNT:
        return value(cells)
    need = min(minimum, empty)
    # Only the required dice: placing more in the turn after seldom changes which board is best
    # now, and the walk to four dice takes several times as long.
    best = _next_boards(cells, need, need)
    ruin = None
    total = 0.0
    for roll, ways in ROLLS:
        worth = max((best.get(choice, float("-inf")) for choice in _CHOICES[roll, need]), default=float("-inf"))
        if worth == float("-inf"):
            if ruin is None:
                ruin = best_ruin(cells)[0]
            worth = ruin
        total += ways * worth
    return total / 6 ** 4


# How far the look ahead's estimate of the difference between two choices may be from the
# difference of the final scores they lead to, as the half-width of a 95% interval, in each
# difficulty: measured by finishing games from both of the expert's two best choices many times
# on the same fresh dice (benchmarks/bench_magdagdon_margin.py, 60 games a difficulty, 24
# finishes each; figures in benchmarks/README.md). Two choices closer than it are about equal.
MARGIN = {"peaceful": 30.7, "survival": 24.5, "nightmare": 9.7}

# How many of the boards the evaluation ranks highest are looked at one roll ahead: the best
# board by the look ahead is nearly always among the first few by value, and each look costs
# a walk of every next placement.
TOP = 4


@memoized(maxsize=50_000)
def ranked_placements(cells: tuple[int, ...], dice: tuple[int, ...], required: int,
                      minimum: int) -> tuple[tuple[float, tuple[int, ...], tuple], ...]:
    """The expert's choices for placing these dice: the ``TOP`` boards of highest
    :func:`value`, each as ``(lookahead, board, steps)``, best first by :func:`lookahead`
    (``()`` on MAGDAGDON)."""
    found = heapq.nlargest(TOP, placements(cells, dice, required), key=lambda option: value(option[0]))
    ranked = [(lookahead(after, minimum), after, steps) for after, steps in found]
    ranked.sort(key=lambda option: -option[0])  # stable: ties keep the order by value
    return tuple(ranked)


@memoized(maxsize=5_000)
def ranked_ruins(cells: tuple[int, ...], minimum: int) -> tuple[tuple[float, int], ...]:
    """The ``TOP`` ruins of highest :func:`value`, each as ``(lookahead, cell)``, best first
    by :func:`lookahead`."""
    boards = [(cells[:c] + (RUIN,) + cells[c + 1:], c) for c in CELLS if cells[c] == EMPTY]
    found = heapq.nlargest(TOP, boards, key=lambda option: value(option[0]))
    ranked = [(lookahead(after, minimum), cell) for after, cell in found]
    ranked.sort(key=lambda option: -option[0])
    return tuple(ranked)


def dice_worth(cells: tuple[int, ...], dice: tuple[int, ...], required: int, minimum: int) -> float:
    """The best the expert makes of ``dice``: its best board one roll ahead, or its best ruin."""
    ranked = ranked_placements(cells, tuple(sorted(dice)), required, minimum)
    return ranked[0][0] if ranked else ranked_ruins(cells, minimum)[0][0]


@memoized(maxsize=4096)
def reroll_worth(cells: tuple[int, ...], kept: tuple[int, ...], count: int, required: int) -> float:
    """The mean, over every way ``count`` rerolled dice fall beside the ``kept`` ones, of the
    most valuable board placing the required dice, or of the best ruin (:func:`value`: the quick
    look, without the roll after)."""
    ruin = best_ruin(cells)[0]
    total = 0.0
    for roll, ways in OUTCOMES[count]:
        dice = tuple(sorted(kept + roll))
        total += ways * max(best_placement(cells, dice, required, required)[0], ruin)
    return total / 6 ** count


def power_cost(cells: tuple[int, ...], required: int, penalty: int) -> float:
    """What using a power costs the expert: its penalty, and what keeping it is worth later
    (nothing in a turn that fills the board: no turn follows to use it in)."""
    return penalty + (POWER_RESERVE if cells.count(EMPTY) > required else 0.0)


def reroll_value(cells: tuple[int, ...], kept: tuple[int, ...], count: int, required: int,
                 minimum: int) -> float:
    """A reroll weighed by the quick look (:func:`reroll_worth`), which the look ahead of a
    ruin would otherwise always beat: set against the best ruin's quick look, then moved to
    the look ahead's scale by the best ruin's look ahead."""
    return reroll_worth(cells, kept, count, required) - best_ruin(cells)[0] + ranked_ruins(cells, minimum)[0][0]


@memoized(maxsize=20_000)
def plan_turn(cells: tuple[int, ...], dice: tuple[int, ...], required: int, powers_left: int,
              penalty: int | None, minimum: int) -> tuple | Action:
    """What to do with a roll that can be placed: the placements, as ``((die, cell), ...)`` in
    order, or a Majda Power (``Adjust``) to use first because it pays more than it costs."""
    ranked = ranked_placements(cells, dice, required, minimum)
    best, choice = ranked[0][0], ranked[0][2]
    if not powers_left:
        return choice
    cost = power_cost(cells, required, penalty)
    quick = best_placement(cells, dice, required)[0]
    for die, (delta, changed) in _adjusted(dice):
        # A first look placing only the required dice: the full search follows only where the
        # power could pay, which it seldom does.
        if best_placement(cells, changed, required, required)[0] + SCREEN - cost <= quick:
            continue
        worth = dice_worth(cells, changed, required, minimum) - cost
        if worth > best:
            best, choice = worth, Adjust(die, delta)
    return choice


@memoized(maxsize=5_000)
def rescue(cells: tuple[int, ...], dice: tuple[int, ...], required: int, powers_left: int,
           penalty: int | None, minimum: int) -> Action:
    """What to do on MAGDAGDON: the ruin that leaves the best board, or a Majda Power (+1/-1,
    or rerolling all four dice) whose expected board is worth more than the ruin and the power."""
    ruin_value, ruin = ranked_ruins(cells, minimum)[0]
    best, choice = ruin_value, AcceptMagdagdon(*divmod(ruin, SIZE))
    if not powers_left:
        return choice
    cost = power_cost(cells, required, penalty)
    for die, (delta, changed) in _adjusted(dice):
        worth = dice_worth(cells, changed, required, minimum) - cost
        if worth > best:
            best, choice = worth, Adjust(die, delta)
    worth = reroll_value(cells, (), len(dice), required, minimum) - cost
    if worth > best:
        choice = Reroll(tuple(range(len(dice))))
    return choice
