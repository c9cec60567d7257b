"""The rules of a turn in the fast forms the odds and the computer players need: what two dice
do to a cauldron (:func:`roll_table`, :func:`shape_rolls`) and what each ingredient's effect
does to the hats (:func:`effects`). They must agree with :mod:`.rules`; one test checks that
(``tests/magikaboom/test_fast_turn.py``).

A potion that has not exploded holds at most 3 kinds and at most 4 of one, so there are few
cauldrons to roll against; their outcomes are facts of the rules, worked out once and kept.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ..memo import register
from .facts import (DICE, EFFECTS, EXPLODING_KINDS, EXPLODING_SAME, FIRST_SPACE, POTION_POINTS,
                    EffectKind, Ingredient)

Cauldron = tuple[int, ...]
#: How many of each ingredient a cauldron holds, largest count first: where only potions
#: matter, which ingredients they are does not.
Shape = tuple[int, ...]
#: The scores as the mover sees them: the mover's space, then the opponents' spaces sorted.
Position = tuple[int, ...]

#: The 21 outcomes of two dice, unordered, as (low, high, ways out of 36).
PAIRS: tuple[tuple[int, int, int], ...] = tuple(
    (x, y, 1 if x == y else 2) for x in range(1, 7) for y in range(x, 7))
#: Ways two dice can fall (the denominator of every weight above).
OUTCOMES = 36
_FACES = 6
_POINTS_BY_COUNT = tuple(POTION_POINTS.get(count, 0) for count in range(EXPLODING_SAME))


# -- rolls against a cauldron ------------------------------------------------------------------
class KeepChoice(NamedTuple):
    """One way to go on after a roll: the cauldron after keeping a die, and the die in hand."""

    cauldron: Cauldron
    held: int
    points: int  # what stopping now would score: the potion cauldron + held
    shape: Shape


class Outcome(NamedTuple):
    """A roll that does not explode: its weight out of 36 and the two ways to keep a die."""

    weight: int
    first: KeepChoice
    second: KeepChoice


class RollTable(NamedTuple):
    """What rolling two dice against a cauldron can give."""

    explosion_weight: int          # ways out of 36 that the potion explodes
    outcomes: tuple[Outcome, ...]  # every roll that does not, with its keep choices


def canonical(cauldron: Iterable[int]) -> Cauldron:
    """A cauldron as a sorted tuple of faces: the order dice went in never matters."""
    return tuple(sorted(map(int, cauldron)))


def shape_of(cauldron: Iterable[int]) -> Shape:
    """How many of each ingredient the cauldron holds, largest count first."""
    counts: dict[int, int] = {}
    for face in cauldron:
        counts[face] = counts.get(face, 0) + 1
    return tuple(sorted(counts.values(), reverse=True))


_TABLES: dict[Cauldron, RollTable] = {}
_SHAPE_ROLLS: dict[Shape, tuple[int, tuple]] = {}
register(__name__, _TABLES.clear)
register(__name__, _SHAPE_ROLLS.clear)


def roll_table(cauldron: Cauldron) -> RollTable:
    """The roll outcomes against a canonical cauldron of at most 4 dice (kept once built)."""
    table = _TABLES.get(cauldron)
    if table is not None:
        return table
    if len(cauldron) > DICE - 2:
        raise ValueError(f"a cauldron of {len(cauldron)} dice leaves too few dice to roll two")
    counts: dict[int, int] = {}
    for face in cauldron:
        counts[face] = counts.get(face, 0) + 1
    boom, outcomes = 0, []
    for x, y, ways in PAIRS:
        kinds = len(counts) + (x not in counts) + (y != x and y not in counts)
        most = max(counts.get(x, 0) + 1 + (x == y), counts.get(y, 0) + 1 + (x == y), *counts.values())
        if kinds >= EXPLODING_KINDS or most >= EXPLODING_SAME:
            boom += ways
            continue
        # Either keep choice leaves the same dice to score when stopping.
        points = _POINTS_BY_COUNT[most]
        after_x, after_y = tuple(sorted(cauldron + (x,))), tuple(sorted(cauldron + (y,)))
        outcomes.append(Outcome(ways, KeepChoice(after_x, y, points, shape_of(after_x)),
                                KeepChoice(after_y, x, points, shape_of(after_y))))
    table = _TABLES[cauldron] = RollTable(boom, tuple(outcomes))
    return table


def shape_rolls(shape: Shape) -> tuple[int, tuple]:
    """Rolling two dice against a shape: how many of the 36 ordered rolls explode, and for
    each other roll the two ways to keep a die, as (shape after keeping, points of stopping);
    either way stops with the same dice, so with the same points."""
    found = _SHAPE_ROLLS.get(shape)
    if found is not None:
        return found
    base = list(shape) + [0] * (_FACES - len(shape))  # faces beyond the shape are new kinds
    booms, keeps = 0, []
    for a in range(_FACES):
        for b in range(_FACES):
            counts = base[:]
            counts[a] += 1
            counts[b] += 1
            if sum(1 for c in counts if c) >= EXPLODING_KINDS or max(counts) >= EXPLODING_SAME:
                booms += 1
                continue
            points = _POINTS_BY_COUNT[max(counts)]
            options = []
            for held in (b, a):
                counts[held] -= 1
                options.append((tuple(sorted((c for c in counts if c), reverse=True)), points))
                counts[held] += 1
            keeps.append(tuple(options))
    found = _SHAPE_ROLLS[shape] = (booms, tuple(keeps))
    return found


# -- the effects at a position -----------------------------------------------------------------
def position(scores: Sequence[int], seat: int) -> Position:
    """The scores as the mover sees them: opponents are interchangeable to the solvers."""
    others = list(scores)
    del others[seat]
    others.sort()
    return (scores[seat], *others)


_GAIN, _RANK_GAIN, _BEHIND_NEXT_HAT, _LAST_GAIN, _ALL_BUT_LEADERS_GAIN = range(5)
_KIND_CODE = {EffectKind.GAIN: _GAIN, EffectKind.RANK_GAIN: _RANK_GAIN,
              EffectKind.BEHIND_NEXT_HAT: _BEHIND_NEXT_HAT, EffectKind.LAST_GAIN: _LAST_GAIN,
              EffectKind.ALL_BUT_LEADERS_GAIN: _ALL_BUT_LEADERS_GAIN}
_EFFECT_OF = tuple((_KIND_CODE[EFFECTS[face].kind], EFFECTS[face].amount) for face in Ingredient)

# By opponents: the positions where the mover alone has moved, by the mover's space, and what
# each effect that moves opponents does to them in its two cases (see _opponents_after).
# Siblings in a turn's tree share their opponents.
_opponents_memo: dict[Position, list] = {}


def forget_positions() -> None:
    _opponents_memo.clear()


register(__name__, forget_positions)


def _opponents_after(opponents: Position, face: int, case: int) -> tuple[Position, int]:
    """What the effect of ``face``, one that moves opponents, does to them: their spaces after,
    sorted, and their total gain. The last-gain effect: case 0 when the mover is below them all
    (none of them is last), 1 otherwise. All-but-leaders: 0 when the mover is above them all
    (all gain), 1 otherwise."""
    kind, amount = _EFFECT_OF[face - 1]
    if kind == _LAST_GAIN:
        low = opponents[0]
        others = [max(FIRST_SPACE, s + amount) if case and s == low else s for s in opponents]
    else:
        high = opponents[-1]
        others = [s if case and s == high else max(FIRST_SPACE, s + amount) for s in opponents]
    gain = sum(others) - sum(opponents)
    others.sort()
    found = _opponents_memo[opponents][face][case] = (tuple(others), gain)
    return found


def effects(pos: Position) -> list[tuple[Position, int]]:
    """For each face 1-6 in turn, the position after the mover uses it (the mover first, the
    opponents sorted) and the opponents' total gain. ``pos`` has the mover first and the rest
    sorted (see :func:`position`)."""
    mover, opponents = pos[0], pos[1:]
    theirs = _opponents_memo.get(opponents)
    if theirs is None:
        theirs = _opponents_memo[opponents] = [{}, *([None, None] for _ in Ingredient)]
    alone = theirs[0]
    count, low, high = len(opponents), opponents[0], opponents[-1]
    above = bisect_right(opponents, mover)  # opponents[above:] are ahead of the mover
    found = []
    for face, (kind, amount) in enumerate(_EFFECT_OF, 1):
        if kind <= _BEHIND_NEXT_HAT:  # moves the mover alone: the opponents stay put, sorted
            if kind == _GAIN:
                new = max(FIRST_SPACE, mover + amount)
            elif kind == _RANK_GAIN:
                new = mover + 1 + count - above
            else:
                new = opponents[above] - 1 if above < count and opponents[above] - 1 > mover else mover
            after = alone.get(new)
            if after is None:
                after = alone[new] = (new, *opponents)
            found.append((after, 0))
            continue
        if kind == _LAST_GAIN:  # the mover gains when last, alone or tied
            new, case = max(FIRST_SPACE, mover + amount) if mover <= low else mover, mover >= low
        else:  # all but the leaders gain: the mover unless leading, alone or tied
            new, case = mover if mover >= high else max(FIRST_SPACE, mover + amount), mover <= high
        others, gain = theirs[face][case] or _opponents_after(opponents, face, case)
        found.append(((new, *others), gain))
    return found
