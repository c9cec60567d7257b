"""How long a MISHIMASH game lasts, and how fast the set-up learns it.

The set-up shows, beside each target, the turns a player alone needs on average, taking every
scoring die and banking at 27 points (``cubiri_panel.mishimash.game_length``). This prints the
time the figures take from scratch (every memo cleared: the exact chances of a turn's bank, then
the set-up's quick targets, then a typed target up to the largest the set-up takes, 5,000), in
CPU time beside a yardstick; then the figures beside seeded games alone played to the end
through the rules, and how long two-player games between the same computer players last.

    .venv/bin/python benchmarks/bench_mishimash_length.py [--games N]
"""

import argparse
import math
import random
import statistics
import sys
import time

from cubiri_panel.memo import clear_memos
from cubiri_panel.mishimash import ThresholdBot
from cubiri_panel.mishimash.game_length import expected_turns, turn_banks
from cubiri_panel.mishimash.simulate import play_game

QUICK = (200, 300, 500, 1000)   # the set-up's quick choices (cubiri_panel/ui/mishimash/setup.py)


def cpu(work) -> float:
    began = time.process_time()
    work()
    return (time.process_time() - began) * 1000


def timings() -> None:
    yardstick = cpu(lambda: [sum(range(1000)) for _ in range(1000)])
    print(f"Python {sys.version.split()[0]}; yardstick (1,000 x sum(range(1000))): {yardstick:.1f} ms")
    for run in range(3):
        clear_memos()
        banks = cpu(turn_banks)
        quick = cpu(lambda: [expected_turns(t) for t in QUICK])
        typed = cpu(lambda: expected_turns(5000))
        again = cpu(lambda: [expected_turns(t) for t in (*QUICK, 5000)])
        print(f"run {run + 1}: a turn's exact chances {banks:6.1f} ms; the quick targets {quick:6.1f} ms;"
              f" 5,000 typed after them {typed:6.1f} ms; all again {again:6.3f} ms (CPU)")


def games(count: int) -> None:
    print(f"\nturns alone, banking at 27 points: the figure, and {count} seeded games a target")
    for target in (100, *QUICK):
        turns = [play_game([ThresholdBot()], target, random.Random(seed)).turns[0] for seed in range(count)]
        mean, spread = statistics.mean(turns), statistics.stdev(turns)
        print(f"  to {target:5d}: figure {expected_turns(target):6.2f}; games {mean:6.2f}"
              f" (standard error {spread / math.sqrt(count):.2f}, spread {spread:.1f})")
    print(f"\ntwo players banking at 27 points, {count} seeded games a target: rounds and turns in all")
    for target in (100, *QUICK):
        rounds, total = [], []
        for seed in range(count):
            state = play_game([ThresholdBot(), ThresholdBot()], target, random.Random(seed))
            rounds.append(max(state.turns))
            total.append(sum(state.turns))
        print(f"  to {target:5d}: rounds {statistics.mean(rounds):6.2f} (90% of games within"
              f" {statistics.quantiles(rounds, n=10)[-1]:.0f}); turns in all {statistics.mean(total):6.2f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    args = parser.parse_args()
    timings()
    games(args.games)


if __name__ == "__main__":
    main()
