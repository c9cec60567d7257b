"""The fast placement answers against the rules as the game runs them (``placement.legal_cell``,
``placement.can_place``), on every kind of position the game meets; its shortcuts and its memo."""

import itertools
import random

import pytest

from cubiri_panel.magdagdon import Board, MagdagdonGame, RandomPlayer, fast_placement, placement
from cubiri_panel.magdagdon.fast_placement import (ALL, NEAR, NEIGHBOURS, UNTOUCHED, can_place_after, can_place_cells,
                                                   open_cells, raw_and_frontier)
from cubiri_panel.magdagdon.facts import EMPTY, Difficulty
from cubiri_panel.memo import clear_memos

from .positions import random_board, rules_can_place

ROLLS = list(itertools.combinations_with_replacement(range(1, 7), 4))


def played_boards(seed: int) -> list[tuple[int, ...]]:
    """Boards with prepared numbers on them, met by the random player, in every difficulty."""
    boards = []
    for difficulty in Difficulty:
        game, player = MagdagdonGame(difficulty, seed=seed), RandomPlayer(seed)
        while not game.is_over:
            boards.append(game.state.overlay)
            game.apply(player.choose(game))
    return boards


def position_classes():
    """One list of boards for each kind of position: empty, ruins only, grown by legal play,
    with prepared numbers from real games, nearly full, full."""
    rnd = random.Random(2026)
    grown = [random_board(rnd).cells for _ in range(60)]
    return {
        "empty": [Board().cells],
        "ruins only": [Board.parse(t).cells for t in ("X.../..../..X./....", "XXXX/X..X/XXXX/XXXX", "XXXX/XXXX/XXXX/XXX.")],
        "grown": grown,
        "played": played_boards(3)[::3],
        "nearly full": [Board.parse(t).cells for t in ("1234/2345/3456/456.", "1234/2345/3456/45.6", "XXXX/XXXX/XXXX/XX1.",
                                                       "3333/3333/3333/33..", "12X3/..../..../....")],
        "full": [Board.parse(t).cells for t in ("1234/2345/3456/4566", "XXXX/XXXX/XXXX/XXXX")],
    }


CLASSES = position_classes()


def cell_masks(cells):
    masks = [0] * 16
    for cell, mask in open_cells(cells):
        masks[cell] = mask
    return masks


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_open_cells_are_the_legal_cells_of_the_rules(kind):
    for cells in CLASSES[kind]:
        masks = cell_masks(cells)
        for cell in range(16):
            for value in range(1, 7):
                assert bool(masks[cell] >> value & 1) is placement.legal_cell(cells, cell, value), (cells, cell, value)
        assert [c for c, _ in open_cells(cells)] == [c for c in range(16) if masks[c]]
        assert {c: {v for v in range(1, 7) if m >> v & 1} for c, m in open_cells(cells)} == \
            {c: set(values) for c, values in placement.open_cells(cells).items()}


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_can_place_cells_agrees_with_the_rules(kind):
    rnd = random.Random(len(kind))
    for cells in CLASSES[kind]:
        for _ in range(4):
            dice = tuple(rnd.randint(1, 6) for _ in range(rnd.randint(1, 4)))
            need = rnd.randint(1, 4)
            if rnd.random() < 0.5:
                clear_memos()
            assert can_place_cells(cells, dice, need) is placement.can_place(cells, dice, need), (cells, dice, need)


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_can_place_after_agrees_with_placing_then_asking_the_rules(kind):
    rnd = random.Random(99)
    for cells in CLASSES[kind]:
        frontier = open_cells(cells)
        for index, mask in frontier[:4]:
            value = rnd.choice([v for v in range(1, 7) if mask >> v & 1])
            after = cells[:index] + (value,) + cells[index + 1:]
            for need in (1, 1, 2):
                dice = [rnd.randint(1, 6) for _ in range(rnd.randint(0, 3))]
                assert can_place_after(cells, frontier, index, value, dice, need) is \
                    placement.can_place(after, tuple(dice), need), (cells, index, value, dice, need)


def test_the_written_out_constraints_match_a_loop_over_the_neighbours():
    free = {0: 0xFF, 7: 0xFF}
    for cells in [c for boards in CLASSES.values() for c in boards]:
        loop = []
        for i in range(16):
            constraint = UNTOUCHED
            for n in NEIGHBOURS[i]:
                constraint &= free.get(cells[n], NEAR[cells[n]])
            loop.append(0 if cells[i] else constraint)
        raw, frontier = raw_and_frontier(cells)
        assert raw == loop
        assert frontier == [(i, r) for i, r in enumerate(loop) if 0 < r < 128]


def test_the_fast_path_spells_the_rules_facts_the_same_way():
    assert EMPTY == 0
    assert [sorted(NEIGHBOURS[c]) for c in range(16)] == [sorted(placement.neighbours(c)) for c in range(16)]
    assert all(NEAR[v] == sum(1 << u for u in range(1, 7) if abs(u - v) <= 1) for v in range(1, 7))


def test_masks_of_a_board_without_numbers_allow_everything_but_ruins():
    cells = Board.parse("X.../..../..X./....").cells
    assert cell_masks(cells) == [0 if v else ALL for v in cells]
    assert [i for i, _ in open_cells(cells)] == [i for i, v in enumerate(cells) if v == 0]


def test_masks_follow_the_neighbours():
    masks = cell_masks(Board.parse("3.../.5../..../....").cells)
    assert masks[1] == (1 << 4) and masks[4] == (1 << 4)  # touches a 3 and a 5: only 4
    assert masks[6] == sum(1 << v for v in (4, 5, 6)) and masks[2] == masks[15] == 0


@pytest.mark.parametrize("board", ["..../..../..../....", "..../.X../..../....", "X..X/..../..../X..X"])
def test_boards_without_numbers_agree_with_the_rules_for_every_roll_of_three_needed(board):
    # covers the shortcuts: symmetric first cells on the empty board, the run-of-values test
    cells = Board.parse(board).cells
    for roll in ROLLS[::5]:
        clear_memos()
        assert can_place_cells(cells, roll, 3) is rules_can_place(board, roll, 3), roll


@pytest.mark.parametrize("board, roll", [
    ("1.../..../..../....", (3, 4, 5, 6)),   # no die fits at all
    ("1.../..../..../....", (2, 4, 5, 6)),   # only the 2 fits, then nothing beside it
    ("3X../X.../..../....", (3, 3, 3, 3)),   # values fit but there is no room
    ("12../..../..../....", (3, 4, 6, 6)),   # 3 then 4: only two of three
])
def test_hopeless_rolls_are_refused(board, roll):
    clear_memos()
    assert not can_place_cells(Board.parse(board).cells, roll, 3)
    assert not rules_can_place(board, roll, 3)


def test_answers_do_not_depend_on_what_the_memo_holds():
    boards = [Board.parse(t).cells for t in ("12../.3../..../...X", "..../..../..../....", "3.../XX../XXXX/XXXX")]
    cold = []
    for cells in boards:
        for roll in ROLLS:
            clear_memos()
            cold.append(can_place_cells(cells, roll, 3))
    warm = [can_place_cells(cells, roll, 3) for cells in boards for roll in ROLLS]
    assert cold == warm


def test_the_open_cells_memo_is_kept_with_its_board():
    first, second = Board.parse("1.../..../..../....").cells, Board.parse("..../..../..../...6").cells
    assert open_cells(first) is open_cells(first)
    assert open_cells(second) == ((11, NEAR[6]), (14, NEAR[6]))
    assert open_cells(tuple(list(first))) == ((1, NEAR[1]), (4, NEAR[1]))  # an equal board, asked afresh
    clear_memos()
    assert open_cells(second) == ((11, NEAR[6]), (14, NEAR[6]))


def test_the_search_memo_stays_bounded(monkeypatch):
    monkeypatch.setattr(fast_placement, "CACHE_LIMIT", 50)
    clear_memos()
    for roll in ROLLS:
        can_place_cells(Board().cells, roll, 3)
        assert len(fast_placement._CACHE) <= 50
