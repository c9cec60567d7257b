"""Cubiri: three dice games with exact odds.

The game engines (``cubiri_panel.magdagdon``, ``cubiri_panel.mishimash``,
``cubiri_panel.magikaboom``) import only param and the standard library, so they run the same
in CPython, in a notebook and in Pyodide. The Panel views live in ``cubiri_panel.ui``.
"""

__version__ = "0.1.0"
