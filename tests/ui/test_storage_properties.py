"""Property tests: whatever the browser's storage holds, every page loads and can be played, and
no valid data is lost.

Random JSON of every kind and depth, text that is not JSON, deep nesting, values over the
limits, ``Infinity``/``NaN``, another game's or another key's data and cut or spliced valid
saves go into every key each game's page reads, beside valid data in the others. Two levels:

* the store alone, as each page uses it (the engines' real ``from_dict`` and high-score
  classes): cheap, so it runs many inputs;
* the real views (``MagdagdonView`` ...) over a ``MemoryStorage``: the page becomes ready, a
  game is played, a finished game's score joins the table as it was read.

The CI profile runs its usual number of examples; ``CUBIRI_STORAGE_EXAMPLES=10000`` runs that
many of each (the target: 0 pages stopped, 0 valid scores lost over 10,000 inputs a game).
"""

from __future__ import annotations

import functools
import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cubiri_panel.magdagdon import HighScores as MagdagdonHighScores
from cubiri_panel.magdagdon import MagdagdonGame, RandomPlayer
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.magikaboom.bots import SimpleBot
from cubiri_panel.mishimash import MishimashGame, MishimashHighScores, ThresholdBot
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.settings import Settings
from cubiri_panel.ui.storage.keys import retired_keys
from cubiri_panel.ui.storage import (PREFIX, QUARANTINE, SETTINGS_KEY, MemoryStorage, Store, game_key,
                                     highscores_key, limit_of, quarantine_key)

EXAMPLES = int(os.environ.get("CUBIRI_STORAGE_EXAMPLES", "0"))
VIEW_EXAMPLES = EXAMPLES or 25   # a view costs tens of milliseconds to build and play


def examples(n: int | None):
    common = dict(suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                         HealthCheck.function_scoped_fixture], deadline=None)
    return settings(max_examples=n, **common) if n else settings(**common)


# -- valid data, as the games write it ---------------------------------------------------------
def _finished_magdagdon(seed: int) -> MagdagdonGame:
    game = MagdagdonGame(seed=seed)
    RandomPlayer(seed).play(game)
    return game


def _mishimash(seed: int, until_over: bool, target: int = 300) -> MishimashGame:
    """Two people at the table (a resumed game then waits for them), played by a bot's choices
    (a finished game to the card's 1,000 enters the high scores)."""
    game, bot = MishimashGame(players=["Ana", "Ben"], target=target, seed=seed), ThresholdBot()
    steps = 0
    while not game.is_over and (until_over or steps < 9):
        game.apply(bot.choose(game))
        steps += 1
    return game


@functools.cache
def valid_items(game: str) -> dict[str, str]:
    """One valid value for every key the page of ``game`` reads."""
    items = {SETTINGS_KEY: json.dumps(Settings(language="it", show_odds=True, difficulty="peaceful").to_json())}
    if game == "magdagdon":
        tables = MagdagdonHighScores()
        for seed in (1, 2, 3):
            tables = tables.add_game(_finished_magdagdon(seed))[0]
        items[highscores_key(game)] = json.dumps(tables.to_json())
        playing = MagdagdonGame(seed=9)
        player = RandomPlayer(9)
        for _ in range(5):
            playing.apply(player.choose(playing))
        items[game_key(game)] = json.dumps(playing.to_dict())
    elif game == "mishimash":
        tables = MishimashHighScores()
        for seed in (1, 2):
            tables = tables.add_game(_mishimash(seed, until_over=True, target=1000))[0]
        items[highscores_key(game)] = json.dumps(tables.to_json())
        items[game_key(game)] = json.dumps(_mishimash(5, until_over=False).to_dict())
        items[PREFIX + "setup/mishimash"] = json.dumps(
            {"seats": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "optimal"}], "target": 500})
    else:
        playing = MagikaboomGame(players=["Ana", "Ben", "Cy"], seed=4, computers={1: "simple", 2: "careful"})
        bot = SimpleBot()
        for _ in range(6):
            playing.apply(bot.choose(playing))
        items[game_key(game)] = json.dumps(playing.to_dict())
        items[PREFIX + "setup/magikaboom"] = json.dumps(
            {"format": 1, "count": 3, "seats": [{"name": n, "kind": "human"} for n in ("Ana", "Ben", "Cy", "", "", "")]})
    return items


KEYS = {
    "magdagdon": [SETTINGS_KEY, highscores_key("magdagdon"), game_key("magdagdon")],
    # and the log an earlier version kept beside the game: whatever it holds, it goes quietly
    "mishimash": [SETTINGS_KEY, highscores_key("mishimash"), game_key("mishimash"), PREFIX + "setup/mishimash",
                  PREFIX + "journal/mishimash"],
    "magikaboom": [SETTINGS_KEY, game_key("magikaboom"), PREFIX + "setup/magikaboom"],
}
CLASSES = {"magdagdon": (MagdagdonGame, MagdagdonHighScores), "mishimash": (MishimashGame, MishimashHighScores),
           "magikaboom": (MagikaboomGame, None)}


# -- what a browser may hand back ---------------------------------------------------------------
scalars = (st.none() | st.booleans() | st.integers() | st.integers(-2**70, 2**70) | st.floats()
           | st.text(max_size=12) | st.sampled_from(["magdagdon", "mishimash", "magikaboom", "format", "game"]))
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5)
                           | st.dictionaries(st.text(max_size=8) | st.sampled_from(
                               ["game", "format", "tables", "state", "history", "seed", "rng", "seats", "count"]),
                               inner, max_size=5), max_leaves=25)


def _splice(raw: str, at: int, cut: int, insert: str) -> str:
    at %= len(raw) + 1
    return raw[:at] + insert + raw[at + cut:]


def _every_valid_value() -> list[str]:
    return [v for game in KEYS for v in valid_items(game).values()]


def raw_values() -> st.SearchStrategy[str]:
    valid = st.sampled_from(_every_valid_value())
    return st.one_of(
        json_values.map(json.dumps),                                    # NaN and Infinity included
        st.text(max_size=40),                                           # mostly not JSON
        st.integers(0, 3000).map(lambda n: "[" * n + "]" * n),           # deeper than the recursion limit
        st.integers(0, 3000).map(lambda n: '{"a":' * n + "1" + "}" * n),
        st.integers(0, 2000).map(lambda n: '{"game": "magdagdon", "format": 1, "state": ' + "[" * n + "]" * n + "}"),
        st.builds(lambda k: '"' + "x" * k + '"', st.sampled_from([2_047, 9_000, 70_000, 140_000])),
        valid,                                                          # another key's or another game's data
        st.builds(_splice, valid, st.integers(0, 10**6), st.integers(0, 40), st.text(max_size=4)),
        st.builds(lambda v, n: v[:n], valid, st.integers(0, 400)),
        st.builds(lambda v, d: json.dumps({**json.loads(v), **d}) if isinstance(json.loads(v), dict) else v,
                  valid, st.dictionaries(st.sampled_from(["format", "game", "seed", "rng", "history", "state",
                                                          "tables", "settings"]), json_values, max_size=3)),
    )


def bad_items(game: str):
    """Valid items with some keys (at least one) holding whatever a browser may hand back."""
    keys = KEYS[game]
    return st.dictionaries(st.sampled_from(keys), raw_values(), min_size=1, max_size=len(keys))


# -- checks ---------------------------------------------------------------------------------
def check_notices(notices: Notices) -> None:
    for lang in LANGUAGES:
        for notice in notices.items:
            text = notice.text(Translator(lang))
            assert "cubiri/" not in text and "{" not in text and "@" not in text and "." in text, text
            assert not text.startswith("common."), text


def check_storage(before: dict[str, str], after: dict[str, str], replaced: set[str], game: str) -> None:
    """Untouched keys keep their values; the quarantine holds at most one copy a key read."""
    game_cls = CLASSES[game][0]
    assert not set(retired_keys()) & set(after)
    for key, value in before.items():
        if key in replaced or after.get(key) == value:
            continue
        if key == game_key(game):   # resumed and played on: the same game, further
            history = game_cls.from_dict(json.loads(value)).history
            assert game_cls.from_dict(json.loads(after[key])).history[:len(history)] == history
        else:                       # or written again in the page's own spacing
            assert json.loads(after[key]) == json.loads(value), key
    allowed = {quarantine_key(k) for k in KEYS[game] if k not in retired_keys()}
    assert {k for k in after if k.startswith(QUARANTINE)} <= allowed
    for key in replaced:
        copy = after.get(quarantine_key(key))
        if copy is not None:
            assert copy == before[key][:limit_of(key)]


def entries(raw: str | None, cls) -> list[dict]:
    if raw is None:
        return []
    tables, _ = cls.from_json(json.loads(raw))
    return [e for name in cls.TABLES for e in tables[name]]


def load_as_the_page_does(store: Store, game: str):
    game_cls, scores_cls = CLASSES[game]
    store.load_settings()
    tables = store.load_highscores(scores_cls) if scores_cls else None
    store.load_game(game_cls)
    for key in KEYS[game][3 if scores_cls else 2:]:
        store.read_json(key)
    return tables


# -- the store, as each page uses it ----------------------------------------------------------
@pytest.mark.parametrize("game", list(KEYS))
@examples(EXAMPLES or None)
@given(data=st.data())
def test_any_stored_values_load_set_aside_once_and_lose_no_valid_data(game, data):
    bad = data.draw(bad_items(game), label="bad")
    before = {**valid_items(game), **bad}
    backend = MemoryStorage()
    store = Store(backend=backend, notices=Notices())
    backend.load(before)
    tables = load_as_the_page_does(store, game)
    after = dict(backend.items)
    check_storage(before, after, set(bad), game)
    check_notices(store.notices)
    # A finished game's score joins the table as it was read: no entry read is lost.
    _, scores_cls = CLASSES[game]
    if scores_cls is not None:
        read = entries(after.get(highscores_key(game)), scores_cls)
        assert [e for name in scores_cls.TABLES for e in tables[name]] == read
    # The next visit: nothing more set aside, nothing told again.
    again_backend = MemoryStorage()
    again = Store(backend=again_backend, notices=Notices())
    again_backend.load(after)
    load_as_the_page_does(again, game)
    assert again.notices.items == [] and again_backend.items == after


# -- the real pages ---------------------------------------------------------------------------
def _view(game: str, items: dict[str, str]):
    from cubiri_panel.ui.magdagdon import MagdagdonView
    from cubiri_panel.ui.magikaboom import MagikaboomView
    from cubiri_panel.ui.mishimash import MishimashView
    from cubiri_panel.ui.shell import Shell
    from cubiri_panel.ui.urlparams import UrlParams

    notices, backend = Notices(), MemoryStorage()
    shell = Shell(game=game, notices=notices, store=Store(backend=backend, notices=notices), url=UrlParams(seed=3))
    view = {"magdagdon": MagdagdonView, "mishimash": MishimashView, "magikaboom": MagikaboomView}[game](shell=shell)
    root = view.__panel__()
    backend.load(items)
    return view, root, backend


def _play(game: str, view) -> None:
    """Play on the page as a person would start to: a whole MAGDAGDON game, a few actions of the others."""
    if game == "magdagdon":
        if view.game.is_over:
            view._start_new("new")
        RandomPlayer(1).play(view.game)
        assert view.game.is_over and view.just_finished
    elif game == "mishimash":
        view.setup.load({"seats": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
                         "target": 300})
        view.setup.start.clicks += 1
        view.play.roll.clicks += 1
        assert view.game.history
    else:
        view.new_game(["Ana", "Ben"], {})
        view.game.roll()
        assert view.game.history


@pytest.mark.parametrize("game", list(KEYS))
@examples(VIEW_EXAMPLES)
@given(data=st.data())
def test_any_stored_values_let_the_page_load_and_be_played(game, data, caplog):
    bad = data.draw(bad_items(game), label="bad")
    caplog.clear()
    before = {**valid_items(game), **bad}
    view, root, backend = _view(game, before)
    assert "cubiri-ready" in root.css_classes                     # the page did not stop
    assert [r.getMessage() for r in caplog.records if r.levelname == "ERROR"] == []  # nor a part of it
    check_storage(before, backend.items, set(bad), game)
    check_notices(view.shell.notices)
    _, scores_cls = CLASSES[game]
    read = entries(backend.items.get(highscores_key(game)), scores_cls) if scores_cls else []
    _play(game, view)
    if game == "magdagdon":   # the finished game's score joined the table read, which lost nothing
        saved = entries(backend.items[highscores_key(game)], scores_cls)
        assert all(e in saved for e in read) and len(saved) == min(len(read) + 1, 30)


def test_unreadable_settings_no_longer_cost_the_high_scores(caplog):
    """The issue's case: deep nesting in the settings stopped the page before it read the high
    scores, and the next finished game saved a table of one over the table of three."""
    deep = "[" * 1500 + "]" * 1500
    for game in ("magdagdon", "mishimash"):
        items = {**valid_items(game), SETTINGS_KEY: deep}
        _, scores_cls = CLASSES[game]
        old = entries(items[highscores_key(game)], scores_cls)
        view, root, backend = _view(game, items)
        assert "cubiri-ready" in root.css_classes
        assert [n.key for n in view.shell.notices.items if n.level != "info"] == ["common.notices.set_aside_settings"]
        if game == "magdagdon":
            _play(game, view)
            saved = entries(backend.items[highscores_key(game)], scores_cls)
            assert len(saved) == len(old) + 1 and all(e in saved for e in old)
        else:
            view.game, bot = _mishimash(8, until_over=False, target=1000), ThresholdBot()
            while not view.game.is_over:
                view.game.apply(bot.choose(view.game))
            saved = entries(backend.items[highscores_key(game)], scores_cls)
            assert len(saved) == len(old) + 1 and all(e in saved for e in old)
        assert backend.items[quarantine_key(SETTINGS_KEY)] == deep[:limit_of(SETTINGS_KEY)]
    assert [r for r in caplog.records if r.levelname == "ERROR"] == []
