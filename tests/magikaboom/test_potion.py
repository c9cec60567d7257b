"""When a potion explodes and what a finished one scores (RULES.md 3, steps 2 and 4)."""

import pytest

from cubiri_panel.magikaboom import explodes, potion_ingredient, potion_points


@pytest.mark.parametrize("cauldron, rolled, boom", [
    ((), (1, 2), False),
    ((1, 2), (3, 3), False),          # three kinds is fine
    ((1, 2), (3, 4), True),           # four kinds, counting the cauldron and both dice
    ((1, 2, 3), (1, 4), True),
    ((1, 1, 2), (2, 3), False),
    ((1, 1, 1), (1, 2), False),       # four of one is fine
    ((1, 1, 1), (1, 1), True),        # five of one explodes
    ((1, 1, 1, 2), (1, 1), True),
    ((5, 5, 5, 5), (6, 6), False),
    ((1, 1, 2, 2), (3, 4), True),
])
def test_explosion_counts_cauldron_and_roll(cauldron, rolled, boom):
    assert explodes(cauldron, rolled) is boom


@pytest.mark.parametrize("cauldron, points", [
    ((1, 2), 0), ((3,), 0), ((2, 2), 1), ((2, 2, 1), 1), ((4, 4, 4), 3), ((4, 4, 4, 1, 1), 3),
    ((6, 6, 6, 6), 6), ((6, 6, 6, 6, 5, 5), 6), ((1, 1, 2, 2, 3, 3), 1), ((1, 1, 1, 2, 2, 2), 3),
])
def test_potion_points_count_the_biggest_group(cauldron, points):
    assert potion_points(cauldron) == points


def test_the_potion_ingredient_is_the_biggest_group():
    assert potion_ingredient((5, 2, 5, 2, 5)) == (5, 3)
    assert potion_ingredient((6, 6, 3, 3)) == (3, 2)   # equal groups score the same
    assert potion_ingredient(()) == (None, 0)
