"""MAGDAGDON's view as its view tests drive it (``ui.views.open_view``), and its positions."""

from __future__ import annotations

import itertools

from cubiri_panel.dice import ScriptedDice
from cubiri_panel.magdagdon import MagdagdonGame, Roll
from ui.views import open_view


def make_loading_view(**url):
    """A view whose browser has not sent its saved data yet; ``backend.load(items)`` sends it."""
    view, _, backend = open_view("magdagdon", loaded=False, **url)
    return view, backend


def make_view(items=None, **url):
    """``(view, backend)``, the saved ``items`` read."""
    view, _, backend = open_view("magdagdon", items, **url)
    return view, backend


def scripted(view, dice):
    view.game = MagdagdonGame(rng=ScriptedDice(dice))
    return view.game


def seeded(view, first_roll):
    """A new game whose seed makes ``first_roll`` its first roll (such a game can be saved)."""
    seed = next(s for s in itertools.count() if MagdagdonGame.replay([Roll()], seed=s).dice == tuple(first_roll))
    view.game = MagdagdonGame(seed=seed)
    return view.game
