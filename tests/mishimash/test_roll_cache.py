"""The roll cache against the rules: every roll's cached takes are the takes the rules list."""

import itertools
import random

from cubiri_panel.mishimash import rules
from cubiri_panel.mishimash.roll_cache import best_takes, take_listed
from cubiri_panel.mishimash.scoring import counts_of, takes, takes_by_counts


def test_the_takes_of_every_roll_are_the_rules_takes():
    """The rules' takes, and best_takes (built once per shape of roll and then per ordering)
    and take_listed against them: every ordering of up to five dice, every shape of six and a seeded sample of
    their orderings."""
    rng = random.Random(6)
    six = list(itertools.combinations_with_replacement(range(1, 7), 6))
    six += [tuple(rng.choices(range(1, 7), k=6)) for _ in range(3000)]
    for rolls in [itertools.product(range(1, 7), repeat=n) for n in range(1, 6)] + [six]:
        for roll in rolls:
            options = takes(roll)
            legal = takes_by_counts(counts_of(roll))
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
            assert best_takes(roll) == (tuple((len(o.indices), o.half_points) for o in firsts),
                                        tuple(o.indices for o in firsts))
            turn = rules.Turn(len(roll), 2, 7, 1, roll)
            for o in options:  # a listed take looked up; any other left to the rules
                after = take_listed(turn, o.indices)
                assert after == rules.take(turn, o.indices).after if o in firsts else after is None
