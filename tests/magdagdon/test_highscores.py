"""MAGDAGDON high-score tables: one per difficulty, best score first."""

import random

import pytest
from hypothesis import given, strategies as st

from cubiri_panel.highscores import HighScores as GenericHighScores
from cubiri_panel.magdagdon import HighScores, IllegalAction, MagdagdonGame, RandomPlayer


def entry(score, difficulty="peaceful", **extra):
    return {"score": score, "difficulty": difficulty, "date": "2026-11-29", "turns": 6, "powers_used": 1, **extra}


def test_one_table_per_difficulty():
    assert issubclass(HighScores, GenericHighScores) and HighScores.GAME == "magdagdon"
    assert HighScores.TABLES == ("peaceful", "survival", "nightmare")
    assert all(HighScores()[name] == () for name in HighScores.TABLES)


def test_best_score_first_and_records_go_to_their_difficulty():
    tables = HighScores()
    for score in (120, 300, -10):
        tables, _ = tables.add("peaceful", entry(score))
    tables, place = tables.add("nightmare", entry(200, "nightmare", powers_used=0))
    assert place == 0
    assert [e["score"] for e in tables["peaceful"]] == [300, 120, -10]
    assert [e["score"] for e in tables["nightmare"]] == [200] and tables["survival"] == ()


def test_bad_entries_are_dropped_on_load():
    data = HighScores().add("peaceful", entry(100))[0].to_json()
    data["tables"]["peaceful"].append(entry(100, turns=0))
    data["tables"]["peaceful"].append(entry(100, difficulty="easy"))
    data["tables"]["peaceful"].append(entry(10_000))
    data["tables"]["peaceful"].append(entry(50, date="yesterday"))
    tables, dropped = HighScores.from_json(data)
    assert [e["score"] for e in tables["peaceful"]] == [100] and len(dropped) == 4


def test_the_lowest_and_highest_possible_scores_fit():
    lowest, highest = entry(-310, turns=16, powers_used=3), entry(672, turns=4, powers_used=0)
    assert HighScores.entry_problem(lowest, "peaceful") is None
    assert HighScores.entry_problem(highest, "peaceful") is None
    assert HighScores.entry_problem({**lowest, "score": -311}, "peaceful")
    assert HighScores.entry_problem({**highest, "score": 673}, "peaceful")


@pytest.mark.parametrize("table, record, why", [
    ("peaceful", entry(672, "nightmare", turns=1, powers_used=3), "turns"),
    ("peaceful", entry(300, "nightmare", powers_used=0), "nightmare game in the peaceful table"),
    ("nightmare", entry(300, "nightmare", powers_used=3), "grants 0"),
    ("survival", entry(300, "survival", powers_used=2), "grants 1"),
    ("peaceful", entry(600, turns=16, powers_used=0), "no game scores 600 in 16 turns"),
    ("peaceful", entry(-40, turns=6), "no game scores -40 in 6 turns"),
    ("peaceful", entry(100, date="20261129"), "YYYY-MM-DD"),
])
def test_a_record_the_game_cannot_produce_is_dropped(table, record, why):
    assert why in HighScores.entry_problem(record, table)
    data = {"game": "magdagdon", "format": 1, "tables": {table: [record, entry(100, table, powers_used=0)]}}
    tables, dropped = HighScores.from_json(data)
    assert len(tables[table]) == 1 and len(dropped) == 1


@given(seed=st.integers(0, 10**6))
def test_every_finished_game_makes_a_record_its_table_takes(seed):
    game = MagdagdonGame(("peaceful", "survival", "nightmare")[seed % 3], seed=seed)
    chooser = random.Random(seed)
    while not game.is_over:  # powers included: every move a player may make
        game.apply(chooser.choice(game.legal_actions()))
    tables, place = HighScores().add_game(game)
    assert place == 0


def test_a_game_enters_the_table_of_its_difficulty_once_over():
    game = MagdagdonGame("survival", seed=5)
    with pytest.raises(IllegalAction) as refused:
        HighScores().add_game(game)
    assert refused.value.rule == "not-over"
    RandomPlayer(5).play(game)
    tables, place = HighScores().add_game(game)
    assert place == 0 and tables["survival"] == (game.record,) and tables["peaceful"] == ()
