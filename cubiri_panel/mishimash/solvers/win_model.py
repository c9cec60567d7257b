"""The chance of winning a two-player race to the target, from the points each player still
needs: a model solved by value iteration on a coarse grid of scores.

The state between turns is ``(role, my need, the opponent's need)``, the needs in points and
the player to move first. Only the needs matter, not the target: a game to 300 is the end of a
game to 1,000. ``role`` says what reaching the target does: the *first* player (role 0, who
sits before the other) gives the other one final turn to beat the new score; the *last* (role
1) wins at once. The model's player chooses, at the start of each turn, how to play the whole
turn from a family of ways (:data:`WAYS`):

* ``("optimal", 0)``: the points-optimal play (:class:`~..bots.OptimalBot`);
* ``("make", X)``: make X points, then bank at once (:class:`~.reach_probability.ReachPolicy`), X in
  :data:`AIMS`;
* ``("bank by", X)``: the points-optimal play, but bank as soon as the turn holds X points
  (more cautious when ahead), X in :data:`CAPS`;
* ``("roll to", X)``: the points-optimal play, but never bank below X (bolder when behind),
  X in :data:`FLOORS`.

Each way's exact distribution of banked points is known (:mod:`.turn_distribution`), so the value
of a state is the best over the family of the expected chance of winning after the turn::

    W(r, i, j) = max over ways f of sum over banked T of P_f(T) * A(r, i, j, T)
    A(r, i, j, T) = 1 - W(1 - r, j, i - T)          if i - T > 0
                  = 1 - F(j - i + T)                if i - T <= 0 and r = 0 (a final turn)
                  = 1                               if i - T <= 0 and r = 1

where ``F(gap)`` is the other player's best chance to bank more than ``gap`` in its final turn
(:func:`~.reach_probability.reach_probability`). Both players are assumed to play the model's way. Needs
are cells of :data:`GRID` points, up to :data:`MAX_NEED` (further needs are shifted down
together, which keeps their difference); banked points are split between the two nearest
cells, keeping their mean, but whether a turn reaches the target is exact (:func:`solve`). The
states of one total of needs depend on those of smaller totals and on each other (a bust swaps
the roles and keeps both needs), so the table is solved layer by layer of the total, each layer
iterated to a fixed point.

What is not exact: the needs are rounded to the grid; a turn's way is chosen at its start and
kept (a player may change its mind mid-turn; the model does not); a tie in the final round
counts as a loss for the player who had to beat the score. ``build_champion_tables`` writes the
shipped table (numpy, at build time only).
"""

from __future__ import annotations

import array
import base64
import json
import sys
import zlib
from importlib import resources

from ...memo import memoized

GRID = 5                 # points a cell
MAX_NEED = 1000          # points: the default target
AIMS = tuple(range(5, 101, 5))  # "make X points, then bank": within the shipped reach table
CAPS = (10, 15, 20, 25, 30, 40, 50, 60)
FLOORS = (20, 25, 30, 40, 50, 60, 80, 100)
WAYS = (("optimal", 0), *(("make", x) for x in AIMS), *(("bank by", x) for x in CAPS),
        *(("roll to", x) for x in FLOORS))
BEAT_EXACT_UP_TO = 300   # points of lead whose final-turn chance is computed exactly
TABLE_FILE = "win_chances.json"
TABLE_FORMAT = 1
_QUANTUM = 65535


def way_name(way: tuple[str, int]) -> str:
    kind, points = way
    return kind if kind == "optimal" else f"{kind} {points}"


# -- building the table (numpy, at build time) ------------------------------------------------
def family_distributions(ways=WAYS, progress=None) -> list[dict[int, float]]:
    """Banked half-points -> chance for each of ``ways``."""
    from .reach_probability import reach_values
    from .turn_distribution import banked_distribution
    from .turn_values import optimal_turn_values

    values, reach = optimal_turn_values(), reach_values()
    optimal_banks = lambda d, k, t, c: not values.should_roll(d, k, t, c)  # noqa: E731
    found = []
    for kind, points in ways:
        half = 2 * points
        if kind == "optimal":
            banks, picks = optimal_banks, values.best_choice
        elif kind == "make":
            banks = lambda d, k, t, c, half=half: t >= half  # noqa: E731
            picks = lambda d, k, t, c, takes, half=half: reach.best_choice(d, k, half - t, c, takes)  # noqa: E731
        elif kind == "bank by":
            banks = lambda d, k, t, c, half=half: t >= half or optimal_banks(d, k, t, c)  # noqa: E731
            picks = values.best_choice
        elif kind == "roll to":
            banks = lambda d, k, t, c, half=half: t >= half and optimal_banks(d, k, t, c)  # noqa: E731
            picks = values.best_choice
        else:
            raise ValueError(f"no way of playing a turn called {kind!r}")
        found.append(banked_distribution(banks, picks))
        if progress:
            progress(f"way {way_name((kind, points))!r}: {1 - found[-1].get(0, 0.0):.4f} banks "
                     f"something, {sum(h * p for h, p in found[-1].items()) / 2:.3f} points")
    return found


def binned(distribution: dict[int, float], cells: int) -> list[float]:
    """A distribution of banked half-points as chances of moving 0..``cells`` grid cells, each
    amount split between its two nearest cells (keeping the mean); beyond the last cell, at
    it."""
    per_cell = 2 * GRID
    shares = [0.0] * (cells + 1)
    for half, chance in distribution.items():
        low, rest = divmod(half, per_cell)
        if low >= cells:
            shares[cells] += chance
            continue
        shares[low] += chance * (per_cell - rest) / per_cell
        shares[low + 1] += chance * rest / per_cell
    return shares


def beat_chances(cells: int) -> list[float]:
    """``F`` on the grid: the best chance to bank more than ``m * GRID`` points in one turn,
    for m = 0..``cells``; exact up to :data:`BEAT_EXACT_UP_TO`, then falling geometrically at
    the rate of the last exact cells (a turn so long is rarer than one in a hundred)."""
    from .reach_probability import reach_probability

    exact = BEAT_EXACT_UP_TO // GRID
    found = [reach_probability(m * GRID + 0.5) for m in range(min(cells, exact) + 1)]
    rate = found[-1] / found[-2]
    while len(found) <= cells:
        found.append(found[-1] * rate)
    return found


def tails(distribution: dict[int, float], cells: int) -> list[float]:
    """The chance of banking at least ``i`` cells' points, exactly, for i = 0..``cells``."""
    per_cell = 2 * GRID
    found = [0.0] * (cells + 2)
    for half, chance in distribution.items():
        found[min(half // per_cell, cells + 1)] += chance  # the whole cells it covers
    for i in range(cells, -1, -1):
        found[i] += found[i + 1]
    return found[:cells + 1]


def solve(shares: list[list[float]], beat: list[float], cells: int, tails: list[list[float]]):
    """``(W, best)``: arrays ``[role][i][j]`` of win chances and of the best way's place, for
    needs of ``i`` and ``j`` cells (1..``cells``; row and column 0 unused), from the family's
    binned ``shares``, exact ``tails`` and the grid's ``beat`` chances (see the module text).

    Splitting banked points between cells would count part of a turn that falls just short of
    the need as reaching it; whether a turn reaches the need is exact instead (``tails``), and
    the part of a near miss the split gave to reaching it counts as needing one cell more."""
    import numpy as np

    P = np.array(shares)               # ways x shifts
    shifts = P.shape[1] - 1
    F = np.array(beat)
    at_least = np.cumsum(P[:, ::-1], axis=1)[:, ::-1]   # ways x shifts: binned, s or more
    reached = np.array(tails)
    W = np.zeros((2, cells + 1, cells + 1))
    best = np.zeros((2, cells + 1, cells + 1), dtype=np.int64)
    moves = np.arange(1, shifts + 1)
    for total in range(2, 2 * cells + 1):
        I = np.arange(max(1, total - cells), min(cells, total - 1) + 1)
        J = total - I
        # the near misses the split counted as reaching the need, per state and way
        miss = np.clip(at_least[:, I].T - reached[:, I].T, 0, None)
        last_cell = (I == 1)[:, None]   # a near miss there leaves the needs as they were
        rest = []
        for role in (0, 1):
            # banked amounts 1..shifts cells: after them the other player moves, or the game ends
            after = I[:, None] - moves[None, :]
            finished = after <= 0
            if role == 0:
                gaps = np.minimum(J[:, None] - after, len(F) - 1)
                ends = 1 - F[np.where(finished, gaps, 0)]
            else:
                ends = np.ones(finished.shape)
            going = 1 - W[1 - role][J[:, None], np.maximum(after, 1)]
            values = np.where(finished, ends, going) @ P[:, 1:].T   # states x ways
            reach_value = 1 - F[J] if role == 0 else np.ones(len(I))
            one_short = 1 - W[1 - role][J, 1]   # one cell to go (unused where I is 1)
            rest.append(values + np.where(last_cell, -miss * reach_value[:, None],
                                          miss * (one_short - reach_value)[:, None]))
        mirror = slice(None, None, -1)  # (j, i) of the same layer, in the same order reversed
        x = [np.full(len(I), 0.5), np.full(len(I), 0.5)]
        for _ in range(200):   # a bust keeps both needs: iterate the layer to its fixed point
            new = [(rest[r] + (1 - x[1 - r][mirror])[:, None]
                    * (P[:, 0][None, :] + np.where(last_cell, miss, 0))) for r in (0, 1)]
            values = [v.max(axis=1) for v in new]
            if max(abs(values[r] - x[r]).max() for r in (0, 1)) < 1e-13:
                x = values
                break
            x = values
        for role in (0, 1):
            W[role][I, J] = x[role]
            best[role][I, J] = new[role].argmax(axis=1)
    return W, best


def build_data(cells: int = MAX_NEED // GRID, progress=None) -> dict:
    """The table as JSON-safe data (see :class:`WinChances`)."""
    distributions = family_distributions(WAYS, progress)
    shares = [binned(d, cells) for d in distributions]
    reached = [tails(d, cells) for d in distributions]
    beat = beat_chances(2 * cells + 1)
    if progress:
        progress("solving the grid")
    W, best = solve(shares, beat, cells, reached)
    chances = array.array("H", [round(float(v) * _QUANTUM) for v in W.reshape(-1)])
    ways_ = array.array("B", [int(v) for v in best.reshape(-1)])
    if sys.byteorder != "little":
        chances.byteswap()
    return {"format": TABLE_FORMAT, "grid": GRID, "cells": cells, "family": [list(w) for w in WAYS],
            "beat": beat, "shares": _pack_rows(shares), "tails": _pack_rows(reached),
            "chances": base64.b64encode(zlib.compress(chances.tobytes(), 9)).decode("ascii"),
            "ways": base64.b64encode(zlib.compress(ways_.tobytes(), 9)).decode("ascii")}


def write_table(path: str | None = None, progress=None) -> str:
    target = path or str(resources.files(__package__).joinpath(TABLE_FILE))
    data = build_data(progress=progress)
    with open(target, "w", encoding="utf-8") as out:
        json.dump(data, out, separators=(",", ":"))
        out.write("\n")
    return target


def _pack_rows(rows: list[list[float]]) -> str:
    """Rows of doubles, exactly, as zlib-compressed base64 (a row's length is the table's
    ``cells + 1``)."""
    values = array.array("d", [v for row in rows for v in row])
    if sys.byteorder != "little":
        values.byteswap()
    return base64.b64encode(zlib.compress(values.tobytes(), 9)).decode("ascii")


def family_rows(data: dict, name: str) -> list[list[float]]:
    """The family's ``"shares"`` or ``"tails"`` from the table's data, one row a way: what
    the grid was solved from (the build and its test read them; play does not)."""
    values = array.array("d", zlib.decompress(base64.b64decode(data[name])))
    if sys.byteorder != "little":
        values.byteswap()
    width = data["cells"] + 1
    return [list(values[i:i + width]) for i in range(0, len(values), width)]


# -- reading it (pure Python, at play time) ---------------------------------------------------
class WinChances:
    """The solved table: the chance of winning from the needs, and the way the model plays."""

    def __init__(self, data: dict):
        if data.get("format") != TABLE_FORMAT or data.get("grid") != GRID:
            raise ValueError("not a table of win chances in this format")
        self.cells = cells = data["cells"]
        self.ways = tuple((kind, points) for kind, points in data["family"])
        self.beat = tuple(data["beat"])
        chances = array.array("H", zlib.decompress(base64.b64decode(data["chances"])))
        if sys.byteorder != "little":
            chances.byteswap()
        ways_ = zlib.decompress(base64.b64decode(data["ways"]))
        side = cells + 1
        if (len(chances) != 2 * side * side or len(ways_) != len(chances)
                or max(ways_) >= len(self.ways)):
            raise ValueError("the table's size does not match its grid")
        self._chances = [c / _QUANTUM for c in chances]
        self._ways = ways_
        self._side = side

    def _cell(self, role: int, i: int, j: int) -> int:
        return (role * self._side + i) * self._side + j

    def _grid(self, mine: float, theirs: float) -> tuple[float, float]:
        """Needs in cells, shifted down together when beyond the table."""
        x, y = mine / GRID, theirs / GRID
        over = max(x, y) - self.cells
        if over > 0:
            x, y = x - over, y - over
        return x, y

    def chance(self, role: int, mine: float, theirs: float) -> float:
        """The chance that the player to move, needing ``mine`` points against ``theirs``, wins
        (both needs above 0), read between the grid's cells."""
        x, y = self._grid(mine, theirs)
        x, y = max(x, 1.0), max(y, 1.0)
        i, j = min(int(x), self.cells - 1), min(int(y), self.cells - 1)
        fx, fy = x - i, y - j
        if i < 1:
            i, fx = 1, 0.0
        if j < 1:
            j, fy = 1, 0.0
        at, w = self._cell, self._chances
        c00, c01 = w[at(role, i, j)], w[at(role, i, j + 1)]
        c10, c11 = w[at(role, i + 1, j)], w[at(role, i + 1, j + 1)]
        return ((c00 * (1 - fy) + c01 * fy) * (1 - fx) + (c10 * (1 - fy) + c11 * fy) * fx)

    def best_way(self, role: int, mine: float, theirs: float) -> int:
        """The place in :attr:`ways` of the way the model plays this turn, at the nearest grid
        cell."""
        x, y = self._grid(mine, theirs)
        i = min(max(round(x), 1), self.cells)
        j = min(max(round(y), 1), self.cells)
        return self._ways[self._cell(role, i, j)]


@memoized(maxsize=1)
def win_chances() -> WinChances:
    """The shipped table, read once per process."""
    text = resources.files(__package__).joinpath(TABLE_FILE).read_text(encoding="utf-8")
    return WinChances(json.loads(text))
