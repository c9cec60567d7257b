"""The ingredients are die faces, and the effect table assigns each one its effect."""

import pytest

from cubiri_panel.magikaboom import EFFECTS, Effect, EffectKind, Ingredient
from cubiri_panel.magikaboom.ingredients import ingredient


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
