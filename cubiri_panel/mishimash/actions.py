"""The three moves of MISHIMASH, as small immutable values."""

from __future__ import annotations

import dataclasses
import itertools

from ..action import Action


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

# The letter of each action in a save (``MishimashGame.LETTERS``): "+" rolls, "=" banks, and a
# take is the letter of its dice as bits (die 0 is 1, die 5 is 32) in the URL-safe base64
# alphabet: "B" takes die 0, "D" dice 0 and 1, "_" all six.
_BITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
LETTERS = {Roll(): "+", Bank(): "=",
           **{Take(dice): _BITS[sum(1 << i for i in dice)]
              for n in range(1, 7) for dice in itertools.combinations(range(6), n)}}
