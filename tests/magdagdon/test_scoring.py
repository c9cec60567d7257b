"""Scoring (RULES.md 1, scoring): line sums, one bonus a full line, ruins."""

import random

import pytest

from cubiri_panel.magdagdon import Board, Bonus, line_bonus

from .positions import oracle_score


def test_rules_worked_example_486():
    board = Board.parse("1234/2345/3456/4566")
    assert board.score() == 486 == oracle_score("1234/2345/3456/4566")
    lines = board.lines()
    assert [line.bonus for line in lines] == [Bonus.STRAIGHT] * 3 + [None] + [Bonus.STRAIGHT] * 3 + [None]
    assert sum(line.total for line in lines) == 126


def test_rules_worked_example_544():
    board = Board.parse("3456/3456/3456/3456")
    assert board.score() == 544
    assert [line.bonus for line in board.lines()] == [Bonus.STRAIGHT] * 4 + [Bonus.FOUR_OF_A_KIND] * 4


@pytest.mark.parametrize("values, bonus", [
    ((1, 2, 3, 4), Bonus.STRAIGHT), ((4, 3, 2, 1), Bonus.STRAIGHT), ((3, 4, 5, 6), Bonus.STRAIGHT),
    ((6, 5, 4, 3), Bonus.STRAIGHT), ((2, 3, 4, 5), Bonus.STRAIGHT), ((5, 4, 3, 2), Bonus.STRAIGHT),
    ((2, 2, 2, 2), Bonus.FOUR_OF_A_KIND), ((3, 3, 5, 5), Bonus.TWO_PAIRS), ((3, 5, 3, 5), Bonus.TWO_PAIRS),
    ((5, 3, 3, 5), Bonus.TWO_PAIRS),
    ((1, 3, 2, 4), None),   # consecutive values, not in one direction
    ((2, 3, 5, 4), None), ((3, 3, 3, 5), None), ((1, 1, 2, 3), None), ((4, 5, 6, 6), None),
    ((1, 2, 3, 7), None),   # a ruin in the line
    ((1, 2, 3, 0), None),   # an empty cell
    ((2, 2, 0, 2), None),
])
def test_each_bonus(values, bonus):
    assert line_bonus(values) is bonus


def test_bonus_points():
    assert (Bonus.STRAIGHT.points, Bonus.FOUR_OF_A_KIND.points, Bonus.TWO_PAIRS.points) == (60, 40, 20)


def test_one_line_earns_one_bonus_only():
    # 2,2,2,2 is four of a kind; it is not also two pairs (40, not 60)
    board = Board.parse("2222/XXXX/XXXX/XXXX")
    row = board.lines()[0]
    assert row.bonus is Bonus.FOUR_OF_A_KIND and row.bonus_points == 40 and row.points == 8 + 40
    assert board.score() == 2 * 8 + 40 - 12 * 15


def test_a_line_with_a_ruin_scores_its_sum_and_no_bonus():
    board = Board.parse("123X/..../..../....")
    row = board.lines()[0]
    assert row.total == 6 and row.bonus is None and row.bonus_points == 0 and row.points == 6
    assert board.score() == 2 * 6 - 15


def test_every_ruin_costs_15():
    assert Board.parse("X.../..../..../....").score() == -15
    assert Board.parse("XXXX/XXXX/XXXX/XXXX").score() == -240


def test_running_score_counts_bonuses_only_for_full_lines():
    # the full row 1-2-3-4 is a straight; the partial column 1-2-. is not
    board = Board.parse("1234/2.../..../....")
    assert board.score() == 2 * 12 + 60
    assert [line.name for line in board.lines()][:5] == ["row 1", "row 2", "row 3", "row 4", "col 1"]


def test_score_matches_the_rules_text_on_random_boards():
    rnd = random.Random(11)
    for _ in range(300):
        text = "/".join("".join(rnd.choice("123456X.") for _ in range(4)) for _ in range(4))
        assert Board.parse(text).score() == oracle_score(text), text
