"""Computer players for MISHIMASH.

A bot reads only what the game shows every player (``phase``, ``scoring_options()``,
``turn_points``, ``multiplier``, ``dice_in_hand``, ``clears``) and returns one of the legal
actions. The same names are answered by a bare :class:`~.turn.Turn`, which is how the fast
simulator lets the same bots play without a game object. Bots roll no dice of their own, so
they are deterministic.
"""

from __future__ import annotations

from functools import lru_cache

from .actions import Bank, Roll, Take
from .strategy import TurnValues, optimal_turn_values
from .combinations import most_points_by_dice_used
from .turn import BANK_OR_ROLL, MUST_ROLL, Turn

ROLL, BANK = Roll(), Bank()  # actions are immutable values: one of each will do


@lru_cache(maxsize=128)  # at most 63 index sets of six dice
def _take(indices: tuple[int, ...]) -> Take:
    return Take(indices)


BEST_THRESHOLD = 27  # the best fixed threshold (tests/mishimash/test_strategy.py checks it)


class ThresholdBot:
    """Takes every scoring die; banks once the turn holds at least ``threshold`` points."""

    def __init__(self, threshold: float = BEST_THRESHOLD):
        if not threshold > 0:
            raise ValueError(f"threshold must be positive, not {threshold!r}")
        self.threshold = threshold

    def choose(self, game):
        phase = game.phase
        if phase == MUST_ROLL:
            return ROLL
        if phase == BANK_OR_ROLL:
            return BANK if self.wants_to_bank(game) else ROLL
        return _take(game.scoring_options()[0].indices)  # most points: every scoring die

    def wants_to_bank(self, game) -> bool:
        return game.turn_points >= self.threshold


class CautiousBot(ThresholdBot):
    """Banks early: at 10 points, or as soon as two dice or fewer are left to roll."""

    def __init__(self):
        super().__init__(threshold=10)

    def wants_to_bank(self, game) -> bool:
        return game.turn_points >= self.threshold or game.dice_in_hand <= 2


class OptimalBot:
    """Maximises the expected points banked this turn, both in what it takes and in when it
    banks, from the table of optimal turn values (see :mod:`.strategy`).

    Among takes of equal value it prefers the one listed first (most points). Turn values
    rise with the turn points, so of the takes using the same number of dice only the one
    with the most points can be best: those are all it compares.
    """

    def __init__(self, values: TurnValues | None = None):
        self._values = values

    @property
    def values(self) -> TurnValues:
        if self._values is None:  # loaded on first use, shared by every optimal player
            self._values = optimal_turn_values()
        return self._values

    def choose(self, game):
        if type(game) is Turn:  # the simulator's turn: the same facts, unpacked at once
            in_hand, rolls, half, clears, dice = game
        else:
            dice, k, in_hand, clears = game.dice, game.multiplier, game.dice_in_hand, game.clears
            rolls, half = (k if dice else k - 1), round(game.turn_points * 2)
        if dice:  # the k-th roll waits for a take; k = rolls
            best = self.values.best_take(len(dice), rolls, half, clears,
                                         most_points_by_dice_used(dice))
            return _take(best.indices)
        if not rolls:
            return ROLL
        return ROLL if self.values.value_half(in_hand, rolls + 1, half, clears) > half else BANK


BOTS = {"cautious": CautiousBot, "threshold": ThresholdBot, "optimal": OptimalBot}
