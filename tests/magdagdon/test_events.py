"""The turn log: what each move tells, in order, as the game exposes it (``game.log``)."""

import datetime as dt
import json
import random

from cubiri_panel.magdagdon import (DiceRerolled, DiceRolled, DieAdjusted, GameEnded, MagdagdonGame, Place,
                                    RuinAccepted, TakeBack, TurnConfirmed)
from cubiri_panel.magdagdon.events import EVENTS

from .positions import rolled


def test_a_turn_tells_its_roll_and_what_it_placed():
    game = rolled("1.../..../..../....", [2, 3, 6, 6])  # the game counts 1 turn played already
    assert game.turn == 1 and game.log == (DiceRolled(2, (2, 3, 6, 6), False),)
    game.place(0, 0, 1)
    game.place(1, 0, 2)
    game.take_back(1)     # trying things out is not in the log
    game.place(1, 1, 1)
    assert len(game.log) == 1
    game.confirm()
    confirmed = game.log[-1]
    assert type(confirmed) is TurnConfirmed and confirmed.kind == "confirm"
    assert confirmed.placed == ((0, 1, 2), (1, 1, 3))
    assert confirmed.points == 2 * (2 + 3) == game.score - 2  # the 1 was there before
    assert [str(e) for e in game.log] == ["turn 2: rolls 2, 3, 6, 6", "turn 2: places 2 on (0, 1), 3 on (1, 1): +10"]


def test_powers_say_whether_they_rescued_the_roll():
    game = rolled("1.../..../..../....", [4, 4, 5, 6], later=[2, 2])
    game.adjust(0, -1)
    game.reroll([0, 1])
    assert game.log == (DiceRolled(2, (4, 4, 5, 6), True), DieAdjusted(2, 0, 4, 3, 10, True),
                        DiceRerolled(2, (0, 1), (3, 4), (2, 2), 20, False))
    assert str(game.log[0]) == "turn 2: rolls 4, 4, 5, 6: MAGDAGDON"
    assert str(game.log[1]) == "turn 2: Majda Power: die 0 from 4 to 3 (-10): MAGDAGDON"
    assert str(game.log[2]) == "turn 2: Majda Power: rerolls 3, 4 into 2, 2 (-20)"


def test_a_ruin_and_the_end_are_told():
    game = rolled("1234/2345/3456/456.", [1, 1, 1, 1])
    game.today = lambda: dt.date(2026, 12, 1)
    game.accept_magdagdon(3, 3)
    turn = game.turn
    assert game.log[1:] == (RuinAccepted(turn, 3, 3), GameEnded(turn, game.score))
    assert str(game.log[1]) == f"turn {turn}: accepts MAGDAGDON: a ruin on (3, 3)"
    assert str(game.log[2]) == f"turn {turn}: game over: {game.score} points" and game.score == game.record["score"]


def test_every_kind_is_named_and_a_restored_game_has_the_same_log():
    assert sorted(e.kind for e in EVENTS) == ["adjust", "confirm", "end", "reroll", "roll", "ruin"]
    for seed in range(6):
        game = MagdagdonGame(["peaceful", "survival", "nightmare"][seed % 3], seed=seed)
        chooser = random.Random(seed)
        while not game.is_over:
            actions = game.legal_actions()
            trying = [a for a in actions if type(a) in (Place, TakeBack)]  # a save leaves these out
            game.apply(chooser.choice(trying if trying and chooser.random() < 0.7 else actions))
        again = MagdagdonGame.from_dict(json.loads(json.dumps(game.to_dict())))
        assert len(again.history) < len(game.history) and again.log == game.log
        assert game.log[-1] == GameEnded(game.turn, game.score)
        turns = [e.turn for e in game.log]
        assert turns == sorted(turns) and sum(type(e) in (TurnConfirmed, RuinAccepted) for e in game.log) == game.turn
        assert all(str(e).startswith(f"turn {e.turn}: ") for e in game.log)
