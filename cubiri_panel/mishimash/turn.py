"""One player's turn of MISHIMASH as an immutable value: the rules of rolling, taking, banking.

The game class and the fast simulator both step a turn with these functions, so there is one
copy of the rules. A ``Turn`` answers the same questions as the game (``phase``, ``dice``,
``multiplier``, ``turn_points``, ``dice_in_hand``, ``clears``, ``scoring_options()``,
``legal_actions()``), which is all a computer player reads.
"""

from __future__ import annotations

from typing import NamedTuple

from ..errors import IllegalAction
from .actions import Bank, Roll, Take
from .combinations import Option, candidate_takes, roll_options, selection_half_points

ALL_DICE = 6
MISHIMASH_BONUS_HALF = 20  # +10 points times the clear count; never multiplied

MUST_ROLL = "must-roll"
MUST_TAKE = "must-take"
BANK_OR_ROLL = "bank-or-roll"


class Turn(NamedTuple):
    """Where a turn stands.

    ``rolls`` counts the rolls made so far, so the k-th roll has multiplier k. ``dice`` is the
    latest roll while it waits for a take, else empty. Points are kept in half-points.
    """

    dice_in_hand: int = ALL_DICE
    rolls: int = 0
    points_half: int = 0
    clears: int = 0
    dice: tuple[int, ...] = ()

    @property
    def phase(self) -> str:
        if self.dice:
            return MUST_TAKE
        return BANK_OR_ROLL if self.rolls else MUST_ROLL

    @property
    def multiplier(self) -> int:
        """The multiplier of the roll in play: the roll waiting for a take, else the next roll."""
        return self.rolls if self.dice else self.rolls + 1

    @property
    def turn_points(self) -> float:
        return self.points_half / 2

    def scoring_options(self) -> tuple[Option, ...]:
        """The legal takes from the roll waiting for one (empty when no roll waits)."""
        return roll_options(self.dice) if self.dice else ()

    def legal_actions(self) -> list:
        if self.dice:
            return [Take(o.indices) for o in roll_options(self.dice)]
        return [Bank(), Roll()] if self.rolls else [Roll()]

    # -- the rules, each validating before it computes --------------------------------------
    def check_roll(self) -> None:
        if self.dice:
            raise IllegalAction("take at least one combination from this roll before rolling "
                                "again", "must-take")

    def rolled(self, dice: tuple[int, ...]) -> Turn | None:
        """The turn after rolling ``dice`` (all dice in hand), or ``None``: a bust."""
        choices, _ = candidate_takes(dice)
        if not choices:
            return None
        in_hand, rolls, points_half, clears, _ = self
        return _new(Turn, (in_hand, rolls + 1, points_half, clears, dice))

    def check_take(self) -> None:
        if not self.dice:
            if self.rolls:
                raise IllegalAction("dice were already taken from this roll: bank or roll",
                                    "already-taken")
            raise IllegalAction("roll before taking dice", "must-roll")

    def took(self, indices) -> Turn:
        """The turn after taking the dice at ``indices``; ``IllegalAction`` if not allowed.

        Indices that are exactly one of the roll's :func:`~.combinations.candidate_takes`, as
        computer players give them, are looked up; anything else goes through
        :func:`check_indices` and the full rules.
        """
        _, rolls, points_half, clears, dice = self
        if not dice:
            self.check_take()
        choices, their_indices = candidate_takes(dice)
        if indices in their_indices:  # as computer players give them: looked up
            place = their_indices.index(indices)
            picked, half = their_indices[place], choices[place][1]
        else:
            picked = check_indices(indices, len(dice))
            half = selection_half_points(dice, tuple(dice[i] for i in picked))
        points_half += half * rolls  # only this roll's points are multiplied
        left = len(dice) - len(picked)
        if left:
            return _new(Turn, (left, rolls, points_half, clears, ()))
        clears += 1  # MISHIMASH: bonus 10 x clear count, six dice again
        return _new(Turn, (ALL_DICE, rolls, points_half + MISHIMASH_BONUS_HALF * clears, clears, ()))

    def check_bank(self) -> None:
        if self.dice:
            raise IllegalAction("take at least one combination from this roll before banking",
                                "must-take")
        if not self.rolls:
            raise IllegalAction("roll at least once before banking", "must-roll")


_new = tuple.__new__  # builds a Turn without NamedTuple's slower keyword-handling __new__


def check_indices(indices, count: int) -> tuple[int, ...]:
    """``indices`` as a sorted tuple if they are distinct die indices of a roll of ``count``
    dice (whole numbers, not bools); ``IllegalAction`` otherwise."""
    try:
        picked = tuple(indices)
    except TypeError:
        raise IllegalAction("take a list of die indices", "bad-dice") from None
    if not all(type(i) is int for i in picked):
        raise IllegalAction(f"die indices must be whole numbers, got {list(picked)!r:.40}", "bad-dice")
    if any(not 0 <= i < count for i in picked):
        raise IllegalAction(f"the roll has dice 0 to {count - 1} only", "no-such-die", dice=count)
    if len(set(picked)) != len(picked):
        raise IllegalAction("each die can be taken once", "die-taken-twice")
    return tuple(sorted(picked))
