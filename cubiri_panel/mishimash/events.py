"""The turn log of a MISHIMASH game: what happened, as small immutable values.

``rules.step`` writes an event for each thing a player would tell about a turn: a roll (or a
bust, the roll that scores nothing), each take with its points and multiplier, a MISHIMASH, a
bank, and what the table does after a turn: the final round, sudden death, the end. Views
translate an event from its ``kind`` and fields; ``str(event)`` is the English line, with seats
as "seat N", and ``event.describe(names)`` puts the players' names in. Points are half-points;
``points`` is what a player sees.

>>> str(DiceTaken(0, (1, 4, 1, 1), (0, 2, 3), 20, 2))
'seat 0 takes 1-1-1: 10 x 2 = 20'
>>> TurnBanked(1, 21, 41).describe(["Ana", "Ben"])
'Ben banks 10.5 (score 20.5)'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Union


def _points(half_points: int) -> str:
    return f"{half_points / 2:g}"


def _dice(values: tuple[int, ...]) -> str:
    return "-".join(map(str, values))


def _name(seat: int, names: Sequence[str] | None) -> str:
    return names[seat] if names else f"seat {seat}"


class DiceRolled(NamedTuple):
    """``seat`` rolled ``dice`` (every die in hand, in die order), and some combination
    scores; ``multiplier``: the roll's, which multiplies what is taken from it."""

    seat: int
    dice: tuple[int, ...]
    multiplier: int
    kind = "roll"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{_name(self.seat, names)} rolls {_dice(self.dice)} (x{self.multiplier})"

    __str__ = describe


class TurnBusted(NamedTuple):
    """``seat`` rolled ``dice`` and no combination scores: the turn ends, and its
    ``half_points`` are lost."""

    seat: int
    dice: tuple[int, ...]
    half_points: int
    kind = "bust"

    @property
    def points(self) -> float:
        return self.half_points / 2

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{_name(self.seat, names)} rolls {_dice(self.dice)}: BUST, {_points(self.half_points)} lost"

    __str__ = describe


class DiceTaken(NamedTuple):
    """``seat`` took the dice at ``indices`` of the roll ``rolled``, worth ``half_points``
    before the roll's ``multiplier``."""

    seat: int
    rolled: tuple[int, ...]
    indices: tuple[int, ...]
    half_points: int
    multiplier: int
    kind = "take"

    @property
    def points(self) -> float:
        """The points of the dice taken, before the multiplier."""
        return self.half_points / 2

    @property
    def dice(self) -> tuple[int, ...]:
        """The values taken, in die order."""
        return tuple([self.rolled[i] for i in sorted(self.indices)])

    @property
    def gain(self) -> float:
        """What the take added to the turn: its points times the multiplier."""
        return self.half_points * self.multiplier / 2

    def describe(self, names: Sequence[str] | None = None) -> str:
        return (f"{_name(self.seat, names)} takes {_dice(self.dice)}: {_points(self.half_points)} x "
                f"{self.multiplier} = {_points(self.half_points * self.multiplier)}")

    __str__ = describe


class MishimashScored(NamedTuple):
    """The take used every die rolled: MISHIMASH number ``clears`` of the turn, a bonus of
    ``half_points`` (never multiplied), and six dice again."""

    seat: int
    clears: int
    half_points: int
    kind = "mishimash"

    @property
    def points(self) -> float:
        return self.half_points / 2

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{_name(self.seat, names)}: MISHIMASH, bonus +{_points(self.half_points)}, six dice again"

    __str__ = describe


class TurnBanked(NamedTuple):
    """``seat`` banked the turn's ``half_points``; ``score_half``: the seat's score after."""

    seat: int
    half_points: int
    score_half: int
    kind = "bank"

    @property
    def points(self) -> float:
        return self.half_points / 2

    @property
    def score(self) -> float:
        return self.score_half / 2

    def describe(self, names: Sequence[str] | None = None) -> str:
        return (f"{_name(self.seat, names)} banks {_points(self.half_points)} "
                f"(score {_points(self.score_half)})")

    __str__ = describe


class FinalRoundStarted(NamedTuple):
    """``seat``'s bank reached the target (``target_half``): the seats after it play one last
    turn each."""

    seat: int
    target_half: int
    kind = "final-round"

    @property
    def target(self) -> int:
        return self.target_half // 2

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{_name(self.seat, names)} reaches the target of {_points(self.target_half)}: final round"

    __str__ = describe


class SuddenDeathStarted(NamedTuple):
    """After ``seat``'s turn the round ended with ``contenders`` tied for first: they play a
    sudden-death round, one turn each in seat order (again while some are still tied)."""

    seat: int
    contenders: tuple[int, ...]
    kind = "sudden-death"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return ("tie for first: sudden death between "
                + ", ".join(_name(s, names) for s in self.contenders))

    __str__ = describe


class GameEnded(NamedTuple):
    """The game ended on ``seat``'s turn: ``winner`` has the highest banked score;
    ``scores_half`` are the final scores, seat order (the places follow from them)."""

    seat: int
    winner: int
    scores_half: tuple[int, ...]
    kind = "end"

    @property
    def score(self) -> float:
        """The winner's score."""
        return self.scores_half[self.winner] / 2

    @property
    def places(self) -> tuple[int, ...]:
        """The seats from first to last: the winner, then by score (seat order among equals)."""
        others = sorted((s for s in range(len(self.scores_half)) if s != self.winner),
                        key=lambda s: -self.scores_half[s])
        return (self.winner, *others)

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"game over: {_name(self.winner, names)} wins with {_points(self.scores_half[self.winner])}"

    __str__ = describe


Event = Union[DiceRolled, TurnBusted, DiceTaken, MishimashScored, TurnBanked, FinalRoundStarted,
              SuddenDeathStarted, GameEnded]
EVENTS: tuple[type, ...] = (DiceRolled, TurnBusted, DiceTaken, MishimashScored, TurnBanked,
                            FinalRoundStarted, SuddenDeathStarted, GameEnded)
TurnEvent = Union[TurnBusted, TurnBanked, MishimashScored]
"""What a banner announces, and what ``State.last_event`` and ``last_turn`` hold."""
