"""MISHIMASH speed figures on one core, CPython.

Run: ``python benchmarks/bench_mishimash.py [--quick] [--caps]``. Targets (issue 3): at least
20,000 simulated turns a second with the optimal player; the odds of any in-turn position in at
most 20 ms; the optimal player's table built in at most 10 s.

Turns are played two ways: the fast path (``simulate_turns``: the same ``Turn`` rules code and
the same bots, without the game object's param bookkeeping) and the public class
(``MishimashGame.step_computer``). Odds are timed on positions met in simulated turns by the
optimal player, with the shared table built (which is how the odds panel uses them).
Other processes may share the machine: every figure is the best of a few repeats, with
``time.process_time`` beside the wall time, and a yardstick loop shows how busy the machine is.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import timeit

from cubiri_panel.mishimash import (MishimashGame, OptimalBot, ThresholdBot, Turn, position_odds,
                                    simulate_turns, threshold_expectations)
from cubiri_panel.mishimash.game import MAX_TARGET
from cubiri_panel.mishimash.simulate import dice_drawer
from cubiri_panel.mishimash.strategy import DEFAULT_CAP, TurnValues, optimal_turn_values


def reference_loop_us() -> float:
    """Best of five timings of ``sum(range(1000))``: about 10-25 us on an idle machine."""
    return min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000 * 1e6


def timed(work, repeats: int) -> tuple[float, float]:
    """Best wall and best CPU seconds of ``work()`` over ``repeats`` runs."""
    walls, cpus = [], []
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), time.process_time()
        work()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return min(walls), min(cpus)


def in_turn_positions(count: int) -> list[tuple[int, int, float, int]]:
    """Positions between rolls (dice in hand, next multiplier, turn points, clears) met by the
    optimal player, the turn's start first."""
    bot, draw = OptimalBot(), dice_drawer(random.Random("positions"))
    found = {(6, 1, 0.0, 0)}
    while len(found) < count:
        turn = Turn().rolled(draw(6))
        while turn is not None:
            turn = turn.took(bot.choose(turn).dice)
            found.add((turn.dice_in_hand, turn.multiplier, turn.turn_points, turn.clears))
            if bot.choose(turn).kind == "bank":
                break
            turn = turn.rolled(draw(turn.dice_in_hand))
    return sorted(found, key=lambda p: (p[1], p[2]))[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer turns and repeats")
    parser.add_argument("--caps", action="store_true", help="also the turn value at caps 200-600")
    args = parser.parse_args()
    turns, repeats = (20_000, 2) if args.quick else (100_000, 3)
    print(f"yardstick sum(range(1000)): {reference_loop_us():.1f} us")

    wall, cpu = timed(lambda: TurnValues(DEFAULT_CAP), 1 if args.quick else 2)
    values = optimal_turn_values()
    print(f"optimal table (cap {DEFAULT_CAP}): {len(values)} positions, built in {wall:.2f} s "
          f"(cpu {cpu:.2f} s); target <= 10 s; turn value {values.start_value:.4f}")

    for name, bot in (("optimal", OptimalBot()), ("threshold 27", ThresholdBot())):
        simulate_turns(bot, 5_000, seed=0)  # warm the roll caches
        wall, cpu = timed(lambda: simulate_turns(bot, turns, seed=1), repeats)
        print(f"{name}: {turns / wall:,.0f} turns/s fast path (cpu {turns / cpu:,.0f}/s)")

    def public_class(n=turns // 10):
        game = MishimashGame(players=["Solo"], target=MAX_TARGET, computers={0: "optimal"}, seed=2)
        while sum(game.turns) < n:
            game.step_computer()
    wall, cpu = timed(public_class, repeats)
    print(f"optimal: {turns // 10 / wall:,.0f} turns/s through MishimashGame (cpu "
          f"{turns // 10 / cpu:,.0f}/s)")

    positions = in_turn_positions(200 if args.quick else 1000)
    times = []
    for position in positions:
        start = time.perf_counter()
        position_odds(*position)
        times.append((time.perf_counter() - start) * 1000)
    print(f"position odds over {len(positions)} positions from play: median "
          f"{statistics.median(times):.2f} ms, max {max(times):.2f} ms; target <= 20 ms")

    wall, cpu = timed(lambda: threshold_expectations(300), 1)
    best = max(range(1, 301), key=threshold_expectations(300).__getitem__)
    print(f"thresholds 1-300 evaluated exactly in {wall:.2f} s (cpu {cpu:.2f} s); best T = {best}: "
          f"{threshold_expectations(300)[best]:.4f} per turn vs optimal {values.start_value:.4f}")

    if args.caps:
        for cap in (200, 300, 400, 600):
            start = time.perf_counter()
            table = TurnValues(cap)
            print(f"cap {cap}: turn value {table.start_value:.5f}, {len(table)} positions, "
                  f"{time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
