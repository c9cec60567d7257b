"""Computer players: legal, deterministic, sensible in clear positions, and ranked by strength."""

import pytest

from cubiri_panel.magikaboom import BOTS, Keep, MagikaboomGame, Roll, Stop
from cubiri_panel.playout import random_playout

from .positions import game_at, play


@pytest.mark.parametrize("level", sorted(BOTS))
def test_every_level_plays_whole_games_legally_and_replayably(level):
    for seed in range(3):
        g = MagikaboomGame(players=["A", "B", "C", "D"], computers={i: level for i in range(4)}, seed=seed)
        while not g.is_over:
            action = g.computer_action()
            assert action in g.legal_actions()
            assert g.computer_action() == action  # deterministic: asking twice changes nothing
            g.step_computer()
        again = MagikaboomGame.replay(g.history, players=["A", "B", "C", "D"],
                                      computers={i: level for i in range(4)}, seed=seed)
        assert again.to_dict() == g.to_dict()


def test_levels_in_menu_order():
    assert list(BOTS) == ["simple", "careful", "expert", "champion"]


def test_simple_keeps_the_die_that_joins_its_group_and_stops_on_three():
    g = play(game_at((1, 1), dice=[2, 2, 5, 2, 2, 2], computers={0: "simple"}), "roll", 0, "roll")
    assert g.rolled == (5, 2) and g.computer_action() == Keep(1)
    play(g, 1)
    assert g.computer_action() == Roll()  # two crows and a skull: 1 point, go on
    play(g, "roll", 0)
    assert g.computer_action() == Stop()  # three crows and one in hand


@pytest.mark.parametrize("level", ["careful", "expert"])
def test_good_players_stop_on_four_of_a_kind(level):
    g = play(game_at((3, 3), dice=[6, 6, 6, 6, 6, 6], computers={0: level}), "roll", 0, "roll", 0, "roll")
    assert g.computer_action() == Keep(0)
    play(g, 0)
    assert g.computer_action() == Stop()


def test_expert_takes_the_win_and_does_not_hand_it_over():
    # two ghosts: the potion (1 point) wins the game at 27
    g = play(game_at((27, 20), dice=[1, 1], computers={0: "expert"}), "roll", 0)
    assert g.computer_action() == Stop()
    # Ben is on 26: no explosion risk worth taking with a weak potion (cauldron of two kinds)
    g = play(game_at((10, 26), dice=[1, 2, 2, 6], computers={0: "expert"}), "roll", 0, "roll", 0)
    assert g.explosion_chance > 0 and g.computer_action() == Stop()


def test_expert_continues_on_a_free_crystal_far_from_the_end():
    # last of four, a crystal in hand is worth 4, and one ghost in the cauldron cannot explode
    g = play(game_at((2, 9, 12, 14), dice=[1, 4], computers={0: "expert"}), "roll", 0)
    assert g.held == 4 and g.explosion_chance == 0 and g.computer_action() == Roll()


def _duel(first, second, games, offset=0):
    """Wins of ``first`` over ``second`` in two-player games, seating each first half the time."""
    wins = 0
    for seed in range(offset, offset + games):
        swap = seed % 2
        levels = {0: second, 1: first} if swap else {0: first, 1: second}
        g = random_playout(MagikaboomGame(players=["A", "B"], computers=levels, seed=seed))
        wins += g.winners == [swap]
    return wins


@pytest.mark.slow
def test_expert_beats_simple_in_sixty_percent_of_2000_games():
    wins = _duel("expert", "simple", 2000)
    print(f"expert beat simple in {wins} of 2000 games")
    assert wins >= 1200, f"expert won {wins} of 2000"


def test_careful_beats_simple_more_often_than_not():
    assert _duel("careful", "simple", 300) > 150
