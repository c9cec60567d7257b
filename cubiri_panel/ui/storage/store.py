"""The :class:`Store`: what views call to load and save Cubiri's data, over a storage back end.

Whatever a key holds, loading never raises and never stops a page. A value that cannot be read
(over its key's limit, not JSON, refused by the engine with any error) is set aside once: copied
to the key's one quarantine key, ``cubiri/v1/quarantine/<key>`` (cut to the key's limit,
replacing the copy of an earlier bad value), then removed from its key or replaced by its
readable part (the valid settings, the valid high-score entries), and a notice says so in the
player's words. Good data is never erased, and a high-score table is never saved over one not
read. Keys earlier versions wrote and nothing reads (:func:`.keys.retired_keys`) are removed, quietly.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable
from typing import Any

import param

from ...errors import GameTooLong
from ..notices import Notices
from ..settings import Settings
from .backends import BrowserStorage
from .keys import (PREFIX, QUARANTINE, SETTINGS_KEY, game_key, highscores_key, limit_of, quarantine_key,
                   retired_keys)
from .parsing import Unreadable, dumps, parse

log = logging.getLogger(__name__)
# Quarantine keys of earlier versions: one new key a visit, ending in a time stamp.
_STAMPED = re.compile(r"^(?P<source>.+)/\d{4}-\d\d-\d\dT[\d:.]+Z(-\d+)?$")


class Store(param.Parameterized):
    """Loads and saves Cubiri's data through a storage backend, reporting problems as notices.

    Writes made before the browser's data has loaded are dropped on purpose: they would
    overwrite saved data before it was read. Views start from what ``on_ready`` hands them.
    No method that loads raises, whatever the stored values.
    """

    backend = param.Parameter(doc="A BrowserStorage, or a MemoryStorage in tests")
    notices = param.ClassSelector(class_=Notices)
    ready = param.Boolean(default=False, doc="True once the browser's data has been read")
    live = param.Boolean(default=True, doc="False while another tab plays this page's game: nothing is written")
    browser_language = param.String(default="")

    def __init__(self, **params):
        params.setdefault("backend", BrowserStorage())
        params.setdefault("notices", Notices())
        super().__init__(**params)
        self._ready_callbacks: list[Callable[[], None]] = []
        self._reload_callbacks: list[Callable[[], None]] = []
        self._tables_read: dict[str, Any] = {}  # high-score key -> the tables read from it
        self._too_long: set[str] = set()        # game keys whose save outgrew the limit
        self.backend.param.watch(self._on_loaded, "loaded")
        self.backend.param.watch(self._on_failure, "last_failure")
        self.backend.param.watch(self._follow_tabs, "elsewhere")
        self.backend.param.watch(self._on_reread, "reread")
        self.live = not self.backend.elsewhere
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
        for key in retired_keys():
            if key in self.backend.items:
                self.backend.remove(key)
        callbacks, self._ready_callbacks = self._ready_callbacks, []
        for callback in callbacks:
            # One failing view must not keep the others (and the page's "ready" mark) waiting.
            try:
                callback()
            except Exception:
                log.exception("a callback run when the saved data arrived failed")

    # -- one live tab ----------------------------------------------------------------------
    def _follow_tabs(self, *_):
        self.live = not self.backend.elsewhere

    def take(self) -> None:
        """Continue here the game another tab plays: it stops, and once it has, the saved data
        is read afresh and the ``on_reload`` callbacks run."""
        self.backend.take()

    def on_reload(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` each time the saved data is read afresh (after ``take``)."""
        self._reload_callbacks.append(callback)

    def _on_reread(self, *_):
        self._tables_read.clear()
        self._too_long.clear()
        for callback in self._reload_callbacks:
            try:
                callback()
            except Exception:
                log.exception("a callback run when the saved data was read afresh failed")

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
        """Write ``value``; False (and nothing written) before the data has loaded, and while
        another tab plays this page's game (its saves are the ones that count)."""
        if not (self.ready and self.live):
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
                               replacement=dumps({"format": Settings.FORMAT, **valid}))
            else:
                self.set_aside(SETTINGS_KEY, raw, "common.notices.set_aside_settings")
        return valid

    def save_settings(self, settings) -> bool:
        return self.put(SETTINGS_KEY, dumps(settings.to_json()))

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
            kept = dumps(tables.to_json()) if dropped and not whole else None
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
        return self.put(key, dumps(highscores.to_json()))

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
