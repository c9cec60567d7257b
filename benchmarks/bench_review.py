"""How long a game's review takes (``cubiri_panel.coach.review``): the target is at most 2 s in
CPython for the longest two-player MISHIMASH game to 1,000, the longest of ``--games`` seeded
games between two cautious computer players (who bank at 10 points, so their games are the
longest). Then the same for two champions, for MAGIKABOOM (two, three and six players) and
for MAGDAGDON (random and expert games, each difficulty). Last, ``cubiri_panel.coach.options``
(what a hint asks) at every position of seeded games of random legal moves: the slowest by
game and phase.

Each review is timed twice: first in a process whose tables are loaded but whose memos are
cleared (``clear_memos``: what a review after a fresh start pays), then again (warm).

    .venv/bin/python benchmarks/bench_review.py [--games 40]
"""

import argparse
import random
import time

from cubiri_panel.coach import options, review
from cubiri_panel.magdagdon import ExpertPlayer, MagdagdonGame, RandomPlayer
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.memo import clear_memos
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.mishimash.solvers.reach_probability import reach_values
from cubiri_panel.mishimash.solvers.turn_values import optimal_turn_values
from cubiri_panel.mishimash.solvers.win_model import win_chances


def timed(label: str, game) -> None:
    clear_memos()
    began = time.process_time()
    decisions = review(game)
    cold = time.process_time() - began
    began = time.process_time()
    review(game)
    warm = time.process_time() - began
    print(f"{label:58s} {len(game.history):5d} actions {len(decisions):5d} decisions: "
          f"{cold:6.3f} s from scratch, {warm:6.3f} s warm")


def longest(make, games: int):
    found = None
    for seed in range(games):
        game = make(seed)
        game.play_computers()
        if found is None or len(game.history) > len(found.history):
            found = game
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40, help="seeded games to find the longest among")
    games = parser.parse_args().games
    print(f"yardstick: sum(range(1000)) x 1000 in "
          f"{(lambda b: (sum(sum(range(1000)) for _ in range(1000)), time.process_time() - b)[1])(time.process_time()):.3f} s")
    began = time.process_time()
    reach_values(), win_chances(), optimal_turn_values()
    print(f"MISHIMASH tables loaded in {time.process_time() - began:.3f} s (once a process)")

    cautious = longest(lambda seed: MishimashGame(["Ana", "Ben"], target=1000, seed=seed,
                                                  computers={0: "cautious", 1: "cautious"}), games)
    timed(f"MISHIMASH, two cautious to 1,000, longest of {games}", cautious)
    champions = longest(lambda seed: MishimashGame(["Ana", "Ben"], target=1000, seed=seed,
                                                   computers={0: "champion", 1: "champion"}), games // 4)
    timed(f"MISHIMASH, two champions to 1,000, longest of {games // 4}", champions)
    four = longest(lambda seed: MishimashGame(["A", "B", "C", "D"], target=1000, seed=seed,
                                              computers={s: "optimal" for s in range(4)}), games // 4)
    timed(f"MISHIMASH, four optimal to 1,000, longest of {games // 4}", four)
    solo = longest(lambda seed: MishimashGame(["Ana"], target=1000, seed=seed, computers={0: "cautious"}), 5)
    timed("MISHIMASH, one cautious player to 1,000, longest of 5", solo)
    for seats in (2, 3, 6):
        game = longest(lambda seed: MagikaboomGame([f"P{s}" for s in range(seats)], seed=seed,
                                                   computers={s: "simple" for s in range(seats)}), games)
        timed(f"MAGIKABOOM, {seats} simple players, longest of {games}", game)
    for difficulty in ("peaceful", "nightmare"):
        for name, player in (("random", RandomPlayer(1)), ("expert", ExpertPlayer())):
            game = MagdagdonGame(difficulty, seed=7)
            game.play_unpublished(player.choose)
            timed(f"MAGDAGDON {difficulty}, the {name} player, seed 7", game)
    hints(games // 4)


def hints(games: int) -> None:
    slowest: dict[tuple[str, str], float] = {}
    for seed in range(games):
        rng = random.Random(seed)
        for game in (MagdagdonGame(rng.choice(["peaceful", "nightmare"]), seed=seed),
                     MishimashGame(["a", "b", "c"][:rng.randint(1, 3)], target=300, seed=seed),
                     MagikaboomGame(["a", "b", "c", "d"][:rng.randint(2, 4)], seed=seed)):
            while not game.is_over:
                began = time.process_time()
                options(game)
                key = (game.GAME, str(game.phase))
                slowest[key] = max(slowest.get(key, 0.0), time.process_time() - began)
                game.apply(rng.choice(game.legal_actions()))
    print(f"options (a hint), every position of {games} seeded games of random moves a kind, slowest:")
    for (kind, phase), seconds in sorted(slowest.items()):
        print(f"  {kind:11s} {phase:17s} {seconds * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
