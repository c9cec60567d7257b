"""The champion: the MAGIKABOOM computer player that plays to win the race to 28.

Every choice goes to the one with the best chance of winning the game after it
(:func:`.winning.choice_chances`), not to the most potion points: an effect on the other hats,
an explosion handing them 2, a hat that ends the game at once and who plays next all count as
what they do to that chance. With two players the chances are the solved race's, so it plays
perfectly (against a player who also plays to win, nothing does better); with more, the
model's (see :mod:`.winning`).
"""

from __future__ import annotations

from typing import Any

from cubiri_panel.action import Action

from .actions import Roll
from .rules import ROLL
from .winning import choice_chances

_ROLL = Roll()


class ChampionBot:
    """Choose what gives the best chance of winning the game. Ties go to the first die and
    to stopping; the choice depends only on the position, so games replay exactly."""

    def choose(self, game: Any) -> Action:
        if game.phase is ROLL:
            return _ROLL
        chances = choice_chances(game)
        best = max(chances.values())
        return next(action for action, chance in chances.items() if chance == best)
