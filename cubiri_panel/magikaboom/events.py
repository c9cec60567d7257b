"""The turn log: every thing that happens, as a small value the rules write.

Each event has a ``kind`` the views translate from, fields they read (``seat``, ``ingredient``,
``moves``, ...), ``str(event)``, the English line with seats as "seat N", and
``describe(names)``, the same line with the players' names.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .facts import EffectKind, Ingredient


class HatMove(NamedTuple):
    """One hat moving on the score track, from space ``before`` to space ``after``."""

    seat: int
    before: int
    after: int

    @property
    def amount(self) -> int:
        """Spaces gained (negative: lost)."""
        return self.after - self.before


def hat_moves(before: Sequence[int], after: Sequence[int]) -> tuple[HatMove, ...]:
    """The hats that moved between two score tuples, in seat order."""
    return tuple(HatMove(seat, b, a) for seat, (b, a) in enumerate(zip(before, after)) if a != b)


def _namer(names: Sequence[str] | None):
    return lambda seat: names[seat] if names else f"seat {seat}"


def _moves_text(moves: tuple[HatMove, ...], name) -> str:
    return ", ".join(f"{name(m.seat)} {'+' if m.amount > 0 else ''}{m.amount} to {m.after}"
                     for m in moves)


class TurnStarted(NamedTuple):
    seat: int
    kind = "turn"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{_namer(names)(self.seat)}'s turn"

    def __str__(self) -> str:
        return self.describe()


class DiceRolled(NamedTuple):
    """Two dice rolled: at the start of the turn, or the die in hand and one from the reserve."""

    seat: int
    dice: tuple[Ingredient, ...]
    kind = "roll"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{_namer(names)(self.seat)} rolls {' and '.join(map(str, self.dice))}"

    def __str__(self) -> str:
        return self.describe()


class IngredientKept(NamedTuple):
    seat: int
    ingredient: Ingredient
    kind = "keep"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{_namer(names)(self.seat)} puts the {self.ingredient} into the cauldron"

    def __str__(self) -> str:
        return self.describe()


class EffectApplied(NamedTuple):
    """The mover continued and the die in hand took effect. ``unmoved`` says why no hat moved
    ("leads", "next-hat-adjacent", "first-space", "everyone-leads"; "" if some hat did)."""

    seat: int
    ingredient: Ingredient
    effect: EffectKind
    moves: tuple[HatMove, ...]
    unmoved: str = ""
    kind = "effect"

    def describe(self, names: Sequence[str] | None = None) -> str:
        name = _namer(names)
        what = _moves_text(self.moves, name) if self.moves else f"no hat moves ({self.unmoved})"
        return f"{name(self.seat)} uses the {self.ingredient} ({self.effect.value}): {what}"

    def __str__(self) -> str:
        return self.describe()


class PotionExploded(NamedTuple):
    """The potion exploded: ``moves`` are the opponents' gains; ``dice`` the cauldron and the
    roll that blew it up (the roll last); ``rule`` which limit it reached: "kinds" (``count``
    different ingredients) or "same" (``count`` of ``ingredient``)."""

    seat: int
    moves: tuple[HatMove, ...]
    dice: tuple[Ingredient, ...]
    rule: str
    count: int
    ingredient: Ingredient | None
    kind = "explosion"

    def describe(self, names: Sequence[str] | None = None) -> str:
        name = _namer(names)
        return f"{name(self.seat)}'s potion EXPLODES: {_moves_text(self.moves, name)}"

    def __str__(self) -> str:
        return self.describe()


class PotionScored(NamedTuple):
    """The mover stopped: the potion (``dice``, in the order they went in) is scored on its
    most common ``ingredient`` (the lowest face among equals), of which it holds ``count``,
    for ``points``."""

    seat: int
    ingredient: Ingredient
    count: int
    points: int
    moves: tuple[HatMove, ...]
    dice: tuple[Ingredient, ...]
    kind = "potion"

    def describe(self, names: Sequence[str] | None = None) -> str:
        name = _namer(names)
        if not self.points:
            return f"{name(self.seat)} stops: the potion scores nothing"
        return (f"{name(self.seat)} stops: {self.count} {self.ingredient} score {self.points}, "
                f"{_moves_text(self.moves, name)}")

    def __str__(self) -> str:
        return self.describe()


class GameEnded(NamedTuple):
    """A hat reached the goal on ``seat``'s turn; ``winners`` are the seats on the top score."""

    seat: int
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    kind = "end"

    def describe(self, names: Sequence[str] | None = None) -> str:
        won = " and ".join(_namer(names)(s) for s in self.winners)
        return f"game over: {won} {'wins' if len(self.winners) == 1 else 'win'} with {max(self.scores)}"

    def __str__(self) -> str:
        return self.describe()


Event = TurnStarted | DiceRolled | IngredientKept | EffectApplied | PotionExploded | PotionScored | GameEnded
EVENTS: tuple[type, ...] = (TurnStarted, DiceRolled, IngredientKept, EffectApplied, PotionExploded,
                            PotionScored, GameEnded)
