"""Computer players. Each reads the position it is shown (``position.state`` and the
position's questions) and is deterministic (no dice of its own), so a game with computer
players replays exactly from seed and history.

* ``simple``: a rule of thumb a child could follow.
* ``careful``: plays the potion odds exactly (:mod:`.odds`), blind to effects and the race.
* ``expert``: plays the exact turn with effects and scores (:mod:`.solvers.turn_gain`): its own
  expected gain minus the mean gain of its opponents over the turn, with a bonus for ending the
  game as a winner (and as much off for handing it to someone else).
* ``champion``: plays to win the race to 28, by the chance of winning of every choice
  (:mod:`.solvers.race_chances`; exact with two players).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cubiri_panel.action import Action

from .actions import Keep, Roll, Stop
from .odds import decision_odds, keep_odds
from .rules import Phase, potion_points
from .solvers.race_chances import choice_chances
from .solvers.turn_gain import decision_scores, keep_scores


class SimpleBot:
    """Keep the die that joins the biggest group in the cauldron; stop once the potion is
    worth 3, once the cauldron holds three kinds (any fourth explodes), or when it must."""

    def choose(self, position: Any) -> Action:
        state = position.state
        match state.phase:
            case Phase.ROLL:
                return Roll()
            case Phase.KEEP:
                first, second = (state.cauldron.count(die) for die in state.rolled)
                return Keep(1 if second > first else 0)
        if (not state.reserve or potion_points(state.cauldron + (state.held,)) >= 3
                or len(set(state.cauldron)) >= 3):
            return Stop()
        return Roll()


class CarefulBot:
    """Maximise expected potion points, exactly; effects and other hats are ignored."""

    def choose(self, position: Any) -> Action:
        state = position.state
        match state.phase:
            case Phase.ROLL:
                return Roll()
            case Phase.KEEP:
                first, second = keep_odds(state.cauldron, state.rolled)
                return Keep(1 if second > first else 0)
        return Roll() if decision_odds(state.cauldron, state.held).best == "continue" else Stop()


class ExpertBot:
    """Maximise the exact expected value of the turn as :mod:`.solvers.turn_gain` defines it:
    own gain minus mean opponent gain, effects applied as they fall, plus or minus a bonus when
    the game ends in the turn. Ties go to the first die and to stopping."""

    def choose(self, position: Any) -> Action:
        state = position.state
        match state.phase:
            case Phase.ROLL:
                return Roll()
            case Phase.KEEP:
                first, second = keep_scores(state.cauldron, state.rolled, state.scores, state.player)
                return Keep(1 if second > first else 0)
        stop, go_on = decision_scores(state.cauldron, state.held, state.scores, state.player)
        return Roll() if go_on is not None and go_on > stop else Stop()


class ChampionBot:
    """Choose what gives the best chance of winning the game after it (not the most potion
    points): an effect on the other hats, an explosion handing them 2, a hat that ends the game
    at once and who plays next all count. With two players the chances are the solved race's,
    so it plays perfectly; with more, the model's. Ties go to the first die and to stopping."""

    def choose(self, position: Any) -> Action:
        if position.state.phase is Phase.ROLL:
            return Roll()
        chances = choice_chances(position)
        best = max(chances.values())
        return next(action for action, chance in chances.items() if chance == best)


#: Computer levels by name, weakest first (``MagikaboomGame.BOTS``).
BOTS: dict[str, Callable[[], Any]] = {"simple": SimpleBot, "careful": CarefulBot, "expert": ExpertBot,
                                      "champion": ChampionBot}
