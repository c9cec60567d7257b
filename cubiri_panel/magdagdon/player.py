"""A random MAGDAGDON player, for benchmarks, playout tests and a "play for me" button.

It plays through the public game API only. Each turn it rolls, then prepares uniformly random
legal placements that keep the required count reachable until the count is met, and confirms;
on MAGDAGDON it ruins a random empty cell. It never uses a Majda Power.
"""

from __future__ import annotations

import random

from ..game import Action
from .actions import AcceptMagdagdon, Confirm, Place, Roll
from .game import MagdagdonGame
from .state import Phase


class RandomPlayer:
    """Picks moves with its own ``random.Random(seed)``, never the game's dice."""

    def __init__(self, seed: object = None):
        self.rng = random.Random(seed)

    def choose(self, game: MagdagdonGame) -> Action:
        """The player's next action in ``game`` (which must not be over)."""
        phase = game.phase
        if phase is Phase.ROLL:
            return Roll()
        if phase is Phase.MAGDAGDON:
            return AcceptMagdagdon(*self.rng.choice(sorted(game.board.empty_cells())))
        if game.can_confirm:
            return Confirm()
        candidates = [(die, cell) for die in game.available for cell in sorted(game.legal_cells_for(die))]
        # Testing candidates in a random order and taking the first that keeps the turn alive
        # picks uniformly among those that do, usually after one test rather than all of them.
        while candidates:
            die, (row, col) = candidates.pop(self.rng.randrange(len(candidates)))
            if game.keeps_required_reachable(die, row, col):
                return Place(die, row, col)
        raise AssertionError("a turn outside MAGDAGDON always has a placement that keeps it alive")

    def play(self, game: MagdagdonGame) -> MagdagdonGame:
        """Play ``game`` to its end and return it."""
        while not game.is_over:
            game.apply(self.choose(game))
        return game
