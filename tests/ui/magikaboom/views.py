"""MAGIKABOOM's view as its view tests drive it (``ui.views.open_view``), and a game played on."""

from __future__ import annotations

from cubiri_panel.magikaboom import SimpleBot
from cubiri_panel.ui.urlparams import parse_query
from ui.views import open_view


def make_loading_view(query="?seed=5"):
    """A view whose browser has not sent its saved data yet; ``backend.load(items)`` sends it."""
    view, _, backend = open_view("magikaboom", loaded=False, url=parse_query(query))
    return view, backend


def make_view(items=None, query="?seed=5"):
    """``(view, backend)``, the saved ``items`` read."""
    view, _, backend = open_view("magikaboom", items, url=parse_query(query))
    return view, backend


def play_out(game, until=lambda g: g.is_over):
    bot = SimpleBot()
    while not until(game):
        game.apply(bot.choose(game))
