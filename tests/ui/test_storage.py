"""The store's rules, without a browser: quarantine, never erase valid data, notices."""

import dataclasses
import json

import pytest

from cubiri_panel.game import Action, Game
from cubiri_panel.highscores import HighScores, int_between, iso_date
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.settings import Settings
from cubiri_panel.ui.storage import (QUARANTINE, SETTINGS_KEY, MemoryStorage, Store, game_key,
                                     highscores_key)


class Scores(HighScores):
    GAME = "toy"
    TABLES = ("main",)
    FIELDS = {"score": int_between(0, 1000), "date": iso_date}

    @staticmethod
    def rank_key(entry):
        return -entry["score"]


@dataclasses.dataclass(frozen=True, slots=True)
class Count(Action):
    kind = "count"


class Toy(Game):
    """The smallest Game: a counter, so the store's game path is tested apart from the engines."""

    GAME = "toy"
    ACTIONS = (Count,)

    def __init__(self, **params):
        super().__init__(**params)
        self.state = 0

    is_over = property(lambda self: False)

    def count(self):
        self._commit(Count(), self.state + 1)

    def _settings_to_dict(self):
        return {}

    @classmethod
    def _from_settings(cls, settings, seed):
        return cls(seed=seed)


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


def test_nothing_is_written_before_the_browser_data_is_read():
    store, backend = make_store(loaded=False)
    assert not store.save_settings(Settings(language="it"))
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


def test_settings_round_trip():
    store, backend = make_store()
    store.save_settings(Settings(language="lv", difficulty="nightmare", show_odds=True))
    again, _ = make_store(dict(backend.items))
    assert again.load_settings() == {"language": "lv", "difficulty": "nightmare",
                                     "computer_speed": "normal", "show_odds": True}


def test_bad_settings_keep_the_good_part_and_set_the_rest_aside():
    raw = json.dumps({"format": 1, "language": "it", "difficulty": "impossible"})
    store, backend = make_store({SETTINGS_KEY: raw})
    assert store.load_settings() == {"language": "it"}
    assert list(quarantined(backend).values()) == [raw]
    assert backend.items[SETTINGS_KEY] == raw  # left until the next save overwrites it
    assert "could not be read" in texts(store)[0]


def test_highscores_round_trip():
    store, backend = make_store()
    tables, _ = Scores().add("main", ENTRY)
    store.save_highscores(tables)
    again, _ = make_store(dict(backend.items))
    assert again.load_highscores(Scores) == tables
    assert again.notices.items == []


def test_corrupt_highscores_are_quarantined_never_deleted():
    store, backend = make_store({highscores_key("toy"): "{not json"})
    assert store.load_highscores(Scores) == Scores()
    (key, value), = quarantined(backend).items()
    assert key.startswith(QUARANTINE + "highscores/toy/") and value == "{not json"
    assert backend.items[highscores_key("toy")] == "{not json"
    assert "the toy high scores" in texts(store)[0].lower()


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


def test_foreign_highscores_are_set_aside():
    raw = json.dumps({"game": "other", "format": 1, "tables": {}})
    store, backend = make_store({highscores_key("toy"): raw})
    assert store.load_highscores(Scores) == Scores()
    assert list(quarantined(backend).values()) == [raw]


def test_quarantine_never_overwrites():
    store, backend = make_store()
    first = store.quarantine(SETTINGS_KEY, "a")
    second = store.quarantine(SETTINGS_KEY, "b")
    assert first != second
    assert backend.items[first] == "a" and backend.items[second] == "b"


def test_game_round_trip_and_foreign_game_is_set_aside():
    store, backend = make_store()
    game = Toy(seed=3)
    for _ in range(5):
        game.count()
    store.save_game(game)
    again, _ = make_store(dict(backend.items))
    restored = again.load_game(Toy)
    assert restored.state == 5 and restored.seed == 3

    foreign = json.dumps({"game": "magdagdon", "format": 1})
    store, backend = make_store({game_key("toy"): foreign})
    assert store.load_game(Toy) is None
    assert list(quarantined(backend).values()) == [foreign]
    assert "game in progress" in texts(store)[0]


def test_refused_write_and_unavailable_storage_are_reported():
    store, backend = make_store()
    backend.last_failure = ("cubiri/v1/settings", "QuotaExceededError")
    assert "QuotaExceededError" in texts(store)[0]
    backend.last_failure = ("cubiri/v1/game/magdagdon", "SecurityError")
    assert "the MAGDAGDON game in progress" in texts(store)[1] and "{" not in texts(store)[1]
    backend2 = MemoryStorage()
    store2 = Store(backend=backend2, notices=Notices())
    backend2.load({}, available=False)
    assert "does not let Cubiri save" in texts(store2)[0]


@pytest.mark.parametrize("lang", ["it", "es", "lv"])
def test_notices_are_translated(lang):
    store, _ = make_store({highscores_key("toy"): "{"})
    store.load_highscores(Scores)
    (text,) = texts(store, lang)
    assert text != texts(store, "en")[0]
    assert "TOY" in text


def test_saved_data_sent_before_the_served_page_is_connected_is_applied_once_it_is():
    """Panel sends a served page no change made before its ``document_ready`` (it takes them to
    be in the document the page pulled): the browser's saved data waits for that."""
    import weakref

    from bokeh.document import Document
    from panel.io.state import set_curdoc, state

    from cubiri_panel.ui.storage import BrowserStorage

    class Session:  # what a served document holds; Panel only asks whether there is one
        pass

    storage, doc, session = BrowserStorage(), Document(), Session()
    doc._session_context = weakref.ref(session)       # a served page, not yet connected
    with set_curdoc(doc):
        storage._handle_msg({"loaded": {"items": {SETTINGS_KEY: "{}"}, "language": "it", "available": True}})
        assert not storage.loaded
        state._on_load(doc)                             # what Panel does on document_ready
    assert storage.loaded and storage.browser_language == "it" and storage.items == {SETTINGS_KEY: "{}"}
