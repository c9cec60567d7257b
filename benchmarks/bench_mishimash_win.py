"""MISHIMASH: how often the champion (plays to win) beats the points-optimal player.

Run: ``python benchmarks/bench_mishimash_win.py [--games N] [--target T] [--seats S]
[--decisions] [--self-play]``. Targets (issue 16): over at least 40,000 two-player games to 1,000, seats
alternated, the champion wins at least 51.5% with 99% confidence; also to 300, and four-player
games against three points-optimal players (its fair share there is 25%); decisions at most
20 ms each.

Games are played by :func:`cubiri_panel.mishimash.simulate.play_game` (the game's own rules and
dice, without the game object). Game ``g`` rolls from ``random.Random(f"win {g}")``, and the
champion sits in seat ``g mod S``, so every seat is played equally often and a run replays
exactly. The interval is the normal approximation at 99% (z = 2.576).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from cubiri_panel.mishimash.bots import ChampionBot, OptimalBot
from cubiri_panel.mishimash.simulate import play_game
from cubiri_panel.mishimash.solvers.win_model import win_chances

Z99 = 2.576


def interval(wins: int, games: int) -> tuple[float, float, float]:
    rate = wins / games
    half = Z99 * math.sqrt(rate * (1 - rate) / games)
    return rate, rate - half, rate + half


def match(games: int, target: int, seats: int, progress_every: int) -> None:
    champion, optimal = ChampionBot(), OptimalBot()
    wins, by_seat = 0, [0] * seats
    start = time.perf_counter()
    for g in range(games):
        seat = g % seats
        bots = [optimal] * seats
        bots[seat] = champion
        won = play_game(bots, target, random.Random(f"win {g}")).winner == seat
        wins += won
        by_seat[seat] += won
        if (g + 1) % progress_every == 0 or g + 1 == games:
            rate, low, high = interval(wins, g + 1)
            print(f"  {g + 1:>6,} games: champion wins {rate:.2%} (99% CI {low:.2%} - {high:.2%}), "
                  f"{time.perf_counter() - start:.0f} s", flush=True)
    rate, low, high = interval(wins, games)
    seat_rates = ", ".join(f"seat {s + 1}: {by_seat[s] / (games // seats + (s < games % seats)):.2%}"
                           for s in range(seats))
    print(f"{seats} players to {target}, {games:,} games: champion {rate:.2%}, 99% CI "
          f"[{low:.2%}, {high:.2%}] (fair share {1 / seats:.0%}); {seat_rates}")


def self_play(games: int, target: int, progress_every: int) -> None:
    """Champion against champion: how often the first seat wins, beside what the model of
    :mod:`cubiri_panel.mishimash.solvers.win_model` says (it assumes both play its way: how far the
    model is from the play it drives)."""
    champions = [ChampionBot(), ChampionBot()]
    wins = 0
    for g in range(games):
        wins += play_game(champions, target, random.Random(f"self {g}")).winner == 0
        if (g + 1) % progress_every == 0 or g + 1 == games:
            rate, low, high = interval(wins, g + 1)
            print(f"  {g + 1:>6,} games: the first seat wins {rate:.2%} (99% CI {low:.2%} - {high:.2%})",
                  flush=True)
    model = win_chances().chance(0, target, target)
    rate, low, high = interval(wins, games)
    print(f"champion against champion to {target}, {games:,} games: the first seat wins {rate:.2%}, "
          f"99% CI [{low:.2%}, {high:.2%}]; the model says {model:.2%}")


def decision_times(games: int, target: int) -> None:
    """Wall time of every champion decision over a few games (a fresh process's first
    decisions included: each needs its tables loaded or built)."""
    champion, optimal = ChampionBot(), OptimalBot()
    times = []

    class Timed:
        def choose(self, game):
            wall = time.perf_counter()
            action = champion.choose(game)
            times.append((time.perf_counter() - wall) * 1000)
            return action

    for g in range(games):
        bots = [Timed(), optimal] if g % 2 == 0 else [optimal, Timed()]
        play_game(bots, target, random.Random(f"timing {g}"))
    slowest = sorted(range(len(times)), key=times.__getitem__)[-3:][::-1]
    later = max(times[20:])  # the first turn's decisions load the tables
    print(f"champion decisions over {games} games to {target}: {len(times):,} decisions, median "
          f"{statistics.median(times):.3f} ms, 99th percentile "
          f"{sorted(times)[int(len(times) * 0.99)]:.2f} ms, max {max(times):.1f} ms; slowest: "
          + ", ".join(f"decision {i + 1} {times[i]:.1f} ms" for i in slowest)
          + f"; after the first 20 (which load the tables) max {later:.1f} ms; target <= 20 ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40_000)
    parser.add_argument("--target", type=int, default=1000)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--decisions", action="store_true", help="time decisions only")
    parser.add_argument("--self-play", action="store_true", help="champion against champion")
    args = parser.parse_args()
    if args.decisions:
        decision_times(args.games if args.games < 40_000 else 200, args.target)
        return
    if args.self_play:
        self_play(args.games, args.target, progress_every=max(args.games // 10, 1))
        return
    match(args.games, args.target, args.seats, progress_every=max(args.games // 20, 1))


if __name__ == "__main__":
    main()
