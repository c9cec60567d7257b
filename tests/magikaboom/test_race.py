"""The solved two-player race: the shipped table is what a rebuild gives, it is the fixed point
of the turn tree as the engine plays it, and its values read as they should."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from cubiri_panel.magikaboom.solvers.race import (POSITIONS, TABLE_CAULDRONS, TABLE_FILE, RaceTable, _pack,
                                          index, race_table, solve)
from cubiri_panel.magikaboom.rules import GOAL, explodes, potion_points

SPACES = range(1, GOAL)


@pytest.fixture(scope="module")
def shipped():
    return json.loads(resources.files("cubiri_panel.magikaboom.solvers").joinpath(TABLE_FILE).read_text("utf-8"))


def test_the_shipped_table_is_what_solving_the_race_again_gives():
    W, rows = solve()  # a second or so with numpy
    table = race_table()
    assert max(abs(table.W[i] - W[i]) for i in range(POSITIONS)) < 1e-9
    for cauldron in TABLE_CAULDRONS:
        assert max(abs(table.roll_value(cauldron, (m, o)) - rows[cauldron][index(m, o)])
                   for m in SPACES for o in SPACES) < 1e-9
    # the rolls against three and four dice, worked out from W when asked, agree with the solve
    for cauldron in [(1, 1, 2), (2, 4, 6), (3, 3, 3), (1, 1, 2, 2), (5, 5, 5, 5)]:
        for m, o in [(1, 1), (12, 20), (26, 3), (27, 26)]:
            assert table.roll_value(cauldron, (m, o)) == pytest.approx(rows[cauldron][index(m, o)], abs=1e-9)


def turn_start(table, scores):
    """A turn from its first roll, in plain Python and the engine's rules: the 36 rolls (the
    first never explodes), each kept the better way, then stopping or continuing."""
    total = 0.0
    for x in range(1, 7):
        for y in range(1, 7):
            assert not explodes((), (x, y))
            best = table.stop_value(potion_points((x, y)), scores)
            for kept, held in ((x, y), (y, x)):
                best = max(best, table.continue_value((kept,), held, scores))
            total += best
    return total / 36


def test_the_shipped_chances_are_the_fixed_point_of_a_turn():
    table = race_table()
    for m, o in [(1, 1), (1, 27), (5, 9), (14, 14), (20, 26), (26, 20), (27, 1), (27, 27)]:
        assert turn_start(table, (m, o)) == pytest.approx(table.chance(m, o), abs=1e-8)


def test_a_hat_on_27_wins_on_a_double_or_a_crow_or_crystal_in_hand():
    table = race_table()
    # 6 doubles stop for a potion of 1; of the 30 other rolls, 18 hold a crow or a crystal,
    # which continuing turns into the 28th space: at least 24 rolls in 36 win at once
    for o in (1, 10, 25):
        assert 2 / 3 < table.chance(27, o) < 1
    # the other hat on 26 makes every explosion a loss: worth less than the other on 25
    assert table.chance(27, 26) < table.chance(27, 25)
    # ending values: a potion reaching 28 wins, an explosion putting the other there loses
    assert table.stop_value(1, (27, 20)) == 1.0 and table.explosion_value((20, 26)) == 0.0
    assert table.continue_value((3,), 2, (27, 12)) == 1.0  # a crow in hand: 28


def test_moving_first_between_equal_hats_is_worth_a_little_and_never_costs():
    table = race_table()
    assert table.chance(1, 1) == pytest.approx(0.5, abs=1e-3)
    assert all(table.chance(m, m) >= 0.5 for m in SPACES)
    assert table.chance(27, 27) > 0.9  # the first to move from 27 and 27 nearly always wins


def test_a_space_more_is_never_worse_except_onto_the_other_hats_space():
    # drawing level with the other hat gives up what being behind it brings (the bat, the
    # pumpkin and the ghost work for the last and for who is behind), so only that step may cost
    table = race_table()
    for o in SPACES:
        for m in range(1, GOAL - 1):
            if m + 1 != o:
                assert table.chance(m + 1, o) >= table.chance(m, o) - 1e-9, (m, o)
    assert all(0 < table.chance(m, o) < 1 for m in SPACES for o in SPACES)


def test_a_damaged_or_foreign_table_is_refused(shipped):
    RaceTable(shipped)
    for damaged in ({**shipped, "format": 99}, {**shipped, "goal": 30},
                    {**shipped, "cauldrons": shipped["cauldrons"][:-1]}):
        with pytest.raises(ValueError):
            RaceTable(damaged)
    with pytest.raises(ValueError):  # one row where the table lists 28
        RaceTable({**shipped, "values": _pack([[0.5] * POSITIONS])})
