"""MISHIMASH's view as its view tests drive it (``ui.views.open_view``): a table started, a
human's turn reached."""

from __future__ import annotations

from cubiri_panel.ui.urlparams import UrlParams
from ui.views import open_view

TABLE = {"seats": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "threshold"}], "target": 60}


def make_loading_view(seed=7, lang=None):
    """A view whose browser has not sent its saved data yet; ``backend.load(items)`` sends it."""
    view, _, backend = open_view("mishimash", loaded=False, url=UrlParams(seed=seed, lang=lang))
    return view, backend


def make_view(items=None, seed=7, lang=None):
    """``(view, backend)``, the saved ``items`` read."""
    view, _, backend = open_view("mishimash", items, url=UrlParams(seed=seed, lang=lang))
    return view, backend


def start(view, table=TABLE):
    view.setup.load(table)
    view.setup.start.clicks += 1
    return view.game


def human_turn_to_take(view):
    """Play computer turns (no event loop: they run at once) and roll until the human must take."""
    game = view.game
    while game.phase != "must-take":
        view.play.roll.clicks += 1
    return game
