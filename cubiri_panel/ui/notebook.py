"""The page as a notebook output: how tall it is, and where its stylesheets come from.

``pn.extension(inline=True)`` puts Bokeh's and Panel's JavaScript into the notebook, and Panel
turns the stylesheets of the models drawn first into inline CSS. A component added later (the
play area after START, the settings, a notice) is a new model with Panel's stylesheets as CDN
links (``bundled/theme/default.css``, ``bundled/theme/native.css``, ``css/loading.css``), which
stay blank without internet. :func:`inline_stylesheets` serves those from the installed package
for the rest of the notebook session.
"""

from __future__ import annotations

import panel as pn
from pathlib import Path

from bokeh.models import InlineStyleSheet
from panel.io.resources import CDN_DIST, DIST_DIR, LOCAL_DIST

from .panel_private import is_pyodide, set_stylesheet_cache, stylesheet_cache


def in_notebook() -> bool:
    """Whether the page is being drawn as a notebook output: in a Jupyter kernel, with no
    server session behind it (``panel serve`` of a notebook has one; Pyodide is no kernel)."""
    if is_pyodide() or (pn.state.curdoc is not None and pn.state.curdoc.session_context is not None):
        return False
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    return getattr(get_ipython(), "kernel", None) is not None


def _in_package(url) -> Path | None:
    """The installed file behind a link to Panel's own CSS (on its CDN, or on a server)."""
    if not isinstance(url, str):
        return None
    for prefix in (CDN_DIST, LOCAL_DIST, f"{pn.state.rel_path}/{LOCAL_DIST}"):
        if url.startswith(prefix):
            path = DIST_DIR / url[len(prefix):].split("?")[0]
            return path if path.suffix == ".css" and path.is_file() else None
    return None


class _InlineSheets(dict):
    """Panel's per-document cache of stylesheets by link (:func:`.panel_private.stylesheet_cache`), which
    answers every link to Panel's own CSS with that CSS read from the installed package. Panel
    looks each stylesheet of each model it makes for the document up here first."""

    def __bool__(self) -> bool:  # Panel's theme code skips an empty cache
        return True

    def __setitem__(self, url, sheet) -> None:
        path = _in_package(url)
        if path is not None and not isinstance(sheet, InlineStyleSheet):
            sheet = InlineStyleSheet(css=path.read_text(encoding="utf-8"))
        super().__setitem__(url, sheet)

    def __contains__(self, url) -> bool:
        return super().__contains__(url) or _in_package(url) is not None

    def __getitem__(self, url):
        if not super().__contains__(url) and _in_package(url) is not None:
            self[url] = None
        return super().__getitem__(url)


def inline_stylesheets(doc=None) -> None:
    """From now on, Panel models made for ``doc`` (by default the current document: call it
    from a callback of the page, where Panel has set it) take Panel's stylesheets inline."""
    doc = doc or pn.state.curdoc
    if doc is None:
        return
    cache = stylesheet_cache(doc)
    if not isinstance(cache, _InlineSheets):  # CDN links cached so far are made again, inline
        set_stylesheet_cache(doc, _InlineSheets({k: v for k, v in cache.items() if _in_package(k) is None}))

