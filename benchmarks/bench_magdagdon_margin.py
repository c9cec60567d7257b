"""How far the MAGDAGDON expert's values are from what they estimate: the margin of a hint.

At one position of each of ``--positions`` seeded games a difficulty (dice just rolled, a turn
chosen by the game's seed), the expert's two best choices are each played on to the end by the
expert ``--finishes`` times, on the same fresh dice for both (common random numbers). The
difference of their mean final scores estimates what the difference of the two values
estimates; its sampling variance is taken off the spread of the errors, leaving the error of
the values. Prints, per difficulty, the root mean square of that error and 1.96 times it: the
margin ``solvers/best_turn.MARGIN`` keeps.

    .venv/bin/python benchmarks/bench_magdagdon_margin.py --positions 60 --finishes 24
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics

from cubiri_panel.coach import options
from cubiri_panel.magdagdon.coach import Placements
from cubiri_panel.magdagdon import Difficulty, ExpertPlayer, MagdagdonGame
from cubiri_panel.magdagdon.rules import Phase


def finish(game: MagdagdonGame, board: tuple[int, ...], powers_used: int, seed: int) -> int:
    """The expert's final score from ``board`` (the turn after ``game``'s) on dice from ``seed``."""
    state = game.state
    after = MagdagdonGame(state.difficulty, seed=seed)
    after.state = state._replace(board=board, overlay=board, phase=Phase.ROLL if 0 in board else Phase.OVER,
                                 dice=(), prepared=(), turn=state.turn + 1, powers_used=powers_used)
    expert = ExpertPlayer()
    while not after.is_over:
        after.apply(expert.choose(after))
    return after.score


def position(job: tuple[str, int, int]) -> tuple[float, float, float] | None:
    """``(estimated difference, mean difference played, its variance)`` at one position."""
    difficulty, seed, finishes = job
    game, expert, chooser = MagdagdonGame(difficulty, seed=seed), ExpertPlayer(), random.Random(seed)
    stop = chooser.randrange(1, 6)
    rolls = 0
    while not game.is_over:
        if game.phase is Phase.PLACE and not game.prepared:
            rolls += 1
            found = [o for o in options(game) if isinstance(o.action, Placements)]
            if rolls >= stop and len(found) >= 2:
                break
        game.apply(expert.choose(game))
    else:
        return None
    one, two = found[0], found[1]
    diffs = [finish(game, one.action.board, game.powers_used, 10_000 + k)
             - finish(game, two.action.board, game.powers_used, 10_000 + k) for k in range(finishes)]
    return one.value - two.value, statistics.fmean(diffs), statistics.variance(diffs) / finishes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--finishes", type=int, default=24)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with multiprocessing.Pool(args.jobs) as pool:
        for difficulty in Difficulty:
            found = [r for r in pool.map(position, [(difficulty.value, s, args.finishes)
                                                     for s in range(args.positions)]) if r]
            square = statistics.fmean((est - played) ** 2 for est, played, _ in found)
            noise = statistics.fmean(var for _, _, var in found)
            error = math.sqrt(max(0.0, square - noise))
            bias = statistics.fmean(est - played for est, played, _ in found)
            print(f"{difficulty.name}: {len(found)} positions, {args.finishes} finishes each; estimated difference "
                  f"minus played: mean {bias:+.1f}, root mean square {math.sqrt(square):.1f} of which sampling "
                  f"{math.sqrt(noise):.1f}; error of the values {error:.1f}, margin (1.96x) {1.96 * error:.1f}",
                  flush=True)


if __name__ == "__main__":
    main()
