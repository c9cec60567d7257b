"""The facts of MAGIKABOOM (RULES.md section 3): the ingredients and their effects, the dice,
the track and the explosion limits. Everything else in the game reads them from here."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from enum import IntEnum, StrEnum
from types import MappingProxyType


class Ingredient(IntEnum):
    """An ingredient is a die face: ``Ingredient(3)`` is what a rolled 3 shows."""

    GHOST = 1
    CROW = 2
    PUMPKIN = 3
    CRYSTAL = 4
    SKULL = 5
    BAT = 6

    def __str__(self) -> str:
        return self.name.lower()


class EffectKind(StrEnum):
    """The kinds of effect an ingredient can have on the hats (the score track)."""

    BEHIND_NEXT_HAT = "behind-next-hat"  # move your hat just behind the nearest hat ahead
    GAIN = "gain"                        # you gain ``amount`` (negative: lose)
    LAST_GAIN = "last-gain"              # the last player(s) gain ``amount``
    RANK_GAIN = "rank-gain"              # you gain your rank (1st: 1, 2nd: 2, ...)
    ALL_BUT_LEADERS_GAIN = "all-but-leaders-gain"  # everyone but the leader(s) gains ``amount``


@dataclasses.dataclass(frozen=True, slots=True)
class Effect:
    """One ingredient's effect: a kind and, for the kinds that need one, an amount."""

    kind: EffectKind
    amount: int = 0

    def __str__(self) -> str:
        return {
            EffectKind.BEHIND_NEXT_HAT: "move your hat just behind the nearest hat ahead",
            EffectKind.GAIN: f"{'gain' if self.amount >= 0 else 'lose'} {abs(self.amount)}",
            EffectKind.LAST_GAIN: f"the last player(s) gain {self.amount}",
            EffectKind.RANK_GAIN: "gain your rank",
            EffectKind.ALL_BUT_LEADERS_GAIN: f"everyone but the leader(s) gains {self.amount}",
        }[self.kind]


#: Ingredient -> effect. The rule card fixes only the crow and the crystal; RULES.md assigns the
#: other four. This is the one place to change the assignment.
EFFECTS: Mapping[Ingredient, Effect] = MappingProxyType({
    Ingredient.GHOST: Effect(EffectKind.BEHIND_NEXT_HAT),
    Ingredient.CROW: Effect(EffectKind.GAIN, 1),
    Ingredient.PUMPKIN: Effect(EffectKind.LAST_GAIN, 2),
    Ingredient.CRYSTAL: Effect(EffectKind.RANK_GAIN),
    Ingredient.SKULL: Effect(EffectKind.GAIN, -1),
    Ingredient.BAT: Effect(EffectKind.ALL_BUT_LEADERS_GAIN, 1),
})

SEATS = (2, 6)        # the fewest and the most players
DICE = 6              # dice a player has each turn: the reserve at the start of a turn
FIRST_SPACE = 1       # where hats start, and the floor of a skull
GOAL = 28             # a hat on this space or beyond ends the game at once
EXPLODING_KINDS = 4   # a potion explodes with this many different ingredients ...
EXPLODING_SAME = 5    # ... or this many of one (cauldron plus the dice just rolled)
EXPLOSION_GAIN = 2    # what every opponent gains when the mover's potion explodes
POTION_POINTS = {2: 1, 3: 3, 4: 6}  # by the count of the most common ingredient
