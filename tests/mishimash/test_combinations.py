"""The combination table and every settled point of RULES.md section 2."""

import itertools
import random

import pytest

from cubiri_panel.mishimash import IllegalAction, combinations, is_bust, score_selection, scoring_options
from cubiri_panel.mishimash.combinations import candidate_takes, counts_of, roll_options, selections


@pytest.mark.parametrize("roll, taken, points", [
    ((1, 2, 3, 4, 6, 6), (1,), 1),                   # a single 1
    ((5, 2, 3, 4, 6, 6), (5,), 0.5),                 # a single 5
    ((1, 1, 5, 5, 2, 3), (1, 1, 5, 5), 3),           # 1s and 5s shown twice are still singles
    ((1, 1, 5, 5, 2, 3), (1, 5), 1.5),               # ... and may be taken one at a time
    ((1, 1, 1, 5, 3, 4), (1, 1, 1), 10),             # three 1s
    ((1, 1, 1, 5, 3, 4), (1, 1, 1, 5), 10.5),
    ((4, 4, 4, 2, 3, 6), (4, 4, 4), 4),              # three of a kind of 2-6: the face
    ((2, 2, 2, 3, 4, 6), (2, 2, 2), 2),
    ((6, 6, 6, 6, 2, 3), (6, 6, 6, 6), 12),          # four of a kind: 2x
    ((3, 3, 3, 3, 3, 2), (3, 3, 3, 3, 3), 9),        # five: 3x
    ((5, 5, 5, 5, 5, 5), (5, 5, 5, 5, 5, 5), 20),    # six: 4x
    ((1, 1, 1, 1, 2, 3), (1, 1, 1, 1), 20),          # the settled example
    ((1, 1, 1, 1, 1, 1), (1, 1, 1, 1, 1, 1), 40),
    ((3, 1, 4, 6, 5, 2), (1, 2, 3, 4, 5, 6), 15),    # straight
    ((2, 2, 4, 4, 6, 6), (2, 2, 4, 4, 6, 6), 10),    # three pairs
    ((1, 1, 5, 5, 3, 3), (1, 1, 3, 3, 5, 5), 10),    # three pairs with 1s and 5s in it
    ((2, 2, 2, 2, 3, 3), (2, 2, 2, 2), 4),           # four of a kind plus a pair: not three pairs
    ((1, 1, 1, 1, 5, 5), (1, 1, 1, 1, 5, 5), 21),
    ((5, 5, 5, 1), (5, 5, 5, 1), 6),                 # fewer dice
    ((5,), (5,), 0.5),
])
def test_points_of_legal_selections(roll, taken, points):
    assert score_selection(roll, taken) == points
    assert score_selection(roll, tuple(reversed(taken))) == points  # the order taken is irrelevant


@pytest.mark.parametrize("roll, taken, rule", [
    ((1, 1, 1, 1, 2, 3), (1, 1, 1), "splits-a-combination"),   # not three of the four 1s
    ((1, 1, 1, 1, 2, 3), (1,), "splits-a-combination"),        # nor a single 1 from them
    ((5, 5, 5, 2, 3, 4), (5,), "splits-a-combination"),        # 5s shown 3+ times are a set
    ((3, 1, 4, 6, 5, 2), (1,), "splits-a-combination"),        # a straight is taken whole
    ((3, 1, 4, 6, 5, 2), (1, 5), "splits-a-combination"),
    ((1, 1, 5, 5, 3, 3), (1, 1), "splits-a-combination"),      # so are three pairs
    ((1, 1, 5, 5, 3, 3), (5,), "splits-a-combination"),
    ((2, 2, 2, 2, 3, 3), (3, 3), "not-a-combination"),         # the pair beside four 2s
    ((2, 2, 2, 2, 3, 3), (2, 2, 2, 2, 3, 3), "not-a-combination"),
    ((1, 2, 3, 4, 6, 6), (1, 2), "not-a-combination"),
    ((1, 2, 3, 4, 6, 6), (5,), "not-in-roll"),
    ((1, 2, 3, 4, 6, 6), (1, 1), "not-in-roll"),
    ((1, 2, 3, 4, 6, 6), (), "take-nothing"),
    ((2, 2, 3, 3, 4, 6), (2, 2), "bust"),
    ((1, 2), (7,), "not-in-roll"),
])
def test_illegal_selections_name_the_broken_rule(roll, taken, rule):
    with pytest.raises(IllegalAction) as err:
        score_selection(roll, taken)
    assert err.value.rule == rule and str(err.value)


def test_a_straight_or_three_pairs_is_the_only_combination_of_its_roll():
    assert [c.kind for c in combinations((6, 5, 4, 3, 2, 1))] == ["straight"]
    assert [o.points for o in scoring_options((6, 5, 4, 3, 2, 1))] == [15]
    assert [(c.kind, c.points) for c in combinations((1, 5, 1, 5, 2, 2))] == [("three-pairs", 10)]
    assert [c.kind for c in combinations((2, 2, 2, 2, 3, 3))] == ["of-a-kind"]


def test_scoring_options_list_every_legal_selection_once_with_die_indices():
    roll = (5, 1, 3, 1, 3, 3)
    options = scoring_options(roll)
    assert [o.points for o in options] == [5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1, 0.5]
    assert options[0].indices == (0, 1, 2, 3, 4, 5)
    assert [o.indices for o in options if o.values in ((1,), (5,), (1, 1))] == [(1, 3), (1,), (0,)]
    # every option is legal, distinct, indexes its values and scores what score_selection says
    assert len({tuple(sorted(o.values)) for o in options}) == len(options)
    for option in options:
        assert option.values == tuple(roll[i] for i in option.indices)
        assert score_selection(roll, option.values) == option.points == option.half_points / 2
    # and there is no other: every subset of the dice is either listed or refused
    listed = {tuple(sorted(o.values)) for o in options}
    for size in range(1, 7):
        for picked in itertools.combinations(range(6), size):
            values = tuple(sorted(roll[i] for i in picked))
            if values not in listed:
                with pytest.raises(IllegalAction):
                    score_selection(roll, values)


def test_a_roll_without_combination_is_a_bust():
    assert is_bust((2, 2, 3, 3, 4, 6)) and is_bust((2, 3)) and is_bust((6,))
    assert not is_bust((2, 2, 3, 3, 6, 6)) and not is_bust((1,)) and scoring_options((4, 6)) == ()


@pytest.mark.parametrize("roll", [(), (1, 2, 3, 4, 5, 6, 1), (0, 1), (7,), (1.0,), (True, 1)])
def test_a_roll_is_one_to_six_dice_showing_one_to_six(roll):
    for look in (is_bust, combinations, scoring_options, lambda r: score_selection(r, (1,))):
        with pytest.raises(ValueError):
            look(roll)


def test_the_takes_of_every_roll_are_the_rules_takes():
    """roll_options and candidate_takes, built once per shape of roll and then per ordering,
    against the definition: every ordering of up to five dice, every shape of six and a seeded
    sample of their orderings."""
    rng = random.Random(6)
    six = list(itertools.combinations_with_replacement(range(1, 7), 6))
    six += [tuple(rng.choices(range(1, 7), k=6)) for _ in range(3000)]
    for rolls in [itertools.product(range(1, 7), repeat=n) for n in range(1, 6)] + [six]:
        for roll in rolls:
            options = roll_options(roll)
            legal = selections(counts_of(roll))
            assert {counts_of(o.values): o.half_points for o in options} == legal
            assert len(options) == len(legal)
            where = {face: [i for i, v in enumerate(roll) if v == face] for face in set(roll)}
            for o in options:  # the first dice of each face, in die order
                taken = counts_of(o.values)
                assert o.indices == tuple(sorted(i for face in where for i in where[face][:taken[face - 1]]))
                assert o.values == tuple(roll[i] for i in o.indices) and o.points == o.half_points / 2
            ranks = [(-o.half_points, -len(o.indices), sorted(o.values)) for o in options]
            assert ranks == sorted(ranks)  # most points, then most dice, then lowest values
            firsts = [o for o in options if o is next(p for p in options if len(p.indices) == len(o.indices))]
            assert candidate_takes(roll) == (tuple((len(o.indices), o.half_points) for o in firsts),
                                             tuple(o.indices for o in firsts))
