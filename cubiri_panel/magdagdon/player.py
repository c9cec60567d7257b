"""A random MAGDAGDON player, for benchmarks, playout tests and a "play for me" button.

It plays through the public game API only (a game, or the position a game hands it). Each turn it rolls, then prepares uniformly random
legal placements that keep the required count reachable until the count is met, and confirms;
on MAGDAGDON it ruins a random empty cell. It never uses a Majda Power. Handed a turn whose
prepared dice block it (someone else placed them), it takes dice back until the turn can go on.
"""

from __future__ import annotations

import random

from ..action import Action
from .actions import AcceptMagdagdon, Confirm, Place, Roll, TakeBack
from .board import Cell
from .game import MagdagdonGame, Position
from .rules import EMPTY, Phase


class RandomPlayer:
    """Picks moves with its own ``random.Random(seed)``, never the game's dice, so a game it
    plays still replays from the game's seed and history."""

    def __init__(self, seed: object = None):
        self.rng = random.Random(seed)

    def choose(self, game: MagdagdonGame) -> Action:
        """The player's next action in ``game`` (which must not be over)."""
        phase = game.phase
        if phase is Phase.ROLL:
            return Roll()
        if phase is Phase.MAGDAGDON:
            return AcceptMagdagdon(*self.ruin_cell(game))
        if game.can_confirm:
            return Confirm()
        if game.blocked:
            return self.take_back(game)
        return Place(*self.placement(game))

    def take_back(self, game: MagdagdonGame) -> TakeBack:
        """A uniformly random prepared die among those the rules let go back to the pool (one
        always can: the last of any order that placed them)."""
        backs = [a for a in game.legal_actions() if type(a) is TakeBack]
        return backs[int(self.rng.random() * len(backs))]

    def placement(self, game: MagdagdonGame, last: bool = False) -> tuple[int, int, int]:
        """A uniformly random ``(die, row, col)`` among the legal placements that keep the
        turn's required count reachable. ``last``: this placement meets the count, so every
        legal placement keeps it (the player skips the test)."""
        candidates = game.legal_placements()
        # Testing candidates in a random order and taking the first that keeps the turn alive
        # picks uniformly among those that do, usually after one test rather than all of them.
        while candidates:
            die, (row, col) = candidates.pop(int(self.rng.random() * len(candidates)))
            if last or game.keeps_required_reachable(die, row, col):
                return die, row, col
        raise AssertionError("a turn outside MAGDAGDON always has a placement that keeps it alive")

    def ruin_cell(self, game: MagdagdonGame) -> Cell:
        """A uniformly random empty cell of the permanent board."""
        empty = [i for i, v in enumerate(game.board.cells) if v == EMPTY]
        return divmod(empty[int(self.rng.random() * len(empty))], 4)

    def play_turn(self, game: MagdagdonGame) -> None:
        """Play one whole turn (the same moves as repeated ``choose``, without the detours)."""
        game.roll()
        if game.in_magdagdon:
            game.accept_magdagdon(*self.ruin_cell(game))
            return
        required = game.required
        for placed in range(1, required + 1):
            game.place(*self.placement(game, last=placed == required))
        game.confirm()

    def play(self, game: MagdagdonGame) -> MagdagdonGame:
        """Play ``game`` to its end and return it. The moves are the game's own; its position is
        published once, at the end (``MagdagdonGame.play_unpublished``)."""
        game.play_unpublished(self._play_to_the_end)
        return game

    def _play_to_the_end(self, game: Position) -> None:
        if not game.is_over and game.phase is not Phase.ROLL:
            while game.phase is not Phase.ROLL and not game.is_over:  # finish a turn begun by someone else
                game.apply(self.choose(game))
        while not game.is_over:
            self.play_turn(game)
