"""The random player: legal, uniform among placements that keep the turn alive, reproducible."""

from collections import Counter

from cubiri_panel.magdagdon import (AcceptMagdagdon, Confirm, MagdagdonGame, Place, RandomPlayer, Roll)

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
