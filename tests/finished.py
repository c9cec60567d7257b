"""Finished games the tests share, each played once a test run (per pytest-xdist worker) instead
of once in every file that needs one: a game of each kind, played to its end, and its code
(MISHIMASH's also as its two computers played it, before Ana took her seat).
``game(kind)`` is a fresh copy each time (read back from the code), so a test may play on,
store or mutate it; tests/conftest.py hands them out as the session fixtures ``finished_game``
and ``finished_code``."""

from __future__ import annotations

from functools import cache

from cubiri_panel import from_code
from cubiri_panel.magdagdon import MagdagdonGame, RandomPlayer
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.mishimash import MishimashGame


def _magdagdon() -> MagdagdonGame:
    """The random player's game at the default difficulty, seed 7."""
    return RandomPlayer(1).play(MagdagdonGame(seed=7))


def _mishimash_by_computers() -> MishimashGame:
    """Ana and Ben, both computers (a cautious player and a champion), to 300."""
    played = MishimashGame(["Ana", "Ben"], target=300, seed=4, computers={0: "cautious", 1: "champion"})
    played.play_computers()
    return played


def _mishimash() -> MishimashGame:
    """The same game, Ana a person (her moves the cautious player's, so some cost something)."""
    return MishimashGame.replay(game("mishimash-by-computers").history, players=["Ana", "Ben"], target=300,
                                seed=4, computers={1: "champion"})


def _magikaboom() -> MagikaboomGame:
    """Ana, a person (her moves the simple player's), against Ben, a champion."""
    played = MagikaboomGame(["Ana", "Ben"], computers={0: "simple", 1: "champion"}, seed=3)
    played.play_computers()
    return MagikaboomGame.replay(played.history, players=["Ana", "Ben"], computers={1: "champion"}, seed=3)


PLAYS = {"magdagdon": _magdagdon, "mishimash": _mishimash, "mishimash-by-computers": _mishimash_by_computers,
         "magikaboom": _magikaboom}


@cache
def code(kind: str) -> str:
    """The code of the finished game of ``kind``, played the first time it is asked for."""
    return PLAYS[kind]().to_code()


def game(kind: str):
    """A fresh copy of the finished game of ``kind``."""
    return from_code(code(kind))
