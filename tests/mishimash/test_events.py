"""The turn log: what the rules write for each action, and that a saved game keeps it."""

import random

import pytest

from cubiri_panel.mishimash import (BOTS, DiceRolled, DiceTaken, FinalRoundStarted, GameEnded, IllegalAction,
                                    MishimashGame, MishimashScored, SuddenDeathStarted, TurnBanked, TurnBusted)

from .positions import BUST_6, THREE_ONES, bank_ten, scripted


def test_a_turn_logs_each_roll_take_and_the_bust():
    g = scripted([2, 2, 2, 3, 4, 6], [1, 3, 4], [3, 4], players=["Ana", "Ben"])
    g.roll()
    g.take([0, 1, 2])
    g.roll()
    g.take([0])
    g.roll()
    assert g.log == (DiceRolled(0, (2, 2, 2, 3, 4, 6), 1), DiceTaken(0, (2, 2, 2, 3, 4, 6), (0, 1, 2), 4, 1),
                     DiceRolled(0, (1, 3, 4), 2), DiceTaken(0, (1, 3, 4), (0,), 2, 2),
                     TurnBusted(0, (3, 4), 8))
    assert g.log[-1] is g.last_turn and g.last_turn.points == 4
    assert [e.kind for e in g.log] == ["roll", "take", "roll", "take", "bust"]
    assert g.log[3].points == 1 and g.log[3].gain == 2


def test_a_mishimash_and_a_bank_carry_their_points():
    g = scripted([1, 1, 1, 1, 5, 5], [5, 2, 3, 4, 6, 6], players=["Ana", "Ben"])
    g.roll()
    g.take(range(6))           # (20 + 1) x 1, then MISHIMASH +10
    g.roll()
    g.take([0])                # a 5 on the second roll: 0.5 x 2
    g.bank()
    taken, cleared = g.log[1], g.log[2]
    assert taken == DiceTaken(0, (1, 1, 1, 1, 5, 5), (0, 1, 2, 3, 4, 5), 42, 1) and taken.gain == 21
    assert cleared == MishimashScored(0, 1, 20) and cleared.points == 10
    assert g.log[-1] == TurnBanked(0, 64, 64) and g.log[-1].score == 32 == g.scores[0]
    assert str(g.log[-1]) == "seat 0 banks 32 (score 32)"
    assert g.log[-1].describe(g.players) == "Ana banks 32 (score 32)"


def test_the_take_logs_the_values_in_die_order_whatever_the_order_of_the_indices():
    g = scripted([5, 2, 1, 3, 4, 4])
    g.roll()
    g.take([2, 0])
    assert g.log[-1] == DiceTaken(0, (5, 2, 1, 3, 4, 4), (0, 2), 3, 1) and g.log[-1].dice == (5, 1)


def test_the_final_round_sudden_death_and_the_end_follow_the_turn_that_set_them_off():
    g = scripted(THREE_ONES, THREE_ONES, [1, 1, 1, 1, 2, 3], BUST_6, players=["Ana", "Ben"], target=10)
    bank_ten(g)                     # Ana reaches 10: Ben plays the final round
    assert g.log[-2:] == (TurnBanked(0, 20, 20), FinalRoundStarted(0, 20))
    bank_ten(g)                     # Ben ties: sudden death between both
    assert g.log[-1] == SuddenDeathStarted(1, (0, 1)) and g.sudden_death
    g.roll()
    g.take([0, 1, 2, 3])
    g.bank()                        # Ana banks 20 more
    assert [e.kind for e in g.log[-2:]] == ["take", "bank"]   # Ben still answers
    g.roll()                        # Ben busts: Ana wins
    assert g.log[-2:] == (TurnBusted(1, tuple(BUST_6), 0), GameEnded(1, 0, (60, 20)))
    assert g.log[-1].score == 30 and g.log[-1].places == (0, 1)
    assert str(g.log[-1]) == "game over: seat 0 wins with 30"


def test_playing_alone_the_bank_that_reaches_the_target_ends_the_game():
    g = scripted(THREE_ONES, target=10)
    bank_ten(g)
    assert [e.kind for e in g.log] == ["roll", "take", "bank", "end"]


def test_a_refused_action_writes_nothing():
    g = scripted([2, 2, 2, 3, 4, 6])
    g.roll()
    before = g.log
    with pytest.raises(IllegalAction):
        g.take([3])
    with pytest.raises(IllegalAction):
        g.bank()
    assert g.log == before


def played(seed: int, seats: int, target: int) -> MishimashGame:
    levels = sorted(BOTS)
    game = MishimashGame(players=[f"P{i}" for i in range(seats)], target=target, seed=seed,
                         computers={i: levels[(seed + i) % len(levels)] for i in range(seats)})
    while not game.is_over:
        game.step_computer()
    return game


@pytest.mark.parametrize("seed", range(6))
def test_the_log_tells_the_whole_game(seed):
    """Every seat's banks add up to its score, every turn ends in one bust or bank, every take
    follows a roll and the takes of a banked turn add up to what it banked."""
    seats = 1 + seed % 4
    game = played(seed, seats, 300)
    log = game.log
    banked, ended, turn_half = [0] * seats, [0] * seats, 0
    for i, event in enumerate(log):
        before = log[i - 1] if i else None
        assert str(event) and event.kind
        if event.kind == "take":
            assert before.kind == "roll" and before.seat == event.seat
            assert event.multiplier == before.multiplier and event.rolled == before.dice
            turn_half += event.half_points * event.multiplier
        elif event.kind == "mishimash":
            assert before.kind == "take" and len(before.dice) == len(log[i - 2].dice)  # every die
            assert event.half_points == 20 * event.clears
            turn_half += event.half_points
        elif event.kind == "bank":
            assert event.half_points == turn_half and before.kind in ("take", "mishimash")
            banked[event.seat] += event.half_points
            assert event.score_half == banked[event.seat]
        if event.kind in ("bank", "bust"):
            ended[event.seat] += 1
            turn_half = 0
    assert [b / 2 for b in banked] == game.scores and ended == game.turns
    assert log[-1] == GameEnded(log[-1].seat, game.winner, game.state.scores_half)
    assert sum(e.kind == "roll" or e.kind == "bust" for e in log) == sum(a.kind == "roll" for a in game.history)


@pytest.mark.parametrize("seed", range(3))
def test_a_saved_game_and_a_game_played_at_once_have_the_same_log(seed):
    game = played(seed, 3, 300)
    assert MishimashGame.from_dict(game.to_dict()).log == game.log
    # halfway through, too
    half = MishimashGame(players=game.players, target=300, seed=game.seed, computers=game.computers)
    for action in game.history[:len(game.history) // 2]:
        half.apply(action)
    assert MishimashGame.from_dict(half.to_dict()).log == half.log == game.log[:len(half.log)]
    # the computers' moves published once, at the end
    again = MishimashGame(players=game.players, target=300, seed=game.seed, computers=game.computers)
    again.play_computers()
    assert again.log == game.log


def test_the_same_seed_gives_the_same_log():
    a, b = played(9, 2, 300), played(9, 2, 300)
    assert a.log == b.log and a.log is not b.log
    c = MishimashGame(players=["A", "B"], target=300, seed=random.Random(1).getrandbits(40))
    assert c.log == ()
