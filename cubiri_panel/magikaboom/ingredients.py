"""The six ingredients (die faces) and what each one does: the effect table, as data.

The rule card fixes only the crow and the crystal; RULES.md assigns the other four effects to
ingredients. That assignment lives in :data:`EFFECTS` and nowhere else, so changing it is a
one-line edit: the game, the log, the odds and the computer players all read this table.
"""

from __future__ import annotations

import dataclasses
from enum import IntEnum, StrEnum
from types import MappingProxyType
from typing import Mapping


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


#: Ingredient -> effect (RULES.md section 3). The one place to change the assignment.
EFFECTS: Mapping[Ingredient, Effect] = MappingProxyType({
    Ingredient.GHOST: Effect(EffectKind.BEHIND_NEXT_HAT),
    Ingredient.CROW: Effect(EffectKind.GAIN, 1),
    Ingredient.PUMPKIN: Effect(EffectKind.LAST_GAIN, 2),
    Ingredient.CRYSTAL: Effect(EffectKind.RANK_GAIN),
    Ingredient.SKULL: Effect(EffectKind.GAIN, -1),
    Ingredient.BAT: Effect(EffectKind.ALL_BUT_LEADERS_GAIN, 1),
})


def ingredient(value: object) -> Ingredient:
    """``value`` as an Ingredient; ``ValueError`` unless it is a die face 1-6 (never a bool)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        raise ValueError(f"an ingredient is a die face 1-6, not {value!r}")
    return Ingredient(value)
