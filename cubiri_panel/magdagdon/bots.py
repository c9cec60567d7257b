"""MAGDAGDON's computer players: the random player and the expert.

The random player (for benchmarks, playout tests and a "play for me" button) reads a position (the game, or a detached one). Each turn it rolls, then prepares uniformly
random legal placements that keep the required count reachable until the count is met, and
confirms; on MAGDAGDON it ruins a random empty cell. It never uses a Majda Power. Handed a turn
whose prepared dice block it (someone else placed them), it takes dice back until the turn can
go on. Its questions go to ``fast_placement``; the moves it makes go through the rules.

The expert plays for the highest final score by :mod:`.solvers.best_turn`.
"""

from __future__ import annotations

import random

from ..action import Action
from .actions import AcceptMagdagdon, Confirm, Place, Roll, TakeBack
from .board import Cell
from .facts import DICE, EMPTY, SIZE
from .fast_placement import can_place_after, can_place_cells, open_cells
from .game import MagdagdonGame, MagdagdonPosition
from .rules import Phase, required
from .solvers.best_turn import plan_turn, rescue


class RandomPlayer:
    """Picks moves with its own ``random.Random(seed)``, never the game's dice, so a game it
    plays still replays from the game's seed and history."""

    def __init__(self, seed: object = None):
        self.rng = random.Random(seed)

    def choose(self, game: MagdagdonPosition) -> Action:
        """The player's next action in ``game`` (which must not be over)."""
        phase = game.phase
        if phase is Phase.ROLL:
            return Roll()
        if phase is Phase.MAGDAGDON:
            return AcceptMagdagdon(*self.ruin_cell(game))
        if game.can_confirm:
            return Confirm()
        if self._blocked(game):
            return self.take_back(game)
        return Place(*self.placement(game))

    def take_back(self, game: MagdagdonPosition) -> TakeBack:
        """A uniformly random prepared die among those the rules let go back to the pool (one
        always can: the last of any order that placed them)."""
        backs = [a for a in game.legal_actions() if isinstance(a, TakeBack)]
        return backs[int(self.rng.random() * len(backs))]

    def placement(self, game: MagdagdonPosition, last: bool = False) -> tuple[int, int, int]:
        """A uniformly random ``(die, row, col)`` among the legal placements that keep the
        turn's required count reachable. ``last``: this placement meets the count, so every
        legal placement keeps it (the player skips the test)."""
        state = game.state
        open_now = open_cells(state.overlay)
        candidates = [(die, cell) for die, at in enumerate(state.prepared) if at is None
                      for cell, values in open_now if values >> state.dice[die] & 1]
        # Testing candidates in a random order and taking the first that keeps the turn alive
        # picks uniformly among those that do, usually after one test rather than all of them.
        while candidates:
            die, cell = candidates.pop(int(self.rng.random() * len(candidates)))
            if last or self._keeps_required_reachable(game, die, cell, open_now):
                return die, *divmod(cell, SIZE)
        raise AssertionError("a turn outside MAGDAGDON always has a placement that keeps it alive")

    def ruin_cell(self, game: MagdagdonPosition) -> Cell:
        """A uniformly random empty cell of the permanent board."""
        empty = [i for i, v in enumerate(game.state.board) if v == EMPTY]
        return divmod(empty[int(self.rng.random() * len(empty))], SIZE)

    def play_turn(self, game: MagdagdonGame) -> None:
        """Play one whole turn (the same moves as repeated ``choose``, without the detours)."""
        game.roll()
        if game.in_magdagdon:
            game.accept_magdagdon(*self.ruin_cell(game))
            return
        count = game.required
        for placed in range(1, count + 1):
            game.place(*self.placement(game, last=placed == count))
        game.confirm()

    def play(self, game: MagdagdonGame) -> MagdagdonGame:
        """Play ``game`` to its end and return it, publishing its position once, at the end
        (``MagdagdonGame.play_unpublished``)."""
        game.play_unpublished(self.choose)
        return game

    @staticmethod
    def _blocked(game: MagdagdonPosition) -> bool:
        """``rules.blocked``, fast."""
        state = game.state
        free = [state.dice[d] for d, at in enumerate(state.prepared) if at is None]
        need = required(state) - (DICE - len(free))
        return need > 0 and not can_place_cells(state.overlay, free, need)

    @staticmethod
    def _keeps_required_reachable(game: MagdagdonPosition, die: int, cell: int, open_now) -> bool:
        """``MagdagdonPosition.keeps_required_reachable`` for a legal placement, fast."""
        state = game.state
        others = [state.dice[d] for d, at in enumerate(state.prepared) if at is None and d != die]
        need = required(state) - (DICE - len(others))
        return need <= 0 or can_place_after(state.overlay, open_now, cell, state.dice[die], others, need)


class ExpertPlayer:
    """Plays MAGDAGDON for the highest final score (see the module docstring). Deterministic:
    it has no dice of its own, so a game it plays replays from the game's seed.

    >>> from cubiri_panel.magdagdon import MagdagdonGame
    >>> ExpertPlayer().choose(MagdagdonGame(seed=7))
    Roll()
    """

    def choose(self, game) -> Action:
        """The expert's next action in ``game`` (which must not be over)."""
        if game.is_over:
            raise ValueError("the game is over")
        if not game.dice:
            return Roll()
        cells, dice, prepared = tuple(game.board.cells), tuple(game.dice), game.prepared
        facts = (game.required, game.powers_left, game.next_penalty, game.state.difficulty.minimum)
        plan = rescue(cells, dice, *facts) if game.in_magdagdon else plan_turn(cells, dice, *facts)
        if isinstance(plan, Action):
            # Powers and ruins act on the roll as it came: dice prepared first go back.
            return self._take_back(game) if prepared else plan
        steps = [(die, divmod(cell, SIZE)) for die, cell in plan]
        if len(prepared) > len(steps) or any(prepared.get(d) != c for d, c in steps[:len(prepared)]):
            return self._take_back(game)  # someone else prepared these dice
        if len(prepared) == len(steps):
            return Confirm()
        die, (row, col) = steps[len(prepared)]
        return Place(die, row, col)

    @staticmethod
    def _take_back(game) -> Action:
        return next(a for a in game.legal_actions() if isinstance(a, TakeBack))
