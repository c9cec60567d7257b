"""Computer players. Each reads the game's public ``state`` (a :class:`.rules.State`, once a
decision) and is deterministic (no dice of its own), so a game with computer players replays
exactly from seed and history.

* ``simple``: a rule of thumb a child could follow.
* ``careful``: plays the potion odds exactly (:mod:`.odds`), blind to effects and the race.
* ``expert``: plays the exact turn tree with effects and scores (:mod:`.turn_tree`): it
  maximises its own expected gain minus the mean gain of its opponents over the turn, with a
  bonus for ending the game as a winner (and as much off for handing it to someone else).
* ``champion``: plays to win the race to 28, by the chance of winning of every choice
  (:mod:`.champion`; exact with two players).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cubiri_panel.action import Action

from .actions import Keep, Roll, Stop
from .champion import ChampionBot
from .odds import decision_odds, keep_odds
from .rules import KEEP, ROLL, potion_points
from .turn_tree import decision_scores, keep_scores

_ROLL, _STOP, _KEEP = Roll(), Stop(), (Keep(0), Keep(1))


class SimpleBot:
    """Keep the die that joins the biggest group in the cauldron; stop once the potion is
    worth 3, once the cauldron holds three kinds (any fourth explodes), or when it must."""

    def choose(self, game: Any) -> Action:
        state = game.state
        phase = state.phase
        if phase is ROLL:
            return _ROLL
        cauldron = state.cauldron
        if phase is KEEP:
            first, second = (cauldron.count(die) for die in state.rolled)
            return _KEEP[1 if second > first else 0]
        # stop or continue: continuing needs a die in the reserve
        if (not state.reserve or potion_points(cauldron + (state.held,)) >= 3
                or len(set(cauldron)) >= 3):
            return _STOP
        return _ROLL


class CarefulBot:
    """Maximise expected potion points, exactly; effects and other hats are ignored."""

    def choose(self, game: Any) -> Action:
        state = game.state
        phase = state.phase
        if phase is ROLL:
            return _ROLL
        if phase is KEEP:
            first, second = keep_odds(state.cauldron, state.rolled)
            return _KEEP[1 if second > first else 0]
        return _ROLL if decision_odds(state.cauldron, state.held).best == "continue" else _STOP


class ExpertBot:
    """Maximise the exact expected value of the turn as :mod:`.turn_tree` defines it: own
    gain minus mean opponent gain, effects applied as they fall, plus or minus a bonus when
    the game ends in the turn. Ties go to the first die and to stopping."""

    def choose(self, game: Any) -> Action:
        state = game.state
        phase = state.phase
        if phase is ROLL:
            return _ROLL
        if phase is KEEP:
            first, second = keep_scores(state.cauldron, state.rolled, state.scores, state.player)
            return _KEEP[1 if second > first else 0]
        stop, go_on = decision_scores(state.cauldron, state.held, state.scores, state.player)
        return _ROLL if go_on is not None and go_on > stop else _STOP


#: Computer levels by name, weakest first (``MagikaboomGame.BOTS``).
BOTS: dict[str, Callable[[], Any]] = {"simple": SimpleBot, "careful": CarefulBot, "expert": ExpertBot,
                                      "champion": ChampionBot}
