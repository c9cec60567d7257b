"""What Cubiri keeps in the browser: settings, high scores and the game in progress.

Two layers:

* :class:`BrowserStorage`, one small ``JSComponent`` whose JavaScript runs in the page (also in
  a notebook and in a Pyodide worker build, where Python itself has no ``localStorage``). Its
  ``render()`` reads every ``cubiri/`` key once and sends them to Python with the browser's
  language; Python sends writes back as messages. It must be part of the rendered layout (the
  shell puts it there), or ``render()`` never runs and nothing loads.
* :class:`Store`, the Python model views call: ``load_game(cls)``, ``save_game(game)``,
  ``load_highscores(cls)``, ``save_highscores(hs)``, ``load_settings()``, ``save_settings(s)``.

Keys are versioned (``cubiri/v1/...``). Data that cannot be read (bad JSON, a foreign or
tampered save) is copied to a new quarantine key ``cubiri/v1/quarantine/<what>/<time>`` (never
deleted, never overwritten) and a notice says so; valid data is never erased. Nothing leaves
the browser: no request is made.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import panel as pn
import param
from panel.custom import JSComponent

from ..errors import SnapshotError
from .notices import Notices

PREFIX = "cubiri/v1/"
SETTINGS_KEY = PREFIX + "settings"
QUARANTINE = PREFIX + "quarantine/"


def highscores_key(game: str) -> str:
    return f"{PREFIX}highscores/{game}"


def game_key(game: str) -> str:
    return f"{PREFIX}game/{game}"


class MemoryStorage(param.Parameterized):
    """The storage interface without a browser: for tests, and a stand-in wherever a page
    cannot keep anything. ``load(items)`` plays the part of the browser's first read."""

    loaded = param.Boolean(default=False)
    available = param.Boolean(default=True)
    browser_language = param.String(default="")
    last_failure = param.Parameter(default=None, doc="(key, reason) of the last refused write")

    def __init__(self, **params):
        super().__init__(**params)
        self.items: dict[str, str] = {}

    def load(self, items: dict[str, str] | None = None, language: str = "", available: bool = True):
        self.items = dict(items or {})
        self.param.update(browser_language=language, available=available, loaded=True)

    def write(self, key: str, value: str) -> None:
        self.items[key] = value


class BrowserStorage(JSComponent):
    """``window.localStorage`` (keys under ``cubiri/``) mirrored into Python; see the module doc."""

    loaded = param.Boolean(default=False)
    available = param.Boolean(default=True)
    browser_language = param.String(default="")
    last_failure = param.Parameter(default=None)

    # A plain module: as a bundle Panel neither compiles it in the browser (see components.py).
    _esm = _bundle = Path(__file__).parent / "js" / "storage.js"

    def __init__(self, **params):
        params.setdefault("width", 0)
        params.setdefault("height", 0)
        params.setdefault("margin", 0)
        super().__init__(**params)
        self.items: dict[str, str] = {}

    def _handle_msg(self, msg: Any) -> None:
        if not isinstance(msg, dict):
            return
        if "loaded" in msg:
            data = msg["loaded"]
            # A second render (the same view shown twice in a notebook) re-reads the page's
            # storage, which already holds everything this Python side wrote.
            items = {str(k): str(v) for k, v in (data.get("items") or {}).items()}
            values = dict(browser_language=str(data.get("language") or ""), available=bool(data.get("available")),
                          loaded=True)

            def apply():
                self.items = items
                self.param.update(**values)

            # Served, the page can report its storage before Panel counts it as connected (its
            # ``document_ready``), and Panel does not send the changes made before that: it takes
            # them to be in the document the page pulled, which they are not. So the saved data
            # is applied once the page is loaded (at once in a notebook and in Pyodide).
            pn.state.onload(apply)
        elif "failed" in msg:
            self.last_failure = (str(msg["failed"]), str(msg.get("reason", "")))

    def write(self, key: str, value: str) -> None:
        self.items[key] = value
        self._send_msg({"set": {key: value}})


class Store(param.Parameterized):
    """Loads and saves Cubiri's data through a storage backend, reporting problems as notices.

    Writes made before the browser's data has loaded are dropped on purpose: they would
    overwrite saved data before it was read. Views start from what ``on_ready`` hands them.
    """

    backend = param.Parameter(doc="A BrowserStorage, or a MemoryStorage in tests")
    notices = param.ClassSelector(class_=Notices)
    ready = param.Boolean(default=False, doc="True once the browser's data has been read")
    browser_language = param.String(default="")

    def __init__(self, **params):
        params.setdefault("backend", BrowserStorage())
        params.setdefault("notices", Notices())
        super().__init__(**params)
        self._ready_callbacks: list[Callable[[], None]] = []
        self.backend.param.watch(self._on_loaded, "loaded")
        self.backend.param.watch(self._on_failure, "last_failure")
        if self.backend.loaded:
            self._on_loaded()

    # -- readiness -----------------------------------------------------------------------
    def on_ready(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` once the saved data is readable (at once if it already is)."""
        if self.ready:
            callback()
        else:
            self._ready_callbacks.append(callback)

    def _on_loaded(self, *_):
        if not self.backend.loaded or self.ready:
            return
        if not self.backend.available:
            self.notices.add("common.notices.storage_unavailable")
        self.browser_language = self.backend.browser_language
        self.ready = True
        callbacks, self._ready_callbacks = self._ready_callbacks, []
        for callback in callbacks:
            callback()

    def _on_failure(self, event):
        if event.new:
            key, reason = event.new
            game = key.removeprefix(PREFIX).partition("/")[2]  # "" for the settings
            self.notices.add("common.notices.storage_failed", level="error",
                             what=self._what(key), reason=reason[:80], game=game.upper())

    # -- raw access ----------------------------------------------------------------------
    def get(self, key: str) -> str | None:
        return self.backend.items.get(key) if self.ready else None

    def put(self, key: str, value: str) -> bool:
        """Write ``value``; False (and nothing written) before the data has loaded."""
        if not self.ready:
            return False
        if self.backend.items.get(key) != value:
            self.backend.write(key, value)
        return True

    def keys(self, prefix: str = PREFIX) -> list[str]:
        return sorted(k for k in self.backend.items if k.startswith(prefix))

    def quarantine(self, key: str, raw: str) -> str:
        """Copy ``raw`` (what ``key`` held) to a fresh quarantine key and return that key."""
        stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
        base = f"{QUARANTINE}{key.removeprefix(PREFIX)}/{stamp}"
        target, n = base, 1
        while target in self.backend.items:
            n += 1
            target = f"{base}-{n}"
        self.backend.write(target, raw)
        return target

    @staticmethod
    def _what(key: str) -> str:
        """A catalog reference naming what ``key`` holds, for notices."""
        rest = key.removeprefix(PREFIX)
        if rest == "settings":
            return "@common.notices.what_settings"
        kind, _, game = rest.partition("/")
        if kind == "highscores":
            return "@common.notices.what_highscores"
        if kind == "game":
            return "@common.notices.what_game"
        return key

    def _set_aside(self, key: str, raw: str, game: str = "") -> None:
        where = self.quarantine(key, raw)
        self.notices.add("common.notices.quarantined", what=self._what(key), key=where,
                         game=game.upper())

    def _read_json(self, key: str, game: str = "") -> tuple[bool, Any]:
        """(found, value). Text that is not JSON is set aside and counts as not found."""
        raw = self.get(key)
        if raw is None:
            return False, None
        try:
            return True, json.loads(raw)
        except ValueError:
            self._set_aside(key, raw, game)
            return False, None

    # -- settings ------------------------------------------------------------------------
    def load_settings(self) -> dict:
        """The valid saved settings as ``{name: value}`` (see ``Settings.problems_in``)."""
        from .settings import Settings

        found, data = self._read_json(SETTINGS_KEY)
        if not found:
            return {}
        valid, problems = Settings.problems_in(data)
        if problems:
            self._set_aside(SETTINGS_KEY, self.get(SETTINGS_KEY))
        return valid

    def save_settings(self, settings) -> bool:
        return self.put(SETTINGS_KEY, json.dumps(settings.to_json(), sort_keys=True))

    # -- high scores ---------------------------------------------------------------------
    def load_highscores(self, cls):
        """The saved tables of ``cls`` (a ``HighScores`` subclass); never raises. Entries that
        fail the engine's validation are set aside, and the valid ones are written back."""
        key = highscores_key(cls.GAME)
        found, data = self._read_json(key, cls.GAME)
        if not found:
            return cls()
        tables, dropped = cls.from_json(data)
        if dropped:
            raw = self.get(key)
            where = self.quarantine(key, raw)
            whole = any(d.table == "*" for d in dropped)
            if whole:
                self.notices.add("common.notices.quarantined", what=self._what(key), key=where,
                                 game=cls.GAME.upper())
            else:
                self.notices.add("common.notices.entries_dropped", what=self._what(key),
                                 key=where, count=len(dropped), game=cls.GAME.upper())
            self.put(key, json.dumps(tables.to_json(), sort_keys=True))
        return tables

    def save_highscores(self, highscores) -> bool:
        return self.put(highscores_key(highscores.GAME), json.dumps(highscores.to_json(), sort_keys=True))

    # -- the game in progress -------------------------------------------------------------
    def load_game(self, cls):
        """The saved game of ``cls`` (a ``Game`` subclass), or None. A save the engine refuses
        (``SnapshotError``, or any error from foreign data) is set aside with a notice."""
        key = game_key(cls.GAME)
        found, data = self._read_json(key, cls.GAME)
        if not found:
            return None
        try:
            return cls.from_dict(data)
        except (SnapshotError, ValueError, TypeError, KeyError, IndexError, AttributeError):
            self._set_aside(key, self.get(key), cls.GAME)
            return None

    def save_game(self, game) -> bool:
        """Autosave ``game`` (call after every action); False if it cannot be saved (a game on
        scripted dice, as in a lesson) or the data has not loaded yet."""
        try:
            data = game.to_dict()
        except SnapshotError:
            return False
        return self.put(game_key(game.GAME), json.dumps(data, separators=(",", ":")))
