"""Seeded random playouts through any game's public API.

The same function drives the property tests, the CPython-versus-Pyodide comparison and the
speed benchmarks, so all three exercise exactly the code players use.
"""

from __future__ import annotations

import random
from typing import Any

from .game import Game, TableGame


def random_playout(game: Game, chooser_seed: Any = 0, max_actions: int = 10_000) -> Game:
    """Play ``game`` to its end: computer seats move by their bots, every other move is a
    uniformly random legal action drawn from ``random.Random(chooser_seed)`` (kept apart from
    the dice, so the dice sequence depends only on the game's own seed)."""
    chooser = random.Random(chooser_seed)
    for _ in range(max_actions):
        if game.is_over:
            return game
        if isinstance(game, TableGame) and game.is_computer_turn:
            game.step_computer()
        else:
            game.apply(chooser.choice(game.legal_actions()))
    raise RuntimeError(f"game not over after {max_actions} actions")


def playout_summary(game: Game) -> dict:
    """What two runs of the same playout must agree on: every action and the final state."""
    snapshot = game.to_dict()
    return {"history": snapshot["history"], "state": snapshot["state"]}
