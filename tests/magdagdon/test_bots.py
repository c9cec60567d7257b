"""The random player: legal, uniform among placements that keep the turn alive, reproducible."""

import itertools
import random
from collections import Counter

from hypothesis import given, strategies as st

from cubiri_panel.magdagdon import (AcceptMagdagdon, Confirm, MagdagdonGame, Place, RandomPlayer, Roll,
                                    TakeBack)

from .positions import rolled


def test_choose_picks_a_legal_action_in_every_phase():
    game = MagdagdonGame("peaceful", seed=1)
    player = RandomPlayer(2)
    seen = set()
    while not game.is_over:
        action = player.choose(game)
        assert action in game.legal_actions()
        seen.add(type(action))
        game.apply(action)
    assert {Roll, Place, Confirm} <= seen


def test_it_never_blocks_its_own_turn():
    game = rolled("3.../XX../XXXX/XXXX", [4, 5, 2, 6])
    for seed in range(30):
        die, row, col = RandomPlayer(seed).placement(game)
        assert (die, (row, col)) != (2, (0, 1))  # the 2 there would leave no room for the rest


def test_placements_are_uniform_among_those_that_keep_the_turn_alive():
    game = rolled("1.../..../..../....", [2, 2, 6, 6])
    allowed = {(d, cell) for d, cell in game.legal_placements() if game.keeps_required_reachable(d, *cell)}
    assert allowed == {(0, (0, 1)), (0, (1, 0)), (1, (0, 1)), (1, (1, 0))}
    player = RandomPlayer(3)
    counts = Counter(player.placement(game) for _ in range(4000))
    assert {(d, (r, c)) for d, r, c in counts} == allowed
    assert min(counts.values()) > 850  # 1000 expected each


def test_it_ruins_an_empty_cell_on_magdagdon():
    game = rolled("1.../..../..../....", [4, 4, 5, 6])
    action = RandomPlayer(0).choose(game)
    assert isinstance(action, AcceptMagdagdon) and game.board[action.row, action.col] == 0


def test_play_turn_places_exactly_the_required_dice():
    game = MagdagdonGame("nightmare", seed=12)
    player = RandomPlayer(12)
    while not game.is_over:
        before = game.board.empty_count
        player.play_turn(game)
        filled = before - game.board.empty_count
        assert filled == (1 if game.board.ruin_count and isinstance(game.history[-1], AcceptMagdagdon)
                          else min(3, before))


def test_the_same_seeds_play_the_same_game():
    one = RandomPlayer(5).play(MagdagdonGame("survival", seed=6))
    two = RandomPlayer(5).play(MagdagdonGame("survival", seed=6))
    assert one.history == two.history and one.board == two.board


def blocked_game(seed: int):
    """A game in which random legal moves (as a person might make) left the turn blocked."""
    for s in itertools.count(seed):
        game, chooser = MagdagdonGame("nightmare", seed=s), random.Random(s)
        while not game.is_over:
            if game.blocked:
                return game
            game.apply(chooser.choice(game.legal_actions()))


def test_handed_a_blocked_turn_it_takes_dice_back_and_plays_on():
    game = blocked_game(0)
    action = RandomPlayer(1).choose(game)
    assert isinstance(action, TakeBack) and action in game.legal_actions()
    RandomPlayer(1).play(game)
    assert game.is_over


@given(seed=st.integers(0, 10**6), split=st.integers(0, 80))
def test_it_never_raises_on_a_position_reached_by_any_legal_moves(seed, split):
    game, chooser, player = MagdagdonGame("peaceful", seed=seed), random.Random(seed), RandomPlayer(seed)
    for _ in range(split):
        if game.is_over:
            break
        game.apply(chooser.choice(game.legal_actions()))
    for _ in range(500):
        if game.is_over:
            break
        action = player.choose(game)
        assert action in game.legal_actions()
        game.apply(action)
    assert game.is_over
