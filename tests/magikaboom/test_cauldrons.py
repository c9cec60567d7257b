"""The roll tables behind the odds: every roll against every cauldron, weighted out of 36."""

import itertools

import pytest

from cubiri_panel.magikaboom import explodes, potion_points
from cubiri_panel.magikaboom.cauldrons import PAIRS, canonical, roll_table


def reachable_cauldrons():
    """Cauldrons a two-dice roll can be made against: at most 4 dice, not exploded."""
    for size in range(5):
        for c in itertools.combinations_with_replacement(range(1, 7), size):
            if not explodes(c, ()):
                yield c


def test_pairs_cover_the_36_rolls():
    assert sum(w for _, _, w in PAIRS) == 36 and len(PAIRS) == 21


def test_there_are_195_cauldrons_to_roll_against():
    assert sum(1 for _ in reachable_cauldrons()) == 195


@pytest.mark.parametrize("cauldron", list(reachable_cauldrons())[::7])
def test_roll_table_matches_the_36_rolls(cauldron):
    table = roll_table(cauldron)
    rolls = list(itertools.product(range(1, 7), repeat=2))
    assert table.explosion_weight == sum(explodes(cauldron, r) for r in rolls)
    assert table.explosion_weight + sum(o.weight for o in table.outcomes) == 36
    for outcome in table.outcomes:
        for keep in (outcome.first, outcome.second):
            assert keep.cauldron == canonical(keep.cauldron) and len(keep.cauldron) == len(cauldron) + 1
            assert keep.points == potion_points(keep.cauldron + (keep.held,))


def test_no_roll_against_a_full_cauldron():
    with pytest.raises(ValueError):
        roll_table((1, 1, 2, 2, 3))


def test_shapes_agree_with_the_cauldrons_they_stand_for():
    from cubiri_panel.magikaboom.cauldrons import shape_of, shape_rolls
    shapes = set()
    for cauldron in reachable_cauldrons():
        shape = shape_of(cauldron)
        shapes.add(shape)
        booms, keeps = shape_rolls(shape)
        assert booms == roll_table(cauldron).explosion_weight
        assert sorted(points for (_, points), _ in keeps) == sorted(
            o.first.points for o in roll_table(cauldron).outcomes for _ in range(o.weight))
    assert len(shapes) == 11 and shape_of((5, 2, 5)) == (2, 1)
