"""MAGDAGDON: fill a 4x4 board with one connected field of numbers (RULES.md section 1).

>>> from cubiri_panel.magdagdon import Board, Difficulty, magdagdon_probability
>>> Board.parse("1234/2345/3456/4566").score()
486
"""

from ..errors import IllegalAction
from .actions import AcceptMagdagdon, Adjust, Confirm, Place, Reroll, Roll, TakeBack
from .board import EMPTY, RUIN, Board
from .difficulty import Difficulty
from .game import MagdagdonGame, daily_seed
from .highscores import HighScores
from .odds import magdagdon_probability
from .player import RandomPlayer
from .scoring import Bonus, Line, line_bonus
from .state import Phase

__all__ = [
    "AcceptMagdagdon", "Adjust", "Board", "Bonus", "Confirm", "Difficulty", "EMPTY", "HighScores",
    "IllegalAction", "Line", "MagdagdonGame", "Phase", "Place", "RUIN", "RandomPlayer", "Reroll", "Roll",
    "TakeBack", "daily_seed", "line_bonus", "magdagdon_probability",
]
