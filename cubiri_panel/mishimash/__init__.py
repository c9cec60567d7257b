"""MISHIMASH: roll six dice, take scoring combinations, bank or push your luck.

The rules are section 2 of RULES.md, written as code in :mod:`.rules`. Points can be halves (a
single 5 is worth 0.5): the public values are floats, exact for halves; internally they are
half-points.
"""

from ..errors import IllegalAction
from .actions import Bank, Roll, Take
from .bots import BOTS, CautiousBot, ChampionBot, OptimalBot, ThresholdBot
from .events import (DiceRolled, DiceTaken, Event, FinalRoundStarted, GameEnded, MishimashScored,
                     SuddenDeathStarted, TurnBanked, TurnBusted, TurnEvent)
from .game import MAX_TARGET, MishimashGame
from .highscores import MishimashHighScores
from .odds import bust_probability, roll_outcomes
from .planning import chance_to_win, overtake_chance
from .position import PositionOdds, position_odds
from .reach import ReachPolicy, reach_probability
from .simulate import play_turn, simulate_turns
from .strategy import TurnValues, optimal_turn_values, threshold_expectations
from .roll_cache import Option
from .rules import (Combination, Phase, Stage, State, TakePoints, Turn, combinations, dice_to_roll,
                    is_bust, legal_actions, score_selection, step, takes)
from .rules import takes as scoring_options  # deprecated name: the notebooks still call it

__all__ = [
    "BOTS", "MAX_TARGET", "Bank", "CautiousBot", "ChampionBot", "Combination", "DiceRolled",
    "DiceTaken", "Event", "FinalRoundStarted", "GameEnded", "IllegalAction", "MishimashGame",
    "MishimashHighScores", "MishimashScored", "OptimalBot", "Option", "Phase", "PositionOdds",
    "ReachPolicy", "Roll", "Stage", "State", "SuddenDeathStarted", "Take", "TakePoints",
    "ThresholdBot", "Turn", "TurnBanked", "TurnBusted", "TurnEvent", "TurnValues",
    "bust_probability", "chance_to_win", "combinations", "dice_to_roll", "is_bust",
    "legal_actions", "optimal_turn_values", "overtake_chance", "play_turn", "position_odds",
    "reach_probability", "roll_outcomes", "score_selection", "scoring_options",
    "simulate_turns", "step", "takes", "threshold_expectations",
]
