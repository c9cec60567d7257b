"""MAGIKABOOM: brew potions from dice, race the hats to 28, mind the explosions.

RULES.md section 3 is the authority. The effect of each ingredient is data, in
:data:`EFFECTS`; the odds are exact (:mod:`.odds`, potion points; :mod:`.turn_tree`, the
whole turn with effects, as the expert sees it).
"""

from cubiri_panel.errors import IllegalAction, SnapshotError

from .actions import Keep, Roll, Stop
from .bots import BOTS, CarefulBot, ExpertBot, SimpleBot
from .effects import (FIRST_SPACE, GOAL, apply_effect, effect_scores, ghost_target,
                      ingredient_scores, last_players, leaders, rank)
from .events import (EVENTS, DiceRolled, EffectApplied, Event, GameEnded, HatMove,
                     IngredientKept, PotionExploded, PotionScored, TurnStarted)
from .game import MagikaboomGame
from .ingredients import EFFECTS, Effect, EffectKind, Ingredient
from .odds import DecisionOdds, decision_odds, explosion_probability, keep_odds, turn_points
from .potion import explodes, potion_ingredient, potion_points
from .state import MagikaboomState, Phase
from .turn_tree import decision_values, keep_values

__all__ = [
    "BOTS", "EFFECTS", "EVENTS", "FIRST_SPACE", "GOAL", "CarefulBot", "DecisionOdds",
    "DiceRolled", "Effect", "EffectApplied", "EffectKind", "Event", "ExpertBot", "GameEnded",
    "HatMove", "IllegalAction", "Ingredient", "IngredientKept", "Keep", "MagikaboomGame",
    "MagikaboomState", "Phase", "PotionExploded", "PotionScored", "Roll", "SimpleBot",
    "SnapshotError", "Stop", "TurnStarted", "apply_effect", "decision_odds", "decision_values",
    "effect_scores", "explodes", "explosion_probability", "ghost_target", "ingredient_scores",
    "keep_odds", "keep_values", "last_players", "leaders", "potion_ingredient",
    "potion_points", "rank", "turn_points",
]
