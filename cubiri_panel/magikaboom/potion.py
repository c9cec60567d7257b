"""The cauldron: when a potion explodes and what a finished potion scores."""

from __future__ import annotations

from collections.abc import Iterable

#: Dice a player has each turn (the reserve at the start of a turn).
DICE = 6
#: A potion explodes with this many different ingredients ...
EXPLODING_KINDS = 4
#: ... or with this many of one ingredient (cauldron plus the dice just rolled).
EXPLODING_SAME = 5
#: What every opponent gains when the mover's potion explodes.
EXPLOSION_GAIN = 2
#: Points for the most common ingredient in a finished potion, by its count.
POTION_POINTS = {2: 1, 3: 3, 4: 6}


def explodes(cauldron: Iterable[int], rolled: Iterable[int]) -> bool:
    """Whether the cauldron plus the dice just rolled hold 4 or more different ingredients,
    or 5 or more of one ingredient."""
    dice = (*cauldron, *rolled)
    kinds = set(dice)
    if len(kinds) >= EXPLODING_KINDS:
        return True
    # Counting only pays when there are enough dice for five of one (this runs on every roll).
    return len(dice) >= EXPLODING_SAME and max(map(dice.count, kinds)) >= EXPLODING_SAME


def potion_points(cauldron: Iterable[int]) -> int:
    """Points of a finished potion: its most common ingredient, 2 dice 1, 3 dice 3, 4 dice 6.

    A potion that did not explode never holds 5 of one ingredient, so 4 is the most that
    counts; fewer than 2 of every ingredient scores nothing.
    """
    dice = tuple(cauldron)
    most = max(map(dice.count, set(dice)), default=0)
    return POTION_POINTS.get(min(most, max(POTION_POINTS)), 0)


def potion_ingredient(cauldron: Iterable[int]) -> tuple[int | None, int]:
    """The ingredient the potion is scored on and how many of it: the most common one (the
    lowest face among equals, since they score the same), or ``(None, 0)`` for an empty one."""
    dice = tuple(cauldron)
    if not dice:
        return None, 0
    most = max(map(dice.count, set(dice)))
    return min(face for face in dice if dice.count(face) == most), most
