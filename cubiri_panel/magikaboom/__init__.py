"""MAGIKABOOM: brew potions from dice, race the hats to 28, mind the explosions.

RULES.md section 3 is the authority, and :mod:`.rules` is it in code. The effect of each
ingredient is data, in :data:`EFFECTS`; the odds are exact (:mod:`.odds`, potion points;
:mod:`.turn_tree`, the whole turn with effects, as the expert sees it).
"""

from cubiri_panel.errors import IllegalAction, SnapshotError

from .actions import Keep, Roll, Stop
from .bots import BOTS, CarefulBot, ExpertBot, SimpleBot
from .events import (EVENTS, DiceRolled, EffectApplied, Event, GameEnded, HatMove,
                     IngredientKept, PotionExploded, PotionScored, TurnStarted)
from .game import MagikaboomGame
from .odds import DecisionOdds, decision_odds, explosion_probability, keep_odds, turn_points
from .rules import (EFFECTS, FIRST_SPACE, GOAL, Effect, EffectKind, Ingredient, Phase, State,
                    apply_effect, dice_to_roll, effect_scores, explodes, ghost_target,
                    ingredient_scores, last_players, leaders, legal_actions, potion_ingredient,
                    potion_points, rank, step)
from .rules import State as MagikaboomState  # the name before the three games' states were all called State
from .turn_tree import decision_values, keep_values

__all__ = [
    "BOTS", "EFFECTS", "EVENTS", "FIRST_SPACE", "GOAL", "CarefulBot", "DecisionOdds",
    "DiceRolled", "Effect", "EffectApplied", "EffectKind", "Event", "ExpertBot", "GameEnded",
    "HatMove", "IllegalAction", "Ingredient", "IngredientKept", "Keep", "MagikaboomGame",
    "MagikaboomState", "Phase", "PotionExploded", "PotionScored", "Roll", "SimpleBot",
    "SnapshotError", "State", "Stop", "TurnStarted", "apply_effect", "decision_odds",
    "decision_values", "dice_to_roll", "effect_scores", "explodes", "explosion_probability",
    "ghost_target", "ingredient_scores", "keep_odds", "keep_values", "last_players", "leaders",
    "legal_actions", "potion_ingredient", "potion_points", "rank", "step", "turn_points",
]
