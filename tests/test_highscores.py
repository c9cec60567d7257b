import pytest

from cubiri_panel.highscores import LIMIT, HighScores, int_between, iso_date


class Demo(HighScores):
    GAME = "demo"
    TABLES = ("easy", "hard")
    FIELDS = {"score": int_between(0, 1000), "date": iso_date}

    @staticmethod
    def rank_key(entry):
        return -entry["score"]


def entry(score, date="2026-11-29"):
    return {"score": score, "date": date}


def test_add_ranks_and_keeps_the_top_ten_per_table():
    scores = Demo()
    for s in range(12):
        scores, _ = scores.add("easy", entry(s * 10))
    assert [e["score"] for e in scores["easy"]] == [110, 100, 90, 80, 70, 60, 50, 40, 30, 20]
    assert scores["hard"] == ()
    scores, place = scores.add("easy", entry(95))
    assert place == 2
    same, place = scores.add("easy", entry(0))
    assert place is None and same is scores


def test_a_tie_goes_below_the_entries_already_there():
    scores, _ = Demo().add("easy", entry(50, "2026-01-01"))
    scores, place = scores.add("easy", entry(50, "2026-02-02"))
    assert place == 1 and scores["easy"][0]["date"] == "2026-01-01"


def test_json_round_trip():
    scores, _ = Demo().add("hard", entry(7))
    again, dropped = Demo.from_json(scores.to_json())
    assert again == scores and dropped == []


def test_loading_keeps_valid_entries_and_reports_the_rest():
    data = Demo().to_json()
    data["tables"] = {
        "easy": [entry(5), {"score": "lots", "date": "2026-11-29"}, entry(9, "yesterday"),
                 entry(True), "junk", {"date": "2026-11-29"}, entry(7)],
        "hard": "not a list",
        "<script>": [entry(1)],
    }
    scores, dropped = Demo.from_json(data)
    assert [e["score"] for e in scores["easy"]] == [7, 5]
    assert len(dropped) == 7
    reasons = [str(d) for d in dropped]
    assert "easy #2: score must be a whole number" in reasons
    assert "easy #3: date must be a date written YYYY-MM-DD" in reasons


def test_more_than_ten_valid_entries_keep_the_best():
    data = {"game": "demo", "format": 1, "tables": {"easy": [entry(s) for s in range(LIMIT + 3)]}}
    scores, dropped = Demo.from_json(data)
    assert [e["score"] for e in scores["easy"]][-1] == 3 and len(dropped) == 3


@pytest.mark.parametrize("data", [None, 3, "{}", [], {"tables": {}}, {"game": "other", "format": 1, "tables": {}},
                                  {"game": "demo", "format": 99, "tables": {}}])
def test_foreign_data_never_raises(data):
    scores, dropped = Demo.from_json(data)
    assert scores == Demo() and len(dropped) == 1


def test_unknown_keys_in_an_entry_are_not_kept():
    scores, _ = Demo().add("easy", {**entry(3), "extra": "<b>"})
    assert scores["easy"][0] == entry(3)
