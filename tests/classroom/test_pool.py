"""A class's codes pooled: every good code is pooled, every other entry listed with why, and
the pool's rows, CSV and experiment tables agree with the games."""

import csv
import io
from fractions import Fraction

import pytest

from coach import games
from cubiri_panel import classroom
from cubiri_panel.classroom import MAX_PASTE_BYTES, PasteTooLarge, codes_in, pool
from cubiri_panel.log_rows import COLUMNS
from cubiri_panel.magikaboom import MagikaboomGame


def class_games():
    return [games.mishimash(seed=4), games.mishimash(seed=5), games.magikaboom(seed=4), games.magdagdon(seed=4)]


def test_good_codes_are_pooled_in_order_and_every_bad_entry_is_listed_with_why():
    good = [g.to_code() for g in class_games()]
    damaged = good[0][:40] + "*" + good[0][41:]
    newer = "m9" + good[0][2:]
    entries = [good[0], "", "Hello teacher!", good[1], good[0], newer, damaged, good[2], "g1", good[3]]
    pooled = pool(entries)
    assert [g.to_code() for g in pooled.games] == good
    assert [(code, r.key) for code, r in zip([r.code for r in pooled.refused], pooled.refused)] == [
        ("", "blank"), ("Hello teacher!", "not-a-code"), (good[0], "repeated"), (newer, "newer"),
        (damaged, "damaged"), ("g1", "damaged")]
    assert all(isinstance(reason, str) and reason for _, reason in pooled.refused)
    assert pooled.kinds == ["magdagdon", "mishimash", "magikaboom"]  # as the registry lists them


def test_a_kind_asked_for_refuses_the_others_and_pools_its_own():
    good = [g.to_code() for g in class_games()]
    pooled = pool(good, kind="mishimash")
    assert len(pooled.games) == 2
    assert [r.key for r in pooled.refused] == ["other-kind", "other-kind"]


def test_a_paste_is_read_a_line_a_code_and_a_huge_one_is_refused_with_its_limit():
    good = [g.to_code() for g in class_games()]
    text = "\r\n".join(["  " + good[0], "", good[1] + "\t", "not a code"])
    assert codes_in(text) == [good[0], good[1], "not a code"]
    assert len(pool(text).games) == 2
    with pytest.raises(PasteTooLarge, match="1,000,000 bytes"):
        pool("x" * 10_000_000)
    assert len(codes_in("m" * (MAX_PASTE_BYTES - 1))) == 1


def test_thousands_of_codes_are_pooled_with_progress_up_to_the_limit(monkeypatch):
    monkeypatch.setattr(classroom, "MAX_CODES", 1_500)
    codes = []
    for seed in range(1_600):
        game = MagikaboomGame(["Ana", "Ben"], seed=seed)
        game.roll()
        codes.append(game.to_code())
    seen = []
    pooled = pool(codes * 2, progress=lambda done, total: seen.append((done, total)))
    assert len(pooled.games) == 1_500 and len(pooled.rows()) == 1_500
    keys = [r.key for r in pooled.refused]
    assert keys.count("too-many") == 100 and keys.count("repeated") == 1_600
    assert seen[-1] == (3_200, 3_200) and len(seen) > 100


def test_the_rows_are_every_games_rolls_numbered_by_place_and_the_csv_holds_them():
    played = class_games()
    pooled = pool([g.to_code() for g in played])
    rows = pooled.rows()
    assert [r for r in rows if r.game == 3] == [r._replace(game=3) for r in played[2].log_rows()]
    text = pooled.to_csv()
    assert text.startswith("\ufeff") and "\r\n" in text
    read = list(csv.DictReader(io.StringIO(text.removeprefix("\ufeff"), newline="")))
    assert list(read[0]) == list(COLUMNS) and len(read) == len(rows)
    assert float(read[0]["chance"]) == pytest.approx(float(rows[0].chance))


def test_each_kinds_table_sets_the_events_seen_beside_the_sum_of_their_exact_chances():
    played = class_games()
    pooled = pool([g.to_code() for g in played])
    rows = pooled.rows()
    tables = pooled.tables()
    assert set(tables) == {"mishimash", "magdagdon", "magikaboom"}
    busts = tables["mishimash"]
    assert busts.group_by == "dice_in_hand" and [r.group for r in busts.rows] == sorted({r.group for r in busts.rows})
    mish = [r for r in rows if r.kind == "mishimash"]
    assert busts.total.rolls == len(mish) and busts.total.observed == sum(r.event for r in mish)
    assert busts.total.expected == sum((r.chance for r in mish), Fraction(0))
    assert isinstance(busts.total.expected, Fraction)
    for row in busts.rows:
        from cubiri_panel.mishimash import bust_probability
        assert row.expected == row.rolls * bust_probability(row.group)
    assert tables["magikaboom"].group_by == "cauldron" and tables["magdagdon"].group_by == "empty_cells"
    assert "<table>" in busts._repr_html_()
    assert pooled.tables_csv().count("\r\n") == 1 + sum(len(t.rows) + 1 for t in tables.values())


def test_an_empty_pool_has_no_rows_and_no_tables():
    pooled = pool([])
    assert pooled.rows() == [] and pooled.tables() == {} and pooled.refused == []
    assert pooled.table("mishimash").total.rolls == 0
    with pytest.raises(ValueError, match="no game called"):
        pool([], kind="chess")
