"""Exact MAGDAGDON odds: the chance that the next roll of four dice cannot be placed."""

from __future__ import annotations

from fractions import Fraction

from ..rolls import roll_outcomes
from .board import Board
from .facts import DICE, FACES, Difficulty
from .fast_placement import can_place_cells


# The 126 multisets of four dice and how many ordered rolls show each; the placement search
# only needs the multiset, since equal dice are interchangeable.
ROLLS = roll_outcomes(DICE)


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
    return Fraction(stuck, FACES ** DICE)
