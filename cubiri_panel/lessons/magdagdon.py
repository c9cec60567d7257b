"""The numbers of the MAGDAGDON lesson: how likely a roll of four dice is MAGDAGDON on a few
boards, and how much worse NIGHTMARE (three dice to place) is than PEACEFUL and SURVIVAL (two).

The exact chance is the engine's :func:`magdagdon_probability`: the share of the 6**4 equally
likely ordered rolls that no ordering can place. The simulation rolls four dice and asks the
board itself (``Board.can_place``) whether the required number of them fits.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from ..magdagdon import Board, Difficulty, magdagdon_probability
from ..magdagdon.facts import DICE
from ..magdagdon.odds import ROLLS
from ..memo import memoized
from .review import magdagdon_review
from .sampling import SEED, TRIALS, checkpoints_for, convergence, roll, simulate_probability


#: The boards of the lesson, by name, in the order the page shows them. Each is a position a
#: real game can reach (one connected field, neighbours within 1), from the first turn to the
#: last cell.
POSITIONS: dict[str, str] = {
    "empty": "..../..../..../....",     # before the first roll
    "opening": "..../.34./..../....",   # after a first turn that placed a 3 and a 4
    "corner": "12../21../..../....",    # low numbers boxed into a corner
    "stairs": "6543/5432/4321/....",    # one row left, under a descending staircase
    "last_cell": "3333/3333/3334/333.",  # one empty cell, between a 3 and a 4
}
DIFFICULTIES = {"peaceful": Difficulty.PEACEFUL, "nightmare": Difficulty.NIGHTMARE}


def magdagdon_event(board: Board, difficulty: Difficulty | str):
    """The event "four fresh dice are MAGDAGDON on this board", for the simulations."""
    need = Difficulty(difficulty).required(board.empty_count)
    verdicts: dict[tuple[int, ...], bool] = {}  # equal dice are interchangeable: ask once per multiset

    def stuck(rng: random.Random) -> bool:
        dice = tuple(sorted(roll(rng, DICE)))
        verdict = verdicts.get(dice)
        if verdict is None:
            verdict = verdicts[dice] = not board.can_place(dice, need)
        return verdict
    return stuck


def stuck_rolls(board: Board, difficulty: Difficulty | str) -> int:
    """How many of the 6**4 ordered rolls are MAGDAGDON: the numerator of the exact chance."""
    return int(magdagdon_probability(board, difficulty) * 6 ** DICE)


def position_row(key: str, trials: int = TRIALS, seed: Any = SEED) -> dict:
    """One board of the lesson: exact chances, counts and simulations for both dice counts."""
    board = Board.parse(POSITIONS[key])
    row: dict[str, Any] = {"key": key, "board": board.to_text(), "empty_cells": board.empty_count}
    for name, difficulty in DIFFICULTIES.items():
        exact = magdagdon_probability(board, difficulty)
        estimate = simulate_probability(magdagdon_event(board, difficulty), trials, seed,
                                        name=f"magdagdon/{key}/{name}")
        row.update({name: exact, f"{name}_stuck": stuck_rolls(board, difficulty),
                    f"{name}_sim": estimate.value, f"{name}_se": estimate.standard_error,
                    f"{name}_required": difficulty.required(board.empty_count)})
    return row


@memoized(maxsize=4)
def _numbers(trials: int, seed: Any) -> dict:
    rows = [position_row(key, trials, seed) for key in POSITIONS]
    n: dict[str, Any] = {"trials": trials, "seed": seed, "dice": DICE,
                         "ordered_rolls": 6 ** DICE, "distinct_rolls": len(ROLLS),
                         "positions": rows}
    for row in rows:
        key = row["key"]
        for field, value in row.items():
            if field != "key":
                n[f"{key}_{field}"] = value
    # How many times likelier NIGHTMARE makes MAGDAGDON on the cramped corner.
    n["corner_ratio"] = float(n["corner_nightmare"] / n["corner_peaceful"])
    # The last cell takes a 3 or a 4: a die misses it with 4 faces of 6, all four dice miss
    # with (4/6)**4. The lesson counts it by hand; the engine's enumeration must agree.
    last = Board.parse(POSITIONS["last_cell"])
    (cell,) = last.empty_cells()
    n["last_cell_fits"] = len(last.allowed_values(*cell))
    n["last_cell_misses"] = 6 - n["last_cell_fits"]
    corner = Board.parse(POSITIONS["corner"])
    n["corner_convergence"] = convergence(
        magdagdon_event(corner, Difficulty.NIGHTMARE), n["corner_nightmare"], seed=seed,
        name="magdagdon/corner/nightmare/convergence", checkpoints=checkpoints_for(trials))
    n.update(magdagdon_review())  # one seeded game, reviewed by the coach
    return n


def magdagdon_numbers(trials: int = TRIALS, seed: Any = SEED) -> dict:
    """The MAGDAGDON lesson's numbers (see the module docstring); names in ``POSITIONS``:
    ``<board>_board``, ``<board>_peaceful`` (exact ``Fraction``, also SURVIVAL: both place two
    dice), ``<board>_peaceful_stuck`` (rolls out of ``ordered_rolls``), ``<board>_peaceful_sim``
    and ``_se``, the same for ``nightmare``; ``positions`` (those rows as a table),
    ``corner_ratio``, ``last_cell_fits``/``_misses``, ``corner_convergence``."""
    return copy.deepcopy(_numbers(trials, seed))
