"""Log events: structured values with English text."""

import pytest

from cubiri_panel.magikaboom import (EVENTS, DiceRolled, EffectApplied, EffectKind, GameEnded,
                                     HatMove, Ingredient, IngredientKept, PotionExploded,
                                     PotionScored, TurnStarted)
from cubiri_panel.magikaboom.events import hat_moves

EXAMPLES = [
    (TurnStarted(1), "seat 1's turn", "Ben's turn"),
    (DiceRolled(0, (Ingredient.GHOST, Ingredient.BAT)), "seat 0 rolls ghost and bat", "Ana rolls ghost and bat"),
    (IngredientKept(0, Ingredient.SKULL), "seat 0 puts the skull into the cauldron",
     "Ana puts the skull into the cauldron"),
    (EffectApplied(0, Ingredient.SKULL, EffectKind.GAIN, (HatMove(0, 4, 3),)),
     "seat 0 uses the skull (gain): seat 0 -1 to 3", "Ana uses the skull (gain): Ana -1 to 3"),
    (PotionExploded(1, (HatMove(0, 3, 5),), (Ingredient.GHOST, Ingredient.CROW, Ingredient.PUMPKIN, Ingredient.BAT),
                    "kinds", 4, None), "seat 1's potion EXPLODES: seat 0 +2 to 5",
     "Ben's potion EXPLODES: Ana +2 to 5"),
    (PotionScored(1, Ingredient.CROW, 4, 6, (HatMove(1, 20, 26),), (Ingredient.CROW,) * 4),
     "seat 1 stops: 4 crow score 6, seat 1 +6 to 26", "Ben stops: 4 crow score 6, Ben +6 to 26"),
    (PotionScored(1, Ingredient.GHOST, 1, 0, (), (Ingredient.GHOST, Ingredient.BAT)), "seat 1 stops: the potion scores nothing",
     "Ben stops: the potion scores nothing"),
    (GameEnded(1, (0,), (28, 26)), "game over: seat 0 wins with 28", "game over: Ana wins with 28"),
]


@pytest.mark.parametrize("event, text, named", EXAMPLES)
def test_events_read_in_english(event, text, named):
    assert str(event) == text and event.describe(["Ana", "Ben"]) == named


def test_every_event_kind_has_an_example():
    assert {type(e) for e, _, _ in EXAMPLES} == set(EVENTS)


def test_hat_moves_lists_only_the_hats_that_moved():
    assert hat_moves((3, 4, 5), (3, 6, 4)) == (HatMove(1, 4, 6), HatMove(2, 5, 4))
    assert HatMove(2, 5, 4).amount == -1
