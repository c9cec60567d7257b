"""The exact value of every choice in a turn, scores and effects included: the expert's eyes.

The value of a position is the mover's expected *gain over the rest of the turn*:

    (points the mover gains) - (mean of the points each opponent gains)
    + WIN_BONUS if the game ends during the turn with the mover among the winners
    - WIN_BONUS if it ends with the mover not among them

counting potions, explosions (+2 to every opponent) and every effect, with each effect applied
to the scores as they stand when it happens (a crystal after a ghost sees the new rank). The
mean, not the maximum, because the mover races every opponent at once; the bonus because the
game ends at 28 and no later gain makes up for losing it.

The turn tree is small in dice but not in scores: after three effects the scores can be in a
few hundred states. What the rest of the turn depends on, though, is only (a) how far the mover
is from 28, (b) whether an explosion would carry an opponent there, and (c) for each ingredient,
what its effect is worth now and what it leaves behind. That *signature* is interned to a small
int, so positions with different scores but the same signature share their values, in one
decision and across decisions and games. Values are exact integers in units of 1/SCALE point
(a turn has at most four rolls of 36 outcomes, and 60 is divisible by every opponent count).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .cauldrons import OUTCOMES, Cauldron, Shape, canonical, forget_tables, roll_table, shape_of, shape_rolls
from .effects import GOAL, effect_scores
from .ingredients import EFFECTS, EffectKind, Ingredient
from .potion import DICE, EXPLOSION_GAIN, POTION_POINTS, explodes, potion_points

#: Value units per point.
SCALE = 60 * OUTCOMES ** 4
#: What ending the game as a winner is worth, in points (losing it costs as much).
WIN_BONUS = 30
_WIN = WIN_BONUS * SCALE
#: Most dice the cauldron can hold and still be rolled against (two dice must be left).
_LAST_ROLL = DICE - 2
#: A distance to the goal beyond any potion: "the potion cannot end the game".
_FAR = max(POTION_POINTS.values()) + 1
_FACES = tuple(Ingredient)
_EFFECT_OF = {int(face): EFFECTS[face] for face in _FACES}
_MOVES_ONLY_THE_MOVER = {EffectKind.GAIN, EffectKind.RANK_GAIN, EffectKind.BEHIND_NEXT_HAT}

Position = tuple[int, ...]  # the mover's score, then the opponents' scores sorted

# Memos. They only grow with distinct positions and are dropped wholesale past _MEMO_LIMIT.
_effects: dict[tuple[int, Position], tuple[int, Position | None]] = {}
_signature_of: dict[tuple[Position, int], int] = {}
_signature_ids: dict[tuple, int] = {}
_signatures: list[tuple] = []
_values: dict[tuple[Cauldron, int], int] = {}
_sides_memo: dict[tuple[Cauldron, tuple[int, ...], int], list[tuple[int, ...]]] = {}
_last_values: dict[tuple[Shape, int], int] = {}
# Facts of the rules, never stale: potion points and cauldron shapes.
_points: dict[tuple[Cauldron, int], int] = {}
_shapes: dict[Cauldron, Shape] = {}
# About 45 MB of memo at most (measured: some 230 bytes an entry); a person's evening of games
# stays far below, and simulations of hundreds of games keep most of what they learn.
_MEMO_LIMIT = 200_000


def clear_memo(rules_too: bool = False) -> None:
    """Forget every memoised value (the benchmarks call this to time a decision cold); with
    ``rules_too``, also the tables of rule facts (roll outcomes, potion points)."""
    if rules_too:
        forget_tables()
        _points.clear()
        _shapes.clear()
    _effects.clear()
    _signature_of.clear()
    _signature_ids.clear()
    _signatures.clear()
    _values.clear()
    _last_values.clear()
    _sides_memo.clear()


def position(scores: Sequence[int], seat: int) -> Position:
    """The scores as the mover sees them: opponents are interchangeable in the objective."""
    return (scores[seat], *sorted(s for i, s in enumerate(scores) if i != seat))


def _effect(face: int, pos: Position) -> tuple[int, Position | None]:
    """The value of applying ``face``'s effect now, and the position after (``None`` if the
    game ends there, in which case the value includes the bonus)."""
    key = (face, pos)
    found = _effects.get(key)
    if found is not None:
        return found
    effect = _EFFECT_OF[face]
    after = effect_scores(effect, 0, pos)
    if effect.kind in _MOVES_ONLY_THE_MOVER:
        # Opponents stay put and sorted: no sums, no sort.
        value = (after[0] - pos[0]) * SCALE
        if after[0] >= GOAL:
            found = (value + _WIN, None)
        else:
            found = (value, after)
    else:
        opponents = len(pos) - 1
        value = (after[0] - pos[0]) * SCALE - (sum(after) - after[0] - sum(pos) + pos[0]) * SCALE // opponents
        top = max(after)
        if top >= GOAL:
            found = (value + (_WIN if after[0] == top else -_WIN), None)
        else:
            found = (value, (after[0], *sorted(after[1:])))
    _effects[key] = found
    return found


def _signature(pos: Position, depth: int) -> int:
    """The interned id of what the rest of a turn with ``depth`` more effects can depend on."""
    key = (pos, depth)
    sid = _signature_of.get(key)
    if sid is not None:
        return sid
    need = _NEED_CLASS[min(GOAL - pos[0], _FAR)]
    near = max(pos[1:]) + EXPLOSION_GAIN >= GOAL
    if depth == 0:
        sig: tuple = (need, near)
    else:
        worth, then = [0], [-1]  # index 0 unused: faces are 1-6
        for face in _FACES:
            value, after = _effect(face, pos)
            worth.append(value)
            then.append(-1 if after is None else _signature(after, depth - 1))
        sig = (need, near, tuple(worth), tuple(then))
    sid = _signature_ids.get(sig)
    if sid is None:
        sid = _signature_ids[sig] = len(_signatures)
        _signatures.append(sig)
    _signature_of[key] = sid
    return sid


def _shape(cauldron: Cauldron) -> Shape:
    shape = _shapes.get(cauldron)
    if shape is None:
        shape = _shapes[cauldron] = shape_of(cauldron)
    return shape


def _stops(need: int) -> list[int]:
    """The value of stopping with a potion of 0..6 points, ``need`` points short of the goal."""
    return [points * SCALE + (_WIN if points >= need else 0) for points in range(_FAR)]


# Potions score 0, 1, 3 or 6: being 2 or 3 short of the goal is the same (a 3 wins), and so
# is being 4, 5 or 6 short. Folding those together lets more positions share a signature.
_NEED_CLASS = {need: min([p for p in POTION_POINTS.values() if p >= need] + [_FAR])
               for need in range(1, _FAR + 1)}
_STOPS = {need: _stops(need) for need in range(1, _FAR + 1)}
_EXPLOSION = {near: -EXPLOSION_GAIN * SCALE - (_WIN if near else 0) for near in (False, True)}


def _last_roll_value(shape: Shape, sid: int) -> int:
    """:func:`_roll_value` when the reserve will be empty after the roll: every choice is a
    stop, so only potions matter, and with them only the cauldron's shape."""
    key = (shape, sid)
    value = _last_values.get(key)
    if value is not None:
        return value
    need, near = _signatures[sid][:2]
    stops = _STOPS[need]
    booms, keeps = shape_rolls(shape)
    total = booms * _EXPLOSION[near]
    for (_, points), _ in keeps:
        total += stops[points]
    value = _last_values[key] = total // OUTCOMES
    return value


def _sides(cauldron: Cauldron, then: tuple[int, ...], need: int) -> list[tuple[int, ...]]:
    """Each roll against ``cauldron`` that does not explode, as (ways, value of stopping, then
    for both keep choices the die in hand and the value of the roll after continuing). Stopping
    scores the same dice whichever die is kept. This depends on the signature only through
    ``then`` and ``need``, so signatures sharing those share the list."""
    key = (cauldron, then, need)
    sides = _sides_memo.get(key)
    if sides is not None:
        return sides
    sides = []
    stops = _STOPS[need]
    last_get = _last_values.get
    for weight, (_, held, points, shape), (_, held2, _, shape2) in roll_table(cauldron).outcomes:
        # The roll after continuing is the last one. A negative kid: the effect ends the
        # game, and its value says it all.
        kid = then[held]
        rolled_on = 0 if kid < 0 else last_get((shape, kid))
        if rolled_on is None:
            rolled_on = _last_roll_value(shape, kid)
        kid = then[held2]
        rolled_on2 = 0 if kid < 0 else last_get((shape2, kid))
        if rolled_on2 is None:
            rolled_on2 = _last_roll_value(shape2, kid)
        sides.append((weight, stops[points], held, rolled_on, held2, rolled_on2))
    _sides_memo[key] = sides
    return sides


def _roll_value(cauldron: Cauldron, sid: int) -> int:
    """Expected value of rolling two dice against ``cauldron`` and playing on optimally."""
    if len(cauldron) >= _LAST_ROLL:
        return _last_roll_value(_shape(cauldron), sid)
    key = (cauldron, sid)
    value = _values.get(key)
    if value is not None:
        return value
    need, near, worth, then = _signatures[sid]
    table = roll_table(cauldron)
    total = table.explosion_weight * _EXPLOSION[near]
    if len(cauldron) == _LAST_ROLL - 1:
        # The most numerous nodes: many signatures share their rolls' sides, so loop over those.
        for weight, stop, held, rolled_on, held2, rolled_on2 in _sides(cauldron, then, need):
            go_on = worth[held] + rolled_on
            other = worth[held2] + rolled_on2
            if other > go_on:
                go_on = other
            total += weight * (go_on if go_on > stop else stop)
    else:
        # Higher up, signatures rarely share sides: work each roll out directly.
        stops = _STOPS[need]
        values_get = _values.get
        for weight, (after, held, points, _), (after2, held2, _, _) in table.outcomes:
            best = stops[points]  # the same potion whichever die is kept
            kid = then[held]
            if kid < 0:  # the effect ends the game: its value says it all
                go_on = worth[held]
            else:
                go_on = values_get((after, kid))
                if go_on is None:
                    go_on = _roll_value(after, kid)
                go_on += worth[held]
            if go_on > best:
                best = go_on
            if held2 != held:
                kid = then[held2]
                if kid < 0:
                    go_on = worth[held2]
                else:
                    go_on = values_get((after2, kid))
                    if go_on is None:
                        go_on = _roll_value(after2, kid)
                    go_on += worth[held2]
                if go_on > best:
                    best = go_on
            total += weight * best
    value = _values[key] = total // OUTCOMES
    return value


def _choice_values(cauldron: Cauldron, held: int, pos: Position) -> tuple[int, int | None]:
    """(stop, continue) values with ``cauldron`` (the kept die in it) and ``held`` in hand."""
    points = _points.get((cauldron, held))
    if points is None:
        points = _points[(cauldron, held)] = potion_points(cauldron + (held,))
    stop = points * SCALE + (_WIN if pos[0] + points >= GOAL else 0)
    if len(cauldron) > _LAST_ROLL:
        return stop, None
    worth, after = _effect(held, pos)
    if after is None:
        return stop, worth
    return stop, worth + _roll_value(cauldron, _signature(after, _LAST_ROLL - len(cauldron)))


def _check_memo_size() -> None:
    if len(_values) + len(_effects) + len(_signature_of) > _MEMO_LIMIT:
        clear_memo()


def decision_scores(cauldron: Sequence[int], held: int, scores: Sequence[int],
                    seat: int) -> tuple[int, int | None]:
    """Like :func:`decision_values`, in exact integer units of 1/SCALE point (fast)."""
    _check_memo_size()
    return _choice_values(canonical(cauldron), int(held), position(scores, seat))


def keep_scores(cauldron: Sequence[int], rolled: Sequence[int], scores: Sequence[int],
                seat: int) -> tuple[int, int]:
    """Like :func:`keep_values`, in exact integer units of 1/SCALE point (fast)."""
    _check_memo_size()
    base, pos = canonical(cauldron), position(scores, seat)
    values = []
    for i in ((0,) if rolled[0] == rolled[1] else (0, 1)):  # a double: one choice, twice
        after = tuple(sorted(base + (int(rolled[i]),)))
        values.append(max(v for v in _choice_values(after, int(rolled[1 - i]), pos) if v is not None))
    return values[0], values[-1]


def _check_position(cauldron: Sequence[int], dice: Sequence[int], scores: Sequence[int],
                    seat: int) -> None:
    if not (2 <= len(scores) and 0 <= seat < len(scores)
            and all(type(s) is int and 1 <= s < GOAL for s in scores)):
        raise ValueError("scores must be 2 or more hat spaces from 1 to 27, and seat one of them")
    if not all(isinstance(f, int) and 1 <= f <= 6 for f in (*cauldron, *dice)):
        raise ValueError("dice must be faces 1-6")
    if explodes(cauldron, dice) or len(cauldron) + len(dice) > DICE:
        raise ValueError("no potion that has not exploded holds these dice")


def decision_values(cauldron: Sequence[int], held: int, scores: Sequence[int],
                    seat: int) -> tuple[Fraction, Fraction | None]:
    """The exact value (see the module docstring) for ``seat`` of stopping now and of
    continuing and then playing on optimally; ``cauldron`` holds the die just kept and
    ``held`` is the other one. Continuing is ``None`` when the reserve is empty."""
    _check_position(cauldron, (held,), scores, seat)
    stop, go_on = decision_scores(cauldron, held, scores, seat)
    return Fraction(stop, SCALE), None if go_on is None else Fraction(go_on, SCALE)


def keep_values(cauldron: Sequence[int], rolled: Sequence[int], scores: Sequence[int],
                seat: int) -> tuple[Fraction, Fraction]:
    """The exact value for ``seat`` of keeping ``rolled[0]`` and of keeping ``rolled[1]``,
    each followed by the best choice of stopping or continuing."""
    _check_position(cauldron, rolled, scores, seat)
    if len(rolled) != 2 or len(cauldron) > _LAST_ROLL:
        raise ValueError("keeping needs two rolled dice and at most four in the cauldron")
    first, second = keep_scores(cauldron, rolled, scores, seat)
    return Fraction(first, SCALE), Fraction(second, SCALE)
