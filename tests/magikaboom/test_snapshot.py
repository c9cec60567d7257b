"""Snapshots restore a game exactly, and a damaged one is refused with SnapshotError."""

import copy
import json

import pytest

from cubiri_panel.errors import SnapshotError
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.playout import random_playout

from .positions import game_at, play


def test_round_trip_through_json_at_every_step():
    g = MagikaboomGame(players=["Ana", "Ben", "Cy"], seed=3)
    for _ in range(40):
        data = json.loads(json.dumps(g.to_dict()))
        again = MagikaboomGame.from_dict(data)
        assert again.state == g.state and again.to_dict() == data
        g.apply(g.legal_actions()[-1])
        again.apply(again.legal_actions()[-1])
        assert again.state == g.state


def test_a_finished_game_round_trips():
    g = random_playout(MagikaboomGame(players=["A", "B"], computers={0: "expert", 1: "simple"}, seed=9))
    again = MagikaboomGame.from_dict(json.loads(json.dumps(g.to_dict())))
    assert again.is_over and again.winners == g.winners and again.log == g.log
    assert again.computers == {0: "expert", 1: "simple"}


def _mid_turn():
    return play(game_at((5, 9, 2), player=1, dice=[1, 2, 2, 3, 6, 6]), "roll", 0, "roll", 0).to_dict()


@pytest.mark.parametrize("mangle", [
    lambda d: d["state"].update(scores=[5, 9]),
    lambda d: d["state"].update(scores=[5, 0, 2]),
    lambda d: d["state"].update(scores=[5, 9.0, 2]),
    lambda d: d["state"].update(scores=[6, 10, 2]),          # the log does not lead there
    lambda d: d["state"].update(player=3),
    lambda d: d["state"].update(player=True),
    lambda d: d["state"].update(phase="dance"),
    lambda d: d["state"].update(phase="roll"),               # dice on the table at a turn start
    lambda d: d["state"].update(phase="keep"),
    lambda d: d["state"].update(phase="over"),
    lambda d: d["state"].update(cauldron=[1, 2, 7]),
    lambda d: d["state"].update(cauldron=[1, 2, 4]),
    lambda d: d["state"].update(reserve=4),
    lambda d: d["state"].update(held=None),
    lambda d: d["state"].update(held=5),
    lambda d: d["state"].update(rolled=[2]),
    lambda d: d["state"].pop("log"),
    lambda d: d["state"]["log"].pop(0),
    lambda d: d["state"]["log"].append({"kind": "turn", "seat": 0}),
    lambda d: d["state"]["log"].append({"kind": "end", "seat": 0, "winners": [1], "scores": [5, 9, 2]}),
    lambda d: d["state"]["log"].append({"kind": "fly", "seat": 0}),
    lambda d: d["state"]["log"].append({"kind": "keep", "seat": 7, "ingredient": 1}),
    lambda d: d["state"]["log"].append({"kind": "keep", "seat": 1, "ingredient": 0}),
    lambda d: d["state"]["log"].append({"kind": "keep", "seat": 1}),
    lambda d: d["state"]["log"].append({"kind": "roll", "seat": 1, "dice": [1, 2, 3]}),
    lambda d: d["state"]["log"].append({"kind": "effect", "seat": 1, "ingredient": 2, "effect": "?",
                                        "moves": [], "unmoved": ""}),
    lambda d: d["state"]["log"].append({"kind": "explosion", "seat": 1, "moves": [[0, 5, 5]]}),
    lambda d: d["state"]["log"].append({"kind": "explosion", "seat": 1, "moves": [[0, 5, 7]]}),
    lambda d: d["settings"].update(players="Ana"),
    lambda d: d["settings"].update(players=["Ana", 3, "Cy"]),
    lambda d: d["settings"].update(computers={"1": "genius"}),
    lambda d: d["settings"].update(computers={"x": "expert"}),
    lambda d: d.update(history=[["keep", 0, 1]]),
])
def test_damaged_snapshot_is_refused(mangle):
    data = _mid_turn()
    MagikaboomGame.from_dict(copy.deepcopy(data))  # the undamaged one restores
    mangle(data)
    with pytest.raises(SnapshotError):
        MagikaboomGame.from_dict(data)


def test_restored_game_keeps_rolling_the_same_dice():
    g = MagikaboomGame(players=["Ana", "Ben"], seed="daily")
    g.roll()
    again = MagikaboomGame.from_dict(g.to_dict())
    play(g, 0, "stop", "roll")
    play(again, 0, "stop", "roll")
    assert again.rolled == g.rolled and again.to_dict() == g.to_dict()
