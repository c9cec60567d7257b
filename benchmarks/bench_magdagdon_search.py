"""The MAGDAGDON expert against a plain search: flat Monte Carlo over the greedy player.

Both play the same seeded games (game seed 0, 1, 2, ...: the same dice for both until a Majda
Power rerolls some), the search at 16 and at 64 rollouts a choice on dice of its own
(``solvers/flat_search.py``). Prints, for each difficulty, each player's mean score, the
expert's paired difference from each search with its 95% interval, that difference as a share
of the search's mean, and the slowest decision of each player (CPU time).

The search is slow (a choice finishes the game hundreds of times), so each game's result is
appended to ``--results`` as it ends (a JSON line) and a run started again skips the games
already there: run the seeds in chunks, and print the table from what is there with
``--games 0``.

    .venv/bin/python benchmarks/bench_magdagdon_search.py --seeds 100 --jobs 2
    .venv/bin/python benchmarks/bench_magdagdon_search.py --seeds 200 --rollouts 16 --difficulty nightmare
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import statistics
import time

from cubiri_panel.magdagdon import Difficulty, ExpertPlayer, MagdagdonGame
from cubiri_panel.magdagdon.solvers.flat_search import SearchPlayer

Z95 = 1.96


def play(job: tuple[str, str, int]) -> dict:
    """One game: ``(player, difficulty, seed)``, where the player is ``expert`` or
    ``search<rollouts>`` -> its score and its slowest decision."""
    name, difficulty, seed = job
    game = MagdagdonGame(difficulty, seed=seed)
    player = ExpertPlayer() if name == "expert" else SearchPlayer(int(name.removeprefix("search")), seed=seed)
    slowest = 0.0
    while not game.is_over:
        # CPU time, not wall time: on a shared machine a process waits for a core at random.
        start = time.process_time()
        action = player.choose(game)
        slowest = max(slowest, time.process_time() - start)
        game.apply(action)
    return {"player": name, "difficulty": difficulty, "seed": seed, "score": game.score, "slowest": slowest}


def load(path: str) -> dict[tuple[str, str, int], dict]:
    found = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                row = json.loads(line)
                found[row["player"], row["difficulty"], row["seed"]] = row
    return found


def paired(a: list[float], b: list[float]) -> tuple[float, float]:
    """The mean of ``a - b`` and the half-width of its 95% interval."""
    diffs = [x - y for x, y in zip(a, b)]
    half = Z95 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else float("inf")
    return statistics.fmean(diffs), half


def table(results: dict, difficulties: list[str], players: list[str], seeds: int) -> None:
    """The table of the players' games on the seeds all of them played (``players``: the
    searches, fewest rollouts first, then the expert)."""
    print(f"\n| difficulty | seeds | {' | '.join(players)} | expert - {players[0]} (95%) | share of its mean "
          f"| expert - {players[-2]} (95%) | slowest decision: {' / '.join(players)} |")
    print("|---" * (7 + len(players) - 1) + "|")
    for difficulty in difficulties:
        common = [s for s in range(seeds) if all((p, difficulty, s) in results for p in players)]
        if not common:
            continue
        scores = {p: [results[p, difficulty, s]["score"] for s in common] for p in players}
        means = " | ".join(f"{statistics.fmean(scores[p]):.1f}" for p in players)
        first, first_half = paired(scores["expert"], scores[players[0]])
        last, last_half = paired(scores["expert"], scores[players[-2]])
        share = first / statistics.fmean(scores[players[0]])
        slowest = " / ".join(f"{1000 * max(results[p, difficulty, s]['slowest'] for s in common):.0f} ms"
                             for p in players)
        print(f"| {difficulty.upper()} | {len(common)} | {means} | {first:+.1f} +- {first_half:.1f} | "
              f"{100 * share:+.1f}% | {last:+.1f} +- {last_half:.1f} | {slowest} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100, help="game seeds 0 .. SEEDS-1")
    parser.add_argument("--rollouts", type=int, nargs="+", default=[16, 64], help="the searches' rollouts a choice")
    parser.add_argument("--difficulty", nargs="+", default=["peaceful", "nightmare"],
                        choices=[d.value for d in Difficulty])
    parser.add_argument("--jobs", type=int, default=2, help="processes (at most the cores)")
    parser.add_argument("--results", default="build/bench_magdagdon_search.jsonl",
                        help="where each game's result is kept (expert games are always played again)")
    parser.add_argument("--games", type=int, default=None, help="play at most this many new games, then print")
    args = parser.parse_args()
    searches = [f"search{r}" for r in args.rollouts]
    players = [*searches, "expert"]
    kept = {k: v for k, v in load(args.results).items() if k[0] != "expert"}
    # The expert is quick, and is what changes: its games are always played again.
    jobs = [(p, d, s) for d in args.difficulty for s in range(args.seeds) for p in players
            if p == "expert" or (p, d, s) not in kept]
    searching = [job for job in jobs if job[0] != "expert"][:args.games]
    jobs = [job for job in jobs if job[0] == "expert"] + searching
    print(f"MAGDAGDON: the expert against flat Monte Carlo over the greedy player; {args.seeds} seeds, "
          f"{len(searching)} search games to play ({args.jobs} processes)", flush=True)
    os.makedirs(os.path.dirname(args.results) or ".", exist_ok=True)
    results = dict(kept)
    start = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool, open(args.results, "a", encoding="utf-8") as out:
        for done, row in enumerate(pool.imap_unordered(play, jobs), 1):
            results[row["player"], row["difficulty"], row["seed"]] = row
            if row["player"] != "expert":
                out.write(json.dumps(row) + "\n")
                out.flush()
            if done % 50 == 0:
                print(f"  {done}/{len(jobs)} games, {time.perf_counter() - start:.0f} s", flush=True)
    table(results, args.difficulty, players, args.seeds)


if __name__ == "__main__":
    main()
