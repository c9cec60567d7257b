"""The three games, drawn and played to their ends in CPython with nothing importable but the
standard library and the given folders (``python -S lock_app.py FOLDER...``): run by
test_lock.py with the site's wheels unpacked, to show that the lock holds all the games use.

Each view is drawn into a Bokeh document (so every pane turns its text into HTML, as on the
page), its rules and settings opened, and a game played to its end screen; the script prints
the file of every module then imported, the Bokeh models the documents held, the
stylesheets they named and the games whose rules were drawn, as JSON.
"""

from __future__ import annotations

import sys

sys.path[1:1] = sys.argv[1:]  # before the standard library's own folders, after the script's

import json  # noqa: E402

import panel as pn  # noqa: E402
from bokeh.document import Document  # noqa: E402

from cubiri_panel.magdagdon import RandomPlayer  # noqa: E402
from cubiri_panel.ui.table import pacing  # noqa: E402
from cubiri_panel.ui.magdagdon import MagdagdonView  # noqa: E402
from cubiri_panel.ui.magikaboom import MagikaboomView  # noqa: E402
from cubiri_panel.ui.mishimash import MishimashView  # noqa: E402
from cubiri_panel.ui.notices import Notices  # noqa: E402
from cubiri_panel.ui.shell import Shell  # noqa: E402
from cubiri_panel.ui.storage import MemoryStorage, Store  # noqa: E402
from cubiri_panel.ui.urlparams import UrlParams  # noqa: E402

pacing.call_later = lambda seconds, callback: None  # computers play when skipped to, at once
documents: list[Document] = []


class Storage(MemoryStorage):
    """The browser's storage, as the view tests keep it; the page shows the real one, a
    component with no view of its own, and so shows nothing for this one."""

    def __panel__(self):
        return pn.Spacer(width=0, height=0, margin=0)


models: set[str] = set()
stylesheets: set[str] = set()
rules_drawn: set[str] = set()   # the games whose rules a pane drew, their tables labelled


def seen() -> None:
    for document in documents:
        for model in document.models:
            models.add(f"{type(model).__module__}.{type(model).__name__}")
            if type(model).__name__ == "ImportedStyleSheet":
                stylesheets.add(model.url)
            if "data-label" in str(getattr(model, "text", "")):   # (the model holds it escaped)
                rules_drawn.add(document.title)


def view_of(cls, game: str, lang: str):
    notices = Notices()
    shell = Shell(game=game, store=Store(backend=Storage(), notices=notices), notices=notices,
                  url=UrlParams(seed=7, lang=lang))
    view = cls(shell=shell)
    document = Document(title=game)
    document.add_root(view.__panel__().get_root(document))
    documents.append(document)
    view.shell.store.backend.load({})
    for panel in ("rules_open", "settings_open"):
        setattr(view.shell, panel, True)
        seen()
        setattr(view.shell, panel, False)
    return view


for lang in ("en", "lv"):
    magdagdon = view_of(MagdagdonView, "magdagdon", lang)
    RandomPlayer(4).play(magdagdon.game)
    assert magdagdon.game.is_over and magdagdon.end.layout.visible
    seen()

    mishimash = view_of(MishimashView, "mishimash", lang)
    mishimash.setup.load({"seats": [{"name": "Ben", "kind": "champion"}, {"name": "Cleo", "kind": "optimal"}],
                          "target": 300})
    mishimash.setup.start.clicks += 1
    mishimash.skip_to_human()
    assert mishimash.game.is_over and mishimash.table.end.layout.visible
    seen()

    magikaboom = view_of(MagikaboomView, "magikaboom", lang)
    magikaboom.new_game(["Robo", "Mago"], {0: "simple", 1: "expert"})
    magikaboom.skip_to_human()
    assert magikaboom.game.is_over and magikaboom.table.end.visible
    seen()

files = {name: module.__file__ for name, module in list(sys.modules.items()) if getattr(module, "__file__", None)}
print(json.dumps({"files": files, "models": sorted(models), "stylesheets": sorted(stylesheets),
                  "rules_drawn": sorted(rules_drawn)}))
