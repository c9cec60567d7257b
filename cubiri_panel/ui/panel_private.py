"""Every use Cubiri makes of Panel's private members, in one place.

Panel has no public API for these, and each is what the app or the site needs:

* ``is_pyodide()``: whether the app runs in Pyodide (``state._is_pyodide``), where a page has no
  server session and callbacks are scheduled by the browser's loop;
* ``stylesheet_cache(doc)``: the per-document cache of stylesheets by link
  (``state._stylesheets``), which the notebook output fills with Panel's CSS read from the
  installed package, so that no output links a CDN;
* ``pretend_session(document)`` and ``run_onload()``: a document rendered at build time as a
  served page would be (``Document._session_context``, ``state._on_load``), for the site's
  pre-rendered pages;
* ``link_docs_worker`` and ``convert_json_patch`` (``panel.io.pyodide``): the static site's web
  worker sends the document's changes to the page and applies the page's (worker.js calls them
  through this module).

Panel is pinned to one release in ``pyproject.toml`` for them: an upgrade that moves any of them
fails ``tests/ui/test_panel_private.py``, which names the member.
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path
from typing import Any

#: The Panel release these members were read from (and that ``pyproject.toml`` pins).
PANEL_VERSION = "1.9.4"

#: Each private member used: ``(module, attribute path)``.
MEMBERS = (
    ("panel.io.state", "state._is_pyodide"),
    ("panel.io.state", "state._stylesheets"),
    ("panel.io.state", "state._on_load"),
    ("bokeh.document", "Document._session_context"),
    ("panel.io.pyodide", "_link_docs_worker"),
    ("panel.io.pyodide", "_convert_json_patch"),
)


def member(module: str, path: str) -> Any:
    """The member at ``path`` in ``module`` (an attribute a class sets on its instances is looked
    up on a new one); ``AttributeError`` naming it if Panel moved it. A module that imports only
    in Pyodide (``panel.io.pyodide`` needs the browser's ``js``) is read as source here: the
    member is there if the module defines it."""
    moved = AttributeError(f"Panel {_installed()} has no {module}.{path}: it was read from Panel "
                           f"{PANEL_VERSION} (cubiri_panel/ui/panel_private.py)")
    try:
        found: Any = importlib.import_module(module)
    except ModuleNotFoundError as err:
        if err.name != "js":
            raise
        source = Path(importlib.util.find_spec(module).origin).read_text(encoding="utf-8")
        if f"\ndef {path}(" not in source:
            raise moved from None
        return None
    for name in path.split("."):
        if not hasattr(found, name) and isinstance(found, type):
            found = found()  # set by the constructor
        if not hasattr(found, name):
            raise moved
        found = getattr(found, name)
    return found


def _installed() -> str:
    from importlib.metadata import version
    return version("panel")


def is_pyodide() -> bool:
    from panel.io.state import state
    return bool(state._is_pyodide)


def stylesheet_cache(doc) -> dict:
    """The stylesheets Panel has cached for ``doc``, by link (empty if none yet)."""
    from panel.io.state import state
    return state._stylesheets.get(doc, {})


def set_stylesheet_cache(doc, cache: dict) -> None:
    from panel.io.state import state
    state._stylesheets[doc] = cache


def pretend_session(document) -> None:
    """Give ``document`` a stand-in session, so that Panel renders it as a served page."""
    from panel.io.document import MockSessionContext
    document._session_context = lambda: MockSessionContext(document=document)


def run_onload() -> None:
    """Run the current document's ``pn.state.onload`` callbacks, as a served page does once
    the browser has connected."""
    from panel.io.state import state
    state._on_load(None)


def link_docs_worker(doc, send_patch, setter: str = "js") -> None:
    """Send every change of ``doc`` made in the worker to the page (``send_patch``)."""
    from panel.io.pyodide import _link_docs_worker
    _link_docs_worker(doc, send_patch, setter=setter)


def convert_json_patch(patch) -> dict:
    """The page's patch (a JavaScript object) as Bokeh's ``apply_json_patch`` takes it."""
    from panel.io.pyodide import _convert_json_patch
    return _convert_json_patch(patch)
