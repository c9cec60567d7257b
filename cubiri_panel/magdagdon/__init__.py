"""MAGDAGDON: fill a 4x4 board with one connected field of numbers (RULES.md section 1).

>>> from cubiri_panel.magdagdon import Board, MagdagdonGame, magdagdon_probability
>>> Board.parse("1234/2345/3456/4566").score()
486

Start with ``rules``: the game as it runs, top to bottom (with ``facts``, ``placement`` and
``scoring``); ``game`` is the position and the game the views watch.
"""

from ..errors import IllegalAction
from .actions import AcceptMagdagdon, Adjust, Confirm, Place, Reroll, Roll, TakeBack
from .board import Board, Line
from .bots import ExpertPlayer, RandomPlayer
from .events import DiceRerolled, DiceRolled, DieAdjusted, Event, GameEnded, RuinAccepted, TurnConfirmed
from .facts import EMPTY, RUIN, Bonus, Difficulty
from .game import MagdagdonGame, MagdagdonPosition, daily_seed
from .highscores import HighScores
from .odds import magdagdon_probability
from .rules import Phase, State
from .scoring import ScoreBreakdown, line_bonus

__all__ = ["AcceptMagdagdon", "Adjust", "Board", "Bonus", "Confirm", "DiceRerolled", "DiceRolled", "DieAdjusted",
           "Difficulty", "EMPTY", "Event", "ExpertPlayer", "GameEnded", "HighScores", "IllegalAction", "Line", "MagdagdonGame",
           "MagdagdonPosition", "Phase", "Place", "RUIN", "RandomPlayer", "Reroll", "Roll", "RuinAccepted",
           "ScoreBreakdown", "State", "TakeBack", "TurnConfirmed", "daily_seed", "line_bonus",
           "magdagdon_probability"]
