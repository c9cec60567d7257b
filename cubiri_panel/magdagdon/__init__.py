"""MAGDAGDON: fill a 4x4 board with one connected field of numbers (RULES.md section 1).

>>> from cubiri_panel.magdagdon import Board, MagdagdonGame, magdagdon_probability
>>> Board.parse("1234/2345/3456/4566").score()
486

Start with ``rules``: the game in one module (its facts, a position, ``legal_actions``, a pure
``step``, scoring, the end), with the readings of the card it settles. Beside it: ``placement``
(the fast bitmask form of its two placement questions), ``actions`` (the moves as values),
``events`` (the turn log), ``board`` (a board as a value with its text form), ``game`` (the
param-based game the views watch), ``history`` (what a save keeps), ``odds`` (exact MAGDAGDON
chances), ``highscores`` and ``player`` (the random player).
"""

from ..errors import IllegalAction
from .actions import AcceptMagdagdon, Adjust, Confirm, Place, Reroll, Roll, TakeBack
from .board import Board, Line
from .events import DiceRerolled, DiceRolled, DieAdjusted, Event, GameEnded, RuinAccepted, TurnConfirmed
from .game import MagdagdonGame, daily_seed
from .highscores import HighScores
from .odds import magdagdon_probability
from .player import RandomPlayer
from .rules import EMPTY, RUIN, Bonus, Difficulty, Phase, State, TurnState, line_bonus

__all__ = [
    "AcceptMagdagdon", "Adjust", "Board", "Bonus", "Confirm", "DiceRerolled", "DiceRolled", "DieAdjusted",
    "Difficulty", "EMPTY", "Event", "GameEnded", "HighScores", "IllegalAction", "Line",
    "MagdagdonGame", "Phase", "Place", "RUIN", "RandomPlayer", "Reroll", "Roll", "RuinAccepted", "State",
    "TakeBack", "TurnConfirmed", "TurnState", "daily_seed", "line_bonus", "magdagdon_probability",
]
