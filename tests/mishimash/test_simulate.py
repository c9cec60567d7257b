"""The fast simulator plays the very turns the game plays."""

import random

from cubiri_panel.dice import ScriptedDice, roll_dice
from cubiri_panel.mishimash import MishimashGame, OptimalBot, ThresholdBot, play_turn, simulate_turns
from cubiri_panel.mishimash.simulate import dice_drawer


def game_turns(level, seed, turns):
    game = MishimashGame(players=["Solo"], target=10 ** 6, computers={0: level}, seed=seed)
    banked = []
    while len(banked) < turns:
        before = game.scores[0]
        game.step_computer()
        if game.last_turn is not None and sum(game.turns) > len(banked):
            banked.append(game.scores[0] - before)
    return banked


def test_simulated_turns_are_the_games_turns():
    assert simulate_turns(OptimalBot(), 150, seed=11) == game_turns("optimal", 11, 150)
    assert simulate_turns(ThresholdBot(), 150, seed=12) == game_turns("threshold", 12, 150)


def test_fast_dice_are_randint_dice():
    a, b = random.Random(5), random.Random(5)
    draw = dice_drawer(a)
    assert [draw(6) for _ in range(1000)] == [tuple(b.randint(1, 6) for _ in range(6))
                                            for _ in range(1000)]
    assert a.getstate() == b.getstate()


def test_the_simulator_draws_the_dice_the_game_rolls():
    a, b = random.Random(6), random.Random(6)
    draw = dice_drawer(a)
    assert [draw(n % 6 + 1) for n in range(1000)] == [roll_dice(b, n % 6 + 1) for n in range(1000)]
    assert a.getstate() == b.getstate()


def test_any_dice_source_will_do():
    assert play_turn(ThresholdBot(5), ScriptedDice([1, 1, 1, 2, 3, 4])) == 10
    assert play_turn(ThresholdBot(5), ScriptedDice([2, 2, 3, 3, 4, 6])) == 0


def played_by_the_game(levels, target, seed):
    game = MishimashGame(players=[f"P{i}" for i in range(len(levels))], target=target,
                         computers=dict(enumerate(levels)), seed=seed)
    while not game.is_over:
        game.step_computer()
    return game


def test_simulated_games_are_the_games_games():
    from cubiri_panel.mishimash import BOTS
    from cubiri_panel.mishimash.simulate import play_game
    for levels, target, seed in ((("optimal", "champion"), 300, 1), (("champion", "optimal"), 300, 2),
                                 (("threshold", "champion", "cautious"), 200, 3)):
        game = played_by_the_game(levels, target, seed)
        state = play_game([BOTS[level]() for level in levels], target, random.Random(seed))
        assert state.winner == game.winner and state.scores_half == game.state.scores_half
        assert state.turns == game.state.turns and state.stage == "over"
