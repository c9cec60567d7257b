"""The best chance to bank at least some number of points in one turn, and how to play for it.

This is the question of the final round and of sudden death: the score to beat is known, and
only reaching it counts. A turn playing for a need of ``n`` half-points still to make, from a
position between rolls ``(dice in hand d, multiplier of the next roll k, clears c)``, has the
value::

    P(d, k, n, c) = 1                                             if n <= 0 (bank: it is made)
    P(d, k, n, c) = sum over non-bust rolls r of P(r) * max over takes of P(next position)

where a take of ``u`` dice worth ``h`` leads to ``(d - u, k + 1, n - k*h, c)``, or, when it
uses all ``d`` dice (MISHIMASH), to ``(6, k + 1, n - k*h - 10*(c + 1), c + 1)``. Only the
points still to make matter, not the points already made: one table serves every need, and a
position in the middle of a turn is the position of a smaller need. Banking short of the need
is worth nothing, so the player rolls until it is made and banks at once. Every take makes at
least ``k`` half-points, so the recursion ends. Of the takes using the same number of dice only
the one with the most points can be best (:func:`~..roll_cache.take_profiles`), as for the optimal
turn values.

Alongside the chance the table keeps ``L``, the expected half-points banked *beyond* the need
when it is made (zero when it is not), under the same play; of takes with the same chance the
player prefers the one that promises more of them. ``n + L / P`` is then the turn's expected
landing when it succeeds: what a player who cares how far past the need it lands reads
(:class:`~..bots.ChampionBot`).

Values are floats from exact integer weights over ``6 ** d``; they agree with an exact
enumeration in fractions to about 1e-12 (``tests/mishimash/solvers/test_reach_probability.py``).
"""

from __future__ import annotations

import array
import base64
import json
import math
import sys
import zlib
from importlib import resources
from numbers import Real

from ...memo import memoized
from ..actions import Bank, Roll, Take
from ..facts import ALL_DICE, MISHIMASH_BONUS_HALF
from ..roll_cache import best_takes, take_profiles
from ..rules import Turn

SHIPPED_NEED_HALF = 200  # the shipped table holds every position of every need up to 100 points
TABLE_FILE = "reach_values.json"
TABLE_FORMAT = 1

_PROFILES = {d: take_profiles(d) for d in range(1, ALL_DICE + 1)}
_TOTALS = {d: float(6 ** d) for d in range(1, ALL_DICE + 1)}


class ReachValues:
    """The memoised table of ``(P, L)`` by position and need (see the module text).

    One shared table (:func:`reach_values`) serves every need and every player: positions are
    computed when first asked for and remembered.
    """

    def __init__(self, data: dict | None = None):
        self._memo: dict[tuple[int, int, int, int], tuple[float, float]] = {}
        if data is not None:
            self._restore(data)

    def __len__(self) -> int:
        return len(self._memo)

    # -- the shipped table ----------------------------------------------------------------
    def to_data(self, need_half: int = SHIPPED_NEED_HALF) -> dict:
        """Every position a turn playing for a need of up to ``need_half`` half-points can
        reach, as JSON-safe data: for each (dice in hand, multiplier, clears) the needs held,
        and their ``(P, L)`` as exact doubles (zlib-compressed, base64)."""
        for n in range(1, need_half + 1):
            self.odds(ALL_DICE, 1, n, 0)
        groups: dict[tuple[int, int, int], list[int]] = {}
        for d, k, n, c in self._memo:
            if n <= need_half:
                groups.setdefault((d, k, c), []).append(n)
        keys = sorted(groups)
        needs = array.array("H", [n for key in keys for n in sorted(groups[key])])
        at = [(d, k, n, c) for d, k, c in keys for n in sorted(groups[(d, k, c)])]
        chances = array.array("d", [self._memo[p][0] for p in at])
        beyond = array.array("d", [self._memo[p][1] for p in at])
        return {"format": TABLE_FORMAT, "need": need_half,
                "groups": [[d, k, c, len(groups[(d, k, c)])] for d, k, c in keys],
                "needs": _pack(needs), "chances": _pack(chances), "beyond": _pack(beyond)}

    def _restore(self, data: dict) -> None:
        if data.get("format") != TABLE_FORMAT:
            raise ValueError("not a table of reach values in this format")
        needs, chances, beyond = (_unpack(data[name], code) for name, code in
                                  (("needs", "H"), ("chances", "d"), ("beyond", "d")))
        if not len(needs) == len(chances) == len(beyond) == sum(g[3] for g in data["groups"]):
            raise ValueError("the reach table's parts do not match")
        places = [(d, k, c) for d, k, c, count in data["groups"] for _ in range(count)]
        self._memo.update(zip([(d, k, n, c) for (d, k, c), n in zip(places, needs)],
                              zip(chances, beyond)))

    def odds(self, d: int, k: int, n: int, c: int) -> tuple[float, float]:
        """``(P, L)`` with ``n`` half-points still to make, before the k-th roll of ``d`` dice."""
        if n <= 0:
            return 1.0, float(-n)
        found = self._memo.get((d, k, n, c))
        if found is not None:
            return found
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 10_000))  # one frame per roll of the turn
        try:
            return self._odds(d, k, n, c)
        finally:
            sys.setrecursionlimit(limit)

    def known(self, d: int, k: int, n: int, c: int) -> tuple[float, float] | None:
        """``(P, L)`` if the table holds them already (or ``n <= 0``), else ``None``: for a
        player who must not wait for a long computation."""
        return (1.0, float(-n)) if n <= 0 else self._memo.get((d, k, n, c))

    def chance(self, d: int, k: int, n: int, c: int) -> float:
        """``P``: the best chance to make ``n`` more half-points before the k-th roll of ``d``
        dice."""
        return self.odds(d, k, n, c)[0]

    def _odds(self, d: int, k: int, n: int, c: int) -> tuple[float, float]:
        memo = self._memo
        found = memo.get((d, k, n, c))
        if found is not None:
            return found
        choices, profiles = _PROFILES[d]
        k1, bonus = k + 1, MISHIMASH_BONUS_HALF * (c + 1)
        after = []
        for used, half in choices:
            if used == d:
                place, left = (ALL_DICE, k1, n - k * half - bonus, c + 1), n - k * half - bonus
            else:
                place, left = (d - used, k1, n - k * half, c), n - k * half
            if left <= 0:
                after.append((1.0, float(-left)))
            else:
                found = memo.get(place)
                after.append(found if found is not None else self._odds(*place))
        chance = beyond = 0.0
        for weight, options in profiles:
            best = max([after[o] for o in options]) if len(options) > 1 else after[options[0]]
            chance += weight * best[0]
            beyond += weight * best[1]
        total = _TOTALS[d]
        value = memo[(d, k, n, c)] = (chance / total, beyond / total)
        return value

    def best_choice(self, rolled: int, k: int, n: int, c: int, takes, known: bool = False):
        """Where in ``takes`` (each ``(dice used, half-points)``) the first take with the best
        ``(P, L)`` is, from the k-th roll of ``rolled`` dice with ``n`` half-points still to
        make before it. With ``known``, ``None`` rather than compute a position the table does
        not hold yet."""
        best, best_odds = 0, None
        bonus = MISHIMASH_BONUS_HALF * (c + 1)
        find = self.known if known else self.odds
        for place, (used, half) in enumerate(takes):
            if used == rolled:
                odds = find(ALL_DICE, k + 1, n - k * half - bonus, c + 1)
            else:
                odds = find(rolled - used, k + 1, n - k * half, c)
            if odds is None:
                return None
            if best_odds is None or odds > best_odds:
                best, best_odds = place, odds
        return best


def _pack(values: array.array) -> str:
    if sys.byteorder != "little":
        values = array.array(values.typecode, values)
        values.byteswap()
    return base64.b64encode(zlib.compress(values.tobytes(), 9)).decode("ascii")


def _unpack(text: str, typecode: str) -> array.array:
    values = array.array(typecode, zlib.decompress(base64.b64decode(text)))
    if sys.byteorder != "little":
        values.byteswap()
    return values


@memoized(maxsize=1)
def reach_values() -> ReachValues:
    """The shared table, once per process: the shipped positions (every need up to 100
    points) read from the package, the rest computed when first asked for."""
    try:
        text = resources.files(__package__).joinpath(TABLE_FILE).read_text(encoding="utf-8")
        return ReachValues(json.loads(text))
    except (OSError, ValueError, KeyError, TypeError, zlib.error):
        return ReachValues()  # missing or damaged: computed as needed


def write_table(path: str | None = None) -> str:
    """Write the shipped reach table (by default into the package)."""
    target = path or str(resources.files(__package__).joinpath(TABLE_FILE))
    with open(target, "w", encoding="utf-8") as out:
        json.dump(ReachValues().to_data(), out, separators=(",", ":"))
        out.write("\n")
    return target


def need_half(points: Real) -> int:
    """``points`` to bank at least, as the half-points a turn must make (a turn's points are
    whole halves, so 10.2 needs 10.5); ``ValueError`` for anything but a finite number."""
    if isinstance(points, bool) or not isinstance(points, Real) or not math.isfinite(points):
        raise ValueError(f"points must be a finite number, not {points!r:.40}")
    return max(0, math.ceil(2 * points))


def reach_probability(points: Real) -> float:
    """The best chance to bank at least ``points`` in one turn from its start (six dice, x1).

    >>> round(reach_probability(10), 6)
    0.564184

    The play that achieves it is :class:`ReachPolicy` (``ReachPolicy(points).choose(turn)``).
    ``points`` at or below zero are made by any turn: 1.0.
    """
    n = need_half(points)
    return reach_values().chance(ALL_DICE, 1, n, 0) if n else 1.0


_ROLL, _BANK = Roll(), Bank()


class ReachPolicy:
    """Plays one turn for the best chance to bank at least ``points``: rolls until the turn
    holds them, then banks; of the takes on offer, the one with the best chance (then the most
    expected points beyond the need). Reads a :class:`~..rules.Turn` or a game, as bots do."""

    def __init__(self, points: Real, values: ReachValues | None = None):
        self.need = need_half(points)
        self.values = values or reach_values()

    def choose(self, game):
        turn = game if type(game) is Turn else game.state.turn
        in_hand, rolls, half, clears, dice = turn
        if dice:
            choices, their_indices = best_takes(dice)
            place = 0 if len(choices) == 1 else self.values.best_choice(
                in_hand, rolls, self.need - half, clears, choices)
            return Take(their_indices[place])
        if rolls and half >= self.need:
            return _BANK
        return _ROLL
