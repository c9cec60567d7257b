"""MAGIKABOOM's rules module: the ingredients as die faces and their effects as data; when a
potion explodes and what a finished one scores (RULES.md 3, steps 2 and 4); every effect, with
ties for first and last, the ghost's two no-move cases and the skull at 1."""

import pytest

from cubiri_panel.magikaboom import (EFFECTS, Effect, EffectKind, HatMove, Ingredient, apply_effect,
                                     effect_scores, explodes, ghost_target, ingredient_scores,
                                     last_players, leaders, potion_ingredient, potion_points, rank)
from cubiri_panel.magikaboom.rules import ingredient


def test_ingredients_are_die_faces():
    assert [int(i) for i in Ingredient] == [1, 2, 3, 4, 5, 6]
    assert (Ingredient.GHOST, Ingredient.CROW, Ingredient.PUMPKIN, Ingredient.CRYSTAL,
            Ingredient.SKULL, Ingredient.BAT) == tuple(Ingredient(v) for v in range(1, 7))
    assert str(Ingredient.PUMPKIN) == "pumpkin"


def test_effect_table_follows_rules_md():
    assert dict(EFFECTS) == {
        Ingredient.GHOST: Effect(EffectKind.BEHIND_NEXT_HAT),
        Ingredient.CROW: Effect(EffectKind.GAIN, 1),
        Ingredient.PUMPKIN: Effect(EffectKind.LAST_GAIN, 2),
        Ingredient.CRYSTAL: Effect(EffectKind.RANK_GAIN),
        Ingredient.SKULL: Effect(EffectKind.GAIN, -1),
        Ingredient.BAT: Effect(EffectKind.ALL_BUT_LEADERS_GAIN, 1),
    }
    with pytest.raises(TypeError):
        EFFECTS[Ingredient.CROW] = Effect(EffectKind.GAIN, 5)  # read-only: change it in the source


def test_effects_read_in_english():
    assert [str(EFFECTS[i]) for i in Ingredient] == [
        "move your hat just behind the nearest hat ahead", "gain 1", "the last player(s) gain 2",
        "gain your rank", "lose 1", "everyone but the leader(s) gains 1"]


@pytest.mark.parametrize("bad", [0, 7, True, 2.0, "3", None])
def test_only_die_faces_are_ingredients(bad):
    with pytest.raises(ValueError):
        ingredient(bad)
    assert ingredient(4) is Ingredient.CRYSTAL


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


G, C, P, K, S, B = Ingredient


def test_rank_is_one_plus_those_strictly_ahead():
    scores = (5, 9, 5, 2)
    assert [rank(scores, seat) for seat in range(4)] == [2, 1, 2, 4]
    assert leaders((7, 3, 7)) == (0, 2) and last_players((4, 2, 2)) == (1, 2)


@pytest.mark.parametrize("ingredient, seat, before, after", [
    # ghost: just behind the nearest hat ahead
    (G, 0, (3, 10, 7), (6, 10, 7)),
    (G, 2, (3, 10, 7), (3, 10, 9)),
    (G, 0, (10, 3, 7), (10, 3, 7)),   # leads: no move
    (G, 0, (10, 3, 10), (10, 3, 10)), # tied for the lead: no move
    (G, 0, (6, 7, 12), (6, 7, 12)),   # the hat ahead is adjacent: no move
    (G, 1, (6, 3, 6), (6, 5, 6)),     # two hats on the same space ahead
    # crow
    (C, 1, (1, 1), (1, 2)),
    # pumpkin: the last player(s), the mover included
    (P, 0, (5, 2, 9), (5, 4, 9)),
    (P, 0, (2, 2, 9), (4, 4, 9)),     # tied for last, mover among them
    (P, 2, (1, 1, 1), (3, 3, 3)),     # everyone tied: everyone is last
    # crystal: your rank
    (K, 0, (5, 9, 7, 1), (8, 9, 7, 1)),
    (K, 3, (5, 9, 7, 1), (5, 9, 7, 5)),
    (K, 1, (5, 9, 7, 1), (5, 10, 7, 1)),
    (K, 0, (7, 9, 7, 1), (9, 9, 7, 1)),  # tied 2nd: rank 2
    # skull
    (S, 0, (4, 2), (3, 2)),
    (S, 1, (4, 1), (4, 1)),           # never below space 1
    # bat: everyone but the leader(s)
    (B, 0, (3, 9, 5), (4, 9, 6)),
    (B, 1, (3, 9, 9), (4, 9, 9)),     # tied leaders both stay
    (B, 0, (9, 3, 5), (9, 4, 6)),     # the mover leads: only the others gain
    (B, 0, (4, 4, 4), (4, 4, 4)),     # everyone leads: nobody gains
])
def test_effect(ingredient, seat, before, after):
    assert ingredient_scores(ingredient, seat, before) == after


def test_ghost_target():
    assert ghost_target((3, 10, 7), 0) == 6
    assert ghost_target((6, 7), 0) is None and ghost_target((7, 6), 0) is None


@pytest.mark.parametrize("ingredient, scores, unmoved", [
    (G, (9, 2), "leads"), (G, (6, 7), "next-hat-adjacent"), (S, (1, 5), "first-space"),
    (B, (3, 3, 3), "everyone-leads"),
])
def test_the_log_says_why_no_hat_moved(ingredient, scores, unmoved):
    after, event = apply_effect(ingredient, 0, scores)
    assert after == scores and event.moves == () and event.unmoved == unmoved
    assert f"no hat moves ({unmoved})" in str(event)


def test_apply_effect_reports_every_hat_move():
    after, event = apply_effect(P, 1, (2, 5, 2))
    assert after == (4, 5, 4)
    assert event.moves == (HatMove(0, 2, 4), HatMove(2, 2, 4)) and event.unmoved == ""
    assert event.effect is EffectKind.LAST_GAIN and event.seat == 1 and event.ingredient is P
    assert str(event) == "seat 1 uses the pumpkin (last-gain): seat 0 +2 to 4, seat 2 +2 to 4"


def test_effects_come_from_the_table_as_data():
    """A different table entry changes the effect without other code changes."""
    assert effect_scores(Effect(EffectKind.GAIN, 3), 0, (2, 2)) == (5, 2)
    assert effect_scores(Effect(EffectKind.LAST_GAIN, 1), 0, (2, 4)) == (3, 4)
    assert effect_scores(Effect(EffectKind.ALL_BUT_LEADERS_GAIN, 2), 1, (2, 4, 1)) == (4, 4, 3)
    assert EFFECTS[C] == Effect(EffectKind.GAIN, 1)
