"""Cubiri's Panel views: the three games, the hub, and the modules every page shares.

The engine never imports Panel; everything here does. A game view is a thin
``pn.viewable.Viewer`` over its engine, inside the page a :class:`.shell.Shell` makes; it builds
its widgets once and redraws by setting their params, and runs the same served, in a notebook
and in Pyodide. ARCHITECTURE.md, at the repository's root, follows a click from the browser to
the rules and back, and says where each shared part lives.
"""

# The three game views, importable as ``from cubiri_panel.ui import MagdagdonView``; loaded on
# first use, so that importing a helper module (``cubiri_panel.ui.i18n``) loads no game view.
_VIEWS = {"MagdagdonView": "magdagdon", "MishimashView": "mishimash", "MagikaboomView": "magikaboom"}
__all__ = list(_VIEWS)


def __getattr__(name: str):
    if name in _VIEWS:
        import importlib
        return getattr(importlib.import_module(f"{__name__}.{_VIEWS[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
