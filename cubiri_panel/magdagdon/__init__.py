"""MAGDAGDON: fill a 4x4 board with one connected field of numbers (RULES.md section 1).

>>> from cubiri_panel.magdagdon import Board, MagdagdonGame, magdagdon_probability
>>> Board.parse("1234/2345/3456/4566").score()
486

Modules, one concept each: ``board`` (the immutable board and its text form), ``placement``
(allowed values and the search behind ``can_place``), ``scoring``, ``difficulty``, ``actions``
(the moves as values), ``state`` (a position and its JSON form), ``game`` (the turn flow),
``odds`` (exact MAGDAGDON chances), ``highscores`` and ``player`` (the random player).

Readings of the rules this package settles (see ``game`` for the details):

* ``turn`` counts the turns played, from 0; a confirmed turn and an accepted MAGDAGDON count.
* In MAGDAGDON the only actions are a power (while any are left) and accepting: prepared dice
  stay where they are until accepting discards them.
* A prepared die that another prepared die hangs on cannot be taken back first.
* ``magdagdon_probability`` of a full board is 0: the game is over, there is no next roll.
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
