"""Every roll of n dice, weighted: the same counts as rolling every ordered roll one by one."""

import itertools
from collections import Counter

import pytest

from cubiri_panel.rolls import roll_outcomes


@pytest.mark.parametrize("n", range(0, 7))
def test_the_weights_count_the_ordered_rolls_showing_each_roll(n):
    ordered = Counter(tuple(sorted(roll)) for roll in itertools.product(range(1, 7), repeat=n))
    assert dict(roll_outcomes(n)) == ordered
    assert [roll for roll, _ in roll_outcomes(n)] == sorted(ordered)   # in order, each once
