"""MISHIMASH: roll six dice, take scoring combinations, bank or push your luck.

The rules are section 2 of RULES.md, written as code in :mod:`.rules` (what a roll scores in
:mod:`.scoring`). Points can be halves (a single 5 is worth 0.5): the public values are floats,
exact for halves; internally they are half-points.
"""

from ..errors import IllegalAction
from .actions import Bank, Roll, Take
from .bots import BOTS, CautiousBot, ChampionBot, OptimalBot, ThresholdBot
from .events import (DiceRolled, DiceTaken, Event, FinalRoundStarted, GameEnded, MishimashScored,
                     SuddenDeathStarted, TurnBanked, TurnBusted, TurnEvent)
from .facts import MAX_TARGET
from .game import MishimashGame, MishimashPosition
from .highscores import MishimashHighScores
from .odds import PositionOdds, bust_probability, position_odds, roll_outcomes
from .rules import Phase, Stage, State, TakePoints, Turn, dice_to_roll, legal_actions, step
from .scoring import Combination, Option, combinations, is_bust, score_selection, takes
from .simulate import play_turn, simulate_turns
from .solvers.reach_probability import ReachPolicy, reach_probability
from .solvers.turn_plan import chance_to_win, overtake_chance
from .solvers.turn_values import TurnValues, optimal_turn_values, threshold_expectations

__all__ = [
    "BOTS", "MAX_TARGET", "Bank", "CautiousBot", "ChampionBot", "Combination", "DiceRolled",
    "DiceTaken", "Event", "FinalRoundStarted", "GameEnded", "IllegalAction", "MishimashGame",
    "MishimashHighScores", "MishimashPosition", "MishimashScored", "OptimalBot", "Option",
    "Phase", "PositionOdds", "ReachPolicy", "Roll", "Stage", "State", "SuddenDeathStarted",
    "Take", "TakePoints", "ThresholdBot", "Turn", "TurnBanked", "TurnBusted", "TurnEvent",
    "TurnValues", "bust_probability", "chance_to_win", "combinations", "dice_to_roll",
    "is_bust", "legal_actions", "optimal_turn_values", "overtake_chance", "play_turn",
    "position_odds", "reach_probability", "roll_outcomes", "score_selection", "simulate_turns",
    "step", "takes", "threshold_expectations",
]
