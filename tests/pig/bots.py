"""Pig's computer players: hold at 20 (the turn's expected points are best so), and a gambler."""

from __future__ import annotations

from .actions import Hold, Roll


class HoldAt20:
    """Rolls until the turn holds 20 points or the win, then holds."""

    def choose(self, game):
        need = game.state.target - game.scores[game.current_player]
        if game.turn_points and (game.turn_points >= 20 or game.turn_points >= need):
            return Hold()
        return Roll()


class Gambler:
    """Holds only at 35."""

    def choose(self, game):
        return Hold() if game.turn_points >= 35 else Roll()


BOTS = {"gambler": Gambler, "hold20": HoldAt20}
