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

How the tree is worked out, and why it is fast enough (5 ms for a decision from scratch):

* A node is a roll against a cauldron of 1 to 3 dice, with a signature; its value is
  ``sum(weight * max(stop, continue after either keep)) / 36`` over the rolls that do not
  explode. Cauldrons are numbered and signatures are ints, so a node's memo key is one int.
* Continuing with ``held`` in hand after keeping ``kept`` is worth ``worth[held]`` plus the
  node "cauldron grown by ``kept``, signature ``then[held]``". The six grown cauldrons under
  one child signature form a *row*, kept and shared by every signature with that child.
* The last roll (against 4 dice) is all stops, so its value depends only on the cauldron's
  shape and the goal class (signatures of depth 0, fixed ids): a table of rule facts. Below
  a 3-dice cauldron, then, a signature needs just one list of continue values, by die in
  hand and shape, and the most numerous nodes are a tight loop over that list.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations_with_replacement
from typing import NamedTuple

from .cauldrons import (OUTCOMES, Cauldron, KeepChoice, Shape, canonical, forget_tables, roll_table, shape_of,
                        shape_rolls)
from .effects import FIRST_SPACE, GOAL
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
_EFFECT_OF = {int(face): (EFFECTS[face].kind, EFFECTS[face].amount) for face in _FACES}
_MOVES_ONLY_THE_MOVER = {EffectKind.GAIN, EffectKind.RANK_GAIN, EffectKind.BEHIND_NEXT_HAT}

Position = tuple[int, ...]  # the mover's score, then the opponents' scores sorted

# Memos of two kinds. Those keyed by positions (scores) rarely serve beyond the turn that made
# them; those keyed by signatures serve across turns and games, and cost ~10 us an entry to
# learn. Each kind is dropped wholesale past its limit, the positions first.
_moves_memo: dict[Position, tuple[tuple[int, ...], tuple[Position | None, ...]]] = {}
_signature_of: dict[tuple[Position, int], int] = {}
_choices: dict[tuple[Cauldron, int, Position], tuple[int, int | None]] = {}
_signature_ids: dict[tuple, int] = {}
_signatures: list[tuple] = []  # by id; the first are the goal classes (depth 0), never cleared
_values: dict[int, int] = {}         # sid << 8 | cauldron id -> value of rolling against it
# Memoised rows are tuples, not lists: a tuple of ints drops out of the garbage collector's
# sight, and with a hundred thousand entries its full passes would otherwise cost ~10%.
_grown_rows: dict[int, tuple[int, ...]] = {}  # kid << 8 | cauldron id -> see _grown_row
_worth_rows: dict[int, tuple[int, ...]] = {}  # depth-1 sid -> each (die in hand, last shape)
# Facts of the rules, never stale: potion points and each cauldron's rolls as index arrays.
_points: dict[tuple[Cauldron, int], int] = {}
_plans: dict[int, _Plan] = {}
# About 80 MB of memo at most (measured: 41 MB after 500 four-player games, 230,000 entries);
# a person's evening of games stays far below, and simulations of thousands of games keep
# what they learn about signatures.
_POSITION_MEMO_LIMIT = 150_000
_MEMO_LIMIT = 150_000


def clear_memo(rules_too: bool = False) -> None:
    """Forget every memoised value (the benchmarks call this to time a decision cold); with
    ``rules_too``, also the tables of rule facts (roll outcomes, potion points)."""
    if rules_too:
        forget_tables()
        _points.clear()
        _plans.clear()
    _forget_positions()
    _signature_ids.clear()
    del _signatures[len(_GOAL_CLASSES):]
    _values.clear()
    _worth_rows.clear()
    _grown_rows.clear()


def _forget_positions() -> None:
    _moves_memo.clear()
    _signature_of.clear()
    _choices.clear()


def position(scores: Sequence[int], seat: int) -> Position:
    """The scores as the mover sees them: opponents are interchangeable in the objective."""
    others = list(scores)
    del others[seat]
    others.sort()
    return (scores[seat], *others)


def _moves(pos: Position) -> tuple[tuple[int, ...], tuple[Position | None, ...]]:
    """For each face (index 1-6; 0 unused): the value of applying its effect now, and the
    position after (``None`` if the game ends there, in which case the value includes the
    bonus). Worked out for all six at once, from facts of the position found once: a
    signature needs them all, and new positions turn up in every turn. This reads the effect
    table like :func:`.effects.effect_scores` and must agree with it (a test checks it on
    thousands of positions); it knows that ``pos`` has the mover first and the rest sorted."""
    found = _moves_memo.get(pos)
    if found is not None:
        return found
    mover, opponents = pos[0], pos[1:]
    count, total = len(opponents), sum(opponents)
    above = bisect_right(opponents, mover)  # opponents[above:] are ahead of the mover
    top, bottom = max(mover, opponents[-1]), min(mover, opponents[0])
    worths, afters = [0], [None]
    for face in _FACES:
        kind, amount = _EFFECT_OF[face]
        if kind in _MOVES_ONLY_THE_MOVER:
            if kind is EffectKind.BEHIND_NEXT_HAT:
                new = opponents[above] - 1 if above < count and opponents[above] - 1 > mover else mover
            else:
                new = max(FIRST_SPACE, mover + (amount if kind is EffectKind.GAIN else 1 + count - above))
            value = (new - mover) * SCALE
            if new >= GOAL:
                value, after = value + _WIN, None
            else:
                after = (new, *opponents)  # opponents stay put and sorted
        else:
            if kind is EffectKind.LAST_GAIN:
                new = max(FIRST_SPACE, mover + amount) if mover == bottom else mover
                others = [max(FIRST_SPACE, s + amount) if s == bottom else s for s in opponents]
            elif kind is EffectKind.ALL_BUT_LEADERS_GAIN:
                new = mover if mover == top else max(FIRST_SPACE, mover + amount)
                others = [s if s == top else max(FIRST_SPACE, s + amount) for s in opponents]
            else:
                raise ValueError(f"unknown effect kind {kind!r}")
            value = (new - mover) * SCALE - (sum(others) - total) * SCALE // count
            high = max(new, *others)
            if high >= GOAL:
                value, after = value + (_WIN if new == high else -_WIN), None
            else:
                others.sort()
                after = (new, *others)
        worths.append(value)
        afters.append(after)
    found = _moves_memo[pos] = (tuple(worths), tuple(afters))
    return found


def _goal_class(pos: Position) -> int:
    """The signature of a position with no effect left before the last roll: how far the
    mover is from the goal, and whether an explosion hands it to an opponent. These few
    signatures have fixed ids (see ``_GOAL_CLASSES``)."""
    return _GOAL_CLASS_ID[_NEED_CLASS[min(GOAL - pos[0], _FAR)], pos[-1] + EXPLOSION_GAIN >= GOAL]


def _signature(pos: Position, depth: int) -> int:
    """The interned id of what the rest of a turn with ``depth`` (1 or more) effects before
    the last roll can depend on."""
    key = (pos, depth)
    sid = _signature_of.get(key)
    if sid is not None:
        return sid
    worth, afters = _moves(pos)
    if depth == 1:
        then = tuple(-1 if after is None else _goal_class(after) for after in afters)
    else:
        then = tuple(-1 if after is None else _signature(after, depth - 1) for after in afters)
    sig = (*_GOAL_CLASSES[_goal_class(pos)], worth, then)
    sid = _signature_ids.get(sig)
    if sid is None:
        sid = _signature_ids[sig] = len(_signatures)
        _signatures.append(sig)
    _signature_of[key] = sid
    return sid


def _stops(need: int) -> list[int]:
    """The value of stopping with a potion of 0..6 points, ``need`` points short of the goal."""
    return [points * SCALE + (_WIN if points >= need else 0) for points in range(_FAR)]


# Potions score 0, 1, 3 or 6: being 2 or 3 short of the goal is the same (a 3 wins), and so
# is being 4, 5 or 6 short. Folding those together lets more positions share a signature.
_NEED_CLASS = {need: min([p for p in POTION_POINTS.values() if p >= need] + [_FAR])
               for need in range(1, _FAR + 1)}
_STOPS = {need: _stops(need) for need in range(1, _FAR + 1)}
# The signatures of depth 0, (need, near): the first ids, fixed, so that they never need
# interning (every signature of depth 1 names six of them).
_GOAL_CLASSES = [(need, near) for need in sorted(set(_NEED_CLASS.values())) for near in (False, True)]
_GOAL_CLASS_ID = {cls: sid for sid, cls in enumerate(_GOAL_CLASSES)}
_signatures.extend(_GOAL_CLASSES)
_EXPLOSION = {near: -EXPLOSION_GAIN * SCALE - (_WIN if near else 0) for near in (False, True)}

# -- every cauldron's rolls, as plain tuples ------------------------------------------------
# The value of rolling against a cauldron is a sum over the 21 rolls that do not explode of
# weight * max(stop, continue after keeping one die, continue after keeping the other). Each
# cauldron's rolls are written once as (weight, potion points, index of each keep's continue
# value) tuples, the expert's inner loop (a ``map`` version measured slower). Cauldrons are
# numbered so that memo keys are ints.
_CAULDRONS: list[Cauldron] = [c for n in range(_LAST_ROLL + 1)
                              for c in combinations_with_replacement(range(1, 7), n) if not explodes(c, ())]
_CAULDRON_ID = {c: i for i, c in enumerate(_CAULDRONS)}
# The last roll (against 4 dice) is all stops: only the cauldron's shape matters, and 4 dice
# that have not exploded have one of these few shapes.
_LAST_SHAPES: list[Shape] = sorted({shape_of(c) for c in _CAULDRONS if len(c) == _LAST_ROLL}, reverse=True)
_LAST_SHAPE_ID = {shape: i for i, shape in enumerate(_LAST_SHAPES)}
_SHAPES = len(_LAST_SHAPES)


# Each cauldron of 1 or 2 dice with one die more, for faces 1-6 (3 dice never explode).
_GROWN: dict[int, tuple[int, ...]] = {
    cid: tuple(_CAULDRON_ID[tuple(sorted(c + (face,)))] for face in range(1, 7))
    for cid, c in enumerate(_CAULDRONS) if 1 <= len(c) < _LAST_ROLL - 1}
_FACE_STRIDE = 7  # continue values are indexed held * 7 + kept (faces 1-6)


class _Plan(NamedTuple):
    """A cauldron's rolls: the explosion weight, and for each roll that does not explode
    (weight, potion points, index of the continue value after keeping the first die, after
    keeping the second). The index is ``held * 7 + kept`` for a cauldron of 1 or 2 dice, and
    for one of 3 dice ``held * _SHAPES + shape id`` of the 4 dice after keeping (all that the
    last roll needs to know). Plain tuples: the loops over them are the expert's inner loop."""

    boom: int
    rolls: tuple[tuple[int, int, int, int], ...]


def _plan(cid: int) -> _Plan:
    plan = _plans.get(cid)
    if plan is not None:
        return plan
    cauldron = _CAULDRONS[cid]
    table = roll_table(cauldron)
    last = len(cauldron) == _LAST_ROLL - 1

    def index(keep: KeepChoice, kept: int) -> int:
        if last:
            return keep.held * _SHAPES + _LAST_SHAPE_ID[keep.shape]
        return keep.held * _FACE_STRIDE + kept

    # Either keep stops with the same dice, so with the same points.
    plan = _plans[cid] = _Plan(table.explosion_weight, tuple(
        (outcome.weight, outcome.first.points, index(outcome.first, outcome.second.held),
         index(outcome.second, outcome.first.held)) for outcome in table.outcomes))
    return plan


def _last_row(need: int, near: bool) -> list[int]:
    """The value of the last roll of the turn against each 4-dice shape: every choice is a
    stop, so only potions matter, and of the position only how far the goal is."""
    stops, row = _STOPS[need], []
    for shape in _LAST_SHAPES:
        booms, keeps = shape_rolls(shape)
        row.append((booms * _EXPLOSION[near] + sum(stops[points] for (_, points), _ in keeps)) // OUTCOMES)
    return row


#: The last roll's values by goal class (the signatures of depth 0) and shape: rule facts.
_LAST_ROWS = [_last_row(need, near) for need, near in _GOAL_CLASSES]


def _worth_row(sid: int) -> tuple[int, ...]:
    """For a depth-1 ``sid``: the value of continuing with each die in hand into the last roll,
    by the shape of the 4 dice then in the cauldron (indexed ``held * _SHAPES + shape id``)."""
    row = _worth_rows.get(sid)
    if row is not None:
        return row
    worth, then = _signatures[sid][2:]
    row = [0] * _SHAPES  # index 0 unused: faces are 1-6
    for face in _FACES:
        kid = then[face]
        # A negative kid: the effect ends the game, and its worth says it all.
        row += [worth[face]] * _SHAPES if kid < 0 else map(worth[face].__add__, _LAST_ROWS[kid])
    row = _worth_rows[sid] = tuple(row)
    return row


def _best_sum(rolls: tuple[tuple[int, int, int, int], ...], stops: list[int], goes: list[int],
              total: int) -> int:
    """``total`` plus, over the rolls, weight * max(stop, continue after either keep), all
    divided by the 36 ways two dice fall: the expected value of a roll. The inner loop."""
    for weight, points, first, second in rolls:
        stop, go_on, other = stops[points], goes[first], goes[second]
        if other > go_on:
            go_on = other
        total += weight * (go_on if go_on > stop else stop)
    return total // OUTCOMES


def _grown_row(cid: int, kid: int) -> tuple[int, ...]:
    """The value of rolling against cauldron ``cid`` plus one die, by that die's face, with
    signature ``kid``. Signatures that share a kid share the row."""
    row = [0]
    values_get = _values.get
    if len(_CAULDRONS[cid]) == _LAST_ROLL - 2:
        # The grown cauldrons hold 3 dice: work their values out here, sharing what depends
        # on the signature alone (the most numerous nodes of the tree).
        need, near = _signatures[kid][:2]
        stops, boom, goes = _STOPS[need], _EXPLOSION[near], _worth_rows.get(kid) or _worth_row(kid)
        for after in _GROWN[cid]:
            key = kid << 8 | after
            value = values_get(key)
            if value is None:
                plan = _plans.get(after) or _plan(after)
                value = _values[key] = _best_sum(plan.rolls, stops, goes, plan.boom * boom)
            row.append(value)
    else:
        for after in _GROWN[cid]:
            value = values_get(kid << 8 | after)
            row.append(_roll_value(after, kid) if value is None else value)
    row = _grown_rows[kid << 8 | cid] = tuple(row)
    return row


def _roll_value(cid: int, sid: int) -> int:
    """Expected value of rolling two dice against cauldron ``cid`` (1 to 3 dice) with
    signature ``sid`` (depth: effects left before the last roll), playing on optimally."""
    key = sid << 8 | cid
    value = _values.get(key)
    if value is not None:
        return value
    plan = _plans.get(cid) or _plan(cid)
    need, near, worth, then = _signatures[sid]
    if len(_CAULDRONS[cid]) < _LAST_ROLL - 1:
        # One or two dice in the cauldron: continuing with ``held`` in hand after keeping
        # ``kept`` leads to a roll against the cauldron grown by ``kept``.
        goes = [0] * _FACE_STRIDE
        rows_get = _grown_rows.get
        for face in _FACES:
            kid, gain = then[face], worth[face]
            if kid < 0:  # the effect ends the game: its value says it all
                goes += [gain] * _FACE_STRIDE
            else:
                goes += map(gain.__add__, rows_get(kid << 8 | cid) or _grown_row(cid, kid))
    else:
        # Three dice in the cauldron: continuing leads to the last roll.
        goes = _worth_rows.get(sid) or _worth_row(sid)
    value = _values[key] = _best_sum(plan.rolls, _STOPS[need], goes, plan.boom * _EXPLOSION[near])
    return value


def _choice_values(cauldron: Cauldron, held: int, pos: Position) -> tuple[int, int | None]:
    """(stop, continue) values with ``cauldron`` (the kept die in it) and ``held`` in hand."""
    key = (cauldron, held, pos)
    found = _choices.get(key)
    if found is None:
        found = _choices[key] = _work_out_choice(cauldron, held, pos)
    return found


def _work_out_choice(cauldron: Cauldron, held: int, pos: Position) -> tuple[int, int | None]:
    points = _points.get((cauldron, held))
    if points is None:
        points = _points[(cauldron, held)] = potion_points(cauldron + (held,))
    stop = points * SCALE + (_WIN if pos[0] + points >= GOAL else 0)
    size = len(cauldron)
    if size > _LAST_ROLL:
        return stop, None
    worths, afters = _moves(pos)
    worth, after = worths[held], afters[held]
    if after is None:
        return stop, worth
    if size == _LAST_ROLL:
        return stop, worth + _LAST_ROWS[_goal_class(after)][_LAST_SHAPE_ID[shape_of(cauldron)]]
    sid = _signature(after, _LAST_ROLL - size)
    return stop, worth + _roll_value(_CAULDRON_ID[cauldron], sid)


def _check_memo_size() -> None:
    if len(_moves_memo) + len(_signature_of) + len(_choices) > _POSITION_MEMO_LIMIT:
        _forget_positions()
    if len(_values) + len(_grown_rows) + len(_signatures) > _MEMO_LIMIT:
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
