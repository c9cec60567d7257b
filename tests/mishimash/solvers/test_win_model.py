"""The shipped table of win chances: it is what a rebuild gives, and it reads as it should."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from cubiri_panel.mishimash import reach_probability
from cubiri_panel.mishimash.solvers.win_model import (AIMS, GRID, TABLE_FILE, WAYS, WinChances, binned,
                                            family_distributions, family_rows, solve, tails, way_name,
                                            win_chances)

SMALL = 30  # cells of the small-scale rebuild: needs up to 150 points


@pytest.fixture(scope="module")
def shipped():
    text = resources.files("cubiri_panel.mishimash.solvers").joinpath(TABLE_FILE).read_text("utf-8")
    return json.loads(text)


def test_the_family_of_ways_is_the_shipped_one(shipped):
    assert [tuple(w) for w in shipped["family"]] == list(WAYS) == list(win_chances().ways)
    assert WAYS[0] == ("optimal", 0) and len(family_rows(shipped, "shares")) == len(WAYS)
    assert way_name(WAYS[0]) == "optimal" and way_name(("make", 30)) == "make 30"


def test_the_shipped_turn_distributions_are_rebuilt(shipped):
    # the points-optimal way, two aims and the quickest of the others, from scratch
    sample = [WAYS[0], ("make", AIMS[0]), ("make", AIMS[1]), ("bank by", 15)]
    rebuilt = family_distributions(sample)
    cells = shipped["cells"]
    for way, distribution in zip(sample, rebuilt):
        assert sum(distribution.values()) == pytest.approx(1, abs=1e-12)
        shares = family_rows(shipped, "shares")[WAYS.index(way)]
        assert binned(distribution, cells) == pytest.approx(shares, abs=1e-12)
        assert tails(distribution, cells) == pytest.approx(family_rows(shipped, "tails")[WAYS.index(way)],
                                                           abs=1e-12)
    mean = sum(half * p for half, p in rebuilt[0].items()) / 2
    assert mean == pytest.approx(15.717018, abs=1e-6)  # the optimal turn value
    assert 1 - rebuilt[2][0] == pytest.approx(reach_probability(AIMS[1]), abs=1e-12)
    # banked by 15 points: big turns are rarer than the points-optimal play's
    def big(distribution):
        return sum(p for half, p in distribution.items() if half >= 2 * 40)
    assert big(rebuilt[3]) < big(rebuilt[0]) / 2


def test_the_shipped_beat_chances_are_the_reach_probabilities(shipped):
    for m in (1, 2, 7, 20):
        assert shipped["beat"][m] == pytest.approx(reach_probability(m * GRID + 0.5), abs=1e-12)


def test_the_shipped_grid_is_what_solving_it_again_gives_at_small_scale(shipped):
    # needs only fall, so the cells up to SMALL depend on nothing beyond them
    import numpy as np
    W, best = solve(family_rows(shipped, "shares"), shipped["beat"], SMALL,
                    family_rows(shipped, "tails"))
    table = WinChances(shipped)
    same = total = 0
    for role in (0, 1):
        for i in range(1, SMALL + 1):
            for j in range(1, SMALL + 1):
                assert table.chance(role, i * GRID, j * GRID) == pytest.approx(W[role, i, j],
                                                                               abs=1 / 65535)
                same += table.best_way(role, i * GRID, j * GRID) == best[role, i, j]
                total += 1
    assert same == total
    assert np.all((W[:, 1:, 1:] > 0) & (W[:, 1:, 1:] < 1))


def test_chances_read_as_they_should():
    table = win_chances()
    # closer to the target is better, the opponent closer is worse
    for role in (0, 1):
        assert table.chance(role, 100, 300) > table.chance(role, 300, 300) > table.chance(role, 300, 100)
    # the last seat (whose reaching the target wins) is better off than the first
    assert table.chance(1, 200, 200) > table.chance(0, 200, 200)
    # between cells: between the neighbouring cells' chances
    low, high = sorted((table.chance(0, 100, 200), table.chance(0, 105, 200)))
    assert low <= table.chance(0, 102.5, 200) <= high
    # beyond the grid: needs shifted down together
    assert table.chance(0, 1500, 1400) == table.chance(0, 1000, 900)


def test_a_damaged_table_is_refused(shipped):
    with pytest.raises(ValueError):
        WinChances({**shipped, "format": 99})
    with pytest.raises(ValueError):
        WinChances({**shipped, "cells": shipped["cells"] - 1})
