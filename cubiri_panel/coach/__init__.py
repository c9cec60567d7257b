"""The coach: the expert's view of each decision of a game, and hints.

>>> from cubiri_panel.magikaboom import MagikaboomGame
>>> game = MagikaboomGame(["Ana", "Ben"], computers={0: "champion", 1: "simple"}, seed=3)
>>> _ = game.play_computers()
>>> decisions = review(game)
>>> all(game.history[d.number - 1] == d.chosen for d in decisions)
True
>>> decisions[0].unit, decisions[0].exact
('chance', True)
>>> round(decisions.given_away(0), 6)    # the champion plays every choice best
0.0

* :func:`review` lists a game's decisions (:func:`review_steps` gives them one action at a
  time, for a progress bar), each a :class:`Decision`: where in the history,
  whose, what was played and what was best, and what each was worth: in MAGDAGDON the final
  score the expert expects (``unit == "points"``), in MISHIMASH and MAGIKABOOM the chance of
  winning (``"chance"``), exact where the engine is exact (``Decision.exact``).
* :func:`options` values every choice of the position now, :func:`hint` gives the best.
* :func:`expert_score`: what the MAGDAGDON expert scores from the same seed.
"""

from .decision import Decision, Option
from .expert import expert_score
from .magdagdon import Placements
from .review import Review, hint, options, review, review_steps

__all__ = ["Decision", "Option", "Placements", "Review", "expert_score", "hint", "options", "review",
           "review_steps"]
