"""The plain search the expert is measured against: flat Monte Carlo over the greedy player.

The greedy player places each roll so that the board scores most at once (from the required
dice up to all four) and, on MAGDAGDON, ruins the first empty cell; it uses no Majda Power.
The search (:class:`SearchPlayer`) tries every legal action at each choice and finishes the
game ``rollouts`` times with the greedy player, on dice it draws itself, then plays the action
with the best mean final score. It is fair to the game: it never reads the game's random
source, so the game's own future dice stay unseen, and every action of one choice is finished
on the same rollout dice (common random numbers), so actions are compared on equal luck.

Both run on the fast form of the placement rule (:mod:`..fast_placement`): the search plays
thousands of greedy turns a choice.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from ...action import Action
from ..actions import AcceptMagdagdon, Adjust, Confirm, Place, Reroll, Roll
from ..facts import EMPTY, LINES, RUIN, SIZE
from ..fast_placement import ALL, can_place_cells, raw_and_frontier
from ..scoring import board_score, line_bonus

# For each cell, the two lines through it; and the bonus of every four numbers.
_LINES_OF = tuple(tuple(line for line in LINES if cell in line) for cell in range(16))
_BONUS = {values: (line_bonus(values).points if line_bonus(values) else 0)
          for values in itertools.product(range(1, 7), repeat=4)}
_FIRST_CELLS = (0, 1, 5)  # on an empty board, every first cell up to the square's symmetries

_GREEDY: dict[tuple, tuple] = {}
_GREEDY_LIMIT = 200_000


def _completed(cells: list[int], cell: int) -> int:
    """The bonuses of the lines through ``cell`` that the number just placed there completes."""
    points = 0
    for line in _LINES_OF[cell]:
        values = tuple(cells[i] for i in line)
        if EMPTY not in values and RUIN not in values:
            points += _BONUS[values]
    return points


def greedy_turn(cells: Sequence[int], dice: Sequence[int], need: int) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The greedy player's turn: ``(points gained, ((die, cell), ...))``, the placements of
    ``need`` to all of ``dice`` that score most at once, in an order the rule allows; ``(-1,
    ())`` when no order places ``need`` dice (MAGDAGDON). Ties go to the first found."""
    key = (tuple(cells), tuple(dice), need)
    known = _GREEDY.get(key)
    if known is not None:
        return known
    work = list(cells)
    best: list = [-1, ()]
    seen: set = set()
    numbered = any(EMPTY < v < RUIN for v in work)

    def walk(left: tuple[int, ...], gain: int, steps: tuple) -> None:
        if len(steps) >= need and gain > best[0]:
            best[0], best[1] = gain, steps
        if not left:
            return
        if numbered or steps:
            frontier = raw_and_frontier(work)[1]
        elif work.count(EMPTY) == 16:
            frontier = [(c, ALL) for c in _FIRST_CELLS]
        else:
            frontier = [(c, ALL) for c, v in enumerate(work) if v == EMPTY]
        tried = 0
        for die in left:
            v = dice[die]
            bit = 1 << v
            if tried & bit:
                continue  # dice of one value are interchangeable
            tried |= bit
            rest = tuple(d for d in left if d != die)
            for cell, mask in frontier:
                if mask & bit:
                    work[cell] = v
                    mark = (bytes(work), tuple(sorted(dice[d] for d in rest)))
                    if mark not in seen:
                        seen.add(mark)
                        walk(rest, gain + 2 * v + _completed(work, cell), (*steps, (die, cell)))
                    work[cell] = EMPTY

    walk(tuple(range(len(dice))), 0, ())
    found = (best[0], best[1])
    if len(_GREEDY) >= _GREEDY_LIMIT:
        _GREEDY.clear()
    _GREEDY[key] = found
    return found


def _roll(rng: random.Random, count: int) -> tuple[int, ...]:
    draw = rng.random
    return tuple(sorted(int(draw() * 6) + 1 for _ in range(count)))


def greedy_finish(cells: list[int], rng: random.Random, minimum: int) -> int:
    """The board's points once the greedy player has filled ``cells`` (changed in place) with
    dice drawn from ``rng``."""
    while True:
        empty = cells.count(EMPTY)
        if not empty:
            return board_score(cells)
        dice = _roll(rng, 4)
        gain, steps = greedy_turn(cells, dice, min(minimum, empty))
        if gain < 0:
            cells[cells.index(EMPTY)] = RUIN
        else:
            for die, cell in steps:
                cells[cell] = dice[die]


def _finish_turn(board: tuple[int, ...], overlay: tuple[int, ...], free: Sequence[int], need: int) -> list[int]:
    """The board the greedy player confirms from ``overlay`` with the ``free`` dice still to
    place (at least ``need`` of them), or ``board`` with its first empty cell ruined when no
    order of them gets there (it takes nothing back)."""
    gain, steps = greedy_turn(overlay, tuple(free), max(need, 0))
    if gain < 0:
        cells = list(board)
        cells[cells.index(EMPTY)] = RUIN
        return cells
    cells = list(overlay)
    for die, cell in steps:
        cells[cell] = free[die]
    return cells


class GreedyPlayer:
    """The one-turn greedy player (see the module docstring), through the game's moves."""

    def __init__(self):
        self._plan: tuple = ()

    def choose(self, game) -> Action:
        if not game.dice:
            return Roll()
        state = game.state
        if game.in_magdagdon:
            return AcceptMagdagdon(*divmod(state.board.index(EMPTY), SIZE))
        if not game.prepared:
            self._plan = greedy_turn(state.board, state.dice, game.required)[1]
        if len(game.prepared) >= len(self._plan):
            return Confirm()
        die, cell = self._plan[len(game.prepared)]
        return Place(die, *divmod(cell, SIZE))


class SearchPlayer:
    """Flat Monte Carlo search over the greedy player (see the module docstring): ``rollouts``
    finishes a choice, on dice from its own ``random.Random(seed)``.

    The actions it tries are every legal one except taking a die back (which only returns to a
    choice already weighed); a Majda Power is tried while no die is prepared, as the expert
    uses one. A place that leaves the required count out of reach is not tried either: the
    rules would then make the player take it back.
    """

    def __init__(self, rollouts: int = 16, seed: object = None):
        self.rollouts = rollouts
        self.rng = random.Random(seed)

    def choose(self, game) -> Action:
        if not game.dice:
            return Roll()
        state = game.state
        seeds = [self.rng.getrandbits(64) for _ in range(self.rollouts)]
        best, choice = float("-inf"), None
        for action in self.actions(game):
            total = 0
            for seed in seeds:
                total += self._rollout(state, action, random.Random(seed))
            if total > best:
                best, choice = total, action
        return choice

    @staticmethod
    def actions(game) -> list[Action]:
        """The actions the search tries in ``game`` (dice rolled)."""
        state = game.state
        found: list[Action] = []
        if game.in_magdagdon:
            found += [AcceptMagdagdon(*divmod(c, SIZE)) for c, v in enumerate(state.board) if v == EMPTY]
        else:
            if game.can_confirm:
                found.append(Confirm())
            tried = set()
            for die, (row, col) in game.legal_placements():
                if (state.dice[die], row, col) not in tried and game.keeps_required_reachable(die, row, col):
                    tried.add((state.dice[die], row, col))
                    found.append(Place(die, row, col))
        if game.powers_left and not game.prepared:
            dice = state.dice
            found += [Adjust(d, delta) for d in range(len(dice)) for delta in (-1, 1) if 1 <= dice[d] + delta <= 6]
            found += [Reroll(chosen) for size in range(1, len(dice) + 1)
                      for chosen in itertools.combinations(range(len(dice)), size)]
        return found

    @staticmethod
    def _rollout(state, action: Action, rng: random.Random) -> int:
        """One final score after ``action``: the greedy player finishes the turn and the game."""
        minimum = state.difficulty.minimum
        penalties = state.difficulty.penalties
        paid = sum(penalties[:state.powers_used])
        board, overlay, dice = state.board, state.overlay, state.dice
        need = min(minimum, board.count(EMPTY))
        free = [dice[d] for d, at in enumerate(state.prepared) if at is None]
        placed = len(dice) - len(free)
        match action:
            case Confirm():
                cells = list(overlay)
            case AcceptMagdagdon(row=row, col=col):
                cells = list(board)
                cells[row * SIZE + col] = RUIN
            case Place(die=die, row=row, col=col):
                cell = row * SIZE + col
                after = overlay[:cell] + (dice[die],) + overlay[cell + 1:]
                free.remove(dice[die])
                cells = _finish_turn(board, after, free, need - placed - 1)
            case Adjust() | Reroll() as power:
                paid += penalties[state.powers_used]
                if isinstance(power, Adjust):
                    die = power.die
                    rolled = dice[:die] + (dice[die] + power.delta,) + dice[die + 1:]
                else:
                    fresh = iter(_roll(rng, len(power.dice)))
                    rolled = tuple(next(fresh) if d in power.dice else v for d, v in enumerate(dice))
                if can_place_cells(board, rolled, need):
                    cells = _finish_turn(board, board, tuple(sorted(rolled)), need)
                else:
                    cells = list(board)
                    cells[cells.index(EMPTY)] = RUIN
            case _:
                raise ValueError(f"the search does not try {action!r}")
        return greedy_finish(cells, rng, minimum) - paid
