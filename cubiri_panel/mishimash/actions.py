"""The three moves of MISHIMASH, as small immutable values."""

from __future__ import annotations

import dataclasses

from ..game import Action


@dataclasses.dataclass(frozen=True, slots=True)
class Roll(Action):
    """Roll the dice in hand (six at turn start and after a MISHIMASH)."""

    kind = "roll"


@dataclasses.dataclass(frozen=True, slots=True)
class Take(Action):
    """Take the dice at these indices into the current roll (sorted, each once)."""

    kind = "take"
    dice: tuple[int, ...]

    def canonical(self) -> Take:
        return Take(tuple(sorted(self.dice)))


@dataclasses.dataclass(frozen=True, slots=True)
class Bank(Action):
    """Add the turn's points to the player's score; the turn ends."""

    kind = "bank"


ACTIONS = (Roll, Take, Bank)
