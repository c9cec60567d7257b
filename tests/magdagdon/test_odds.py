"""Exact MAGDAGDON odds, checked by enumerating all 1296 ordered rolls independently."""

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from cubiri_panel.magdagdon import Board, Difficulty, MagdagdonGame, RandomPlayer, magdagdon_probability
from cubiri_panel.memo import clear_memos

from .positions import rules_can_place

ORDERED_ROLLS = Counter(tuple(sorted(roll)) for roll in itertools.product(range(1, 7), repeat=4))


def oracle_probability(board: str, difficulty: Difficulty) -> Fraction:
    need = difficulty.required(board.count("."))
    stuck = sum(count for roll, count in ORDERED_ROLLS.items() if not rules_can_place(board, roll, need))
    return Fraction(stuck, 1296)


def test_peaceful_empty_board_never_magdagdon():
    # among any four dice two differ by at most 1 (1, 3 and 5 leave no room for a fourth)
    assert magdagdon_probability(Board(), Difficulty.PEACEFUL) == 0


def test_nightmare_empty_board():
    # On an empty board three dice fit exactly when three of them, sorted, step by at most 1:
    # they then go in a row, and dice placed apart from numbers never connect.
    def has_run(roll):
        return any(b - a <= 1 and c - b <= 1 for a, b, c in itertools.combinations(sorted(roll), 3))
    stuck = sum(1 for roll in itertools.product(range(1, 7), repeat=4) if not has_run(roll))
    clear_memos()
    assert magdagdon_probability(Board(), "nightmare") == Fraction(stuck, 1296)


def test_last_cell_needs_a_5_or_a_6():
    board = Board.parse("1234/2345/3456/456.")
    assert magdagdon_probability(board, "nightmare") == Fraction(4, 6) ** 4


def test_a_walled_in_field_is_always_magdagdon():
    assert magdagdon_probability(Board.parse("1X../X.../..../...."), "survival") == 1


def test_a_full_board_has_no_next_roll():
    assert magdagdon_probability(Board.parse("1234/2345/3456/4566"), "peaceful") == 0
    assert magdagdon_probability(Board.parse("XXXX/XXXX/XXXX/XXXX"), "nightmare") == 0


def late_positions():
    """Permanent boards with at most seven empty cells, from random games."""
    boards = []
    for seed in range(6):
        game = MagdagdonGame(list(Difficulty)[seed % 3], seed=seed)
        player = RandomPlayer(seed)
        while not game.is_over:
            if game.board.empty_count <= 7:
                boards.append((game.board, game.difficulty))
            player.play_turn(game)
    return boards[::2]


@pytest.mark.parametrize("index", range(8))
def test_odds_match_enumeration_on_late_positions(index):
    board, difficulty = late_positions()[index]
    clear_memos()
    assert magdagdon_probability(board, difficulty) == oracle_probability(board.to_text(), difficulty)


def test_odds_match_the_game_check():
    board = Board.parse("3.../XX../XXXX/XXXX")  # a corridor: the first die must be 2, 3 or 4
    stuck = 0
    for roll, count in ORDERED_ROLLS.items():
        stuck += count * (not board.can_place(roll, 2))
    assert magdagdon_probability(board, Difficulty.PEACEFUL) == Fraction(stuck, 1296)
    assert magdagdon_probability(board, Difficulty.PEACEFUL) == oracle_probability(board.to_text(), Difficulty.PEACEFUL)
