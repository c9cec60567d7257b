"""The champion plays to win: legal and replayable everywhere, and where the chance of winning
and the potion points part ways it follows the chance."""

from __future__ import annotations

import json

import pytest

from cubiri_panel.magikaboom import BOTS, Keep, MagikaboomGame, Phase, Roll, Stop
from cubiri_panel.magikaboom.bots import ChampionBot
from cubiri_panel.magikaboom.solvers.race import race_table
from cubiri_panel.magikaboom.solvers.race_chances import choice_chances, exact, win_chance

from .positions import game_at, play


@pytest.mark.parametrize("seats", [2, 3, 4, 6])
def test_the_champion_plays_legally_from_every_position_it_meets_and_replays(seats):
    for seed in range(4):
        computers = {i: "champion" if i % 2 == seed % 2 else "expert" for i in range(seats)}
        names = [f"P{i}" for i in range(seats)]
        g = MagikaboomGame(players=names, computers=computers, seed=seed)
        while not g.is_over:
            action = g.computer_action()
            assert action in g.legal_actions()
            assert g.computer_action() == action  # deterministic: asking twice changes nothing
            chance = win_chance(g)
            assert 0 <= chance <= 1
            g.step_computer()
        assert win_chance(g) is None and choice_chances(g) == {}
        again = MagikaboomGame.replay(g.history, players=names, computers=computers, seed=seed)
        assert again.to_dict() == g.to_dict()


def test_a_game_with_champions_is_saved_and_restored_and_plays_on_the_same():
    computers = {0: "champion", 1: "champion", 2: "expert"}
    g = MagikaboomGame(players=["Ana", "Ben", "Cy"], computers=computers, seed=7)
    for _ in range(25):
        g.step_computer()
    saved = json.loads(json.dumps(g.to_dict()))
    back = MagikaboomGame.from_dict(saved)
    assert back.to_dict() == g.to_dict() and back.computers == g.computers
    while not g.is_over:
        g.step_computer()
        back.step_computer()
    assert back.to_dict() == g.to_dict()


def test_champion_is_the_strongest_level_listed_last():
    assert list(BOTS)[-1] == "champion" and BOTS["champion"] is ChampionBot


def test_with_two_players_the_chances_are_the_solved_races():
    g = game_at((9, 14), player=1)
    assert exact(g) and choice_chances(g) == {Roll(): race_table().chance(14, 9)}
    assert not exact(game_at((9, 14, 3)))


def test_the_champion_takes_the_win():
    g = play(game_at((27, 20), dice=[1, 1], computers={0: "champion"}), "roll")
    assert g.computer_action() == Keep(0)
    play(g, 0)
    assert choice_chances(g)[Stop()] == 1.0 and g.computer_action() == Stop()


def test_with_the_other_hat_on_27_the_champion_plays_on_where_the_expert_stops():
    # 23 against 27: a crow in hand continues to 24, then the cauldron holds a bat and a
    # skull with a crow in hand. Stopping scores nothing and the other hat, on 27, wins on its
    # next turn nearly always (it is worth 1.8%); continuing risks an explosion, which loses
    # too, but may reach 28 first (38.6%). The expert, counting points, stops.
    g = play(game_at((23, 27), dice=[6, 2, 5, 2], computers={0: "champion"}), "roll", 0, "roll", 0)
    assert g.scores == (24, 27) and g.cauldron == (6, 5) and g.held == 2
    chances = choice_chances(g)
    assert chances[Stop()] < 0.02 < 0.38 < chances[Roll()]
    assert g.computer_action() == Roll()
    assert BOTS["expert"]().choose(g) == Stop()


def test_every_choice_is_valued_in_the_middle_of_a_turn():
    g = play(game_at((5, 8, 12, 3), dice=[4, 4, 2, 6], computers={0: "champion"}), "roll")
    keeps = choice_chances(g)
    assert set(keeps) == {Keep(0), Keep(1)} and keeps[Keep(0)] == keeps[Keep(1)]  # same dice
    play(g, 0)
    assert g.phase is Phase.STOP_OR_CONTINUE and set(choice_chances(g)) == {Stop(), Roll()}
    assert win_chance(g) == max(choice_chances(g).values())
