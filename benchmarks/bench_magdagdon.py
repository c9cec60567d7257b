"""MAGDAGDON speed figures: whole games through the public class, exact odds, can_place.

Run: ``python benchmarks/bench_magdagdon.py [--quick]``. Prints medians over repeats, measured
with ``time.perf_counter`` on one core. Targets (issues 2 and 21): at least 1,000 NIGHTMARE
games a second played by the random player; ``magdagdon_probability`` at most 50 ms, and at
least 15 times as fast as the naive search (``naive_can_place``: every die on every legal cell,
one after another, for every roll), and ``can_place`` at most 0.2 ms, medians over positions
from random play (the empty board included).

Searches are timed cold: every memo is cleared before every timed call, so a figure
never profits from an earlier call on the same position.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from fractions import Fraction

from cubiri_panel.magdagdon import Board, Difficulty, MagdagdonGame, RandomPlayer, magdagdon_probability
from cubiri_panel.magdagdon.odds import ROLLS
from cubiri_panel.memo import clear_memos


def reference_loop_us() -> float:
    """Best of five timings of ``sum(range(1000))``, a yardstick of how busy the machine is
    (about 10-25 us on an idle machine of this kind; noisier and slower when shared)."""
    import timeit
    return min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000 * 1e6


def games_per_second(games: int, repeats: int) -> tuple[list[float], list[float]]:
    """Rates of complete NIGHTMARE games by the random player, one figure per repeat: by the
    wall clock, and by this process's CPU time (which leaves out the time other processes
    held the core, so it varies less on a shared machine)."""
    wall, cpu = [], []
    seed = 0
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.process_time()
        for _ in range(games):
            RandomPlayer(seed).play(MagdagdonGame(Difficulty.NIGHTMARE, seed=seed))
            seed += 1
        wall.append(games / (time.perf_counter() - start))
        cpu.append(games / (time.process_time() - start_cpu))
    return wall, cpu


def positions(games: int) -> list[tuple[Board, Difficulty]]:
    """Permanent boards met at the start of turns in random games of every difficulty, the
    empty board first."""
    found = {(Board(), d) for d in Difficulty}
    for seed in range(games):
        difficulty = list(Difficulty)[seed % 3]
        game = MagdagdonGame(difficulty, seed=10_000 + seed)
        player = RandomPlayer(seed)
        while not game.is_over:
            found.add((game.board, difficulty))
            player.play_turn(game)
    rest = sorted(found - {(Board(), d) for d in Difficulty}, key=lambda p: (p[0].to_text(), p[1].value))
    return [(Board(), d) for d in Difficulty] + rest


def naive_neighbours(cell: int) -> list[int]:
    row, col = divmod(cell, 4)
    return [r * 4 + c for r, c in ((row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col))
            if 0 <= r < 4 and 0 <= c < 4]


def is_number(content: int) -> bool:
    return 0 < content < 7


def naive_legal_cell(cells: tuple[int, ...], cell: int, value: int) -> bool:
    """The legal-cell rule as the card reads it (and as ``rules.legal_cell`` stood before the
    moves ran it): an empty cell; the first number anywhere, any other beside a number,
    within 1 of every number beside it."""
    if cells[cell] != 0:
        return False
    if not any(is_number(v) for v in cells):
        return True
    beside = [cells[n] for n in naive_neighbours(cell) if is_number(cells[n])]
    return bool(beside) and not any(abs(number - value) > 1 for number in beside)


def naive_can_place(cells: tuple[int, ...], dice: tuple[int, ...], need: int) -> bool:
    """The placement question searched as the card reads: each die on each cell the legal-cell
    rule allows, then the rest, without shortcuts or memo."""
    if need <= 0:
        return True
    for k, value in enumerate(dice):
        rest = tuple(dice[:k]) + tuple(dice[k + 1:])
        for cell in range(16):
            if naive_legal_cell(cells, cell, value) and \
                    naive_can_place(cells[:cell] + (value,) + cells[cell + 1:], rest, need - 1):
                return True
    return False


def naive_probability(board: Board, difficulty: Difficulty) -> Fraction:
    """``magdagdon_probability`` by the naive search, roll by roll."""
    need = difficulty.required(board.empty_count)
    if need == 0:
        return Fraction(0)
    stuck = sum(weight for roll, weight in ROLLS if not naive_can_place(board.cells, roll, need))
    return Fraction(stuck, 6 ** 4)


def time_cold(call) -> float:
    clear_memos()
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def summary(times: list[float], unit: float, label: str) -> str:
    ordered = sorted(times)
    return (f"{label}: median {statistics.median(ordered) / unit:.3f}, "
            f"p90 {ordered[int(0.9 * (len(ordered) - 1))] / unit:.3f}, max {ordered[-1] / unit:.3f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games and positions")
    quick = parser.parse_args(argv).quick
    print(f"Python {sys.version.split()[0]}; figures are medians of repeats on a shared machine")
    print(f"machine yardstick: sum(range(1000)) takes {reference_loop_us():.1f} us now")

    wall, cpu = games_per_second(games=100 if quick else 500, repeats=3 if quick else 7)
    print(f"NIGHTMARE games by the random player (target >= 1,000/s): median {statistics.median(wall):,.0f}/s, "
          f"best {max(wall):,.0f}/s, worst {min(wall):,.0f}/s by the wall clock; "
          f"median {statistics.median(cpu):,.0f}/s, best {max(cpu):,.0f}/s by CPU time")

    found = positions(30 if quick else 120)
    rnd = random.Random(1)
    sample = found[:3] + rnd.sample(found[3:], min(len(found) - 3, 60 if quick else 300))
    print(f"{len(sample)} positions from random play (all three difficulties, empty board included)")

    odds = [time_cold(lambda b=b, d=d: magdagdon_probability(b, d)) for b, d in sample]
    print(summary(odds, 1e-3, "magdagdon_probability, ms (target median <= 50)"))
    naive = [time_cold(lambda b=b, d=d: naive_probability(b, d)) for b, d in sample[::3]]
    print(summary(naive, 1e-3, f"the naive search on every third position ({len(naive)}), ms"))
    ratios = [n / o for n, o in zip(naive, odds[::3])]
    print(f"magdagdon_probability against the naive search (target median >= 15x): median "
          f"{statistics.median(ratios):.1f}x, ratio of medians {statistics.median(naive) / statistics.median(odds[::3]):.1f}x")
    for (board, difficulty), took in zip(sample[:3], odds[:3]):
        print(f"  empty board, {difficulty.name}: {took * 1e3:.1f} ms, "
              f"P(MAGDAGDON) = {magdagdon_probability(board, difficulty)}")

    places = []
    for board, difficulty in sample:
        need = difficulty.required(board.empty_count)
        for _ in range(5):
            dice = tuple(rnd.randint(1, 6) for _ in range(4))
            places.append(time_cold(lambda b=board, x=dice, n=need: b.can_place(x, n)))
    print(summary(places, 1e-3, "can_place (four random dice, the required count), ms (target median <= 0.2)"))
    print(f"machine yardstick at the end: {reference_loop_us():.1f} us")


if __name__ == "__main__":
    main()
