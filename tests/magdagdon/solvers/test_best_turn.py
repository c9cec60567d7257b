"""The MAGDAGDON expert: the turns it weighs are every turn the game allows, it plays legally from any
position, it uses powers and ruins where one answer is clearly best, and it plays far better
than the random player (powers: test_powers.py)."""

import random
import statistics
import time

from hypothesis import given, settings, strategies as st

from cubiri_panel.magdagdon import (AcceptMagdagdon, ExpertPlayer, MagdagdonGame,
                                    Place, RandomPlayer)
from cubiri_panel.magdagdon.solvers.best_turn import placements

from ..positions import rolled


def ends_of_turn(game) -> set:
    """Every board on which the game lets this turn be confirmed, by trying every placement."""
    ends = set()

    def walk():
        if game.can_confirm:
            ends.add(tuple(game.board_with_prepared.cells))
        for die, (row, col) in game.legal_placements():
            game.place(die, row, col)
            walk()
            game.take_back(die)

    walk()
    return ends


def test_the_turns_it_considers_are_every_turn_the_game_allows():
    for board, dice in [("..../..../..../....", (3, 4, 4, 1)), ("12../.3../..../...X", (2, 3, 4, 6)),
                        ("3456/3..6/3.../....", (3, 5, 6, 6)), ("6543/5432/4321/321.", (1, 2, 6, 6))]:
        game = rolled(board, dice)
        found = {after for after, _ in placements(tuple(game.board.cells), dice, game.required)}
        expected = ends_of_turn(game)
        if board == "..../..../..../....":
            # On an empty board the expert tries the first die in three cells, one of each kind
            # under the board's symmetries: every turn is the same as one of those.
            assert found <= expected and len(found) < len(expected)
        else:
            assert found == expected


def play_out(game, player):
    while not game.is_over:
        action = player.choose(game)
        assert action in game.legal_actions()
        game.apply(action)
    return game


@given(seed=st.integers(0, 10**6), split=st.integers(0, 80))
@settings(max_examples=25, deadline=None)
def test_it_plays_legally_to_the_end_from_any_position_reached_by_legal_moves(seed, split):
    game, chooser = MagdagdonGame(random.Random(seed).choice(["peaceful", "survival", "nightmare"]),
                                  seed=seed), random.Random(seed)
    for _ in range(split):
        if game.is_over:
            break
        game.apply(chooser.choice(game.legal_actions()))
    assert play_out(game, ExpertPlayer()).is_over


def test_without_powers_the_ruin_goes_where_no_number_can_ever_stand():
    # (0, 1) lies between a 1 and a 6: no number fits it, so ruining it costs nothing more.
    game = rolled("1.6./2.4./3.4./....", (6, 6, 6, 6), difficulty="nightmare")
    assert game.in_magdagdon
    assert ExpertPlayer().choose(game) == AcceptMagdagdon(0, 1)


def test_it_finishes_turns_someone_else_began():
    for seed in range(10):
        game, chooser = MagdagdonGame("peaceful", seed=seed), random.Random(seed)
        while not game.is_over:
            game.roll()
            placed = [a for a in game.legal_actions() if isinstance(a, Place)]
            if placed:
                game.apply(chooser.choice(placed))  # a die put where the expert may not want it
            while game.dice and not game.is_over:
                action = ExpertPlayer().choose(game)
                assert action in game.legal_actions()
                game.apply(action)
        assert game.is_over


def test_the_same_game_plays_the_same_way():
    one = play_out(MagdagdonGame("peaceful", seed=11), ExpertPlayer())
    two = play_out(MagdagdonGame("peaceful", seed=11), ExpertPlayer())
    assert one.history == two.history and one.score == two.score


def test_it_plays_far_better_than_the_random_player():
    seeds = range(24)
    expert = [play_out(MagdagdonGame("nightmare", seed=s), ExpertPlayer()).score for s in seeds]
    chance = [RandomPlayer(s).play(MagdagdonGame("nightmare", seed=s)).score for s in seeds]
    # Over these seeds the random player averages about 50 and the expert about 170.
    assert statistics.fmean(expert) > 2 * statistics.fmean(chance) + 20
    assert sum(e > c for e, c in zip(expert, chance)) >= 18


def test_its_decisions_are_quick():
    game, player, slowest = MagdagdonGame("peaceful", seed=3), ExpertPlayer(), 0.0
    for _ in range(50):
        if game.is_over:
            break
        start = time.perf_counter()
        action = player.choose(game)
        slowest = max(slowest, time.perf_counter() - start)
        game.apply(action)
    # A bound no sound decision comes near, even on a busy machine: the benchmark gives the
    # real figures (benchmarks/bench_magdagdon_expert.py).
    assert slowest < 2.0
