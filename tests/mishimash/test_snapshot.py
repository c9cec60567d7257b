"""Saving and restoring games: exact round trips, replays, and refusal of bad data."""

import json

import pytest

from cubiri_panel.dice import DiceExhausted
from cubiri_panel.errors import SnapshotError
from cubiri_panel.mishimash import MishimashGame

from .positions import BUST_6, THREE_ONES, bank_ten, scripted


def sudden_death_game():
    g = scripted(BUST_6, THREE_ONES, THREE_ONES, [1, 1, 5, 2, 3, 4], players=["Ana", "Ben", "Cy"],
                 target=10, computers={0: "optimal"})
    g.roll()
    bank_ten(g)
    bank_ten(g)
    g.roll()
    g.take([0, 2])  # halves survive the trip: 1 + 0.5
    return g


def test_a_snapshot_restores_every_detail_through_json():
    g = sudden_death_game()
    data = json.loads(json.dumps(g.to_dict()))
    again = MishimashGame.from_dict(data)
    assert again.to_dict() == data and again.state == g.state
    assert again.turn_points == 1.5 and again.sudden_death and again.computers == {0: "optimal"}
    again.bank()
    g.bank()
    assert again.state == g.state


def test_a_seeded_game_replays_from_its_seed_and_history():
    g = MishimashGame(players=["Ana", "Ben"], computers={0: "threshold", 1: "cautious"}, target=60,
                      seed="game-1")
    while not g.is_over:
        g.step_computer()
    again = MishimashGame.replay(g.history, players=["Ana", "Ben"], target=60, seed="game-1")
    assert again.state == g.state and again.history == g.history


def test_running_out_of_scripted_dice_changes_nothing():
    g = scripted([1, 2, 3, 4, 6, 6], [5, 5])
    g.roll()
    g.take([0])
    before = g.to_dict()
    with pytest.raises(DiceExhausted):
        g.roll()
    assert g.to_dict() == before


def _set(path, value):
    def mangle(data):
        *parents, key = path
        for p in parents:
            data = data[p]
        data[key] = value
    return mangle


@pytest.mark.parametrize("mangle", [
    _set(["settings", "target"], 0), _set(["settings", "target"], "10"),
    _set(["settings", "players"], ["Ana", 2, "Cy"]), _set(["settings", "players"], [" Ana", "Ben", "Cy"]),
    _set(["settings", "computers"], {"7": "optimal"}), _set(["settings", "computers"], {"0": "genius"}),
    _set(["state", "scores_half"], [0, 20]), _set(["state", "scores_half"], [0, 20, -2]),
    _set(["state", "scores_half"], [0, 20, 1.5]), _set(["state", "turns"], [1, 1, True]),
    _set(["state", "current"], 3), _set(["state", "stage"], "party"),
    _set(["state", "stage"], "play"), _set(["state", "stage"], "over"),
    _set(["state", "winner"], 1), _set(["state", "contenders"], [1]),
    _set(["state", "contenders"], [2, 1]), _set(["state", "queue"], [0]),
    _set(["state", "turn", "dice"], [2, 2, 3, 3, 4, 6]), _set(["state", "turn", "dice"], [1, 1]),
    _set(["state", "turn", "dice"], [7, 1, 1, 1, 1, 1]), _set(["state", "turn", "clears"], 5),
    _set(["state", "turn", "dice_in_hand"], 0), _set(["state", "turn", "points_half"], 0),
    _set(["state", "turn", "rolls"], 0), _set(["state", "last_turn"], {"kind": "mishimash"}),
    _set(["state", "last_event"], {"kind": "bank", "seat": 9, "half_points": 1, "dice": []}),
    _set(["state", "last_turn"], {"kind": "mishimash", "seat": 0, "half_points": 1, "dice": []}),
    lambda d: d["state"].pop("turn"), lambda d: d["state"]["turn"].pop("clears"),
    lambda d: d.update(state=[]), lambda d: d.update(history=[["take", "01"]]),
])
def test_a_damaged_snapshot_is_refused(mangle):
    data = json.loads(json.dumps(sudden_death_game().to_dict()))
    mangle(data)
    with pytest.raises(SnapshotError):
        MishimashGame.from_dict(data)


def test_a_snapshot_of_a_game_in_play_may_not_claim_the_target_was_reached():
    data = scripted(THREE_ONES, players=["Ana", "Ben"], target=50).to_dict()
    data["state"]["scores_half"] = [100, 0]
    with pytest.raises(SnapshotError, match="final round"):
        MishimashGame.from_dict(data)
