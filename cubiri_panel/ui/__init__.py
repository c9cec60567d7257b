"""Cubiri's Panel views: the three games, the hub, and the modules every page shares.

The engine never imports Panel; everything here does. A game view is a thin
``pn.viewable.Viewer`` over its engine, inside the page a :class:`.shell.Shell` makes; it builds
its widgets once and redraws by setting their params, and runs the same served, in a notebook
and in Pyodide. ARCHITECTURE.md, at the repository's root, follows a click from the browser to
the rules and back, and says where each shared part lives.
"""



def __getattr__(name: str):
    """Every game's view, importable as ``from cubiri_panel.ui import MagdagdonView``: found in
    the registry and loaded on first use, so that importing a helper module
    (``cubiri_panel.ui.i18n``) loads no game view."""
    from .registry import all_screens

    for screens in all_screens():
        if screens.view.rpartition(":")[2] == name:
            return screens.view_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    from .registry import all_screens

    return sorted([*globals(), *(screens.view.rpartition(":")[2] for screens in all_screens())])
