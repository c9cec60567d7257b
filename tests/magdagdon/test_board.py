"""The board: text form, legal cells, can_place (RULES.md 1, legal cell)."""

import itertools
import random

import pytest

from cubiri_panel.magdagdon import EMPTY, RUIN, Board, placement
from cubiri_panel.memo import clear_memos

from .positions import random_board, rules_can_place


@pytest.mark.parametrize("text", ["12../.3../..../...X", "..../..../..../....", "1234/2345/3456/4566",
                                  "XXXX/XXXX/XXXX/XXXX"])
def test_text_round_trip(text):
    board = Board.parse(text)
    assert board.to_text() == text and Board.parse(board.to_text()) == board
    assert hash(board) == hash(Board.parse(text))


def test_cells_read_row_by_row():
    board = Board.parse("12../.3../..../...X")
    assert board[0, 0] == 1 and board[0, 1] == 2 and board[1, 1] == 3
    assert board[3, 3] == RUIN and board[2, 2] == EMPTY
    assert board.numbers() == {(0, 0): 1, (0, 1): 2, (1, 1): 3}
    assert board.ruins() == {(3, 3)} and len(board.empty_cells()) == 12
    assert board.empty_count == 12 and board.ruin_count == 1 and not board.is_full


def test_lowercase_ruin_and_spaces_are_accepted():
    assert Board.parse(" 12x. / .... / .... / .... ").to_text() == "12X./..../..../...."


@pytest.mark.parametrize("text, words", [
    ("12../.3../....", "4 rows"), ("12.../.3../..../....", "4 rows"), ("12../.3../..../..0.", "'0'"),
    ("12../.3../..../..7.", "'7'"), ("12../.3../..../..?.", "'\\?'"), (None, "text"), ("", "4 rows"),
])
def test_bad_text_is_refused_clearly(text, words):
    with pytest.raises(ValueError, match=words):
        Board.parse(text)


def test_a_board_is_immutable_and_place_makes_a_new_one():
    board = Board.parse("..../..../..../....")
    after = board.place(1, 2, 5)
    assert board.to_text() == "..../..../..../...." and after.to_text() == "..../..5./..../...."
    assert after.with_ruin(0, 0).to_text() == "X.../..5./..../...."
    with pytest.raises(AttributeError):
        board.cells = ()
    with pytest.raises(ValueError, match="not empty"):
        after.place(1, 2, 4)
    with pytest.raises(ValueError, match="not a cell"):
        board.place(4, 0, 1)


def test_rules_example_a_cell_touching_a_3_and_a_4_takes_only_3_or_4():
    board = Board.parse("3.../.4../..../....")
    assert board.allowed_values(0, 1) == {3, 4} and board.allowed_values(1, 0) == {3, 4}
    for v in (1, 2, 5, 6):
        assert not {(0, 1), (1, 0)} & board.legal_cells(v)
    assert Board.parse("3.../..../..../....").allowed_values(0, 1) == {2, 3, 4}


def test_diagonals_never_count():
    board = Board.parse("5.../..../..../....")
    assert board.legal_cells(4) == {(0, 1), (1, 0)}
    assert (1, 1) not in board.legal_cells(5)  # diagonal contact does not connect
    board = Board.parse(".6../..../1.../....")
    assert board.allowed_values(1, 1) == {5, 6}  # the diagonal 1 does not restrict


def test_first_number_goes_anywhere_and_ruins_do_not_count_as_numbers():
    assert len(Board.parse("..../..../..../....").legal_cells(6)) == 16
    board = Board.parse("X.../..../..X./....")
    assert board.legal_cells(1) == board.empty_cells() and len(board.empty_cells()) == 14


def test_a_ruin_neither_connects_nor_restricts():
    board = Board.parse("1X../..../..../....")
    assert (0, 2) not in board.legal_cells(1)  # touching only the ruin does not connect
    assert board.legal_cells(2) == {(1, 0)}
    board = Board.parse(".X../.1../..../....")
    # (0, 0) and (0, 2) touch the ruin and no number
    assert board.legal_cells(1) == {(1, 0), (1, 2), (2, 1)}


def test_legal_cells_refuses_a_non_die():
    with pytest.raises(ValueError):
        Board().legal_cells(7)


def test_can_place_order_matters_through_earlier_placements():
    # a 3 and a 5 cannot go next to the 1 on their own; the 2 first opens the way for the 3,
    # and the 3 for nothing that a 5 would need (5 needs a 4, 5 or 6)
    board = Board.parse("1.../..../..../....")
    assert board.can_place((2, 3), 2) and not board.can_place((3,), 1)
    assert not board.can_place((2, 5), 2) and board.can_place((2, 3, 4, 5), 4)
    assert board.can_place((5, 4, 3, 2), 4)  # any order of the dice given


@pytest.mark.parametrize("board, dice, need, expected", [
    ("..../..../..../....", (1, 3, 5, 6), 3, False),
    ("..../..../..../....", (1, 3, 5, 6), 2, True),
    ("..../..../..../....", (1, 2, 3, 6), 3, True),
    ("XXXX/X.X./XXXX/XXXX", (3, 3, 3, 3), 2, False),  # two empty cells that do not touch
    ("XXXX/X..X/XXXX/XXXX", (3, 4, 6, 6), 2, True),
    ("16../..../..../....", (1, 1, 1, 1), 1, True),
    ("1.6./..../..../....", (3, 4, 4, 4), 1, False),
    ("1234/2345/3456/456.", (1, 1, 1, 1), 1, False),
    ("1234/2345/3456/456.", (5, 1, 1, 1), 1, True),
    ("..../..../..../....", (), 0, True),
    ("..../..../..../....", (1, 2), 3, False),
])
def test_can_place_examples(board, dice, need, expected):
    clear_memos()
    assert Board.parse(board).can_place(dice, need) is expected
    assert rules_can_place(board, dice, need) is expected





def test_can_place_and_legal_cells_agree_with_the_rules():
    rnd = random.Random(2026)
    for _ in range(120):
        board = random_board(rnd)
        text = board.to_text()
        for value in range(1, 7):
            expected = {(r, c) for r in range(4) for c in range(4) if placement.legal_cell(board.cells, r * 4 + c, value)}
            assert board.legal_cells(value) == expected, (text, value)
        for _ in range(3):
            dice = tuple(rnd.randint(1, 6) for _ in range(rnd.randint(1, 4)))
            need = rnd.randint(1, 4)
            if rnd.random() < 0.5:
                clear_memos()
            assert board.can_place(dice, need) is rules_can_place(text, dice, need), (text, dice, need)


def test_can_place_ignores_the_order_of_the_dice_given():
    rnd = random.Random(7)
    for _ in range(40):
        board = random_board(rnd)
        dice = tuple(rnd.randint(1, 6) for _ in range(4))
        answers = {board.can_place(p, 3) for p in itertools.permutations(dice)}
        assert len(answers) == 1


def test_can_place_refuses_non_dice():
    with pytest.raises(ValueError):
        Board().can_place((0, 3), 1)


def test_connected_and_agreeing_numbers():
    assert Board.parse("12../.3../..../...X").numbers_connected()
    assert not Board.parse("1.../..../..../...1").numbers_connected()
    assert not Board.parse("1.../.2../..../....").numbers_connected()  # diagonal only
    assert Board.parse("12../.3../..../...X").neighbours_agree()
    assert not Board.parse("13../..../..../....").neighbours_agree()
