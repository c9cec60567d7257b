"""The race to 28 between two players, solved: the chance of winning from any position.

A position between turns is the two hats ``(mover, other)``, each on a space 1-27, with the
mover about to start a turn. Its value ``W(mover, other)`` is the mover's chance of winning
(a shared win counting one half) when both players play every choice of every turn to
maximise their own chance of winning: the game is a race between two, so what one gains the
other loses, and the best turn against a player who plays this way is this way too.

Inside a turn the value is worked out on the exact turn tree: every roll of two dice, every
explosion (+2 to the other hat), every keep, stop and continue, every effect applied to the
hats as it falls (:func:`cubiri_panel.magikaboom.rules.effect_scores`), and a hat on 28 ending the game at once.
The turn ends in a position of the other player's, worth ``1 - W(other, mover)`` to the mover.
So ``W`` is the fixed point of

    W(m, o) = value of the turn tree from (m, o), leaves worth 1 - W(o', m')

which is found by value iteration (:func:`solve`, numpy at build time only): starting from
``W = 1/2``, each sweep works out the turn tree of all 729 positions at once, by cauldron,
deepest first, until no value moves by more than 1e-12. Nothing here is approximated: up to the
iteration's tolerance and the table's rounding (2.3e-10), ``W`` is the exact chance of winning
with both players playing to win.

The shipped table (``race_table.json``, written by ``build_race_table``) holds ``W`` and the
value of rolling against every cauldron of one or two dice from every position; the deeper
rolls (three and four dice in the cauldron) take a few look-ups and are worked out from ``W``
when asked (:func:`roll_value`), so a decision is a handful of look-ups. Values here are from
the mover's side: ``scores`` is always ``(mover, other)``.
"""

from __future__ import annotations

import array
import base64
import json
import sys
import zlib
from functools import lru_cache
from importlib import resources
from itertools import combinations_with_replacement

from ...memo import register
from ..facts import DICE, EXPLOSION_GAIN, FIRST_SPACE, GOAL, Ingredient
from ..rules import explodes, ingredient_scores, potion_points

#: Spaces a hat can stand on while the game goes on (1 to 27).
SPACES = GOAL - FIRST_SPACE
#: Positions of two hats while the game goes on.
POSITIONS = SPACES * SPACES
#: Most dice a cauldron can hold and still be rolled against (two dice must be left).
LAST_ROLL = DICE - 2
#: The cauldrons whose rolls the table holds (sizes 1 and 2); ``()`` is the turn's start, W.
TABLE_CAULDRONS = tuple(c for size in (1, 2) for c in combinations_with_replacement(range(1, 7), size))
TABLE_FILE = "race_table.json"
TABLE_FORMAT = 1
_QUANTUM = 2 ** 32 - 1
_FACES = tuple(Ingredient)
#: Every way two dice fall, ordered (the first is the die in hand when continuing).
_ROLLS = tuple((x, y) for x in range(1, 7) for y in range(1, 7))


def index(mover: int, other: int) -> int:
    """The place of a position in the table's rows."""
    return (mover - FIRST_SPACE) * SPACES + (other - FIRST_SPACE)


def ended(scores: tuple[int, int]) -> float | None:
    """The mover's share of the win if a hat is on the goal (1, 1/2 or 0), else ``None``."""
    mover, other = scores
    if mover < GOAL and other < GOAL:
        return None
    return 1.0 if mover > other else 0.5 if mover == other else 0.0


def after_effect(face: int, scores: tuple[int, int]) -> tuple[int, int]:
    """The hats after the mover uses the ingredient ``face`` (the engine's own effect)."""
    return ingredient_scores(_FACES[face - 1], 0, scores)


def _cauldrons(size: int) -> list[tuple[int, ...]]:
    """Every cauldron of ``size`` dice a potion that has not exploded can hold, sorted."""
    return [c for c in combinations_with_replacement(range(1, 7), size) if not explodes(c, ())]


def _roll_outcomes(cauldron: tuple[int, ...]) -> tuple[int, tuple]:
    """Rolling two dice against a cauldron: how many of the 36 explode, and for each roll that
    does not, ``(points of stopping, ((cauldron after keeping, die in hand), ...))``."""
    booms, outcomes = 0, []
    for x, y in _ROLLS:
        if explodes(cauldron, (x, y)):
            booms += 1
            continue
        keeps = {(tuple(sorted(cauldron + (x,))), y), (tuple(sorted(cauldron + (y,))), x)}
        outcomes.append((potion_points(cauldron + (x, y)), tuple(sorted(keeps))))
    return booms, tuple(outcomes)


# -- solving (numpy, at build time) -------------------------------------------------------------
def solve(tolerance: float = 1e-12, progress=None):
    """``(W, rows)``: the win chances of every position (an array of :data:`POSITIONS`, by
    :func:`index`) and, by cauldron of 1 to 4 dice, the value of rolling against it from every
    position, found by value iteration (see the module text)."""
    import numpy as np

    spaces = range(FIRST_SPACE, GOAL)
    positions = [(m, o) for m in spaces for o in spaces]
    lost, tied, won = POSITIONS, POSITIONS + 1, POSITIONS + 2  # extra places: the game is over

    def place(scores):
        share = ended(scores)
        return index(*scores) if share is None else {0.0: lost, 0.5: tied, 1.0: won}[share]

    # Where each position goes: after each effect (still the mover's), after stopping with
    # each potion and after an explosion (the other's; the values there are the other's).
    effect_to = {face: np.array([place(after_effect(face, s)) for s in positions]) for face in range(1, 7)}
    stop_to = {p: np.array([place((o, m + p)) if m + p < GOAL else lost for m, o in positions])
               for p in (0, 1, 3, 6)}
    boom_to = np.array([place((o + EXPLOSION_GAIN, m)) if o + EXPLOSION_GAIN < GOAL else won
                        for m, o in positions])
    by_size = [_cauldrons(size) for size in range(LAST_ROLL + 1)]
    outcomes = {c: _roll_outcomes(c) for cauldrons in by_size for c in cauldrons}
    ends = np.array([0.0, 0.5, 1.0])

    W = np.full(POSITIONS, 0.5)
    for sweep in range(1, 100_000):
        theirs = np.concatenate([W, ends])  # the values of the other player's positions
        stops = {p: 1 - theirs[to] for p, to in stop_to.items()}
        boom = 1 - theirs[boom_to]
        rows: dict[tuple, np.ndarray] = {}
        for size in range(LAST_ROLL, -1, -1):
            for c in by_size[size]:
                booms, rolls = outcomes[c]
                total = booms * boom
                for points, keeps in rolls:
                    best = stops[points]
                    if size < LAST_ROLL:  # after the last roll the reserve is empty: stop
                        for kept, held in keeps:
                            best = np.maximum(best, rows[kept][effect_to[held]])
                    total = total + best
                rows[c] = np.concatenate([total / len(_ROLLS), ends])
        new = rows[()][:POSITIONS]
        change = float(abs(new - W).max())
        W = new
        if progress and (sweep % 10 == 0 or change < tolerance):
            progress(f"sweep {sweep}: largest change {change:.2e}")
        if change < tolerance:
            break
    return W, {c: row[:POSITIONS] for c, row in rows.items() if c}


def build_data(progress=None) -> dict:
    """The table as JSON-safe data (see :class:`RaceTable`)."""
    W, rows = solve(progress=progress)
    return {
        "format": TABLE_FORMAT, "goal": GOAL, "first_space": FIRST_SPACE,
        "about": "MAGIKABOOM, two players: the chance of winning of the player to move, by "
                 "position (mover's space - 1) * 27 + (other's space - 1); then the value of "
                 "rolling against each cauldron listed; rounded to 1/(2**32 - 1).",
        "cauldrons": ["".join(map(str, c)) for c in TABLE_CAULDRONS],
        "values": _pack([list(W)] + [list(rows[c]) for c in TABLE_CAULDRONS]),
    }


def write_table(path: str | None = None, progress=None) -> str:
    target = path or str(resources.files(__package__).joinpath(TABLE_FILE))
    with open(target, "w", encoding="utf-8") as out:
        json.dump(build_data(progress), out, indent=1)
        out.write("\n")
    return target


def _pack(rows: list[list[float]]) -> str:
    values = array.array("I", (round(min(max(v, 0.0), 1.0) * _QUANTUM) for row in rows for v in row))
    if sys.byteorder != "little":
        values.byteswap()
    return base64.b64encode(zlib.compress(values.tobytes(), 9)).decode("ascii")


def _unpack(text: str, rows: int) -> list[list[float]]:
    values = array.array("I")
    values.frombytes(zlib.decompress(base64.b64decode(text)))
    if sys.byteorder != "little":
        values.byteswap()
    if len(values) != rows * POSITIONS:
        raise ValueError(f"the race table holds {len(values)} values, not {rows * POSITIONS}")
    scale = 1 / _QUANTUM
    flat = [v * scale for v in values]
    return [flat[r * POSITIONS:(r + 1) * POSITIONS] for r in range(rows)]


# -- the table at play time (pure Python) -----------------------------------------------------
class RaceTable:
    """The solved race: :meth:`chance` between turns, :meth:`roll_value` and the other values
    of a turn in progress, all from the mover's side with ``scores = (mover, other)``."""

    def __init__(self, data: dict):
        if data.get("format") != TABLE_FORMAT or data.get("goal") != GOAL:
            raise ValueError("the race table was built for other rules: rebuild it")
        if data.get("cauldrons") != ["".join(map(str, c)) for c in TABLE_CAULDRONS]:
            raise ValueError("the race table lists other cauldrons: rebuild it")
        rows = _unpack(data["values"], 1 + len(TABLE_CAULDRONS))
        self.W = rows[0]
        self._rows = {(): self.W, **dict(zip(TABLE_CAULDRONS, rows[1:]))}
        # Rolls against 3 or 4 dice, worked out when asked and kept: at most the 167 cauldrons
        # of 3 or 4 dice at the 729 positions, so the memo never needs dropping.
        self._deep: dict[tuple, float] = {}
        self._outcomes: dict[tuple, tuple] = {}

    def chance(self, mover: int, other: int) -> float:
        """The chance that the player about to start a turn on ``mover`` wins against the
        other hat on ``other`` (both below the goal), a shared win counting one half."""
        return self.W[index(mover, other)]

    def after_turn(self, scores: tuple[int, int]) -> float:
        """What the turn ending with these hats is worth to the mover (the other moves next)."""
        share = ended(scores)
        return 1.0 - self.W[index(scores[1], scores[0])] if share is None else share

    def stop_value(self, points: int, scores: tuple[int, int]) -> float:
        """Stopping with a potion of ``points``."""
        return self.after_turn((scores[0] + points, scores[1]))

    def explosion_value(self, scores: tuple[int, int]) -> float:
        return self.after_turn((scores[0], scores[1] + EXPLOSION_GAIN))

    def continue_value(self, cauldron: tuple[int, ...], held: int, scores: tuple[int, int]) -> float:
        """Continuing: the die in hand takes effect, then it is rolled with one from the
        reserve against ``cauldron`` (which must leave a die in the reserve)."""
        after = after_effect(held, scores)
        share = ended(after)
        return share if share is not None else self.roll_value(cauldron, after)

    def roll_value(self, cauldron: tuple[int, ...], scores: tuple[int, int]) -> float:
        """Rolling two dice against ``cauldron`` (up to 4 dice) with the hats on ``scores``,
        then playing on to win."""
        cauldron = tuple(sorted(map(int, cauldron)))
        row = self._rows.get(cauldron)
        if row is not None:
            return row[index(*scores)]
        if len(cauldron) > LAST_ROLL:
            raise ValueError(f"no die is left to roll against a cauldron of {len(cauldron)}")
        key = (cauldron, scores)
        found = self._deep.get(key)
        if found is not None:
            return found
        if len(cauldron) == LAST_ROLL:  # the last roll: every potion is stopped
            booms, counts = self._last_roll(cauldron)
            total = booms * self.explosion_value(scores)
            for points, count in counts:
                total += count * self.stop_value(points, scores)
        else:
            outcomes = self._outcomes.get(cauldron) or self._outcomes.setdefault(cauldron, _roll_outcomes(cauldron))
            booms, rolls = outcomes
            total = booms * self.explosion_value(scores)
            stops, goes = {}, {}  # a few potions and (keep, die in hand) pairs, met many times
            for points, keeps in rolls:
                best = stops.get(points)
                if best is None:
                    best = stops[points] = self.stop_value(points, scores)
                for choice in keeps:
                    value = goes.get(choice)
                    if value is None:
                        value = goes[choice] = self.continue_value(choice[0], choice[1], scores)
                    if value > best:
                        best = value
                total += best
        found = self._deep[key] = total / len(_ROLLS)
        return found

    def _last_roll(self, cauldron: tuple[int, ...]) -> tuple[int, tuple]:
        """The last roll against ``cauldron``: how many of the 36 explode, and how many give
        each potion (it is stopped, whatever is kept)."""
        found = self._outcomes.get(cauldron)
        if found is None:
            booms, rolls = _roll_outcomes(cauldron)
            points = [p for p, _ in rolls]
            found = self._outcomes[cauldron] = (booms, tuple((p, points.count(p)) for p in sorted(set(points))))
        return found


@lru_cache(maxsize=1)
def race_table() -> RaceTable:
    """The shipped table, loaded once."""
    text = resources.files(__package__).joinpath(TABLE_FILE).read_text(encoding="utf-8")
    return RaceTable(json.loads(text))


def _forget_deep_rolls() -> None:
    """Forget the deeper rolls the loaded table worked out. The table itself is a constant, and
    so are the last roll's outcomes by cauldron (rule facts, the same from every position)."""
    if race_table.cache_info().currsize:
        race_table()._deep.clear()


register(__name__, _forget_deep_rolls)
