"""MISHIMASH speed figures on one core, CPython.

Run: ``python benchmarks/bench_mishimash.py [--quick] [--caps]``. Targets (issue 3): at least
20,000 simulated turns a second with the optimal player; the odds of any in-turn position in at
most 20 ms; the optimal player's table built in at most 10 s.

Turns are played two ways: ``simulate_turns``, the documented simulation (the moves of the
game's rules, a take the roll cache lists by look-up, and the same bot classes, without the
game object's param bookkeeping),
which is what the target is read against; and the public class (``MishimashGame.step_computer``),
shown beside it. Odds are timed on positions met in simulated turns by the optimal player, with
the shared table built (which is how the odds panel uses them).
Other processes may share the machine: every figure is the best of a few repeats, with
``time.process_time`` beside the wall time, and a yardstick loop shows how busy the machine is.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import time
import timeit

from cubiri_panel.mishimash import rules
from cubiri_panel.mishimash import (Bank, MishimashGame, OptimalBot, ThresholdBot, Turn, position_odds,
                                    simulate_turns, threshold_expectations)
from cubiri_panel.mishimash.roll_cache import best_takes
from cubiri_panel.mishimash.facts import MAX_TARGET
from cubiri_panel.mishimash.simulate import dice_drawer
from cubiri_panel.mishimash.solvers.turn_values import DEFAULT_CAP, TurnValues, optimal_turn_values
from cubiri_panel.memo import clear_memos


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


def in_turn_positions(count: int, bot=None, seed: str = "positions") -> list[tuple]:
    """Positions between rolls (dice in hand, next multiplier, turn points, clears) met in
    turns by ``bot`` or, without one, by a player taking a random legal option and banking
    at random (as a human might, reaching positions the optimal player never does)."""
    rng, draw = random.Random(seed), dice_drawer(random.Random(seed))
    found = {(6, 1, 0.0, 0)}
    while len(found) < count:
        turn = rules.roll(Turn(), draw(6))
        while turn is not None and len(found) < count:
            take = bot.choose(turn).dice if bot else rng.choice(turn.takes()).indices
            turn = rules.take(turn, take).after
            found.add((turn.dice_in_hand, turn.multiplier, turn.turn_points, turn.clears))
            if (bot.choose(turn) == Bank()) if bot else rng.random() < 0.15:
                break
            turn = rules.roll(turn, draw(turn.dice_in_hand))
    return sorted(found, key=lambda p: (p[1], p[2]))


def odds_times(positions) -> list[tuple[float, float]]:
    """Wall and CPU milliseconds of ``position_odds`` at each position."""
    times = []
    for position in positions:
        wall, cpu = time.perf_counter(), time.process_time()
        position_odds(*position)
        times.append(((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer turns and repeats")
    parser.add_argument("--caps", action="store_true", help="also the turn value at caps 200-600")
    args = parser.parse_args()
    turns, repeats = (20_000, 2) if args.quick else (100_000, 3)
    print(f"yardstick sum(range(1000)): {reference_loop_us():.1f} us")

    wall, cpu = timed(lambda: (clear_memos("cubiri_panel.mishimash.solvers.turn_values"), optimal_turn_values()), 3)
    values = optimal_turn_values()
    print(f"optimal table (cap {DEFAULT_CAP}) loaded from the package in {wall * 1000:.0f} ms "
          f"(cpu {cpu * 1000:.0f} ms); target <= 100 ms")
    wall, cpu = timed(lambda: TurnValues(DEFAULT_CAP), 1 if args.quick else 2)
    print(f"optimal table built from scratch in {wall:.2f} s (cpu {cpu:.2f} s); target <= 10 s; "
          f"{len(values)} positions where rolling is best; turn value {values.start_value:.4f}")

    # The target is read through simulate_turns: the documented simulation, which plays the
    # game's own moves with the very bot class the game seats, without the game object.
    # Each repeat plays new turns (its own seed), so no figure replays turns a player remembers.
    optimal = OptimalBot()
    wall, cpu = timed(lambda: simulate_turns(optimal, turns, seed=0), 1)
    print(f"optimal, simulate_turns, cold (a new player, no roll cached yet): {turns / wall:,.0f} "
          f"turns/s (cpu {turns / cpu:,.0f}/s); target >= 20,000")
    wall, cpu = timed(lambda: [best_takes(roll) for n in range(1, 7)
                               for roll in itertools.product(range(1, 7), repeat=n)], 1)
    print(f"every roll's takes cached (55,986 rolls) in {wall:.2f} s (cpu {cpu:.2f} s)")
    seeds = itertools.count(1)
    wall, cpu = timed(lambda: simulate_turns(optimal, turns, seed=next(seeds)), repeats)
    print(f"optimal, simulate_turns, warm (every roll cached, the player has played at least {turns:,} "
          f"other turns): {turns / wall:,.0f} turns/s (cpu {turns / cpu:,.0f}/s); target >= 20,000")
    threshold = ThresholdBot()
    wall, cpu = timed(lambda: simulate_turns(threshold, turns, seed=next(seeds)), repeats)
    print(f"threshold 27, simulate_turns, warm: {turns / wall:,.0f} turns/s (cpu {turns / cpu:,.0f}/s)")

    def public_class(n=turns // 10):
        game = MishimashGame(players=["Solo"], target=MAX_TARGET, computers={0: "optimal"},
                             seed=next(seeds))
        while sum(game.turns) < n:
            game.step_computer()
    wall, cpu = timed(public_class, repeats)
    print(f"optimal, MishimashGame.step_computer (the public class; a new game and player, rolls "
          f"cached): {turns // 10 / wall:,.0f} turns/s (cpu {turns // 10 / cpu:,.0f}/s)")

    for d in range(1, 7):  # the first call for each number of dice enumerates its rolls
        position_odds(d, 2, 1.0, 0)
    count = 300 if args.quick else 2000
    for who, bot in (("the optimal player", OptimalBot()), ("a random player", None)):
        times = odds_times(in_turn_positions(count, bot))
        walls, cpus = [w for w, _ in times], [c for _, c in times]
        print(f"position odds at {len(times)} positions met by {who}: median "
              f"{statistics.median(walls):.2f} ms, max {max(walls):.2f} ms wall (cpu max "
              f"{max(cpus):.2f} ms); target <= 20 ms")

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
