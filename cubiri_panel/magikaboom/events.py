"""The turn log: every thing that happens, as a small structured value.

Views translate events into the player's language from their fields (``kind``, ``seat``,
``ingredient``, ``moves``, ...); ``str(event)`` is the English line, with seats as "seat N".
:meth:`Event.describe` puts player names in. Events go into snapshots as JSON objects and are
checked field by field when a snapshot is restored.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from cubiri_panel.errors import SnapshotError

# The ingredients and effect kinds are the rules' (``.rules``), which write these events: read
# from there where a value is rebuilt, not at import.
if TYPE_CHECKING:
    from .rules import EffectKind, Ingredient


class HatMove(NamedTuple):
    """One hat moving on the score track, from space ``before`` to space ``after``.

    A named tuple rather than a frozen dataclass like the events: as immutable, several times
    quicker to build, and every potion, effect and explosion builds a few."""

    seat: int
    before: int
    after: int

    @property
    def amount(self) -> int:
        """Spaces gained (negative: lost)."""
        return self.after - self.before


def hat_moves(before: Sequence[int], after: Sequence[int]) -> tuple[HatMove, ...]:
    """The hats that moved between two score tuples, in seat order."""
    if before == after:  # an effect that moved nobody (a ghost in the lead, a skull on space 1)
        return ()
    return tuple([HatMove(i, b, a) for i, b, a in zip(range(len(after)), before, after) if a != b])


def _moves_text(moves: tuple[HatMove, ...], name) -> str:
    return ", ".join(f"{name(m.seat)} {'+' if m.amount > 0 else ''}{m.amount} to {m.after}"
                     for m in moves)


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    """Something that happened on ``seat``'s turn."""

    kind: ClassVar[str] = ""
    seat: int

    def describe(self, names: Sequence[str] | None = None) -> str:
        """The event in English, naming players from ``names`` (seat order) if given."""
        return self._text(lambda seat: names[seat] if names else f"seat {seat}")

    def _text(self, name) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.describe()

    def to_json(self) -> dict:
        data: dict[str, Any] = {"kind": self.kind}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if field.name == "moves":
                value = [[m.seat, m.before, m.after] for m in value]
            elif isinstance(value, tuple):
                value = [int(v) for v in value]
            elif isinstance(value, StrEnum):  # an EffectKind
                value = value.value
            elif isinstance(value, int) and not isinstance(value, bool):
                value = int(value)
            data[field.name] = value
        return data


@dataclasses.dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    kind: ClassVar[str] = "turn"

    def _text(self, name) -> str:
        return f"{name(self.seat)}'s turn"


@dataclasses.dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    """Two dice rolled: at the start of the turn, or the die in hand and one from the reserve."""

    kind: ClassVar[str] = "roll"
    dice: tuple[Ingredient, ...]

    def _text(self, name) -> str:
        return f"{name(self.seat)} rolls {' and '.join(map(str, self.dice))}"


@dataclasses.dataclass(frozen=True, slots=True)
class IngredientKept(Event):
    kind: ClassVar[str] = "keep"
    ingredient: Ingredient

    def _text(self, name) -> str:
        return f"{name(self.seat)} puts the {self.ingredient} into the cauldron"


@dataclasses.dataclass(frozen=True, slots=True)
class EffectApplied(Event):
    """The mover continued and the die in hand took effect. ``unmoved`` says why no hat moved
    ("leads", "next-hat-adjacent", "first-space", "everyone-leads"; "" if some hat did)."""

    kind: ClassVar[str] = "effect"
    ingredient: Ingredient
    effect: EffectKind
    moves: tuple[HatMove, ...]
    unmoved: str = ""

    def _text(self, name) -> str:
        what = _moves_text(self.moves, name) if self.moves else f"no hat moves ({self.unmoved})"
        return f"{name(self.seat)} uses the {self.ingredient} ({self.effect.value}): {what}"


@dataclasses.dataclass(frozen=True, slots=True)
class PotionExploded(Event):
    """The potion exploded: ``moves`` are the opponents' gains."""

    kind: ClassVar[str] = "explosion"
    moves: tuple[HatMove, ...]

    def _text(self, name) -> str:
        return f"{name(self.seat)}'s potion EXPLODES: {_moves_text(self.moves, name)}"


@dataclasses.dataclass(frozen=True, slots=True)
class PotionScored(Event):
    """The mover stopped: the potion is scored on its most common ``ingredient`` (the lowest
    face among equals), of which it holds ``count``, for ``points``."""

    kind: ClassVar[str] = "potion"
    ingredient: Ingredient
    count: int
    points: int
    moves: tuple[HatMove, ...]

    def _text(self, name) -> str:
        if not self.points:
            return f"{name(self.seat)} stops: the potion scores nothing"
        return (f"{name(self.seat)} stops: {self.count} {self.ingredient} score {self.points}, "
                f"{_moves_text(self.moves, name)}")


@dataclasses.dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """A hat reached the goal on ``seat``'s turn; ``winners`` are the seats on the top score."""

    kind: ClassVar[str] = "end"
    winners: tuple[int, ...]
    scores: tuple[int, ...]

    def _text(self, name) -> str:
        won = " and ".join(name(s) for s in self.winners)
        return f"game over: {won} {'wins' if len(self.winners) == 1 else 'win'} with {max(self.scores)}"


EVENTS: tuple[type[Event], ...] = (TurnStarted, DiceRolled, IngredientKept, EffectApplied,
                                   PotionExploded, PotionScored, GameEnded)
_BY_KIND = {cls.kind: cls for cls in EVENTS}


def _int(value: Any, what: str) -> int:
    if type(value) is not int:
        raise SnapshotError(f"event field {what!r} must be an int")
    return value


def _face(value: Any, what: str) -> Ingredient:
    from .rules import Ingredient

    if type(value) is not int or not 1 <= value <= 6:
        raise SnapshotError(f"event field {what!r} must be a die face 1-6")
    return Ingredient(value)


def event_from_json(data: Any, seats: int) -> Event:
    """Rebuild an event from :meth:`Event.to_json`; ``SnapshotError`` if anything is off,
    including a seat that is not at a table of ``seats`` players."""
    from .rules import EffectKind

    if not isinstance(data, dict) or data.get("kind") not in _BY_KIND:
        raise SnapshotError(f"not a log event: {data!r:.60}")
    cls = _BY_KIND[data["kind"]]
    names = [f.name for f in dataclasses.fields(cls)]
    if set(data) != {"kind", *names}:
        raise SnapshotError(f"a {cls.kind!r} event has the fields {names}")

    def seat(value: Any, what: str) -> int:
        if not 0 <= _int(value, what) < seats:
            raise SnapshotError(f"event field {what!r} is not a seat")
        return value

    args = {}
    for name in names:
        value = data[name]
        if name == "seat":
            args[name] = seat(value, name)
        elif name == "ingredient":
            args[name] = _face(value, name)
        elif name == "dice":
            if not isinstance(value, list) or len(value) != 2:
                raise SnapshotError("a roll has two dice")
            args[name] = tuple(_face(v, name) for v in value)
        elif name == "effect":
            try:
                args[name] = EffectKind(value)
            except ValueError:
                raise SnapshotError(f"unknown effect {value!r:.30}") from None
        elif name == "unmoved":
            if not isinstance(value, str):
                raise SnapshotError("'unmoved' must be a string")
            args[name] = value
        elif name == "moves":
            if not isinstance(value, list):
                raise SnapshotError("'moves' must be a list")
            moves = []
            for move in value:
                if not (isinstance(move, list) and len(move) == 3):
                    raise SnapshotError("a hat move is [seat, before, after]")
                s, before, after = seat(move[0], "moves"), _int(move[1], "moves"), _int(move[2], "moves")
                if before < 1 or after < 1 or before == after:
                    raise SnapshotError("a hat move goes between two different spaces from 1 up")
                moves.append(HatMove(s, before, after))
            args[name] = tuple(moves)
        elif name == "winners":
            if not isinstance(value, list) or not value:
                raise SnapshotError("'winners' must be a list of seats")
            args[name] = tuple(seat(v, name) for v in value)
        elif name == "scores":
            if not isinstance(value, list) or len(value) != seats:
                raise SnapshotError("'scores' must hold one score a seat")
            args[name] = tuple(_int(v, name) for v in value)
        else:
            args[name] = _int(value, name)
    return cls(**args)
