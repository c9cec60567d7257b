"""MAGIKABOOM speed and strength figures, through the public game class, on one core.

Run: ``python benchmarks/bench_magikaboom.py [--quick]``. Targets (issue 4): at least 200
complete four-player games a second between expert players; the expert's decision and the odds
for any position in at most 5 ms each, computed from scratch; the expert beating the simple
player in at least 60% of two-player games.

"From scratch" means the memo is cleared before every timed call, so a figure never profits
from an earlier call; the tables of rule facts (each cauldron's rolls) are constants built when
the turn solver is imported, and that import is timed on its own. The game rate is not asked
from scratch: the expert keeps its memo across decisions and games (a transposition table
keyed by signatures, see ``solvers.turn_gain``), as it does in any simulation. Its figure is the rate
of a whole run of 1,000 games started in a fresh memo, so the first games' cost of filling it
is counted in; the blocks of 100 show that warm-up. Timings are the best of a few repeats,
since other processes share the machine; ``time.process_time`` figures are printed alongside
for the same reason, and a machine check first.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from itertools import combinations_with_replacement

from cubiri_panel.magikaboom import (MagikaboomGame, Phase, decision_odds, explodes, explosion_probability,
                                     keep_odds)
from cubiri_panel.magikaboom.solvers import turn_gain
from cubiri_panel.memo import clear_memos
from cubiri_panel.playout import random_playout

TURN_GAIN = turn_gain.__name__  # the expert's memo


def play_games(level: str, players: int, seeds: range) -> tuple[float, float]:
    """Wall and CPU seconds to play these seeded games to the end with computer players only."""
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in seeds:
        game = MagikaboomGame(players=[f"P{i}" for i in range(players)],
                              computers={i: level for i in range(players)}, seed=seed)
        random_playout(game)
    return time.perf_counter() - wall, time.process_time() - cpu


def game_rates(games: int, blocks: int) -> None:
    print(f"== four-player games between expert players, {games} a block (target 200/s)")
    clear_memos(TURN_GAIN)
    walls = cpus = 0.0
    for block in range(blocks):
        wall, cpu = play_games("expert", 4, range(block * games, (block + 1) * games))
        walls, cpus = walls + wall, cpus + cpu
        print(f"  block {block + 1}: {games / wall:7.1f} games/s wall, {games / cpu:7.1f} per CPU second"
              f"   (memo: {turn_gain.memo_size()} signatures)")
    print(f"  the whole run of {blocks * games} games from a fresh memo: {blocks * games / walls:.1f} games/s wall, "
          f"{blocks * games / cpus:.1f} per CPU second")
    wall, cpu = play_games("simple", 4, range(games))
    print(f"  engine with the simple player, for scale: {games / wall:.1f} games/s wall, "
          f"{games / cpu:.1f} per CPU second")


def rule_tables() -> None:
    """The turn solver builds its tables of rule facts (every cauldron's rolls) when imported:
    time that import in a fresh process, the second time (the first writes the bytecode)."""
    print("== importing the turn solver, which builds its rule tables (once a process)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    for _ in range(2):
        out = subprocess.run([sys.executable, "-X", "importtime", "-c", "import cubiri_panel.magikaboom"],
                             capture_output=True, text=True, env=env, check=True).stderr
    own = next(int(line.split("|")[0].split(":")[1]) for line in out.splitlines()
               if line.rstrip().endswith("cubiri_panel.magikaboom.solvers.turn_gain"))
    print(f"  {own / 1000:.1f} ms")


def decision_positions(games: int) -> list[MagikaboomGame]:
    """Games paused at every decision of the expert (keep, stop or continue), from seeded
    games with two, four and six players."""
    found = []
    for seed in range(games):
        players = (2, 4, 6)[seed % 3]
        game = MagikaboomGame(players=[f"P{i}" for i in range(players)],
                              computers={i: "expert" for i in range(players)}, seed=1000 + seed)
        while not game.is_over:
            if game.phase in (Phase.KEEP, Phase.STOP_OR_CONTINUE):
                found.append(MagikaboomGame.from_dict(game.to_dict()))
            game.step_computer()
    return found


def _timed(call, clear, repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        clear()
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best


def _summary(name: str, seconds: list[float], target_ms: float) -> None:
    ms = sorted(s * 1000 for s in seconds)
    print(f"  {name}: median {statistics.median(ms):.2f} ms, p90 {ms[int(len(ms) * 0.9)]:.2f}, "
          f"p99 {ms[int(len(ms) * 0.99)]:.2f}, max {ms[-1]:.2f} over {len(ms)}"
          f"   ({sum(m <= target_ms for m in ms) / len(ms):.1%} within {target_ms:g} ms)")


def decision_times(games: int, repeats: int) -> None:
    print("== expert decisions from scratch (memo cleared before each; target 5 ms)")
    positions = decision_positions(games)
    first_keeps = [g for g in positions if g.phase is Phase.KEEP and not g.cauldron]
    for label, group in (("every decision", positions), ("turn-start keeps", first_keeps)):
        times = [_timed(g.computer_action, lambda: clear_memos(TURN_GAIN), repeats) for g in group]
        _summary(label, times, 5)


def odds_times(repeats: int) -> None:
    print("== potion odds from scratch (memo and shape tables cleared before each; target 5 ms)")

    def clear():
        clear_memos("cubiri_panel.magikaboom.odds", "cubiri_panel.magikaboom.fast_turn")  # the shape tables too

    decisions, keeps = [], []
    for first in range(1, 7):
        for second in range(first, 7):
            keeps.append(((), (first, second)))
    for size in range(1, 6):
        for cauldron in combinations_with_replacement(range(1, 7), size):
            for held in range(1, 7):
                if not explodes(cauldron, (held,)):
                    decisions.append((cauldron, held))
    _summary("decision_odds (stop vs continue)", [
        _timed(lambda: decision_odds(c, h), clear, repeats) for c, h in decisions], 5)
    _summary("keep_odds at turn start", [
        _timed(lambda: keep_odds(c, r), clear, repeats) for c, r in keeps], 5)
    _summary("explosion_probability", [
        _timed(lambda: explosion_probability(c, h), clear, repeats)
        for c, h in decisions if len(c) <= 4], 5)


def duel(games: int) -> None:
    print(f"== expert against simple, two players, {games} seeded games each seating (target 60%)")
    for expert_seat in (0, 1):
        wins = ties = 0
        for seed in range(games):
            levels = {expert_seat: "expert", 1 - expert_seat: "simple"}
            game = random_playout(MagikaboomGame(players=["A", "B"], computers=levels, seed=seed))
            wins += game.winners == [expert_seat]
            ties += len(game.winners) == 2
        print(f"  expert in seat {expert_seat}: wins {wins / games:.1%}, shared wins {ties / games:.1%}"
              f", simple wins {(games - wins - ties) / games:.1%}")


def machine_check() -> None:
    """A fixed pure-Python loop, to judge how busy the machine was while the figures were taken."""
    best = min(_timed(lambda: sum(i * i for i in range(1_000_000)), lambda: None, 1) for _ in range(5))
    print(f"== machine check: a million-step generator sum takes {best * 1000:.0f} ms (best of 5)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer games and positions")
    quick = parser.parse_args().quick
    machine_check()
    game_rates(games=20 if quick else 100, blocks=2 if quick else 10)
    rule_tables()
    decision_times(games=3 if quick else 9, repeats=2 if quick else 3)
    odds_times(repeats=1 if quick else 3)
    duel(200 if quick else 2000)


if __name__ == "__main__":
    main()
