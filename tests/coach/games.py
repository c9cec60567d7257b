"""Seeded games for the coach's tests, each played once a session: finished and unfinished,
of every kind."""

from __future__ import annotations

from functools import cache

from cubiri_panel.magdagdon import ExpertPlayer, MagdagdonGame, RandomPlayer
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.mishimash import MishimashGame


@cache
def mishimash(seats: int = 2, target: int = 300, seed: int = 4, stop: int | None = None,
              levels: tuple[str, ...] = ("cautious", "champion", "threshold", "optimal", "cautious",
                                         "champion")) -> MishimashGame:
    """Computer players of every level (so that some choices cost something), to ``target``;
    with ``stop``, only the first ``stop`` actions."""
    game = MishimashGame([f"P{s}" for s in range(seats)], target=target, seed=seed,
                         computers={s: levels[s] for s in range(seats)})
    while not game.is_over and (stop is None or len(game.history) < stop):
        game.step_computer()
    return game


@cache
def magikaboom(seats: int = 2, seed: int = 4, stop: int | None = None) -> MagikaboomGame:
    levels = ("simple", "champion", "careful", "expert", "simple", "champion")
    game = MagikaboomGame([f"P{s}" for s in range(seats)], seed=seed,
                          computers={s: levels[s] for s in range(seats)})
    while not game.is_over and (stop is None or len(game.history) < stop):
        game.step_computer()
    return game


@cache
def magdagdon(difficulty: str = "nightmare", seed: int = 4, player: str = "random",
              stop: int | None = None) -> MagdagdonGame:
    chooser = (RandomPlayer(seed) if player == "random" else ExpertPlayer()).choose
    game = MagdagdonGame(difficulty, seed=seed)
    while not game.is_over and (stop is None or len(game.history) < stop):
        game.apply(chooser(game))
    return game
