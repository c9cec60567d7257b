"""The store's rules, without a browser: set aside once, never erase valid data, notices in words,
size limits, and no value that stops a page."""

import json

import pytest

from cubiri_panel.errors import GameTooLong
from cubiri_panel.highscores import HighScores, int_between, iso_date
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.settings import Settings
from cubiri_panel.ui.storage.keys import retired_keys
from cubiri_panel.ui.storage import (LIMITS, PREFIX, QUARANTINE, SETTINGS_KEY, MemoryStorage, Store, game_key,
                                     highscores_key, limit_of, quarantine_key)

DEEP = "[" * 1500 + "]" * 1500   # json.loads raises RecursionError


class Scores(HighScores):
    GAME = "toy"
    TABLES = ("main",)
    FIELDS = {"score": int_between(0, 1000), "date": iso_date}

    @staticmethod
    def rank_key(entry):
        return -entry["score"]


class Toy:
    """The game interface the store uses (``GAME``, ``to_dict``, ``from_dict``), and nothing of
    any engine's snapshot format: a counter whose ``from_dict`` raises what it is told to."""

    GAME = "toy"

    def __init__(self, count=0):
        self.count = count

    def to_dict(self):
        return {"game": "toy", "count": self.count}

    @classmethod
    def from_dict(cls, data):
        if data.get("game") != "toy":
            raise ValueError("another game")
        count = data["count"]
        if count == "overflow":
            raise OverflowError("int too large")
        if count == "deep":
            raise RecursionError("maximum recursion depth exceeded")
        if count == "odd":
            raise LookupError("anything at all")
        if type(count) is not int:
            raise TypeError("count must be an int")
        return cls(count)


ENTRY = {"score": 120, "date": "2026-11-29"}


def make_store(items=None, loaded=True):
    backend = MemoryStorage()
    store = Store(backend=backend, notices=Notices())
    if loaded:
        backend.load(items or {}, language="lv-LV")
    return store, backend


def texts(store, lang="en"):
    t = Translator(lang)
    return [n.text(t) for n in store.notices.items]


def quarantined(backend):
    return {k: v for k, v in backend.items.items() if k.startswith(QUARANTINE)}


def table_json(*scores):
    return json.dumps({"game": "toy", "format": 1,
                       "tables": {"main": [{"score": s, "date": "2026-11-01"} for s in scores]}})


def load_everything(store):
    """What a page does with the store when the browser's data arrives."""
    return store.load_settings(), store.load_highscores(Scores), store.load_game(Toy)


# -- loading and saving ---------------------------------------------------------------------
def test_nothing_is_written_before_the_browser_data_is_read():
    store, backend = make_store(loaded=False)
    assert not store.save_settings(Settings(language="it"))
    assert not store.save_highscores(Scores().add("main", ENTRY)[0])
    assert backend.items == {}
    backend.load({SETTINGS_KEY: json.dumps(Settings(language="es").to_json())})
    assert store.load_settings()["language"] == "es"


def test_on_ready_runs_once_the_data_is_read_or_at_once_after():
    store, backend = make_store(loaded=False)
    calls = []
    store.on_ready(lambda: calls.append("early"))
    assert calls == []
    backend.load({}, language="it-IT")
    store.on_ready(lambda: calls.append("late"))
    assert calls == ["early", "late"]
    assert store.browser_language == "it-IT"


def test_a_failing_callback_does_not_keep_the_others_waiting(caplog):
    store, backend = make_store(loaded=False)
    calls = []
    store.on_ready(lambda: 1 / 0)
    store.on_ready(lambda: calls.append("ready"))
    backend.load({})
    assert calls == ["ready"] and "ZeroDivisionError" in caplog.text


def test_settings_round_trip():
    store, backend = make_store()
    store.save_settings(Settings(language="lv", difficulty="nightmare", show_odds=True))
    again, _ = make_store(dict(backend.items))
    assert again.load_settings() == {"language": "lv", "difficulty": "nightmare",
                                     "computer_speed": "normal", "show_odds": True}


def test_highscores_round_trip():
    store, backend = make_store()
    tables, _ = Scores().add("main", ENTRY)
    store.load_highscores(Scores)
    store.save_highscores(tables)
    again, _ = make_store(dict(backend.items))
    assert again.load_highscores(Scores) == tables
    assert again.notices.items == []


def test_game_round_trip():
    store, backend = make_store()
    store.save_game(Toy(5))
    again, _ = make_store(dict(backend.items))
    assert again.load_game(Toy).count == 5 and again.notices.items == []


# -- what cannot be read is set aside, once --------------------------------------------------
def test_bad_settings_keep_the_good_part_in_the_key_and_set_the_whole_aside():
    raw = json.dumps({"format": 1, "language": "it", "difficulty": "impossible"})
    store, backend = make_store({SETTINGS_KEY: raw})
    assert store.load_settings() == {"language": "it"}
    assert quarantined(backend) == {quarantine_key(SETTINGS_KEY): raw}
    assert json.loads(backend.items[SETTINGS_KEY]) == {"format": 1, "language": "it"}
    assert texts(store) == [Translator("en")("common.notices.set_aside_some_settings")]
    again, _ = make_store(dict(backend.items))   # the next visit finds nothing to set aside
    assert again.load_settings() == {"language": "it"} and again.notices.items == []


def test_corrupt_highscores_are_set_aside_and_a_new_table_starts():
    store, backend = make_store({highscores_key("toy"): "{not json"})
    assert store.load_highscores(Scores) == Scores()
    assert quarantined(backend) == {QUARANTINE + "highscores/toy": "{not json"}
    assert highscores_key("toy") not in backend.items
    assert texts(store) == ["The saved TOY high scores could not be read and were put aside, not deleted. "
                            "New scores start a new table."]


def test_bad_entries_are_set_aside_and_valid_entries_kept():
    data = {"game": "toy", "format": 1, "tables": {"main": [ENTRY, {"score": "lots", "date": "x"}]}}
    raw = json.dumps(data)
    store, backend = make_store({highscores_key("toy"): raw})
    tables = store.load_highscores(Scores)
    assert tables["main"] == (ENTRY,)
    assert list(quarantined(backend).values()) == [raw]
    saved = json.loads(backend.items[highscores_key("toy")])
    assert saved["tables"]["main"] == [ENTRY]
    assert "could not be read: 1" in texts(store)[0]


def test_foreign_and_newer_highscores_are_set_aside():
    for raw in [json.dumps({"game": "other", "format": 1, "tables": {}}),
                json.dumps({"game": "toy", "format": 2, "tables": {"main": []}})]:
        store, backend = make_store({highscores_key("toy"): raw})
        assert store.load_highscores(Scores) == Scores()
        assert list(quarantined(backend).values()) == [raw]


@pytest.mark.parametrize("count", ["overflow", "deep", "odd", "3", None])
def test_a_save_the_game_refuses_with_any_error_is_set_aside(count):
    raw = json.dumps({"game": "toy", "count": count})
    store, backend = make_store({game_key("toy"): raw})
    assert store.load_game(Toy) is None
    assert quarantined(backend) == {QUARANTINE + "game/toy": raw} and game_key("toy") not in backend.items
    assert texts(store) == ["A saved TOY game could not be read and was put aside, not deleted."]


def test_foreign_game_is_set_aside():
    foreign = json.dumps({"game": "magdagdon", "format": 1})
    store, backend = make_store({game_key("toy"): foreign})
    assert store.load_game(Toy) is None
    assert list(quarantined(backend).values()) == [foreign]


@pytest.mark.parametrize("raw", [DEEP, '{"count": Infinity}', '{"count": NaN}', '{"count": -Infinity}',
                                 "not json", "", "\x00", '{"a": 1} trailing', "1" * 5000])
@pytest.mark.parametrize("key", [SETTINGS_KEY, highscores_key("toy"), game_key("toy")])
def test_any_unreadable_value_in_any_key_is_set_aside_once_and_the_rest_kept(key, raw):
    good = {SETTINGS_KEY: json.dumps(Settings(language="es").to_json()), highscores_key("toy"): table_json(400, 350, 300),
            game_key("toy"): json.dumps(Toy(7).to_dict())}
    items = {**good, key: raw}
    store, backend = make_store(items)
    settings, tables, game = load_everything(store)
    assert (settings == {} if key == SETTINGS_KEY else settings["language"] == "es")
    assert (tables == Scores() if key == highscores_key("toy") else [e["score"] for e in tables["main"]] == [400, 350, 300])
    assert (game is None if key == game_key("toy") else game.count == 7)
    assert quarantined(backend) == {quarantine_key(key): raw[:limit_of(key)]}  # a copy of bounded size
    assert {k: v for k, v in backend.items.items() if k in good and k != key} == {k: v for k, v in good.items() if k != key}
    (notice,) = texts(store)
    assert "cubiri/" not in notice and "{" not in notice
    # The next visit finds nothing to set aside: no second copy, no second notice.
    again, backend2 = make_store(dict(backend.items))
    load_everything(again)
    assert again.notices.items == [] and backend2.items == backend.items


def test_the_same_bad_value_coming_back_is_not_reported_twice_and_a_new_one_replaces_the_copy():
    store, backend = make_store({game_key("toy"): "bad 1"})
    store.load_game(Toy)
    again, backend = make_store({**backend.items, game_key("toy"): "bad 1"})  # written again by someone
    again.load_game(Toy)
    assert again.notices.items == [] and quarantined(backend) == {QUARANTINE + "game/toy": "bad 1"}
    third, backend = make_store({**backend.items, game_key("toy"): "bad 2"})
    third.load_game(Toy)
    assert len(third.notices.items) == 1 and quarantined(backend) == {QUARANTINE + "game/toy": "bad 2"}


@pytest.mark.parametrize("key", [SETTINGS_KEY, highscores_key("toy"), game_key("toy")])
def test_a_value_over_its_limit_is_set_aside_cut_to_the_limit_without_parsing(key):
    huge = json.dumps({"game": "toy", "count": 1, "padding": "x" * (2 * limit_of(key))})
    store, backend = make_store({key: huge})
    load_everything(store)
    (copy,) = quarantined(backend).values()
    assert copy == huge[:limit_of(key)] and key not in backend.items
    assert len(texts(store)) == 1


def test_a_game_grown_past_the_limit_is_not_saved_and_its_old_save_is_removed():
    store, backend = make_store()
    store.save_game(Toy(1))
    long_game = Toy(1)
    long_game.to_dict = lambda: {"game": "toy", "count": 1, "history": [0] * LIMITS["game"]}
    assert not store.save_game(long_game) and not store.save_game(long_game)
    assert game_key("toy") not in backend.items
    assert texts(store) == ["This TOY game has grown too long to be kept in the browser: "
                            "it will not come back if the page is closed."]


def test_a_game_of_more_actions_than_a_save_holds_is_told_as_grown_too_long():
    store, backend = make_store()
    store.save_game(Toy(1))
    long_game = Toy(1)

    def refuse():
        raise GameTooLong("a game of more than 10 actions cannot be saved")
    long_game.to_dict = refuse
    assert not store.save_game(long_game) and not store.save_game(long_game)
    assert game_key("toy") not in backend.items
    assert texts(store) == ["This TOY game has grown too long to be kept in the browser: "
                            "it will not come back if the page is closed."]


def test_the_copies_earlier_versions_made_on_every_visit_are_tidied_to_one():
    stamped = {f"{QUARANTINE}game/toy/2026-11-2{d}T10:00:00.000000Z": f"bad {d}" for d in range(5)}
    store, backend = make_store({**stamped, game_key("toy"): json.dumps(Toy(2).to_dict())})
    assert quarantined(backend) == {QUARANTINE + "game/toy": "bad 4"}
    assert store.load_game(Toy).count == 2


def test_a_key_an_earlier_version_wrote_is_removed_once_quietly_whatever_it_holds():
    kept = {SETTINGS_KEY: json.dumps(Settings(language="es").to_json()), game_key("toy"): json.dumps(Toy(7).to_dict())}
    for held in ('{"actions": 3, "log": [], "banner": null}', "not json", "[" * 1500, "x" * 200_000):
        store, backend = make_store({**kept, **{key: held for key in retired_keys()}})
        assert load_everything(store)[2].count == 7
        assert backend.items == kept and store.notices.items == []
        again, backend2 = make_store(dict(backend.items))   # nothing left to do on the next visit
        assert backend2.items == kept and again.notices.items == []


def test_read_json_never_raises():
    key = PREFIX + "setup/toy"
    for raw in [DEEP, "nope", '{"a": NaN}', "[" + "1," * LIMITS["setup"] + "1]"]:
        store, backend = make_store({key: raw})
        assert store.read_json(key) is None and backend.items == {key: raw}
    store, _ = make_store({key: '{"seats": 2}'})
    assert store.read_json(key) == {"seats": 2} and store.read_json(PREFIX + "setup/none") is None


# -- high scores are never written over a table not read -------------------------------------
def test_a_table_not_read_gets_the_new_score_added_not_overwritten():
    store, backend = make_store({highscores_key("toy"): table_json(400, 350, 300)})
    # A view that never read the table (as when unreadable settings stopped the page) saves one score.
    fresh, _ = Scores().add("main", {"score": 131, "date": "2026-12-01"})
    store.save_highscores(fresh)
    saved = Scores.from_json(json.loads(backend.items[highscores_key("toy")]))[0]
    assert [e["score"] for e in saved["main"]] == [400, 350, 300, 131]


def test_a_table_not_read_and_unreadable_is_set_aside_before_the_new_one_is_saved():
    store, backend = make_store({highscores_key("toy"): "{" + table_json(400, 350, 300)})
    store.save_highscores(Scores().add("main", {"score": 131, "date": "2026-12-01"})[0])
    assert quarantined(backend) == {QUARANTINE + "highscores/toy": "{" + table_json(400, 350, 300)}
    assert [e["score"] for e in json.loads(backend.items[highscores_key("toy")])["tables"]["main"]] == [131]


# -- notices ------------------------------------------------------------------------------
def test_refused_write_and_unavailable_storage_are_reported():
    store, backend = make_store()
    backend.last_failure = ("cubiri/v1/settings", "QuotaExceededError")
    assert "QuotaExceededError" in texts(store)[0]
    backend.last_failure = ("cubiri/v1/game/magdagdon", "SecurityError")
    assert "the MAGDAGDON game in progress" in texts(store)[1] and "{" not in texts(store)[1]
    backend.last_failure = ("cubiri/v1/setup/mishimash", "QuotaExceededError")
    assert "the MISHIMASH table you set" in texts(store)[2]
    backend2 = MemoryStorage()
    store2 = Store(backend=backend2, notices=Notices())
    backend2.load({}, available=False)
    assert "does not let Cubiri save" in texts(store2)[0]


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_notices_are_translated(lang):
    store, _ = make_store({highscores_key("toy"): "{", game_key("toy"): DEEP, SETTINGS_KEY: "[]"})
    load_everything(store)
    assert len(texts(store, lang)) == 3
    for text, english in zip(texts(store, lang), texts(store, "en")):
        assert text != english and "{" not in text and "cubiri/" not in text
    assert "TOY" in texts(store, lang)[1]
