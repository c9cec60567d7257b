"""Where the saved data lives: the page's ``localStorage`` through :class:`BrowserStorage`
(also in a notebook and in a Pyodide worker, where Python itself has no ``localStorage``), or
:class:`MemoryStorage` for tests. Both hold ``items`` and the same methods; nothing leaves the
browser."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import panel as pn
import param
from panel.custom import JSComponent

from .keys import SENT_LIMIT


class MemoryStorage(param.Parameterized):
    """The storage interface without a browser: for tests, and a stand-in wherever a page
    cannot keep anything. ``load(items)`` plays the part of the browser's first read."""

    loaded = param.Boolean(default=False)
    available = param.Boolean(default=True)
    browser_language = param.String(default="")
    last_failure = param.Parameter(default=None, doc="(key, reason) of the last refused write")
    game = param.String(default="", doc="The game this page plays, which one tab at a time may")
    elsewhere = param.Boolean(default=False, doc="Another tab plays this page's game")
    reread = param.Integer(default=0, doc="Counts the times the saved data was read afresh")

    def __init__(self, **params):
        super().__init__(**params)
        self.items: dict[str, str] = {}
        self.dropped: list[str] = []  # the URL parameters the page was asked to drop

    def load(self, items: dict[str, str] | None = None, language: str = "", available: bool = True,
             elsewhere: bool = False):
        self.items = dict(items or {})
        self.param.update(browser_language=language, available=available, elsewhere=elsewhere, loaded=True)

    def taken(self) -> None:
        """Another tab took the game over (as the browser reports it)."""
        self.elsewhere = True

    def take(self, items: dict[str, str] | None = None) -> None:
        """Continue the game here: the saved data (``items``, as the other tab left it) is read afresh."""
        if items is not None:
            self.items = dict(items)
        self.elsewhere = False
        self.reread += 1

    def write(self, key: str, value: str) -> None:
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def drop_url_parameter(self, name: str) -> None:
        self.dropped.append(name)

    def set_aside(self, key: str, target: str, copy: str, replacement: str | None) -> None:
        """Write ``copy`` to ``target``, then (only then) replace ``key`` by ``replacement``, or
        remove it if that is None."""
        self.items[target] = copy
        if replacement is None:
            self.items.pop(key, None)
        else:
            self.items[key] = replacement


class BrowserStorage(JSComponent):
    """``window.localStorage`` (keys under ``cubiri/``) mirrored into Python. Its JavaScript
    (``storage.js``, beside this module) reads every ``cubiri/`` key once at ``render()`` and sends them with
    the browser's language; writes go back as messages. It must be part of the rendered layout
    (the shell puts it there), or ``render()`` never runs and nothing loads."""

    loaded = param.Boolean(default=False)
    available = param.Boolean(default=True)
    browser_language = param.String(default="")
    last_failure = param.Parameter(default=None)
    game = param.String(default="", doc="The game this page plays, which one tab at a time may")
    elsewhere = param.Boolean(default=False, doc="Another tab plays this page's game")
    reread = param.Integer(default=0, doc="Counts the times the saved data was read afresh")
    sent_limit = param.Integer(default=SENT_LIMIT, doc="Characters of a value the page sends at most")

    # A plain module: as a bundle Panel neither compiles it in the browser (see components.py).
    # Beside this module: a served page fetches it by its path relative to the module's folder.
    _esm = _bundle = Path(__file__).parent / "storage.js"

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
                          available=bool(data.get("available")), elsewhere=bool(data.get("elsewhere")),
                          loaded=True)

            def apply():
                self.items = items
                self.param.update(**values)

            # Served, the page can report its storage before Panel counts it as connected (its
            # ``document_ready``), and Panel does not send the changes made before that: it takes
            # them to be in the document the page pulled, which they are not. So the saved data
            # is applied once the page is loaded (at once in a notebook and in Pyodide).
            pn.state.onload(apply)
        elif msg.get("taken"):
            # Another tab continues the game: stop here (the store writes nothing more), then
            # tell the page, after every save already sent, that the other tab may read them.
            self.elsewhere = True
            self._send_msg({"release": True})
        elif isinstance(msg.get("retaken"), dict) and isinstance(msg["retaken"].get("items"), dict):
            self.items = {str(k): v[:self.sent_limit] for k, v in msg["retaken"]["items"].items()
                          if isinstance(v, str)}
            self.elsewhere = False
            self.reread += 1
        elif "failed" in msg:
            self.last_failure = (str(msg["failed"])[:200], str(msg.get("reason", ""))[:200])

    def take(self) -> None:
        """Continue the game here: the other tab stops, and the saved data is read afresh."""
        self._send_msg({"take": True})

    def write(self, key: str, value: str) -> None:
        self.items[key] = value
        self._send_msg({"set": {key: value}})

    def remove(self, key: str) -> None:
        self.items.pop(key, None)
        self._send_msg({"remove": [key]})

    def drop_url_parameter(self, name: str) -> None:
        """Take ``name`` out of the page's address, without reloading: a reload then does not
        bring back what it chose."""
        self._send_msg({"drop": name})

    def set_aside(self, key: str, target: str, copy: str, replacement: str | None) -> None:
        """As :meth:`MemoryStorage.set_aside`; the page removes or replaces ``key`` only once the
        copy is written (a full storage keeps the value where it was)."""
        self.items[target] = copy
        if replacement is None:
            self.items.pop(key, None)
        else:
            self.items[key] = replacement
        self._send_msg({"aside": {"key": key, "target": target, "copy": copy, "replacement": replacement}})
