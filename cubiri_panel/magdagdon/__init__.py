"""MAGDAGDON: fill a 4x4 board with one connected field of numbers (RULES.md section 1).

>>> from cubiri_panel.magdagdon import Board, MagdagdonGame, magdagdon_probability
>>> Board.parse("1234/2345/3456/4566").score()
486

Start with ``rules``: the game in one module (its facts, a position, ``legal_actions``, a pure
``step``, scoring, the end), with the readings of the card it settles. Beside it: ``difficulty``
(the three difficulties), ``placement`` (the fast bitmask form of its two placement questions),
``actions`` (the moves as values), ``events`` (the turn log), ``board`` (a board as a value with
its text form), ``game`` (the param-based game the views watch), ``history`` (what a save
keeps), ``odds`` (exact MAGDAGDON chances), ``highscores`` and ``player`` (the random player).

The names below are imported from their modules when first used: every page reads the
difficulties (``cubiri_panel.magdagdon.difficulty``, for the settings and ``?difficulty=``), and
only MAGDAGDON's page needs the rest of the game.
"""

from __future__ import annotations

import importlib

_MODULES = {
    "..errors": ("IllegalAction",),
    ".actions": ("AcceptMagdagdon", "Adjust", "Confirm", "Place", "Reroll", "Roll", "TakeBack"),
    ".board": ("Board", "Line"),
    ".difficulty": ("Difficulty",),
    ".expert": ("ExpertPlayer",),
    ".events": ("DiceRerolled", "DiceRolled", "DieAdjusted", "Event", "GameEnded", "RuinAccepted",
                "TurnConfirmed"),
    ".game": ("MagdagdonGame", "daily_seed"),
    ".highscores": ("HighScores",),
    ".odds": ("magdagdon_probability",),
    ".player": ("RandomPlayer",),
    ".rules": ("EMPTY", "RUIN", "Bonus", "Phase", "State", "TurnState", "line_bonus"),
}
_HOME = {name: module for module, names in _MODULES.items() for name in names}

__all__ = sorted(_HOME, key=str.lower)


def __getattr__(name: str):
    if name in _HOME:
        value = getattr(importlib.import_module(_HOME[name], __name__), name)
        globals()[name] = value  # the next look-up is a plain attribute
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
