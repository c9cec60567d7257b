"""High-score tables: fastest wins alone and at a table, recorded from finished games."""

import datetime as dt

import pytest

from cubiri_panel.errors import IllegalAction
from cubiri_panel.mishimash import MishimashHighScores

from .positions import BUST_6, THREE_ONES, bank_ten, scripted

DAY = dt.date(2026, 11, 29)


def entry(turns, target=1000, date="2026-11-01", players=("Ana",), winner="Ana"):
    return {"date": date, "target": target, "players": list(players), "winner": winner,
            "turns": turns}


def test_the_tables_rank_games_to_the_cards_1000_by_fewest_turns_and_show_no_other():
    # Entries of other targets, kept by older versions, still load: ranked last, not shown.
    scores = MishimashHighScores({"solo": [entry(9), entry(5, target=300), entry(8), entry(8, target=800),
                                           entry(8, date="2026-10-01")]})
    assert [(e["turns"], e["date"]) for e in scores["solo"]] == [(8, "2026-10-01"), (8, "2026-11-01"),
                                                                  (9, "2026-11-01")]
    assert len(scores.to_json()["tables"]["solo"]) == 5


def test_a_finished_game_to_1000_is_recorded_dated_by_its_injected_today():
    solo = scripted(BUST_6, *[THREE_ONES] * 100, target=1000, today=lambda: DAY)
    solo.roll()
    assert solo.record is None
    with pytest.raises(IllegalAction):
        MishimashHighScores().add_game(solo)
    while not solo.is_over:
        bank_ten(solo)
    tables, place = MishimashHighScores().add_game(solo)
    assert place == 0 and tables["solo"] == (entry(101, date="2026-11-29"),)
    duel = scripted(*[THREE_ONES, BUST_6] * 100, players=["Ana", "Ben"], today=lambda: DAY)
    while not duel.is_over:
        bank_ten(duel)
        duel.roll()
    tables, place = tables.add_game(duel)
    assert place == 0 and tables["table"][0]["players"] == ["Ana", "Ben"]
    assert tables["table"][0]["winner"] == "Ana" and tables["table"][0]["turns"] == 100


def test_a_game_to_another_target_is_no_record_however_fast():
    fast = scripted(THREE_ONES, target=1, today=lambda: DAY)
    bank_ten(fast)
    assert fast.is_over and MishimashHighScores().add_game(fast) == (MishimashHighScores(), None)


def test_loading_keeps_valid_entries_and_drops_bad_ones():
    data = MishimashHighScores({"solo": [entry(9)]}).to_json()
    data["tables"]["solo"].append(entry(0))
    data["tables"]["solo"].append(dict(entry(3), target="many"))
    tables, dropped = MishimashHighScores.from_json(data)
    assert [e["turns"] for e in tables["solo"]] == [9] and len(dropped) == 2


@pytest.mark.parametrize("table, record, why", [
    ("table", entry(9, players=("Ana", "Ben"), winner="Cy"), "not among the players"),
    ("solo", entry(9, players=("Ana", "Ben"), winner="Ana"), "one player"),
    ("table", entry(9), "one player"),
    ("table", entry(9, players=("", "Ben"), winner="Ben"), "names"),
    ("solo", entry(9, players=("\u202eAna",), winner="\u202eAna"), "names"),
])
def test_a_record_the_game_cannot_produce_is_dropped(table, record, why):
    assert why in MishimashHighScores.entry_problem(record, table)
    data = {"game": "mishimash", "format": 1, "tables": {table: [record]}}
    tables, dropped = MishimashHighScores.from_json(data)
    assert tables[table] == () and len(dropped) == 1
