"""The MAGDAGDON moves as small immutable values (``kind`` names the game method)."""

from __future__ import annotations

import dataclasses

from ..action import Action


@dataclasses.dataclass(frozen=True, slots=True)
class Roll(Action):
    """Roll the four dice to start a turn."""

    kind = "roll"


@dataclasses.dataclass(frozen=True, slots=True)
class Place(Action):
    """Prepare die ``die`` (0-3) on cell ``(row, col)``."""

    kind = "place"
    die: int
    row: int
    col: int


@dataclasses.dataclass(frozen=True, slots=True)
class TakeBack(Action):
    """Return a prepared die to the pool."""

    kind = "take_back"
    die: int


@dataclasses.dataclass(frozen=True, slots=True)
class Confirm(Action):
    """Make the prepared dice permanent and end the turn."""

    kind = "confirm"


@dataclasses.dataclass(frozen=True, slots=True)
class Adjust(Action):
    """Majda Power: change an available die by ``delta`` (+1 or -1)."""

    kind = "adjust"
    die: int
    delta: int


@dataclasses.dataclass(frozen=True, slots=True)
class Reroll(Action):
    """Majda Power: reroll these available dice together (indices in increasing order)."""

    kind = "reroll"
    dice: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class AcceptMagdagdon(Action):
    """Accept MAGDAGDON: the empty cell ``(row, col)`` becomes a ruin and the turn ends."""

    kind = "accept_magdagdon"
    row: int
    col: int


ACTIONS = (Roll, Place, TakeBack, Confirm, Adjust, Reroll, AcceptMagdagdon)
