"""Seeded random playouts through any game's public API.

The same function drives the property tests, the CPython-versus-Pyodide comparison and the
speed benchmarks, so all three exercise exactly the code players use.
"""

from __future__ import annotations

import random
from typing import Any

from .game import Game, TableGame


def random_playout(game: Game, chooser_seed: Any = 0, max_actions: int = 10_000) -> Game:
    """Play ``game`` to its end: computer seats move by their bots (``play_computers``), every
    other move is a uniformly random legal action drawn from ``random.Random(chooser_seed)``
    (kept apart from the dice, so the dice sequence depends only on the game's own seed)."""
    chooser = random.Random(chooser_seed)
    table = isinstance(game, TableGame)
    for _ in range(max_actions):
        if game.is_over:
            return game
        if table and game.is_computer_turn:
            game.play_computers()
        else:
            game.apply(chooser.choice(game.legal_actions()))
    raise RuntimeError(f"game not over after {max_actions} actions")


def playout_summary(game: Game) -> dict:
    """What two runs of the same playout must agree on: every action and the final position."""
    return {"history": [a.to_json() for a in game.history], "state": repr(game.state)}


def seeded_game(name: str, seed: int) -> Game:
    """A fresh game of the kind ``name`` for the reference workloads (the Pyodide-parity tests
    and the Pyodide speed benchmark): its record's ``example``, played by its computer players
    or by random legal actions. Only that game is loaded."""
    from . import registry
    return registry.get(name).example(seed)


def play_seeded(name: str, seed: int) -> dict:
    """Play the reference workload ``name`` with ``seed`` to its end; return its summary."""
    return playout_summary(random_playout(seeded_game(name, seed), chooser_seed=seed))
