"""MAGDAGDON high-score tables: one per difficulty, best score first."""

from cubiri_panel.highscores import HighScores as GenericHighScores
from cubiri_panel.magdagdon import HighScores


def entry(score, difficulty="peaceful", **extra):
    return {"score": score, "difficulty": difficulty, "date": "2026-11-29", "turns": 6, "powers_used": 1, **extra}


def test_one_table_per_difficulty():
    assert issubclass(HighScores, GenericHighScores) and HighScores.GAME == "magdagdon"
    assert HighScores.TABLES == ("peaceful", "survival", "nightmare")
    assert all(HighScores()[name] == () for name in HighScores.TABLES)


def test_best_score_first_and_records_go_to_their_difficulty():
    tables = HighScores()
    for score in (120, 300, -40):
        tables, _ = tables.add_record(entry(score))
    tables, place = tables.add_record(entry(200, "nightmare"))
    assert place == 0
    assert [e["score"] for e in tables["peaceful"]] == [300, 120, -40]
    assert [e["score"] for e in tables["nightmare"]] == [200] and tables["survival"] == ()


def test_bad_entries_are_dropped_on_load():
    data = HighScores().add_record(entry(100))[0].to_json()
    data["tables"]["peaceful"].append(entry(100, turns=0))
    data["tables"]["peaceful"].append(entry(100, difficulty="easy"))
    data["tables"]["peaceful"].append(entry(10_000))
    data["tables"]["peaceful"].append(entry(50, date="yesterday"))
    tables, dropped = HighScores.from_json(data)
    assert [e["score"] for e in tables["peaceful"]] == [100] and len(dropped) == 4


def test_the_lowest_and_highest_possible_scores_fit():
    assert HighScores.entry_problem(entry(-310)) is None and HighScores.entry_problem(entry(672)) is None
    assert HighScores.entry_problem(entry(-311)) and HighScores.entry_problem(entry(673))
