import random

import pytest

from cubiri_panel.dice import (DiceExhausted, ScriptedDice, make_rng, rng_from_state, rng_state,
                               roll_dice)


def test_scripted_dice_gives_values_in_order_then_runs_dry():
    rng = ScriptedDice([3, 4, 5])
    assert [rng.randint(1, 6) for _ in range(3)] == [3, 4, 5]
    with pytest.raises(DiceExhausted):
        rng.randint(1, 6)
    assert issubclass(DiceExhausted, RuntimeError)


def test_scripted_value_outside_range_is_refused():
    with pytest.raises(ValueError, match="not in 1..6"):
        ScriptedDice([7]).randint(1, 6)


def test_roll_rewinds_a_script_that_runs_dry_midway():
    rng = ScriptedDice([1, 2])
    with pytest.raises(DiceExhausted):
        roll_dice(rng, 3)
    assert rng.position == 0
    assert roll_dice(rng, 2) == (1, 2)


def test_dice_from_a_random_random_are_randint_dice():
    """The quick draw (three random bits a try) gives what ``randint(1, 6)`` gives and leaves
    the source in the same state; any other source is asked for ``randint``."""
    a, b = random.Random(6), random.Random(6)
    assert [roll_dice(a, n % 6 + 1) for n in range(1000)] == [
        tuple(b.randint(1, 6) for _ in range(n % 6 + 1)) for n in range(1000)]
    assert a.getstate() == b.getstate()

    class Loaded(random.Random):
        def randint(self, a, b):
            return 6

    assert roll_dice(Loaded(1), 3) == (6, 6, 6)


def test_default_source_is_seeded_random():
    reference = random.Random(7)
    assert roll_dice(make_rng(seed=7), 5) == tuple(reference.randint(1, 6) for _ in range(5))
    with pytest.raises(TypeError):
        make_rng(rng=object())


@pytest.mark.parametrize("rng", [random.Random(3), ScriptedDice([1, 2, 3, 4])])
def test_rng_state_round_trips_the_position(rng):
    rng.randint(1, 6)
    restored = rng_from_state(rng_state(rng))
    assert [restored.randint(1, 6) for _ in range(3)] == [rng.randint(1, 6) for _ in range(3)]


@pytest.mark.parametrize("state", [
    "x", {"kind": "nope"}, {"kind": "scripted", "values": [0], "position": 0},
    {"kind": "scripted", "values": [1], "position": 5}, {"kind": "mt19937", "state": [1, 2]},
])
def test_bad_rng_state_is_refused(state):
    with pytest.raises(ValueError):
        rng_from_state(state)


def test_an_unsaveable_source_has_no_state():
    class Loaded:
        def randint(self, a, b):
            return b
    assert rng_state(Loaded()) is None
