"""Snapshots (to_dict / from_dict) and replay."""

import copy
import datetime as dt
import json

import pytest

from cubiri_panel.errors import SnapshotError
from cubiri_panel.magdagdon import MagdagdonGame, Phase, RandomPlayer

from .positions import game_at, rolled


def json_round_trip(game):
    data = json.loads(json.dumps(game.to_dict()))
    again = MagdagdonGame.from_dict(data)
    assert again.to_dict() == data
    return again


def positions():
    """Games in every phase, with prepared dice, used powers, ruins and a finished one."""
    fresh = MagdagdonGame("survival", seed=1)
    placing = rolled("1.../..../..../....", [2, 3, 6, 6], later=[4, 4, 4, 4])
    placing.adjust(2, -1)
    placing.place(0, 0, 1)
    magdagdon = rolled("1.../..../..X./....", [4, 4, 5, 6])
    over = MagdagdonGame("nightmare", seed=8, today=lambda: dt.date(2026, 1, 2))
    RandomPlayer(9).play(over)
    return [fresh, placing, magdagdon, over]


@pytest.mark.parametrize("index", range(4))
def test_snapshot_restores_the_position_exactly(index):
    game = positions()[index]
    again = json_round_trip(game)
    assert again.state == game.state and again.history == game.history
    assert again.difficulty is game.difficulty and again.record == game.record
    assert again.prepared == game.prepared and again.legal_actions() == game.legal_actions()


def test_snapshot_keeps_the_dice_source_position():
    game = MagdagdonGame("peaceful", seed=42)
    game.roll()
    again = json_round_trip(game)
    RandomPlayer(1).play(game)
    RandomPlayer(1).play(again)
    assert again.state == game.state


def test_snapshot_keeps_a_scripted_dice_source():
    game = rolled("1.../..../..../....", [2, 3, 6, 6], later=[5, 1])
    again = json_round_trip(game)
    game.reroll([2, 3]), again.reroll([2, 3])
    assert game.dice == again.dice == (2, 3, 5, 1)


def test_replay_from_seed_and_history_gives_the_same_game():
    game = MagdagdonGame("peaceful", seed="magdagdon-2026-11-29", today=lambda: dt.date(2026, 11, 29))
    player = RandomPlayer(5)
    for _ in range(7):
        player.play_turn(game)
    game.roll()
    if game.powers_left and not game.in_magdagdon:
        game.reroll([0, 3])
    again = MagdagdonGame.replay(game.history, seed="magdagdon-2026-11-29", difficulty="peaceful")
    assert again.state == game.state


def base():
    return rolled("1.../..../..../....", [2, 3, 6, 6]).to_dict()


DAMAGE = {
    "bad board text": lambda d: d["state"].update(board="12../.3.."),
    "board numbers apart": lambda d: d["state"].update(board="1.../..../..../...1"),
    "board neighbours differ by 2": lambda d: d["state"].update(board="13../..../..../...."),
    "unknown phase": lambda d: d["state"].update(phase="dancing"),
    "over on a board with room": lambda d: d["state"].update(phase="over", dice=[], prepared=[]),
    "dice while waiting to roll": lambda d: d["state"].update(phase="roll"),
    "a die out of range": lambda d: d["state"].update(dice=[0, 3, 6, 6]),
    "three dice": lambda d: d["state"].update(dice=[2, 3, 6]),
    "a boolean die": lambda d: d["state"].update(dice=[True, 3, 6, 6]),
    "prepared too short": lambda d: d["state"].update(prepared=[None]),
    "prepared off the board": lambda d: d["state"].update(prepared=[[0, 4], None, None, None]),
    "prepared on a number": lambda d: d["state"].update(prepared=[[0, 0], None, None, None]),
    "two dice on one cell": lambda d: d["state"].update(prepared=[[0, 1], None, None, [0, 1]], dice=[2, 3, 6, 2]),
    "prepared out of reach": lambda d: d["state"].update(prepared=[[3, 3], None, None, None]),
    "prepared next to a far number": lambda d: d["state"].update(prepared=[None, [0, 1], None, None]),
    "prepared as text": lambda d: d["state"].update(prepared=["a", None, None, None]),
    "MAGDAGDON with placeable dice": lambda d: d["state"].update(phase="magdagdon"),
    "placing with stuck dice": lambda d: d["state"].update(dice=[4, 4, 5, 6]),
    "too few turns for the board": lambda d: d["state"].update(turn=0),
    "too many turns for the board": lambda d: d["state"].update(turn=5),
    "a boolean turn": lambda d: d["state"].update(turn=True),
    "more powers than allowed": lambda d: d["state"].update(powers_used=4),
    "a record mid-game": lambda d: d["state"].update(record={"score": 2}),
    "missing state key": lambda d: d["state"].pop("prepared"),
    "unknown difficulty": lambda d: d["settings"].update(difficulty="easy"),
    "more ruins than turns": lambda d: d["state"].update(board="1X../X.../..../...."),
    "state not an object": lambda d: d.update(state=[]),
}


@pytest.mark.parametrize("name", sorted(DAMAGE))
def test_a_damaged_snapshot_is_refused(name):
    data = base()
    MagdagdonGame.from_dict(copy.deepcopy(data))  # the undamaged one loads
    DAMAGE[name](data)
    with pytest.raises(SnapshotError):
        MagdagdonGame.from_dict(data)


def over_data():
    game = game_at("1234/2345/3456/456.", "nightmare", dice=[6, 6, 6, 6])
    game.today = lambda: dt.date(2026, 11, 29)
    game.roll()
    game.place(0, 3, 3)
    game.confirm()
    assert game.phase is Phase.OVER
    return game.to_dict()


@pytest.mark.parametrize("damage", [
    lambda r: r.update(score=r["score"] + 1), lambda r: r.update(turns=r["turns"] + 1),
    lambda r: r.update(date="29/11/2026"), lambda r: r.update(difficulty="peaceful"),
    lambda r: r.update(powers_used=1), lambda r: r.pop("date"), lambda r: r.update(score=float(r["score"])),
])
def test_a_damaged_record_is_refused(damage):
    data = over_data()
    MagdagdonGame.from_dict(copy.deepcopy(data))
    damage(data["state"]["record"])
    with pytest.raises(SnapshotError):
        MagdagdonGame.from_dict(data)


def test_a_finished_game_needs_its_record():
    data = over_data()
    data["state"]["record"] = None
    with pytest.raises(SnapshotError):
        MagdagdonGame.from_dict(data)
