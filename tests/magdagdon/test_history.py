"""What a saved MAGDAGDON game keeps: its actions without the dithering, and its end date."""

import datetime as dt
import json
import random

import pytest
from hypothesis import given, strategies as st

from cubiri_panel.errors import SnapshotError
from cubiri_panel.snapshot import check as snapshot_check
from cubiri_panel.magdagdon import MagdagdonGame, Phase, Place, RandomPlayer, TakeBack
from cubiri_panel.magdagdon.history import saved_actions


def dithering(seed: int, difficulty: str = "peaceful", moves: int = 600) -> MagdagdonGame:
    """A game whose player prepares and takes back dice a great deal, and uses every power."""
    game, chooser = MagdagdonGame(difficulty, seed=seed), random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        actions = game.legal_actions()
        fidgets = [a for a in actions if type(a) in (Place, TakeBack)]
        game.apply(chooser.choice(fidgets if fidgets and chooser.random() < 0.9 else actions))
    return game


@given(seed=st.integers(0, 10**6), difficulty=st.sampled_from(["peaceful", "survival", "nightmare"]),
       moves=st.integers(1, 600))
def test_the_saved_actions_replay_to_the_same_position_and_no_game_needs_more(seed, difficulty, moves):
    game = dithering(seed, difficulty, moves)
    kept = saved_actions(game)
    assert len(kept) <= min(len(game.history), MagdagdonGame.MAX_HISTORY)
    again = MagdagdonGame.replay(kept, difficulty=difficulty, seed=seed)
    assert again.state == game.state and again.legal_actions() == game.legal_actions()
    assert saved_actions(again) == kept  # saving a restored game changes nothing


def test_a_prepared_die_moved_back_and_forth_is_saved_as_one_placement():
    game = MagdagdonGame("peaceful", seed=4)
    game.roll()
    (die, cell), *_ = game.legal_placements()
    for _ in range(50):
        game.place(die, *cell)
        game.take_back(die)
    game.place(die, *cell)
    assert len(game.history) == 102
    assert [a.to_json() for a in saved_actions(game)] == [["roll"], ["place", die, *cell]]
    assert len(json.dumps(game.to_dict())) < 300


def test_a_whole_game_saves_in_under_two_kilobytes():
    sizes = []
    for seed in range(30):
        game = dithering(seed, ("peaceful", "survival", "nightmare")[seed % 3], moves=5000)
        RandomPlayer(seed).play(game)
        sizes.append(len(json.dumps(game.to_dict(), separators=(",", ":"))))
    assert max(sizes) <= 2048, sizes


def test_a_finished_game_keeps_the_day_it_ended():
    game = MagdagdonGame("survival", seed=8, today=lambda: dt.date(2026, 1, 2))
    RandomPlayer(9).play(game)
    data = game.to_dict()
    assert data["settings"] == {"difficulty": "survival", "ended": "2026-01-02"}
    again = MagdagdonGame.from_dict(json.loads(json.dumps(data)))
    assert again.phase is Phase.OVER and again.record == game.record


@pytest.mark.parametrize("ended", [None, "2026-13-01", 20260102, "yesterday"])
def test_the_end_date_is_there_exactly_when_the_game_is_over_and_is_a_date(ended):
    game = MagdagdonGame("survival", seed=8, today=lambda: dt.date(2026, 1, 2))
    RandomPlayer(9).play(game)
    data = game.to_dict()
    if ended is None:
        del data["settings"]["ended"]
    else:
        data["settings"]["ended"] = ended
    data["check"] = snapshot_check("magdagdon", data["settings"], data["seed"], data["history"])
    with pytest.raises(SnapshotError):
        MagdagdonGame.from_dict(data)


def test_a_game_in_play_has_no_end_date():
    game = MagdagdonGame("peaceful", seed=3)
    game.roll()
    data = game.to_dict()
    data["settings"]["ended"] = "2026-01-02"
    data["check"] = snapshot_check("magdagdon", data["settings"], data["seed"], data["history"])
    with pytest.raises(SnapshotError, match="ended"):
        MagdagdonGame.from_dict(data)
