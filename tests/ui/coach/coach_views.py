"""A game's view as the coach's view tests drive it: in memory, its saved data already read."""

from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.shell import Shell
from cubiri_panel.ui.storage import MemoryStorage, Store
from cubiri_panel.ui.urlparams import UrlParams


def make_view(cls, game: str, lang: str | None = None, seed=None):
    """``(view, notices, backend)`` of a new ``cls`` view of ``game``."""
    notices, backend = Notices(), MemoryStorage()
    shell = Shell(game=game, notices=notices, store=Store(backend=backend, notices=notices),
                  url=UrlParams(seed=seed, lang=lang))
    view = cls(shell=shell)
    view.__panel__()
    backend.load({})
    return view, notices, backend
