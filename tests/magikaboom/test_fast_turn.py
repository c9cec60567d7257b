"""The fast forms of a turn's rules against the rules themselves: the roll tables behind the
odds and the solvers (every roll against every cauldron, weighted out of 36), and the effects."""

import itertools

import pytest

from cubiri_panel.magikaboom import EFFECTS, GOAL, Ingredient, effect_scores, explodes, potion_points
from cubiri_panel.magikaboom.fast_turn import PAIRS, canonical, effects, position, roll_table

from .positions import reachable_cauldrons


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
    from cubiri_panel.magikaboom.fast_turn import shape_of, shape_rolls
    shapes = set()
    for cauldron in reachable_cauldrons():
        shape = shape_of(cauldron)
        shapes.add(shape)
        booms, keeps = shape_rolls(shape)
        assert booms == roll_table(cauldron).explosion_weight
        assert sorted(points for (_, points), _ in keeps) == sorted(
            o.first.points for o in roll_table(cauldron).outcomes for _ in range(o.weight))
    assert len(shapes) == 11 and shape_of((5, 2, 5)) == (2, 1)


def _position_classes():
    """Positions of 2 to 6 players near the start, the middle and the goal, and every position
    of two and three players."""
    spaces = (1, 2, 3, 13, 14, 15, 25, 26, 27)
    for players in range(2, 7):
        for mover in spaces:
            for others in itertools.combinations_with_replacement(spaces, players - 1):
                yield (mover, *others)
    for mover in range(1, GOAL):
        for others in itertools.combinations_with_replacement(range(1, GOAL), 1):
            yield (mover, *others)
        for others in itertools.combinations_with_replacement(range(1, GOAL), 2):
            yield (mover, *others)


def test_the_effects_agree_with_the_rules():
    """``fast_turn.effects`` works the six effects out at once; each must be the rules' own
    :func:`~cubiri_panel.magikaboom.rules.effect_scores`."""
    for scores in set(_position_classes()):
        for seat in {0, len(scores) - 1}:
            pos = position(scores, seat)
            for face, (after, their_gain) in zip(Ingredient, effects(pos)):
                plain = effect_scores(EFFECTS[face], seat, scores)
                assert after == position(plain, seat), (scores, seat, face)
                assert their_gain == sum(plain) - plain[seat] - (sum(scores) - scores[seat])
