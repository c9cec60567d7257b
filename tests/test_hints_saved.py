"""A game played with hints keeps the mark in its save and its high-score entry; saves and
entries from before the mark existed still load, as games without hints."""

import pytest

from cubiri_panel.errors import SnapshotError
from cubiri_panel.magdagdon import HighScores, MagdagdonGame, RandomPlayer
from cubiri_panel.mishimash import MishimashGame, MishimashHighScores


def finished_magdagdon(seed=5):
    game = MagdagdonGame("peaceful", seed=seed)
    game.play_unpublished(RandomPlayer(seed=1).choose)
    return game


def test_a_save_keeps_the_hints_mark_and_an_old_save_has_none():
    game = MagdagdonGame("peaceful", seed=3)
    game.roll()
    assert "hints" not in game.to_dict()
    assert MagdagdonGame.from_dict(game.to_dict()).hints_used is False
    game.hints_used = True
    saved = game.to_dict()
    assert saved["hints"] is True
    assert MagdagdonGame.from_dict(saved).hints_used is True


@pytest.mark.parametrize("value", [False, 1, "yes", None])
def test_a_hints_mark_other_than_true_is_refused(value):
    saved = MagdagdonGame("peaceful", seed=3).to_dict()
    saved["hints"] = value
    with pytest.raises(SnapshotError):
        MagdagdonGame.from_dict(saved)


def test_an_unknown_key_is_still_refused():
    saved = MishimashGame(["Ana", "Ben"], seed=2).to_dict()
    saved["coach"] = True
    with pytest.raises(SnapshotError):
        MishimashGame.from_dict(saved)


def test_the_high_score_entry_of_a_game_with_hints_says_so():
    game = finished_magdagdon()
    tables, place = HighScores().add_game(game)
    assert "hints" not in tables.table("peaceful")[place]
    game.hints_used = True
    tables, place = tables.add_game(game)
    assert tables.table("peaceful")[place]["hints"] is True
    again, dropped = HighScores.from_json(tables.to_json())
    assert again == tables and not dropped


def test_an_entry_with_a_bad_hints_mark_is_dropped_alone():
    game = finished_magdagdon()
    data = HighScores().add_game(game)[0].to_json()
    data["tables"]["peaceful"].append({**data["tables"]["peaceful"][0], "hints": "no"})
    tables, dropped = HighScores.from_json(data)
    assert len(tables.table("peaceful")) == 1 and [d.reason for d in dropped] == ["hints must be true"]


def test_mishimash_entries_take_the_mark_too():
    game = MishimashGame(["Ana"], computers={0: "optimal"}, target=1000, seed=4)
    game.play_computers()
    game.hints_used = True
    tables, place = MishimashHighScores().add_game(game)
    assert tables.table(game.record_table)[place]["hints"] is True
