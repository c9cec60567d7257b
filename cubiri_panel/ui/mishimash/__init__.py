"""The MISHIMASH screen: ``MishimashView()`` (set-up, play, computer turns, odds, end)."""

from .view import MishimashView, new_game

__all__ = ["MishimashView", "new_game"]
