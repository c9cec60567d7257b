"""Cubiri: three dice games with exact odds.

The game engines (``cubiri_panel.magdagdon``, ``cubiri_panel.mishimash``,
``cubiri_panel.magikaboom``) import only param and the standard library, so they run the same
in CPython, in a notebook and in Pyodide. The Panel views live in ``cubiri_panel.ui``.
"""

__version__ = "0.1.0"


def from_code(code: str):
    """The game a code from ``game.to_code()`` holds, of whichever kind: MAGDAGDON, MISHIMASH
    or MAGIKABOOM. ``SnapshotError`` for anything else (a damaged or foreign text, a code from
    a newer version), through the same replay checks as ``from_dict``."""
    from .codes import decode
    from .magdagdon import MagdagdonGame
    from .magikaboom import MagikaboomGame
    from .mishimash import MishimashGame
    games = {cls.GAME: cls for cls in (MagdagdonGame, MishimashGame, MagikaboomGame)}
    return decode(code, games)
