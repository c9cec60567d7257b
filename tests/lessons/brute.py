"""Brute force for the lessons' MAGDAGDON numbers, shared by the numbers' and the review's
checks: every roll, every die on every legal cell, in every order."""

import itertools
from collections import Counter
from fractions import Fraction

from cubiri_panel.magdagdon import Board, Difficulty


def places(board, dice, need):
    """Brute force: try every die on every legal cell, in every order (RULES.md 1)."""
    if need == 0:
        return True
    for i, value in enumerate(dice):
        rest = dice[:i] + dice[i + 1:]
        for cell in board.legal_cells(value):
            if places(board.place(*cell, value), rest, need - 1):
                return True
    return False


def brute_magdagdon(text, difficulty):
    """The chance (and the count out of 6**4) that no four dice meet the difficulty on the board
    ``text``, by trying every roll."""
    board = Board.parse(text)
    need = Difficulty(difficulty).required(board.empty_count)
    ways = Counter(tuple(sorted(r)) for r in itertools.product(range(1, 7), repeat=4))
    stuck = sum(w for dice, w in ways.items() if not places(board, dice, need))
    return Fraction(stuck, 6 ** 4), stuck
