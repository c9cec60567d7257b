"""Cubiri: three dice games with exact odds.

The game engines, a package each, import only param and the standard library, so they run the
same in CPython, in a notebook and in Pyodide; :mod:`cubiri_panel.registry` lists them. The
Panel views live in ``cubiri_panel.ui``.
"""

__version__ = "0.1.0"


def from_code(code: str):
    """The game a code from ``game.to_code()`` holds, of whichever registered kind.
    ``SnapshotError`` for anything else (a damaged or foreign text, a code from a newer
    version), through the same replay checks as ``from_dict``."""
    from .codes import decode
    return decode(code)
