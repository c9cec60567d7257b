"""MAGDAGDON players compared: the random player, a one-turn greedy player and the expert.

Every player plays the same seeded games (game seed 0, 1, 2, ...) in each difficulty. Prints
each player's mean score with its 99% interval, quartiles and a histogram, the ratios the
targets name, and the expert's decision times (CPU time). The random and greedy players use no
Majda Powers, so they play PEACEFUL and SURVIVAL alike (both place two dice a turn).

    .venv/bin/python benchmarks/bench_magdagdon_expert.py            # 2,000 games a difficulty
    .venv/bin/python benchmarks/bench_magdagdon_expert.py --games 200 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import time

from cubiri_panel.magdagdon import Difficulty, MagdagdonGame, RandomPlayer
from cubiri_panel.magdagdon.actions import AcceptMagdagdon, Confirm, Place, Roll, TakeBack
from cubiri_panel.magdagdon import ExpertPlayer
from cubiri_panel.magdagdon.solvers.best_turn import SIZE, placements
from cubiri_panel.magdagdon.scoring import board_score as score

Z99 = 2.5758


class GreedyPlayer:
    """Each turn, the placements (from the required count to all four dice) that score most on
    the board at once; on MAGDAGDON the first empty cell becomes the ruin. No powers."""

    def __init__(self):
        self._plan: tuple = ()

    def choose(self, game):
        if not game.dice:
            return Roll()
        cells = tuple(game.board.cells)
        if game.in_magdagdon:
            if game.prepared:
                return next(a for a in game.legal_actions() if isinstance(a, TakeBack))
            return AcceptMagdagdon(*divmod(cells.index(0), SIZE))
        if not game.prepared:
            self._plan = max(placements(cells, tuple(game.dice), game.required),
                             key=lambda option: score(option[0]))[1]
        if len(game.prepared) == len(self._plan):
            return Confirm()
        die, cell = self._plan[len(game.prepared)]
        return Place(die, *divmod(cell, SIZE))


def play(job: tuple[str, str, int]) -> tuple[int, list[float]]:
    """One game: ``(player, difficulty, seed)`` -> its score and the expert's decision times."""
    name, difficulty, seed = job
    game = MagdagdonGame(difficulty, seed=seed)
    if name == "random":
        RandomPlayer(seed).play(game)
        return game.score, []
    player = GreedyPlayer() if name == "greedy" else ExpertPlayer()
    times = []
    while not game.is_over:
        # CPU time, not wall time: on a shared machine a process waits for a core at random.
        start = time.process_time()
        action = player.choose(game)
        times.append(time.process_time() - start)
        game.apply(action)
    return game.score, times if name == "expert" else []


def summary(scores: list[int]) -> tuple[float, float, float]:
    mean = statistics.fmean(scores)
    half = Z99 * statistics.stdev(scores) / math.sqrt(len(scores))
    return mean, mean - half, mean + half


def histogram(scores: list[int], width: int = 50) -> list[str]:
    low, high = min(scores), max(scores)
    step = max(10, math.ceil((high - low + 1) / 12 / 10) * 10)
    start = math.floor(low / step) * step
    bins = {}
    for s in scores:
        bins[(s - start) // step] = bins.get((s - start) // step, 0) + 1
    top = max(bins.values())
    return [f"    {start + b * step:5d}..{start + (b + 1) * step - 1:5d} {'#' * max(1, round(width * n / top))} {n}"
            for b, n in sorted(bins.items())]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games a player and difficulty")
    parser.add_argument("--jobs", type=int, default=2, help="processes (at most the cores)")
    args = parser.parse_args()
    print(f"MAGDAGDON players, {args.games} seeded games a difficulty ({args.jobs} processes)")
    with multiprocessing.Pool(args.jobs) as pool:
        for difficulty in Difficulty:
            results = {}
            for name in ("random", "greedy", "expert"):
                start = time.perf_counter()
                played = pool.map(play, [(name, difficulty.value, s) for s in range(args.games)], chunksize=20)
                results[name] = ([s for s, _ in played], [t for _, ts in played for t in ts],
                                 time.perf_counter() - start)
            print(f"\n{difficulty.name}")
            for name, (scores, _, seconds) in results.items():
                mean, low, high = summary(scores)
                q1, q2, q3 = statistics.quantiles(scores, n=4)
                print(f"  {name:7s} mean {mean:6.1f} (99% interval {low:6.1f}-{high:6.1f})  quartiles "
                      f"{q1:.0f} / {q2:.0f} / {q3:.0f}  min {min(scores)} max {max(scores)}  ({seconds:.0f} s)")
                for line in histogram(scores):
                    print(line)
            random_mean = statistics.fmean(results["random"][0])
            expert_mean, expert_low, _ = summary(results["expert"][0])
            _, _, greedy_high = summary(results["greedy"][0])
            need = {"PEACEFUL": 2.0, "NIGHTMARE": 2.5}.get(difficulty.name)
            ratio = expert_mean / random_mean
            print(f"  expert / random: {ratio:.2f}x" + (f" (target >= {need}x: {'met' if ratio >= need else 'NOT met'})"
                                                       if need else ""))
            print(f"  expert above greedy with 99% confidence (intervals apart): "
                  f"{'yes' if expert_low > greedy_high else 'NO'}")
            times = sorted(results["expert"][1])
            print(f"  expert decisions: {len(times)}, p50 {1000 * times[len(times) // 2]:.2f} ms, "
                  f"p95 {1000 * times[int(len(times) * 0.95)]:.1f} ms, max {1000 * times[-1]:.0f} ms of CPU time "
                  "(each process keeps its memo across its games)")


if __name__ == "__main__":
    main()
