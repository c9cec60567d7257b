"""The best way to play one turn of MISHIMASH, by dynamic programming over turn positions.

A position between rolls is ``(dice in hand d, multiplier of the next roll k, turn points T,
clears c)``. Its value ``V`` is the expected points the player finally banks from it when
playing to maximise that expectation::

    V(d, k, T, c) = max(T, R(d, k, T, c))                       # bank, or roll
    R(d, k, T, c) = sum over non-bust rolls r of P(r) * max over takes of V(next position)

where a take of ``u`` dice worth ``h`` from that roll leads to ``(d - u, k + 1, T + k*h, c)``,
or, when it uses all ``d`` dice (MISHIMASH), to ``(6, k + 1, T + k*h + 10*(c + 1), c + 1)``.
A bust banks nothing. Each roll raises ``k``, so positions form a DAG and a memoised recursion
from the turn's start visits every position the turn can reach, exactly once.

The bound: a turn holding ``cap`` points or more banks (``V = T``). Without it the recursion
never ends (with six dice in hand rolling is worth it at any T below roughly 40 times the
roll's expected gain, and that gain grows with k). The default cap, 300 points, is at least the
largest threshold the optimal player is compared with, so every "bank at T <= 300" policy is
among the policies it optimises over and it can never do worse than them. Raising the cap
barely changes the turn's value (``benchmarks/bench_mishimash.py --caps``; the figures are in
``benchmarks/README.md``).

Speed: ``V - T`` never grows as T grows. By induction over the DAG:
``R - T = sum_r P(r) * max_take [(V - T)(next) + gain] - P(bust) * T``, where the gains do not
depend on T, ``(V - T)(next)`` does not grow with T, and the bust term only falls. So once
banking is best at some T it is best at every larger T for the same ``(d, k, c)``; the
recursion remembers the lowest such T and answers above it without expanding.

Values are floats (double precision) in half-points; the dice weights are exact integers
over ``6 ** d`` until one final division per position, so values are accurate to ~1e-12.
The default table is shipped as ``turn_values.json`` and rebuilt by
``python -m cubiri_panel.mishimash.solvers.build_turn_values``.
"""

from __future__ import annotations

import json
import sys
from importlib import resources
from itertools import repeat

from ...memo import memoized
from ..facts import ALL_DICE, MISHIMASH_BONUS_HALF
from ..roll_cache import take_profiles

DEFAULT_CAP = 300
TABLE_FILE = "turn_values.json"
TABLE_FORMAT = 1


class TurnValues:
    """The optimal turn values below a cap of ``cap`` points; built on construction, or
    restored from :meth:`to_data` (the package ships the default table, see
    :func:`optimal_turn_values`)."""

    def __init__(self, cap: int = DEFAULT_CAP, *, data: dict | None = None):
        if not (type(cap) is int and cap >= 1):
            raise ValueError(f"cap must be a whole number of points >= 1, not {cap!r}")
        self.cap = cap
        self._cap_half = 2 * cap
        self._memo: dict[tuple[int, int, int, int], float] = {}
        self._bank_from: dict[tuple[int, int, int], int] = {}
        if data is not None:
            self._restore(data)
            return
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 10_000))  # one frame per roll of the turn
        try:
            self.start_value = self.value_half(ALL_DICE, 1, 0, 0) / 2
        finally:
            sys.setrecursionlimit(limit)

    def __len__(self) -> int:
        """Number of positions whose value the table holds."""
        return len(self._memo)

    # -- the shipped table ----------------------------------------------------------------
    def to_data(self) -> dict:
        """The table as JSON-safe data: for each (dice in hand, multiplier, clears), the lowest
        turn points at which banking was found best, and the values of the positions below it
        (where rolling is best) as a flat list ``[t, value, t, value, ...]`` in half-points.
        Floats are written exactly (``repr``), so a restored table equals the built one."""
        groups: dict[tuple[int, int, int], list] = {}
        for (d, k, t, c), value in sorted(self._memo.items()):
            if value > t:
                groups.setdefault((d, k, c), []).extend((t, value))
        keys = sorted(set(groups) | set(self._bank_from))
        return {"format": TABLE_FORMAT, "cap": self.cap, "start_value": self.start_value,
                "groups": [[d, k, c, self._bank_from.get((d, k, c)), groups.get((d, k, c), [])]
                           for d, k, c in keys]}

    def _restore(self, data: dict) -> None:
        if data.get("format") != TABLE_FORMAT or data.get("cap") != self.cap:
            raise ValueError(f"not a table of optimal turn values with cap {self.cap}")
        memo, bank_from = self._memo, self._bank_from
        for d, k, c, lowest, pairs in data["groups"]:
            if lowest is not None:
                bank_from[(d, k, c)] = lowest
            # zip, not a Python loop: loading is what an app pays before a computer moves
            memo.update(zip(zip(repeat(d), repeat(k), pairs[0::2], repeat(c)), pairs[1::2]))
        # positions never reached from the turn's start are computed when first asked for
        self.start_value = self.value_half(ALL_DICE, 1, 0, 0) / 2
        if self.start_value != data["start_value"]:
            raise ValueError("the table's start value does not match its positions")

    def value_half(self, d: int, k: int, t: int, c: int) -> float:
        """``V`` in half-points at a position between rolls (``t`` in half-points)."""
        if t >= self._cap_half:
            return t
        bank_from = self._bank_from.get((d, k, c))
        if bank_from is not None and t >= bank_from:
            return t
        key = (d, k, t, c)
        value = self._memo.get(key)
        if value is None:
            rolled = self.roll_value_half(d, k, t, c)
            if rolled > t:
                value = rolled
            else:
                value = t
                if bank_from is None or t < bank_from:
                    self._bank_from[(d, k, c)] = t
            self._memo[key] = value
        return value

    def roll_value_half(self, d: int, k: int, t: int, c: int) -> float:
        """``R`` in half-points: the expected banked points if the player rolls now and then
        plays on optimally."""
        choices, profiles = take_profiles(d)
        total = 6 ** d
        # value_half inlined for the positions already known (most of them): this loop is
        # what building the table costs
        cap, memo, bank_from, value = self._cap_half, self._memo, self._bank_from, self.value_half
        k1, bonus = k + 1, MISHIMASH_BONUS_HALF * (c + 1)
        after = []
        for used, half in choices:
            if used == d:
                key = (ALL_DICE, k1, t + k * half + bonus, c + 1)
            else:
                key = (d - used, k1, t + k * half, c)
            found = memo.get(key)
            if found is None:
                found = key[2]
                if found < cap:
                    lowest = bank_from.get((key[0], k1, key[3]))
                    if lowest is None or found < lowest:
                        found = value(*key)
            after.append(found)
        pick = after.__getitem__
        expected = 0.0
        for weight, options in profiles:
            expected += weight * (max(map(pick, options)) if len(options) > 1 else after[options[0]])
        return expected / total

    def should_roll(self, d: int, k: int, t: int, c: int) -> bool:
        """True when rolling promises more than banking ``t`` half-points now."""
        return self.value_half(d, k, t, c) > t

    def best_take(self, rolled: int, k: int, t: int, c: int, options):
        """The first of ``options`` (each with ``indices`` and ``half_points``) whose take leads
        to the highest value, from the k-th roll of ``rolled`` dice."""
        return options[self.best_choice(rolled, k, t, c,
                                        [(len(o.indices), o.half_points) for o in options])]

    def best_choice(self, rolled: int, k: int, t: int, c: int, takes) -> int:
        """Where in ``takes`` (each ``(dice used, half-points)``) the first take leading to the
        highest value is, from the k-th roll of ``rolled`` dice."""
        if len(takes) == 1:  # often all a roll offers the optimal player
            return 0
        # inlined value_half: this runs once per take of every roll the optimal player makes
        cap, bank_from, memo, value = self._cap_half, self._bank_from, self._memo, self.value_half
        k1 = k + 1
        clear_bonus = t + MISHIMASH_BONUS_HALF * (c + 1)
        best, best_value = 0, -1.0
        for place, (used, half) in enumerate(takes):
            if used == rolled:
                key = (ALL_DICE, k1, clear_bonus + k * half, c + 1)
            else:
                key = (rolled - used, k1, t + k * half, c)
            after = key[2]
            if after < cap:
                found = memo.get(key)
                if found is not None:
                    after = found
                else:
                    lowest = bank_from.get((key[0], k1, key[3]))
                    if lowest is None or after < lowest:
                        after = value(*key)
            if after > best_value:
                best, best_value = place, after
        return best

    def take_value_half(self, rolled: int, k: int, t: int, c: int, used: int, half: int) -> float:
        """``V`` after taking ``used`` of ``rolled`` dice worth ``half`` from the k-th roll."""
        if used == rolled:
            return self.value_half(ALL_DICE, k + 1, t + k * half + MISHIMASH_BONUS_HALF * (c + 1),
                                   c + 1)
        return self.value_half(rolled - used, k + 1, t + k * half, c)


@memoized(maxsize=4)
def optimal_turn_values(cap: int = DEFAULT_CAP) -> TurnValues:
    """The shared table of optimal turn values, once per process: the default cap's is read
    from the data shipped with the package, any other is built (far slower: see
    ``benchmarks/README.md``). ``python -m cubiri_panel.mishimash.solvers.build_turn_values`` rewrites the shipped file."""
    if cap == DEFAULT_CAP:
        try:
            text = resources.files(__package__).joinpath(TABLE_FILE).read_text(encoding="utf-8")
            return TurnValues(cap, data=json.loads(text))
        except (OSError, ValueError, KeyError, TypeError):
            pass  # missing or stale: build it
    return TurnValues(cap)


def write_table(path: str | None = None, cap: int = DEFAULT_CAP) -> str:
    """Build the table for ``cap`` and write it as JSON (by default, the shipped file)."""
    target = path or str(resources.files(__package__).joinpath(TABLE_FILE))
    with open(target, "w", encoding="utf-8") as out:
        json.dump(TurnValues(cap).to_data(), out, separators=(",", ":"))
        out.write("\n")
    return target


@memoized(maxsize=4)
def threshold_expectations(max_threshold: int = 300) -> tuple[float, ...]:
    """Expected banked points of a turn for every policy "take all scoring dice; bank once the
    turn holds at least T points", T = 1 .. ``max_threshold`` (index T; index 0 unused).

    Exact enumeration, all thresholds in one forward pass: every take strictly raises the turn
    points, so policy T reaches a position exactly when the position before it held less than
    T, and banks on arrival exactly when the position holds T or more. Each transition
    ``p -> s`` therefore adds ``P(p -> s) * T_s`` to the policies with ``T_p < T <= T_s``.
    """
    limit = 2 * max_threshold
    greedy = {}
    for d in range(1, ALL_DICE + 1):
        choices, profiles = take_profiles(d)
        # the take of every scoring die is the one with the most points and the most dice
        merged: dict[tuple[int, int], int] = {}
        for weight, options in profiles:
            take = max((choices[i] for i in options), key=lambda choice: choice[1])
            merged[take] = merged.get(take, 0) + weight
        greedy[d] = [(weight / 6 ** d, used == d, d - used, half) for (used, half), weight in merged.items()]
    totals = [0.0] * (max_threshold + 2)  # a difference array over T
    layers: dict[int, dict[tuple[int, int, int], float]] = {0: {(ALL_DICE, 1, 0): 1.0}}
    for t in range(limit):  # in order of turn points, so every flow into t is in when t is done
        lo = t // 2 + 1
        for (d, k, c), flow in layers.pop(t, {}).items():
            bonus = MISHIMASH_BONUS_HALF * (c + 1)
            for chance, clear, left, half in greedy[d]:
                p = flow * chance
                if clear:
                    after, nxt = t + k * half + bonus, (ALL_DICE, k + 1, c + 1)
                else:
                    after, nxt = t + k * half, (left, k + 1, c)
                if after >= 2 * lo:  # some threshold T <= after / 2 banks it on arrival
                    banked = p * after / 2
                    totals[lo] += banked
                    hi = after // 2
                    if hi < max_threshold:
                        totals[hi + 1] -= banked
                if after < limit:
                    layer = layers.setdefault(after, {})
                    layer[nxt] = layer.get(nxt, 0.0) + p
    result, running = [0.0], 0.0
    for threshold in range(1, max_threshold + 1):
        running += totals[threshold]
        result.append(running)
    return tuple(result)
