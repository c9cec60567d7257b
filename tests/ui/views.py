"""A game's view as the view tests drive it, without a browser: in memory, on a shell of its own,
drawn once. One way to open a view for every game (each game's own helpers, in
tests/ui/<game>/views.py, open theirs through it), found by the game's name in the UI registry."""

from __future__ import annotations

from cubiri_panel.ui import registry
from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.shell import Shell
from cubiri_panel.ui.storage import MemoryStorage, Store
from cubiri_panel.ui.urlparams import UrlParams


def open_view(game: str, items: dict | None = None, loaded: bool = True, url: UrlParams | None = None,
              **url_fields):
    """``(view, notices, backend)`` of a new view of ``game``, its address ``url`` (or
    ``UrlParams(**url_fields)``). With ``loaded=False`` its browser has not sent its saved data
    yet: ``backend.load(items)`` sends it; otherwise ``items`` (none by default) are read at once."""
    notices, backend = Notices(), MemoryStorage()
    shell = Shell(game=game, notices=notices, store=Store(backend=backend, notices=notices),
                  url=url if url is not None else UrlParams(**url_fields))
    view = registry.screens(game).view_class()(shell=shell)
    view.__panel__()
    if loaded:
        backend.load(items or {})
    return view, notices, backend
