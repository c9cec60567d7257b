"""How long the MISHIMASH odds panel takes to redraw, with the chance to win and to overtake:
the panel redraws after every action, so each redraw should stay well under 20 ms.

    .venv/bin/python benchmarks/bench_mishimash_odds.py
"""

import time

from cubiri_panel.mishimash import MishimashGame, OptimalBot
from cubiri_panel.ui.mishimash.odds import OddsPanel


def final_round(target: int, seed: int) -> MishimashGame:
    game, bot = MishimashGame(players=("Ben", "Ana"), target=target, seed=seed), OptimalBot()
    while not game.final_round and not game.is_over:
        game.apply(bot.choose(game))
    return game


def timed(label: str, game: MishimashGame, selection=(), repeats: int = 50) -> None:
    panel = OddsPanel()
    began = time.perf_counter()
    panel.update(game, list(selection), "en")
    first = time.perf_counter() - began
    began = time.perf_counter()
    for _ in range(repeats):
        panel.update(game, list(selection), "en")
    print(f"{label:58s} first {first * 1000:7.1f} ms, then {(time.perf_counter() - began) / repeats * 1000:5.2f} ms")


def main() -> None:
    timed("two players, a turn's start (model)", MishimashGame(players=("Ana", "Ben"), seed=3))
    game = MishimashGame(players=("Ana", "Ben"), seed=3)
    game.roll()
    timed("two players, a roll waiting for a take", game)
    timed("final turn, 68.5 points to make (exact)", final_round(60, 3))
    long = final_round(300, 0)
    timed("final turn, 203.5 points to make (model)", long)
    long.roll()
    timed("final turn, the first roll of 203.5 to make (bound)", long)
    for seed in range(5):   # the middle of final turns: rolls, takes and selections
        game, bot = final_round(300, seed), OptimalBot()
        if not game.final_round:
            continue
        while not game.is_over and game.current_player == 1:
            timed(f"final turn seed {seed}, {game.phase}, {game.turn_points} turn points", game)
            game.apply(bot.choose(game))


if __name__ == "__main__":
    main()
