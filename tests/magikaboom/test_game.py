"""A MAGIKABOOM turn, step by step, with scripted dice (RULES.md section 3)."""

import json
from fractions import Fraction

import pytest

from cubiri_panel.dice import DiceExhausted, ScriptedDice
from cubiri_panel.magikaboom import (DiceRolled, EffectApplied, GameEnded, HatMove, IllegalAction,
                                     Ingredient, Keep, MagikaboomGame, MagikaboomPosition, Phase,
                                     PotionExploded, PotionScored, Roll, Stop, TurnStarted)

from .positions import game_at, play

G, C, P, K, S, B = Ingredient


def position(game):
    """Everything an action could change: the state, the history and the dice to come."""
    return game.state, game.history, repr(game.rng)

def new(dice, players=("Ana", "Ben")):
    return MagikaboomGame(players=list(players), rng=ScriptedDice(dice))


def test_set_up_hats_on_one_and_seat_zero_first():
    g = new([])
    assert g.scores == (1, 1) and g.current_player == 0 and g.phase is Phase.ROLL
    assert g.reserve == 6 and g.cauldron == () and g.rolled == () and g.held is None
    assert g.legal_actions() == [Roll()] and not g.is_over and g.winners == []
    assert g.log == (TurnStarted(0),)


def test_seats_two_to_six():
    with pytest.raises(ValueError):
        MagikaboomGame(players=["solo"])
    with pytest.raises(ValueError):
        MagikaboomGame(players=[str(i) for i in range(7)])
    assert MagikaboomGame(players=[str(i) for i in range(6)]).scores == (1,) * 6


def test_a_turn_roll_keep_stop():
    g = new([4, 4])
    g.roll()
    assert g.rolled == (K, K) and g.phase is Phase.KEEP and g.reserve == 4
    assert g.legal_actions() == [Keep(0), Keep(1)]
    g.keep(1)
    assert g.cauldron == (K,) and g.held is K and g.phase is Phase.STOP_OR_CONTINUE
    assert g.legal_actions() == [Stop(), Roll()] and g.can_continue and g.stop_preview() == 1
    g.stop()
    assert g.scores == (2, 1) and g.current_player == 1 and g.phase is Phase.ROLL
    assert g.cauldron == () and g.reserve == 6 and g.rolled == ()
    assert g.log[-2:] == (PotionScored(0, K, 2, 1, (HatMove(0, 1, 2),), (K, K)), TurnStarted(1))
    assert g.history == (Roll(), Keep(1), Stop())


def test_continue_applies_the_effect_then_rolls_that_die_with_one_more():
    g = new([3, 2, 2, 3])
    play(g, "roll", 0)
    assert g.continue_effect.kind.value == "gain"
    assert g.continue_preview() == EffectApplied(0, C, g.continue_effect.kind, (HatMove(0, 1, 2),))
    g.roll()
    assert g.scores == (2, 1) and g.reserve == 3 and g.rolled == (C, P)
    assert g.cauldron == (P,) and g.phase is Phase.KEEP
    assert isinstance(g.log[-1], DiceRolled) and isinstance(g.log[-2], EffectApplied)


def test_worked_example_of_the_card():
    """Ana leads; Federico rolls ghost and crow, keeps the ghost, continues (crow: +1), rolls
    pumpkin and crystal, keeps the pumpkin, continues (crystal: he is second, +2), rolls two
    ghosts, keeps one and stops with three ghosts: 3 points."""
    g = new([2, 2, 2, 2, 1, 2, 3, 4, 1, 1], players=("Ana", "Federico"))
    play(g, "roll", 0, "roll", 0, "stop")            # Ana: three crows, and her crow's +1
    assert g.scores == (5, 1)
    play(g, "roll", 0, "roll")
    assert g.scores == (5, 2) and g.rolled == (P, K)
    play(g, 0)
    assert g.explosion_chance == Fraction(12, 36)  # two different new kinds explode
    play(g, "roll")
    assert g.scores == (5, 4) and g.rolled == (G, G)
    play(g, 0, "stop")
    assert g.scores == (5, 7) and g.log[-2] == PotionScored(1, G, 3, 3, (HatMove(1, 4, 7),), (G, P, G, G))
    assert g.log_lines()[-2] == "Federico stops: 3 ghost score 3, Federico +3 to 7"


def test_worked_example_with_crystal_and_skull_explodes():
    g = game_at((5, 1), player=1, dice=[1, 2, 3, 4, 4, 5])
    play(g, "roll", 0, "roll", 0, "roll")
    assert g.scores == (7, 4)  # Federico keeps his effects' gains; Ana gains 2
    assert g.log[-3:] == (DiceRolled(1, (K, S)), PotionExploded(1, (HatMove(0, 5, 7),), (G, P, K, S), "kinds", 4, None), TurnStarted(0))
    assert g.current_player == 0 and g.phase is Phase.ROLL


def test_five_of_one_explodes():
    g = new([6, 6, 6, 6, 6, 6, 6, 6])
    play(g, "roll", 0, "roll", 0, "roll")
    # two bats in the cauldron and two rolled: four of one is fine ...
    assert g.cauldron == (B, B) and g.phase is Phase.KEEP
    play(g, 0, "roll")
    # ... three in the cauldron and two rolled is five: boom (bats moved nobody: all tied)
    assert g.scores == (1, 3) and g.phase is Phase.ROLL and g.current_player == 1
    assert g.log[-2] == PotionExploded(0, (HatMove(1, 1, 3),), (B, B, B, B, B), "same", 5, B)


def test_explosion_gives_every_opponent_two():
    g = game_at((4, 9, 2, 7), player=2, dice=[1, 2, 2, 3, 4, 5])
    play(g, "roll", 0, "roll", 0)
    assert g.scores == (4, 9, 3, 7) and g.cauldron == (G, C)
    play(g, "roll")  # the pumpkin lifts the last player (the mover), then G, C, K, S explode
    assert g.scores == (6, 11, 5, 9) and g.current_player == 3


def test_reserve_runs_out_then_only_stop():
    g = new([1, 2, 1, 2, 2, 1, 2, 2, 1, 2])
    play(g, "roll", 0, "roll", 0, "roll", 0, "roll", 0, "roll", 0)
    assert g.reserve == 0 and len(g.cauldron) == 5 and not g.can_continue
    assert g.legal_actions() == [Stop()] and g.explosion_chance is None
    before = position(g)
    with pytest.raises(IllegalAction) as err:
        g.roll()
    assert err.value.rule == "reserve-empty" and position(g) == before
    g.stop()
    # crows +1, +1, a ghost while leading (no move), a crow +1, then three of a kind: 3
    assert g.scores == (7, 1)
    assert g.log[-2] == PotionScored(0, G, 3, 3, (HatMove(0, 4, 7),), (G, G, C, C, G, C))


@pytest.mark.parametrize("moves, call, rule", [
    ((), "keep(0)", "must-roll-first"),
    ((), "stop()", "must-roll-first"),
    (("roll",), "roll()", "must-keep-first"),
    (("roll",), "stop()", "must-keep-first"),
    (("roll",), "keep(2)", "bad-die"),
    (("roll",), "keep(-1)", "bad-die"),
    (("roll",), "keep(True)", "bad-die"),
    (("roll", 0), "keep(1)", "already-kept"),
])
def test_illegal_actions_name_the_rule_and_change_nothing(moves, call, rule):
    g = play(new([1, 2, 1, 2]), *moves)
    before = position(g)
    with pytest.raises(IllegalAction) as err:
        eval(f"g.{call}")
    assert err.value.rule == rule and position(g) == before


def test_a_foreign_action_is_refused():
    g = new([])
    with pytest.raises(IllegalAction):
        g.apply("roll")


def test_dice_running_out_changes_nothing():
    g = new([2])
    before = position(g)
    with pytest.raises(DiceExhausted):
        g.roll()
    assert position(g) == before


def test_game_ends_when_the_potion_reaches_28():
    g = game_at((26, 20), dice=[5, 5, 5, 5])
    play(g, "roll", 0, "stop")
    assert g.scores == (27, 20) and not g.is_over
    g = game_at((27, 20), dice=[5, 5])
    play(g, "roll", 0, "stop")
    assert g.is_over and g.winners == [0] and g.phase is Phase.OVER and g.legal_actions() == []
    assert g.log[-1] == GameEnded(0, (0,), (28, 20)) and g.cauldron == (S, S)


def test_game_ends_mid_turn_through_another_players_gain():
    """Ana's pumpkin lifts Ben, last on 26, to 28: the game ends before the dice are rolled."""
    g = game_at((27, 26), dice=[1, 3])
    play(g, "roll", 0)
    g.roll()
    assert g.scores == (27, 28) and g.is_over and g.winners == [1]
    assert g.log[-1] == GameEnded(0, (1,), (27, 28))
    assert g.rng.remaining == 0 and g.rolled == (G, P)
    for call in (g.roll, g.stop, lambda: g.keep(0)):
        with pytest.raises(IllegalAction) as err:
            call()
        assert err.value.rule == "game-over"


def test_game_ends_through_an_explosion():
    g = game_at((10, 26, 27), dice=[1, 2, 2, 3, 4, 5])
    play(g, "roll", 0, "roll", 0, "roll")
    assert g.is_over and g.scores == (13, 28, 29) and g.winners == [2]
    assert g.log[-1] == GameEnded(0, (2,), (13, 28, 29)) and g.rolled == (K, S)


def test_tied_winners_share_the_win():
    g = game_at((10, 26, 26), dice=[1, 2, 2, 3, 4, 5])  # an explosion takes both to 28
    play(g, "roll", 0, "roll", 0, "roll")
    assert g.scores == (13, 28, 28) and g.winners == [1, 2]
    g = game_at((27, 26, 26), dice=[1, 3])         # the pumpkin takes both last players to 28
    play(g, "roll", 0, "roll")
    assert g.scores == (27, 28, 28) and g.winners == [1, 2]
    assert g.log_lines()[-1] == "game over: P1 and P2 win with 28"


def test_crystal_uses_rank_at_the_moment_it_applies():
    g = game_at((3, 9, 6), dice=[2, 4, 4, 1])
    play(g, "roll", 0, "roll")
    assert g.scores == (6, 9, 6)  # third: +3


def test_replay_from_seed_and_history():
    g = MagikaboomGame(players=["Ana", "Ben", "Cy"], computers={1: "simple", 2: "expert"}, seed=42)
    from cubiri_panel.playout import random_playout
    random_playout(g, chooser_seed=7)
    again = MagikaboomGame.replay(g.history, players=["Ana", "Ben", "Cy"],
                                  computers={1: "simple", 2: "expert"}, seed=42)
    assert again.to_dict() == g.to_dict()
    assert json.loads(json.dumps(g.to_dict())) == g.to_dict()


def test_play_computers_makes_the_moves_step_computer_makes_and_publishes_once():

    for seed in range(6):
        levels = {0: "expert", 1: "simple", 2: "careful"}
        one = MagikaboomGame(players=["A", "B", "C"], computers=levels, seed=seed)
        while not one.is_over:
            one.step_computer()
        batch = MagikaboomGame(players=["A", "B", "C"], computers=levels, seed=seed)
        seen = []
        batch.param.watch(lambda event: seen.append(event.new), "state")
        moves = batch.play_computers()
        assert batch.history == one.history == tuple(moves) and batch.state == one.state
        assert seen == [one.state] and batch.play_computers() == []
    shown = MagikaboomPosition(one.state)  # the game's questions, answered alike
    for name in ("scores", "current_player", "phase", "cauldron", "reserve", "rolled", "held",
                 "is_over", "winners", "can_continue", "explosion_chance"):
        assert getattr(shown, name) == getattr(one, name)
    assert shown.legal_actions() == one.legal_actions() and shown.log == one.log


def test_play_computers_stops_at_a_human_and_keeps_the_moves_before_an_illegal_one():
    g = MagikaboomGame(players=["Ana", "Bot"], computers={1: "simple"}, seed=3)
    assert g.play_computers() == []  # Ana is to move
    g.roll()
    g.keep(0)
    g.stop()
    moves = g.play_computers()
    assert moves and g.current_player == 0 or g.is_over

    class Stubborn:
        def choose(self, game):
            return Stop()  # legal after a keep only: illegal at the turn's start

    g = MagikaboomGame(players=["Bot", "Ana"], computers={0: "simple"}, seed=1)
    g._bots[0] = Stubborn()
    with pytest.raises(IllegalAction):
        g.play_computers()
    assert g.history == () and g.state.phase == "roll"


def test_turn_result_is_how_the_last_turn_ended_until_the_next_roll():
    g = new([6, 6, 6, 6, 6, 6, 6, 6, 4, 4])
    assert g.turn_result is None  # no turn has ended yet
    play(g, "roll", 0, "roll", 0, "roll")
    assert g.turn_result is None  # mid-turn
    play(g, 0, "roll")  # five bats: boom
    boom = g.turn_result
    assert boom == g.log[-2] and (boom.rule, boom.count, boom.ingredient) == ("same", 5, B)
    play(g, "roll")
    assert g.turn_result is None  # the next player rolled
    play(g, 0, "stop")
    assert g.turn_result == g.log[-2] and g.turn_result.dice == (K, K)
