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
* :func:`moments`: each action's turn and roll, as the game's log counts them.
* :func:`expert_score`: what the game's expert scores from the same seed, where the game
  has such a yardstick (MAGDAGDON, played alone).
"""

from .. import registry
from .decision import Decision, Option
from .review import Review, hint, moments, options, review, review_steps


def expert_score(game) -> int:
    """The final score the game's expert makes playing a new game with ``game``'s settings and
    seed: the yardstick of a player's score in a game played alone. ``ValueError`` for a game
    with no such yardstick, or that does not roll from its own seed."""
    coach = registry.of(game).coach_module()
    if not hasattr(coach, "expert_score"):
        raise ValueError(f"{registry.of(game).title} has no expert's score: its coach values "
                         "choices by the chance of winning")
    return coach.expert_score(game)


__all__ = ["Decision", "Option", "Review", "expert_score", "hint", "moments", "options", "review", "review_steps"]
