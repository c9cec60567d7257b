"""Exact MAGDAGDON odds: the chance that the next roll of four dice cannot be placed."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction

from .board import Board
from .placement import can_place_cells
from .rules import DICE, Difficulty


def _weight(roll: tuple[int, ...]) -> int:
    """How many of the 6**4 ordered rolls show this multiset."""
    weight = math.factorial(len(roll))
    for count in Counter(roll).values():
        weight //= math.factorial(count)
    return weight


# The 126 multisets of four dice and how many ordered rolls show each; the placement search
# only needs the multiset, since equal dice are interchangeable.
ROLLS = tuple((roll, _weight(roll))
              for roll in itertools.combinations_with_replacement(range(1, 7), DICE))


def magdagdon_probability(board: Board, difficulty: Difficulty | str) -> Fraction:
    """The exact chance that a roll of four dice on this permanent board is MAGDAGDON: no
    ordering of them places the required ``min(minimum, empty cells)`` dice.

    A full board has no next roll (the game is over), so its chance is 0.

    >>> magdagdon_probability(Board.parse("..../..../..../...."), "peaceful")
    Fraction(0, 1)
    """
    difficulty = Difficulty(difficulty)
    need = difficulty.required(board.empty_count)
    if need == 0:
        return Fraction(0)
    cells = board.cells
    stuck = sum(weight for roll, weight in ROLLS if not can_place_cells(cells, roll, need))
    return Fraction(stuck, 6 ** DICE)
