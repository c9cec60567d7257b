"""How long the MISHIMASH odds panel takes to redraw, with the chance to win and to overtake:
the panel redraws after every action, so each redraw should stay well under 20 ms. Then the
engine's ``chance_to_win`` in final turns, for needs from 5 to a million points, at a turn's
start and in its middle, each from the shipped table alone (as a fresh process has it), beside
the time the exact answer of a large need takes to work out.

    .venv/bin/python benchmarks/bench_mishimash_odds.py
"""

import itertools
import time

from cubiri_panel.mishimash import MishimashGame, OptimalBot, chance_to_win
from cubiri_panel.mishimash.solvers.reach_probability import reach_values
from cubiri_panel.mishimash.rules import FINAL_ROUND, State, Turn
from cubiri_panel.mishimash.solvers.win_model import win_chances
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

    final_turn_chances()


# Positions between rolls a final turn reaches: (dice in hand, rolls so far, clears).
TURN_PLACES = [(6, 0, 0), (3, 1, 0), (1, 2, 0), (5, 1, 0), (2, 4, 0), (6, 3, 1), (4, 5, 1), (6, 7, 2),
               (1, 6, 1), (3, 9, 2)]


def final_turn_chances() -> None:
    """``chance_to_win`` in final turns of every need and position, each asked of the shipped
    table alone (its positions worked out since are forgotten first): the slowest, and how the
    answers divide between exact, model and bound."""
    reach, _ = reach_values(), win_chances()   # read once, as a page does when it loads
    shipped = dict(reach._memo)
    leads = [5, 20, 45, 50, 60, 75, 99.5, 100, 150, 250, 500, 1000, 10_000, 999_999.5]
    slowest, hows = (0.0, None), {}
    for lead, (d, rolls, clears), turn_points in itertools.product(leads, TURN_PLACES, (0, 10, 40, 90)):
        if (rolls == 0) != (turn_points == 0):   # a turn's start holds nothing; every take scores
            continue
        turn = Turn(d, rolls, int(2 * turn_points), clears)
        state = State(turn, (int(2 * (1000 + lead)), 2000), (0, 0), current=1, stage=FINAL_ROUND)
        reach._memo = dict(shipped)
        began = time.perf_counter()
        found = chance_to_win(state, 1000)
        spent = time.perf_counter() - began
        hows[found[1]] = hows.get(found[1], 0) + 1
        slowest = max(slowest, (spent, (lead, turn)))
    print(f"chance_to_win in {sum(hows.values())} final-turn positions (needs of 5 to 999,999.5 points): "
          f"the slowest {slowest[0] * 1000:.1f} ms ({slowest[1][1]}, {slowest[1][0]} to beat); "
          + ", ".join(f"{how} {count}" for how, count in sorted(hows.items())))
    for lead in (150, 250):
        reach._memo = dict(shipped)
        began = time.perf_counter()
        reach.chance(6, 1, int(2 * lead) + 1, 0)
        print(f"  the exact chance of beating a lead of {lead} points from a turn's start, worked out: "
              f"{time.perf_counter() - began:.2f} s")
    reach._memo = shipped


if __name__ == "__main__":
    main()
