"""What Cubiri keeps in the browser: settings, high scores and the game in progress.

Two layers:

* :class:`BrowserStorage`, one small ``JSComponent`` whose JavaScript runs in the page (also in
  a notebook and in a Pyodide worker build, where Python itself has no ``localStorage``). Its
  ``render()`` reads every ``cubiri/`` key once and sends them to Python with the browser's
  language; Python sends writes back as messages. It must be part of the rendered layout (the
  shell puts it there), or ``render()`` never runs and nothing loads.
* :class:`Store`, the Python model views call: ``load_game(cls)``, ``save_game(game)``,
  ``load_highscores(cls)``, ``save_highscores(hs)``, ``load_settings()``, ``save_settings(s)``,
  and ``read_json(key)`` for a view's own small keys (a set-up, a log).

Whatever a key holds, loading never raises and never stops a page: the browser (or whoever
edited its storage) decides what arrives, so every value is untrusted.

* **Size first.** A value longer than its key's limit is refused before it is parsed, so no
  browser can make the server parse or replay more than a real game. The limits, in
  characters, are :data:`LIMITS`: settings 2,048; a game's high scores 65,536; a game in
  progress 131,072 (the longest real games measured: a MISHIMASH game of six cautious
  computer players to 5,000, the set-up's largest target, 18,516 actions, 19 KB; a six-player
  MAGIKABOOM game, 19 KB); a set-up 8,192. A longer value is not even parsed; the page itself sends at most
  :data:`SENT_LIMIT` characters of any value.
* **Then the JSON**, strictly (no ``NaN``/``Infinity``), and then the engine's own checks; any
  exception on the way (``RecursionError`` from deep nesting, ``OverflowError``, a
  ``SnapshotError``, anything else) means "cannot be read".
* **A value that cannot be read is set aside once**: copied to the one quarantine key of its
  key, ``cubiri/v1/quarantine/<key>`` (so at most one copy a key, cut to the key's limit,
  replacing the copy of an earlier bad value), and then removed from its key, or replaced by
  its readable part (the valid settings, the valid high-score entries), so the next visit
  does not find it again. A notice says so in the player's words. Good data is never erased.
* **A high-score table is never saved over one not read**: ``save_highscores`` first reads
  what the key holds, adds the new entries to it, or sets it aside if it cannot be read.
* **Keys earlier versions wrote and nothing reads any more** (:data:`RETIRED`) are removed,
  quietly, once the saved data has arrived, whatever they hold.

Nothing leaves the browser: no request is made.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import panel as pn
import param
from panel.custom import JSComponent

from ..errors import GameTooLong
from .notices import Notices

PREFIX = "cubiri/v1/"
SETTINGS_KEY = PREFIX + "settings"
QUARANTINE = PREFIX + "quarantine/"
# The MISHIMASH log, which the view saved beside the game until the engine kept it (game.log).
RETIRED = (PREFIX + "journal/mishimash",)

# The longest value, in characters, each kind of key may hold (the first part of the key after
# the version). The largest each can really be: settings ~120 characters; both MISHIMASH
# high-score tables full, every entry six 32-character names, 8 KB (56 KB when every letter is
# an emoji written as JSON escapes, as this module wrote them before); the longest games, see
# the module doc; a six-seat set-up ~500 (2.5 KB of escaped emoji).
LIMITS = {"settings": 2_048, "highscores": 65_536, "game": 131_072, "setup": 8_192}
DEFAULT_LIMIT = 4_096
# What the page sends at most of one value: enough to see any value is over its key's limit.
SENT_LIMIT = max(LIMITS.values()) + 1

log = logging.getLogger(__name__)
# Quarantine keys of earlier versions: one new key a visit, ending in a time stamp.
_STAMPED = re.compile(r"^(?P<source>.+)/\d{4}-\d\d-\d\dT[\d:.]+Z(-\d+)?$")


def highscores_key(game: str) -> str:
    return f"{PREFIX}highscores/{game}"


def game_key(game: str) -> str:
    return f"{PREFIX}game/{game}"


def quarantine_key(key: str) -> str:
    """The one key where an unreadable value of ``key`` is kept aside."""
    return QUARANTINE + key.removeprefix(PREFIX)


def limit_of(key: str) -> int:
    """The longest value ``key`` may hold, in characters (see :data:`LIMITS`)."""
    return LIMITS.get(key.removeprefix(PREFIX).partition("/")[0], DEFAULT_LIMIT)


class Unreadable(Exception):
    """A stored value that is not Cubiri's data: too long, not JSON, or refused."""


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def parse(raw: Any, limit: int) -> Any:
    """``raw`` as strict JSON, or :class:`Unreadable`; any failure of the parser counts."""
    if not isinstance(raw, str):
        raise Unreadable("not text")
    if len(raw) > limit:
        raise Unreadable(f"longer than {limit} characters")
    try:
        return json.loads(raw, parse_constant=_no_constant)
    except Exception as err:  # RecursionError for deep nesting, ValueError, anything
        raise Unreadable(f"not JSON ({type(err).__name__})") from None


def _dumps(data: Any) -> str:
    # Letters as they are, not as \u escapes: a name of emoji takes 2 characters a letter, not 12.
    return json.dumps(data, sort_keys=True, allow_nan=False, ensure_ascii=False)


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

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def set_aside(self, key: str, target: str, copy: str, replacement: str | None) -> None:
        """Write ``copy`` to ``target``, then (only then) replace ``key`` by ``replacement``, or
        remove it if that is None."""
        self.items[target] = copy
        if replacement is None:
            self.items.pop(key, None)
        else:
            self.items[key] = replacement


class BrowserStorage(JSComponent):
    """``window.localStorage`` (keys under ``cubiri/``) mirrored into Python; see the module doc."""

    loaded = param.Boolean(default=False)
    available = param.Boolean(default=True)
    browser_language = param.String(default="")
    last_failure = param.Parameter(default=None)
    sent_limit = param.Integer(default=SENT_LIMIT, doc="Characters of a value the page sends at most")

    # A plain module: as a bundle Panel neither compiles it in the browser (see components.py).
    _esm = _bundle = Path(__file__).parent / "js" / "storage.js"

    def __init__(self, **params):
        params.setdefault("width", 0)
        params.setdefault("height", 0)
        params.setdefault("margin", 0)
        super().__init__(**params)
        self.items: dict[str, str] = {}
        self._reported = False  # the page's report of its storage has arrived

    def _handle_msg(self, msg: Any) -> None:
        if not isinstance(msg, dict):
            return
        if isinstance(msg.get("loaded"), dict) and isinstance(msg["loaded"].get("items"), dict):
            # The page sends its report until acknowledged. Only the first one counts: a later
            # one (a resend, or a second render of the same view in a notebook) holds nothing
            # this side does not already have, and could miss what it wrote since.
            self._send_msg({"ack": True})
            if self._reported:
                return
            self._reported = True
            data = msg["loaded"]
            items = {str(k): v[:self.sent_limit] for k, v in data["items"].items() if isinstance(v, str)}
            values = dict(browser_language=str(data.get("language") or "")[:40],
                          available=bool(data.get("available")), loaded=True)

            def apply():
                self.items = items
                self.param.update(**values)

            # Served, the page can report its storage before Panel counts it as connected (its
            # ``document_ready``), and Panel does not send the changes made before that: it takes
            # them to be in the document the page pulled, which they are not. So the saved data
            # is applied once the page is loaded (at once in a notebook and in Pyodide).
            pn.state.onload(apply)
        elif "failed" in msg:
            self.last_failure = (str(msg["failed"])[:200], str(msg.get("reason", ""))[:200])

    def write(self, key: str, value: str) -> None:
        self.items[key] = value
        self._send_msg({"set": {key: value}})

    def remove(self, key: str) -> None:
        self.items.pop(key, None)
        self._send_msg({"remove": [key]})

    def set_aside(self, key: str, target: str, copy: str, replacement: str | None) -> None:
        """As :meth:`MemoryStorage.set_aside`; the page removes or replaces ``key`` only once the
        copy is written (a full storage keeps the value where it was)."""
        self.items[target] = copy
        if replacement is None:
            self.items.pop(key, None)
        else:
            self.items[key] = replacement
        self._send_msg({"aside": {"key": key, "target": target, "copy": copy, "replacement": replacement}})


class Store(param.Parameterized):
    """Loads and saves Cubiri's data through a storage backend, reporting problems as notices.

    Writes made before the browser's data has loaded are dropped on purpose: they would
    overwrite saved data before it was read. Views start from what ``on_ready`` hands them.
    No method that loads raises, whatever the stored values.
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
        self._tables_read: dict[str, Any] = {}  # high-score key -> the tables read from it
        self._too_long: set[str] = set()        # game keys whose save outgrew the limit
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
        self._tidy_quarantine()
        for key in RETIRED:
            if key in self.backend.items:
                self.backend.remove(key)
        callbacks, self._ready_callbacks = self._ready_callbacks, []
        for callback in callbacks:
            # One failing view must not keep the others (and the page's "ready" mark) waiting.
            try:
                callback()
            except Exception:
                log.exception("a callback run when the saved data arrived failed")

    def _tidy_quarantine(self) -> None:
        """Earlier versions kept a new time-stamped copy of a bad value on every visit, until
        the browser's storage was full: keep the newest of them as the key's one copy."""
        stamped: dict[str, list[str]] = {}
        for key in self.keys(QUARANTINE):
            match = _STAMPED.match(key)
            if match:
                stamped.setdefault(match["source"], []).append(key)
        for target, copies in stamped.items():
            newest = max(copies)
            if target not in self.backend.items:
                value = self.backend.items[newest]
                self.backend.set_aside(newest, target, value[:limit_of(PREFIX + target.removeprefix(QUARANTINE))],
                                       None)
            for key in copies:
                if key in self.backend.items:
                    self.backend.remove(key)

    def _on_failure(self, event):
        if event.new:
            key, reason = event.new
            game = key.removeprefix(PREFIX).removeprefix("quarantine/").partition("/")[2]
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

    def read_json(self, key: str) -> Any:
        """What ``key`` holds as JSON, or None if it is missing or cannot be read (too long, not
        JSON): for a view's own small keys, whose loss costs only a default."""
        try:
            return parse(self.get(key), limit_of(key))
        except Unreadable:
            return None

    @staticmethod
    def _what(key: str) -> str:
        """A catalog reference naming what ``key`` holds, for notices."""
        rest = key.removeprefix(PREFIX).removeprefix("quarantine/")
        if rest == "settings":
            return "@common.notices.what_settings"
        kind, _, game = rest.partition("/")
        if kind == "highscores":
            return "@common.notices.what_highscores"
        if kind == "game":
            return "@common.notices.what_game"
        if kind == "setup":
            return "@common.notices.what_setup"
        return "@common.notices.what_other"

    def set_aside(self, key: str, raw: str, notice: str, replacement: str | None = None, **args) -> None:
        """Keep ``raw`` (what ``key`` held) as ``key``'s one quarantine copy, cut to the key's
        limit, then replace ``key`` by ``replacement`` or remove it; tell the player once."""
        target, copy = quarantine_key(key), raw[:limit_of(key)]
        again = self.backend.items.get(target) == copy   # already kept, and shown, on a visit before
        self.backend.set_aside(key, target, copy, replacement)
        if not again:
            self.notices.add(notice, **args)

    def _read(self, key: str, notice: str, **args) -> tuple[bool, Any]:
        """(found, value). A value too long or not JSON is set aside and counts as not found."""
        raw = self.get(key)
        if raw is None:
            return False, None
        try:
            return True, parse(raw, limit_of(key))
        except Unreadable:
            self.set_aside(key, raw, notice, **args)
            return False, None

    # -- settings ------------------------------------------------------------------------
    def load_settings(self) -> dict:
        """The valid saved settings as ``{name: value}`` (see ``Settings.problems_in``). Invalid
        ones are set aside, and the valid ones kept in the key."""
        from .settings import Settings

        found, data = self._read(SETTINGS_KEY, "common.notices.set_aside_settings")
        if not found:
            return {}
        try:
            valid, problems = Settings.problems_in(data)
        except Exception:
            valid, problems = {}, ["not Cubiri settings"]
        if problems:
            raw = self.get(SETTINGS_KEY)
            if valid:
                self.set_aside(SETTINGS_KEY, raw, "common.notices.set_aside_some_settings",
                               replacement=_dumps({"format": 1, **valid}))
            else:
                self.set_aside(SETTINGS_KEY, raw, "common.notices.set_aside_settings")
        return valid

    def save_settings(self, settings) -> bool:
        return self.put(SETTINGS_KEY, _dumps(settings.to_json()))

    # -- high scores ---------------------------------------------------------------------
    def load_highscores(self, cls):
        """The saved tables of ``cls`` (a ``HighScores`` subclass); never raises. A table that
        cannot be read is set aside (and a new one starts); entries that fail the engine's
        validation are set aside, and the valid ones are written back."""
        key, game = highscores_key(cls.GAME), cls.GAME.upper()
        tables = self._load_highscores(cls, key, game)
        self._tables_read[key] = tables
        return tables

    def _load_highscores(self, cls, key: str, game: str):
        found, data = self._read(key, "common.notices.set_aside_highscores", game=game)
        if not found:
            return cls()
        raw = self.get(key)
        try:
            tables, dropped = cls.from_json(data)
            whole = any(d.table == "*" for d in dropped)
            kept = _dumps(tables.to_json()) if dropped and not whole else None
        except Exception:
            tables, dropped, whole, kept = cls(), ["unreadable"], True, None
        if whole:
            self.set_aside(key, raw, "common.notices.set_aside_highscores", game=game)
            return cls()
        if dropped:
            self.set_aside(key, raw, "common.notices.entries_dropped", replacement=kept,
                           count=len(dropped), game=game)
        return tables

    def save_highscores(self, highscores) -> bool:
        """Save ``highscores``, the tables read with ``load_highscores`` plus new entries. If the
        key's saved tables were never read here, they are read first and the new entries added
        to them (or, unreadable, set aside), so no saved table is ever written over unread."""
        key = highscores_key(highscores.GAME)
        if not self.ready:
            return False
        if key not in self._tables_read:
            read = self.load_highscores(type(highscores))
            try:
                for name in read.TABLES:
                    for entry in highscores[name]:
                        if entry not in read[name]:
                            read, _ = read.add(name, entry)
                highscores = read
            except Exception:
                log.exception("could not add new high scores to %s", key)
                return False
        self._tables_read[key] = highscores
        return self.put(key, _dumps(highscores.to_json()))

    # -- the game in progress -------------------------------------------------------------
    def load_game(self, cls):
        """The saved game of ``cls`` (a ``Game`` subclass), or None. A save that cannot be read
        (too long, not JSON, refused by ``from_dict`` with any error) is set aside, with a notice."""
        key, game = game_key(cls.GAME), cls.GAME.upper()
        found, data = self._read(key, "common.notices.set_aside_game", game=game)
        if not found:
            return None
        try:
            return cls.from_dict(data)
        except Exception:  # SnapshotError, and whatever foreign data makes any version raise
            self.set_aside(key, self.get(key), "common.notices.set_aside_game", game=game)
            return None

    def save_game(self, game) -> bool:
        """Autosave ``game`` (call after every action). A game grown past the limit a save may
        have is not kept (it could not be loaded): its older save is removed, and the player told."""
        key = game_key(game.GAME)
        try:
            raw = json.dumps(game.to_dict(), separators=(",", ":"), allow_nan=False)
        except GameTooLong:        # more actions than a save may hold: as a save too long
            raw = None
        except Exception as err:   # a game whose dice cannot be saved: play on, unsaved
            log.warning("not saving %s: %s", key, err)
            return False
        if raw is None or len(raw) > limit_of(key):
            if self.ready and key not in self._too_long:
                self._too_long.add(key)
                if key in self.backend.items:
                    self.backend.remove(key)
                self.notices.add("common.notices.game_too_long", game=game.GAME.upper())
            return False
        self._too_long.discard(key)
        return self.put(key, raw)
