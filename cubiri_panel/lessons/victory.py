"""The numbers of the lesson "Points or victory?": when banking the most points is not the way
to win.

MISHIMASH. The points-optimal player (:class:`OptimalBot`) banks the most points a turn on
average; the champion (:class:`ChampionBot`) plays for the chance of winning the game. The
difference is sharpest in the final round, where only beating the score to beat counts:

* the best chance to bank at least ``p`` points in one turn is the engine's
  :func:`reach_probability` (exact to about 1e-12, played by :class:`ReachPolicy`);
* the points-optimal player's chance of the same is the tail of the exact distribution of what
  its turn banks (the forward pass of :mod:`~cubiri_panel.mishimash.solvers.turn_distribution`, worked out
  when the engine's win table was built and shipped in it: a whole pass takes tens of
  seconds, so the lesson reads it, on the table's 5-point grid);
* seeded simulated turns of both stand beside them, and seeded simulated games between the
  two players give the head-to-head result, seats alternated, with a 99% confidence interval.

MAGIKABOOM. The expert plays each turn for points (its gain minus the others', a bonus for
ending the game); the champion for the chance of winning the race to 28 (exact with two
players, the engine's solved race). Seeded games between them, two and four players, through
the game class, give its share of the wins with a 99% interval.
"""

from __future__ import annotations

import copy
import json
import math
from importlib import resources
from typing import Any

from ..magikaboom import MagikaboomGame
from ..magikaboom.facts import GOAL
from ..memo import memoized
from ..mishimash import (ChampionBot, OptimalBot, ReachPolicy, optimal_turn_values, play_turn,
                         reach_probability)
from ..mishimash.facts import ALL_DICE
from ..mishimash.simulate import play_game
from ..mishimash.solvers.reach_probability import need_half, reach_values
from ..mishimash.solvers.win_model import GRID, TABLE_FILE, family_rows
from ..playout import random_playout
from .sampling import SEED, TRIALS, checkpoints_for, convergence, rng_for, roll, simulate_mean

#: Points to make in one turn in the lesson's final-round spot, and the needs of its table.
FINAL_NEED = 100
NEEDS = (20, 40, 60, 80, 100)
#: The head-to-head games: short ones (to 100 points), where the end of the game comes every few
#: turns and playing for it matters most; few enough to keep the site's build quick.
DUEL_TARGET = 100
DUEL_GAMES = 4_000
#: The MAGIKABOOM players compared: the one that plays to win the race, and the points player.
MAGIKABOOM_PLAYERS = ("champion", "expert")
#: MAGIKABOOM two-player games (a third as many four-player ones), through the game class:
#: enough for the 99% interval (about 1.7 points either side) to lie above a half when the
#: champion's edge is the benchmarks' 3.5 to 4 points, in all but about one run in a few hundred.
BOOM_GAMES = 6_000
Z99 = 2.576  # the normal approximation's 99% interval


@memoized(maxsize=1)
def _points_player_tails() -> tuple[float, ...]:
    """The chance that a points-optimal turn banks at least ``i * GRID`` points, i = 0, 1, ...
    (the first way of the win table's family is the points-optimal play)."""
    data = json.loads(resources.files("cubiri_panel.mishimash.solvers").joinpath(TABLE_FILE).read_text(encoding="utf-8"))
    if data["family"][0] != ["optimal", 0]:
        raise RuntimeError("the win table's first way is not the points-optimal play")
    return tuple(family_rows(data, "tails")[0])


def points_player_reach(points: int) -> float:
    """The chance that the points-optimal player's turn banks at least ``points`` (a multiple of
    5 from 0 to 1,000): exact to rounding, from the shipped distribution of its turn."""
    tails = _points_player_tails()
    if not (type(points) is int and points >= 0 and points % GRID == 0 and points // GRID < len(tails)):
        raise ValueError(f"the points player's chances are known for multiples of {GRID} from 0 to "
                         f"{(len(tails) - 1) * GRID}, not {points!r}")
    return tails[points // GRID]


def reach_expected_points(points: int) -> float:
    """Expected points banked by a turn that plays for at least ``points`` (and banks as soon as
    it holds them): the need times its chance, plus what it lands beyond the need."""
    n = need_half(points)
    chance, beyond = reach_values().odds(ALL_DICE, 1, n, 0)
    return (chance * n + beyond) / 2


def turn_makes(player, points: int):
    """The event "a turn played by ``player`` banks at least ``points``", on the lessons' dice."""
    return lambda rng: play_turn(player, lambda d: roll(rng, d)) >= points


def interval(wins: float, games: int) -> tuple[float, float, float]:
    """The share of games won with its 99% confidence interval (normal approximation)."""
    rate = wins / games
    half = Z99 * math.sqrt(rate * (1 - rate) / games)
    return rate, max(rate - half, 0.0), min(rate + half, 1.0)


def duel(games: int = DUEL_GAMES, target: int = DUEL_TARGET, seed: Any = SEED) -> dict:
    """Seeded two-player games, the champion against the points-optimal player, seats
    alternated (the champion sits first in even games): its wins, overall and by seat."""
    if not (type(games) is int and games >= 2 and games % 2 == 0):
        raise ValueError(f"the games alternate seats: an even number of at least 2, not {games!r}")
    rng = rng_for(seed, f"victory/mishimash/duel/{target}")
    draw = lambda d: roll(rng, d)  # noqa: E731
    champion, points_player = ChampionBot(), OptimalBot()
    wins, first = 0, 0
    for g in range(games):
        seat = g % 2
        bots = [champion, points_player] if seat == 0 else [points_player, champion]
        won = play_game(bots, target, draw).winner == seat
        wins += won
        first += won and seat == 0
    rate, low, high = interval(wins, games)
    return {"games": games, "target": target, "wins": wins, "rate": rate, "low": low, "high": high,
            "first_seat_rate": first / (games // 2), "second_seat_rate": (wins - first) / (games // 2)}


def magikaboom_duel(games: int, seats: int = 2, seed: Any = SEED) -> dict:
    """Seeded MAGIKABOOM games through the game class, the champion in one seat (turning round
    the table game by game) and today's expert in every other: its share of the wins (a shared
    win counts as a share), with a 99% interval."""
    if not (type(games) is int and games >= seats and games % seats == 0):
        raise ValueError(f"the games turn round the seats: a multiple of {seats}, not {games!r}")
    player, others = MAGIKABOOM_PLAYERS
    won = 0.0
    for g in range(games):
        seat = g % seats
        computers = {i: others for i in range(seats)} | {seat: player}
        game = MagikaboomGame(players=[f"P{i + 1}" for i in range(seats)], computers=computers,
                              seed=f"{seed}/victory/magikaboom/{seats}/{g}")
        random_playout(game)
        won += (seat in game.winners) / len(game.winners)
    rate, low, high = interval(won, games)
    return {"games": games, "seats": seats, "player": player, "other": others, "wins": won,
            "rate": rate, "low": low, "high": high, "fair": 1 / seats}


@memoized(maxsize=4)
def _numbers(trials: int, seed: Any, games: int, boom_games: int) -> dict:
    n: dict[str, Any] = {"trials": trials, "seed": seed, "final_need": FINAL_NEED, "grid": GRID}
    rows = []
    for points in NEEDS:
        reach, plain = reach_probability(points), points_player_reach(points)
        rows.append({"points": points, "reach": reach, "points_player": plain,
                     "ratio": reach / plain})
    n["needs"] = rows
    final = rows[NEEDS.index(FINAL_NEED)]
    n.update(final_reach=final["reach"], final_points_player=final["points_player"],
             final_ratio=final["ratio"])
    players = {"reach": ReachPolicy(FINAL_NEED), "points_player": OptimalBot()}
    for key, player in players.items():
        made = simulate_mean(lambda rng, p=player: float(turn_makes(p, FINAL_NEED)(rng)), trials, seed,
                             name=f"victory/mishimash/{key}/{FINAL_NEED}")
        banked = simulate_mean(lambda rng, p=player: play_turn(p, lambda d: roll(rng, d)), trials,
                               seed, name=f"victory/mishimash/{key}/points")
        n.update({f"final_{key}_sim": made.value, f"final_{key}_se": made.standard_error,
                  f"{key}_points_sim": banked.value, f"{key}_points_se": banked.standard_error})
    n.update(reach_points=reach_expected_points(FINAL_NEED),
             points_player_points=optimal_turn_values().start_value)
    for field, value in duel(games, DUEL_TARGET, seed).items():
        n[f"duel_{field}"] = value
    for seats, count in ((2, boom_games), (4, boom_games // 3 // 4 * 4)):
        for field, value in magikaboom_duel(count, seats, seed).items():
            n[f"boom{seats}_{field}"] = value
    n["boom_goal"] = GOAL
    n["reach_convergence"] = convergence(
        lambda rng: float(turn_makes(players["reach"], FINAL_NEED)(rng)), final["reach"], seed=seed,
        name="victory/mishimash/reach/convergence", checkpoints=checkpoints_for(trials))
    return n


def victory_numbers(trials: int = TRIALS, seed: Any = SEED, games: int = DUEL_GAMES,
                    boom_games: int = BOOM_GAMES) -> dict:
    """The lesson's numbers. MISHIMASH: ``needs`` (rows ``points``, ``reach``: the best chance
    to bank that many in one turn, ``points_player``: the points-optimal player's chance,
    ``ratio``), the final-round spot ``final_reach``, ``final_points_player``, ``final_ratio``
    with ``final_reach_sim`` and ``final_points_player_sim`` (and ``_se``), the expected points a
    turn of each (``reach_points``, ``points_player_points``, ``*_points_sim``), the head-to-head
    ``duel_*`` (``games``, ``target``, ``wins``, ``rate`` and its 99% interval ``low``/``high``,
    by seat), and ``reach_convergence``. MAGIKABOOM: ``boom2_*`` and ``boom4_*``, the games of
    :func:`magikaboom_duel` with two and four players (``player``, ``other``, ``games``,
    ``wins``, ``rate``, ``low``, ``high``, ``fair``), and ``boom_goal``."""
    return copy.deepcopy(_numbers(trials, seed, games, boom_games))
