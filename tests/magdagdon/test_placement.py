"""The placement search behind can_place and the odds: shortcuts and the cache."""

import itertools
import random

import pytest

from cubiri_panel.magdagdon import Board
from cubiri_panel.magdagdon import placement
from cubiri_panel.magdagdon.placement import (ALL, can_place_after, can_place_cells, cell_masks, clear_cache,
                                              open_cells, open_cells_after)

from .positions import oracle_can_place
from .test_board import random_board

ROLLS = list(itertools.combinations_with_replacement(range(1, 7), 4))


def test_masks_of_a_board_without_numbers_allow_everything_but_ruins():
    cells = Board.parse("X.../..../..X./....").cells
    assert cell_masks(cells) == [0 if v else ALL for v in cells]
    assert [i for i, _ in open_cells(cells)] == [i for i, v in enumerate(cells) if v == 0]


def test_masks_follow_the_neighbours():
    masks = cell_masks(Board.parse("3.../.5../..../....").cells)
    assert masks[1] == (1 << 4) and masks[4] == (1 << 4)  # touches a 3 and a 5: only 4
    assert masks[6] == sum(1 << v for v in (4, 5, 6)) and masks[2] == masks[15] == 0


@pytest.mark.parametrize("board", ["..../..../..../....", "..../.X../..../....", "X..X/..../..../X..X"])
def test_boards_without_numbers_agree_with_the_oracle_for_every_roll_of_three_needed(board):
    # covers the shortcuts: symmetric first cells on the empty board, the run-of-values test
    cells = Board.parse(board).cells
    for roll in ROLLS[::5]:
        clear_cache()
        assert can_place_cells(cells, roll, 3) is oracle_can_place(board, roll, 3), roll


@pytest.mark.parametrize("board, roll", [
    ("1.../..../..../....", (3, 4, 5, 6)),   # no die fits at all
    ("1.../..../..../....", (2, 4, 5, 6)),   # only the 2 fits, then nothing beside it
    ("3X../X.../..../....", (3, 3, 3, 3)),   # values fit but there is no room
    ("12../..../..../....", (3, 4, 6, 6)),   # 3 then 4: only two of three
])
def test_hopeless_rolls_are_refused(board, roll):
    clear_cache()
    assert not can_place_cells(Board.parse(board).cells, roll, 3)
    assert not oracle_can_place(board, roll, 3)


def test_answers_do_not_depend_on_what_the_cache_holds():
    boards = [Board.parse(t).cells for t in ("12../.3../..../...X", "..../..../..../....", "3.../XX../XXXX/XXXX")]
    cold = []
    for cells in boards:
        for roll in ROLLS:
            clear_cache()
            cold.append(can_place_cells(cells, roll, 3))
    warm = [can_place_cells(cells, roll, 3) for cells in boards for roll in ROLLS]
    assert cold == warm


def test_the_cache_stays_bounded(monkeypatch):
    monkeypatch.setattr(placement, "CACHE_LIMIT", 50)
    clear_cache()
    for roll in ROLLS:
        can_place_cells(Board().cells, roll, 3)
        assert len(placement._CACHE) <= 50


def test_can_place_after_agrees_with_placing_then_searching():
    rnd = random.Random(99)
    checked = 0
    for _ in range(150):
        cells = random_board(rnd).cells
        frontier = open_cells(cells)
        for index, mask in frontier[:4]:
            value = rnd.choice([v for v in range(1, 7) if mask >> v & 1])
            after = cells[:index] + (value,) + cells[index + 1:]
            for need in (1, 1, 2):
                dice = [rnd.randint(1, 6) for _ in range(rnd.randint(0, 3))]
                assert can_place_after(cells, frontier, index, value, dice, need) is \
                    can_place_cells(after, dice, need), (cells, index, value, dice, need)
                checked += 1
    assert checked > 300


def test_open_cells_after_a_placement_match_a_fresh_look():
    rnd = random.Random(5)
    boards = [Board().cells, Board.parse("X.../..../..X./....").cells]
    boards += [random_board(rnd).cells for _ in range(150)]
    for cells in boards:
        frontier = open_cells(cells)
        for index, mask in frontier[:5]:
            value = rnd.choice([v for v in range(1, 7) if mask >> v & 1])
            after = cells[:index] + (value,) + cells[index + 1:]
            assert open_cells_after(cells, frontier, after, index) == open_cells(after), (cells, index, value)
