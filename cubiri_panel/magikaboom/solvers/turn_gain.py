"""The exact value of every choice in a turn, scores and effects included: the expert's eyes.

The value of a position is the mover's expected *gain over the rest of the turn*:

    (points the mover gains) - (mean of the points each opponent gains)
    + WIN_BONUS if the game ends during the turn with the mover among the winners
    - WIN_BONUS if it ends with the mover not among them

counting potions, explosions (+2 to every opponent) and every effect, each applied to the
scores as they stand when it happens. The mean, not the maximum, because the mover races every
opponent at once; the bonus because the game ends at 28 and no later gain makes up for losing it.

What the rest of a turn depends on is only how far the mover is from 28, whether an explosion
would carry an opponent there, and for each ingredient what its effect is worth now and what
it leaves behind. That *signature* is interned to a small int, so positions with different
scores but the same signature share their values, within a decision and across decisions and
games. Values are exact integers in units of 1/SCALE point.

* A signature's *depth* is the number of effects that can still come before the last roll: 3
  when rolling against one die, 2 against two, 1 against three. A depth-1 signature's values
  come as a *vector* over every cauldron of 3 dice, a depth-2 one's as a *grown row* (the six
  cauldrons a one-die cauldron grows into), depth 3 one value at a time: the groups a turn asks
  for, each looking up what follows it once.
* The last roll (against 4 dice) is all stops, so its value depends only on the cauldron's
  shape and the goal class (the signatures of depth 0, fixed ids): a table of rule facts.
* Every cauldron's rolls are plain tuples of ints, built at import; against 3 dice the rolls
  repeat few (points, first keep, second keep) triples, so a vector works out the best choice
  once a triple and sums them with itemgetters.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations_with_replacement
from operator import itemgetter

from ...memo import register
from ..facts import DICE, EXPLOSION_GAIN, GOAL, POTION_POINTS, Ingredient
from ..fast_turn import (OUTCOMES, Cauldron, KeepChoice, Position, Shape, canonical, effects, forget_positions,
                         position, roll_table, shape_of, shape_rolls)
from ..rules import explodes, potion_points

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

Moves = tuple[tuple[int, ...], tuple[Position | None, ...], tuple[int, ...]]

# Memos of two kinds, both serving across turns and games: those keyed by positions (scores),
# and signatures with their values. Each kind is dropped wholesale past its limit.
_moves_memo: dict[Position, Moves] = {}
_signature_of: list[dict[Position, int]] = [{} for _ in range(_LAST_ROLL)]  # by depth 1-3
_signature_ids: list[dict[tuple, int]] = [{} for _ in range(_LAST_ROLL)]  # by depth 1-3
_signatures: list[tuple] = []  # by id: (goal class, worth, then); first the goal classes, kept
# The values of signatures, by depth (see _last_vector, _grown_row, _first_value), as tuples:
# the garbage collector does not track tuples of ints.
_vectors: list[tuple[int, ...] | None] = []  # by signature id (depth 1), None until needed
_grown_rows: dict[int, tuple[int, ...]] = {}  # sid << 3 | face (depth 2)
_first_values: dict[int, int] = {}  # sid << 3 | face (depth 3)
# A table of rule facts, kept: the points of each potion met, by (cauldron, die in hand).
_points: dict[tuple[Cauldron, int], int] = {}
# Bounds on the memo (its memory is in benchmarks/README.md): long simulations drop positions
# now and then and keep what they learn about signatures. Choices are not memoised: given the
# moves and the signature of their position, a choice is a few look-ups.
_POSITION_MEMO_LIMIT = 40_000
_MEMO_LIMIT = 30_000


def _forget_memo() -> None:
    """Forget every memoised value (``memo.clear_memos`` calls this, and the memo's bound).
    The tables of rule facts, built once at import, stay: they are constants."""
    _forget_positions()
    for ids in _signature_ids:
        ids.clear()
    del _signatures[len(_GOAL_CLASSES):]
    del _vectors[len(_GOAL_CLASSES):]
    _grown_rows.clear()
    _first_values.clear()


register(__name__, _forget_memo)


def memo_size() -> int:
    """How many signatures the memo holds (each with its values, once needed)."""
    return len(_signatures) - len(_GOAL_CLASSES)


def _forget_positions() -> None:
    _moves_memo.clear()
    forget_positions()
    for memo in _signature_of:
        memo.clear()


# -- the goal classes: signatures of depth 0 ------------------------------------------------
# With no effect left before the last roll, all that matters of a position is how far the
# mover is from the goal and whether an explosion hands it to an opponent. Potions score 0,
# 1, 3 or 6: being 2 or 3 short of the goal is the same (a 3 wins), and so is being 4, 5 or 6
# short. These few classes have fixed ids, the first signatures, never forgotten.
_NEED_CLASS = {need: min([p for p in POTION_POINTS.values() if p >= need] + [_FAR])
               for need in range(1, _FAR + 1)}
_GOAL_CLASSES = [(need, near) for need in sorted(set(_NEED_CLASS.values())) for near in (False, True)]
_GOAL_CLASS_ID = {cls: sid for sid, cls in enumerate(_GOAL_CLASSES)}
_signatures.extend((sid, None, None) for sid in range(len(_GOAL_CLASSES)))
_vectors.extend(None for _ in _GOAL_CLASSES)
#: The goal class by the mover's space and the top opponent's space (both below the goal).
_CLASS_OF = [[_GOAL_CLASS_ID[_NEED_CLASS[min(GOAL - mover, _FAR)], top + EXPLOSION_GAIN >= GOAL]
              if mover and top else -1 for top in range(GOAL)] for mover in range(GOAL)]
#: By goal class: the value of stopping with a potion of 0..6 points, and of exploding.
_STOPS = [[points * SCALE + (_WIN if points >= need else 0) for points in range(_FAR)]
          for need, _ in _GOAL_CLASSES]
_BOOM = [-EXPLOSION_GAIN * SCALE - (_WIN if near else 0) for _, near in _GOAL_CLASSES]


# -- the effects at a position ------------------------------------------------------------------
def _moves(pos: Position) -> Moves:
    """For each face (index 1-6; 0 unused): the value of applying its effect now, the position
    after (``None`` if the game ends there, in which case the value includes the bonus) and
    that position's goal class (-1 for none)."""
    found = _moves_memo.get(pos)
    if found is not None:
        return found
    mover, count = pos[0], len(pos) - 1
    worths, afters, classes = [0], [None], [-1]
    for after, their_gain in effects(pos):
        new, top = after[0], after[-1]
        value = (new - mover) * SCALE - their_gain * SCALE // count
        if new >= GOAL or top >= GOAL:
            worths.append(value + (_WIN if new >= top else -_WIN))
            afters.append(None)
            classes.append(-1)
        else:
            worths.append(value)
            afters.append(after)
            classes.append(_CLASS_OF[new][top])
    found = _moves_memo[pos] = (tuple(worths), tuple(afters), tuple(classes))
    return found


def _signature(pos: Position, depth: int) -> int:
    """The interned id of what the rest of a turn with ``depth`` (1 to 3) effects before the
    last roll can depend on: the position's goal class, and for each face the worth of its
    effect and the signature of the position it leaves (one depth less)."""
    memo = _signature_of[depth]
    sid = memo.get(pos)
    if sid is not None:
        return sid
    worths, afters, classes = _moves(pos)
    if depth == 1:
        then = classes
    else:
        # Signature ids of depth 1 or more are never 0 (the goal classes come first).
        below, get = depth - 1, _signature_of[depth - 1].get
        then = tuple([-1 if after is None else get(after) or _signature(after, below)
                      for after in afters])
    sig = (_CLASS_OF[pos[0]][pos[-1]], worths, then)
    ids = _signature_ids[depth]
    sid = ids.get(sig)
    if sid is None:
        sid = ids[sig] = len(_signatures)
        _signatures.append(sig)
        _vectors.append(None)
    memo[pos] = sid
    return sid


# -- every cauldron's rolls, as plain tuples (rule facts, built at import) -------------------
#: The cauldrons a signature of each depth is rolled against, by depth (1: 3 dice, 2: 2 dice,
#: 3: one die), each numbered by its place in the list.
_BY_DEPTH: list[list[Cauldron]] = [[] for _ in range(_LAST_ROLL)]
for _size in range(1, _LAST_ROLL):
    _BY_DEPTH[_LAST_ROLL - _size] = [c for c in combinations_with_replacement(range(1, 7), _size)
                                     if not explodes(c, ())]
_INDEX = {c: i for cauldrons in _BY_DEPTH for i, c in enumerate(cauldrons)}
# The last roll (against 4 dice) is all stops: only the cauldron's shape matters, and 4 dice
# that have not exploded have one of these few shapes.
_LAST_SHAPES: list[Shape] = sorted(
    {shape_of(c) for c in combinations_with_replacement(range(1, 7), _LAST_ROLL) if not explodes(c, ())},
    reverse=True)
_LAST_SHAPE_ID = {shape: i for i, shape in enumerate(_LAST_SHAPES)}
_SHAPES = len(_LAST_SHAPES)
# What follows an effect that ends the game: nothing (its worth says it all).
_NO_VECTOR, _NO_ROW = (0,) * len(_BY_DEPTH[1]), (0,) * 7
Rolls = tuple[tuple[int, ...], ...]


def _small_plan(cauldron: Cauldron) -> tuple[int, Rolls, Rolls]:
    """The rolls against 1 or 2 dice that do not explode, as plain tuples for the inner loop
    (see _best_sum): the explosion weight; the doubles as (potion points, x, i), one keep; the
    other rolls as (potion points, x, y, i, j), weight 2, for keeping x and holding y or the
    other way. Either keep stops with the same dice, so with the same points. i and j say
    which cauldron each keep grows: against one die, by the face kept (an index into a grown
    row); against two, by the grown cauldron's number (an index into a vector)."""
    table = roll_table(cauldron)

    def grown(keep: KeepChoice, kept: int) -> int:
        return kept if len(cauldron) == 1 else _INDEX[keep.cauldron]

    doubles = tuple((o.first.points, o.second.held, grown(o.first, o.second.held))
                    for o in table.outcomes if o.weight == 1)
    pairs = tuple((o.first.points, o.second.held, o.first.held, grown(o.first, o.second.held),
                   grown(o.second, o.first.held)) for o in table.outcomes if o.weight == 2)
    return table.explosion_weight, doubles, pairs


def _last_plan(cauldron: Cauldron) -> tuple[int, Rolls]:
    """The rolls against 3 dice that do not explode: what follows is the last roll, which needs
    only the die in hand and the shape of the 4 dice kept. The explosion weight, and each roll
    as (weight, potion points, a, b) with ``held * _SHAPES + shape id`` after each keep."""
    table = roll_table(cauldron)
    return table.explosion_weight, tuple(
        (o.weight, o.first.points,
         *(keep.held * _SHAPES + _LAST_SHAPE_ID[keep.shape] for keep in (o.first, o.second)))
        for o in table.outcomes)


#: The plan of each one-die cauldron (by face), and of the six cauldrons it grows into.
_FIRST_PLANS = [()] + [_small_plan((one,)) for one in range(1, 7)]
_GROWN_PLANS = [()] + [tuple(_small_plan(tuple(sorted((one, face)))) for face in range(1, 7))
                       for one in range(1, 7)]
#: The plan of each 3-dice cauldron, in the order of ``_BY_DEPTH[1]``.
_LAST_PLANS = [_last_plan(c) for c in _BY_DEPTH[1]]


def _last_row(goal_class: int) -> list[int]:
    """The value of the last roll of the turn against each 4-dice shape: every choice is a
    stop, so only potions matter, and of the position only how far the goal is."""
    stops, boom, row = _STOPS[goal_class], _BOOM[goal_class], []
    for shape in _LAST_SHAPES:
        booms, keeps = shape_rolls(shape)
        row.append((booms * boom + sum(stops[points] for (_, points), _ in keeps)) // OUTCOMES)
    return row


#: The last roll's values by goal class (the signatures of depth 0) and shape: rule facts.
_LAST_ROWS = [_last_row(goal_class) for goal_class in range(len(_GOAL_CLASSES))]


# -- the vectors -------------------------------------------------------------------------------
# Against 3 dice, the 690 rolls of the 56 cauldrons hold only 180 different (points, first,
# second) triples: the best choice is worked out once a triple, and each cauldron's value is a
# sum of the best choices of its rolls, picked out by an itemgetter (weight-2 rolls from a
# second, doubled copy): C loops, where the rest of the tree runs Python bytecode.
_LAST_TRIPLES: list[tuple[int, int, int]] = []
_LAST_SUMS: list[tuple[int, itemgetter]] = []


def _index_last_rolls() -> None:
    number: dict[tuple[int, int, int], int] = {}
    for _, rolls in _LAST_PLANS:
        for _, *triple in rolls:
            number.setdefault(tuple(triple), len(number))
    _LAST_TRIPLES.extend(number)
    for booms, rolls in _LAST_PLANS:
        # (At least six rolls against 3 dice never explode, so the getter gives a tuple.)
        _LAST_SUMS.append((booms, itemgetter(*(number[tuple(triple)] + (len(number) if weight == 2 else 0)
                                               for weight, *triple in rolls))))


_index_last_rolls()


def _last_vector(sid: int) -> tuple[int, ...]:
    """The vector of a depth-1 ``sid``: the value of rolling against each 3-dice cauldron,
    where continuing after a keep leads to the last roll."""
    gc, worth, then = _signatures[sid]
    # What continuing with each die in hand is worth, by the shape of the 4 dice kept.
    goes = [0] * _SHAPES  # index 0 unused: faces are 1-6
    for face in _FACES:
        kid, gain = then[face], worth[face]
        goes += [gain] * _SHAPES if kid < 0 else [gain + value for value in _LAST_ROWS[kid]]
    stops, best = _STOPS[gc], []
    for points, first, second in _LAST_TRIPLES:
        stop, go_on, other = stops[points], goes[first], goes[second]
        if other > go_on:
            go_on = other
        best.append(go_on if go_on > stop else stop)
    best += [value + value for value in best]
    boom = _BOOM[gc]
    vector = _vectors[sid] = tuple([(booms * boom + sum(rolls(best))) // OUTCOMES
                                    for booms, rolls in _LAST_SUMS])
    return vector


def _best_sum(total: int, doubles: Rolls, pairs: Rolls, stops: list[int], worth: tuple[int, ...],
              nexts: Sequence[Sequence[int]]) -> int:
    """The value of a roll against 1 or 2 dice: ``total`` (the explosions) plus, over the rolls,
    weight * max(stop, continue after either keep), divided by the 36 ways two dice fall.
    Continuing with ``held`` in hand after a keep that grows the cauldron to ``i`` is worth
    ``worth[held] + nexts[held][i]``. The expert's inner loop."""
    once = twice = 0
    for points, x, grown in doubles:
        stop, go_on = stops[points], worth[x] + nexts[x][grown]
        once += go_on if go_on > stop else stop
    for points, x, y, grown_x, grown_y in pairs:
        stop, go_on, other = stops[points], worth[y] + nexts[y][grown_x], worth[x] + nexts[x][grown_y]
        if other > go_on:
            go_on = other
        twice += go_on if go_on > stop else stop
    return (total + once + twice + twice) // OUTCOMES


def _grown_row(sid: int, one: int) -> tuple[int, ...]:
    """For a depth-2 ``sid``: the value of rolling against the one-die cauldron ``(one,)``
    grown by each face (index 1-6; 0 unused). Continuing with ``held`` after keeping ``kept``
    is worth ``worth[held]`` plus the entry for the cauldron grown by ``kept`` in the vector
    of ``then[held]``. A turn asks for these six together (each roll against one die can grow
    it by any face), so the six vectors one effect later are looked up once for all six.
    Cauldron ``(one, face)`` is also entry ``one`` of the row of ``face``: taken from there
    if that row is known: a fifth of the entries in the first hundred games, more later."""
    gc, worth, then = _signatures[sid]
    nexts = [_NO_VECTOR if kid < 0 else _vectors[kid] or _last_vector(kid) for kid in then]
    stops, boom, rows_get, key = _STOPS[gc], _BOOM[gc], _grown_rows.get, sid << 3
    row = [0]
    for face, (booms, doubles, pairs) in enumerate(_GROWN_PLANS[one], 1):
        twin = rows_get(key | face)
        row.append(_best_sum(booms * boom, doubles, pairs, stops, worth, nexts) if twin is None else twin[one])
    found = _grown_rows[key | one] = tuple(row)
    return found


def _first_value(sid: int, one: int) -> int:
    """For a depth-3 ``sid``: the value of rolling against the one-die cauldron ``(one,)``.
    Continuing with ``held`` after keeping ``kept`` is worth ``worth[held]`` plus entry
    ``kept`` of the grown row of ``then[held]``."""
    key = sid << 3 | one
    value = _first_values.get(key)
    if value is not None:
        return value
    gc, worth, then = _signatures[sid]
    rows_get = _grown_rows.get
    rows = [_NO_ROW if kid < 0 else rows_get(kid << 3 | one) or _grown_row(kid, one) for kid in then]
    booms, doubles, pairs = _FIRST_PLANS[one]
    value = _first_values[key] = _best_sum(booms * _BOOM[gc], doubles, pairs, _STOPS[gc], worth, rows)
    return value


def _value(cauldron: Cauldron, sid: int, depth: int) -> int:
    """Expected value of rolling two dice against ``cauldron`` (1 to 3 dice) with signature
    ``sid`` of ``depth``, playing on optimally."""
    if depth == 1:
        return (_vectors[sid] or _last_vector(sid))[_INDEX[cauldron]]
    if depth == 2:
        one, other = cauldron
        return (_grown_rows.get(sid << 3 | one) or _grown_row(sid, one))[other]
    return _first_value(sid, cauldron[0])


# -- the choices ---------------------------------------------------------------------------------
def _choice_values(cauldron: Cauldron, held: int, pos: Position) -> tuple[int, int | None]:
    """(stop, continue) values with ``cauldron`` (the kept die in it) and ``held`` in hand."""
    points = _points.get((cauldron, held))
    if points is None:
        points = _points[cauldron, held] = potion_points(cauldron + (held,))
    stop = points * SCALE + (_WIN if pos[0] + points >= GOAL else 0)
    size = len(cauldron)
    if size > _LAST_ROLL:
        return stop, None
    worths, afters, classes = _moves(pos)
    worth, after = worths[held], afters[held]
    if after is None:
        return stop, worth
    if size == _LAST_ROLL:
        return stop, worth + _LAST_ROWS[classes[held]][_LAST_SHAPE_ID[shape_of(cauldron)]]
    depth = _LAST_ROLL - size
    return stop, worth + _value(cauldron, _signature(after, depth), depth)


def _check_memo_size() -> None:
    # (Every position memoised by depth has its moves memoised too: counting those will do.)
    if len(_moves_memo) > _POSITION_MEMO_LIMIT:
        _forget_positions()
    if len(_signatures) > _MEMO_LIMIT:
        _forget_memo()


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
        stop, go_on = _choice_values(tuple(sorted(base + (int(rolled[i]),))), int(rolled[1 - i]), pos)
        values.append(stop if go_on is None or stop >= go_on else go_on)
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
