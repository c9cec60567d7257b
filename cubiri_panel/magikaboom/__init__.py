"""MAGIKABOOM: brew potions from dice, race the hats to 28, mind the explosions.

RULES.md section 3 is the authority and :mod:`.rules` is it in code; the ingredients' effects
are data (:data:`EFFECTS`, in :mod:`.facts`); the odds are exact (:mod:`.odds`).
"""

from cubiri_panel.errors import IllegalAction, SnapshotError

from .actions import ACTIONS, Keep, Roll, Stop
from .bots import BOTS, CarefulBot, ChampionBot, ExpertBot, SimpleBot
from .events import (EVENTS, DiceRolled, EffectApplied, Event, GameEnded, HatMove, IngredientKept,
                     PotionExploded, PotionScored, TurnStarted)
from .facts import (DICE, EFFECTS, FIRST_SPACE, GOAL, SEATS, Effect, EffectKind, Ingredient)
from .game import MagikaboomGame, MagikaboomPosition
from .odds import DecisionOdds, decision_odds, explosion_probability, keep_odds, turn_points
from .rules import (Explosion, Phase, State, apply_effect, dice_to_roll, effect_scores, explodes,
                    explosion, ghost_target, ingredient_scores, is_over, last_players, leaders,
                    legal_actions, potion_ingredient, potion_points, rank, step, winners)
from .solvers.turn_gain import decision_values, keep_values

__all__ = [
    "ACTIONS", "BOTS", "DICE", "EFFECTS", "EVENTS", "FIRST_SPACE", "GOAL", "SEATS", "CarefulBot",
    "ChampionBot", "DecisionOdds", "DiceRolled", "Effect", "EffectApplied", "EffectKind", "Event",
    "ExpertBot", "Explosion", "GameEnded", "HatMove", "IllegalAction", "Ingredient", "IngredientKept",
    "Keep", "MagikaboomGame", "MagikaboomPosition", "Phase", "PotionExploded", "PotionScored", "Roll",
    "SimpleBot", "SnapshotError", "State", "Stop", "TurnStarted", "apply_effect", "decision_odds",
    "decision_values", "dice_to_roll", "effect_scores", "explodes", "explosion", "explosion_probability",
    "ghost_target", "ingredient_scores", "is_over", "keep_odds", "keep_values", "last_players",
    "leaders", "legal_actions", "potion_ingredient", "potion_points", "rank", "step", "turn_points",
    "winners",
]
