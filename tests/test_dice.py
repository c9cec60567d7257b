import random

import pytest

from cubiri_panel.dice import (SEED_LIMIT, DiceExhausted, ScriptedDice, make_rng, new_seed, roll_dice,
                               seed_problem)


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


def test_new_seeds_are_large_savable_and_different():
    seeds = {new_seed() for _ in range(50)}
    assert len(seeds) == 50
    assert all(seed_problem(s) is None for s in seeds)
    assert max(seeds) > SEED_LIMIT // 100  # large: not a small number a player would guess


@pytest.mark.parametrize("seed", [0, 42, SEED_LIMIT - 1, "magdagdon-2026-12-01", "x" * 64])
def test_savable_seeds(seed):
    assert seed_problem(seed) is None


@pytest.mark.parametrize("seed", [-1, SEED_LIMIT, 2**64, True, 1.5, "", "x" * 65, None, [1], b"ab"])
def test_seeds_a_save_cannot_hold_say_why(seed):
    assert seed_problem(seed)
