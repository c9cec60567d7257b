"""Playing many turns and games fast: the rules of :mod:`.rules` without a game object.

The game class publishes every action through param, which costs more than the rules of the
action; this path steps the same :class:`~.rules.Turn` and :func:`~.rules.step` directly, so
the rules are the very same code, and lets any bot play (bots read a ``Turn`` as they read a
game). It is what
the benchmarks and the strategy tests use to play hundreds of thousands of turns, and
:func:`play_game` tens of thousands of whole games between computer players.

Dice are the game's dice (:func:`cubiri_panel.dice.dice_drawer`): with the same source, a turn
played here is the turn the game would play.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..dice import RandomSource, dice_drawer
from .actions import Roll
from .rules import OVER, State, Turn, step

ROLL = Roll()


def play_turn(bot: Any, rng: RandomSource | Callable[[int], tuple[int, ...]]) -> float:
    """Play one turn with ``bot`` from the start; the points banked (0 after a bust).

    ``rng`` is a dice source or a :func:`dice_drawer` made from one.
    """
    draw = rng if callable(rng) else dice_drawer(rng)
    choose = bot.choose
    turn, action = Turn(), ROLL  # a turn starts with a roll, the only legal action
    while True:
        kind = action.kind
        if kind == "take":
            turn = turn.took(action.dice)
        elif kind == "roll":
            if turn.dice:
                turn.check_roll()  # raises: a roll waits for a take
            turn = turn.rolled(draw(turn.dice_in_hand))
            if turn is None:
                return 0.0  # a bust
        else:
            turn.check_bank()
            return turn.turn_points
        action = choose(turn)


def simulate_turns(bot: Any, turns: int, seed: Any = None,
                   rng: RandomSource | None = None) -> list[float]:
    """The points banked in each of ``turns`` turns played by ``bot`` with one dice source."""
    draw = dice_drawer(rng if rng is not None else random.Random(seed))
    return [play_turn(bot, draw) for _ in range(turns)]


class TableView:
    """What a bot reads of a game, without the game object: the table's ``state`` and the
    ``target``, and the turn's facts under the game's names."""

    __slots__ = ("state", "target")

    def __init__(self, state: State, target: int):
        self.state, self.target = state, target

    @property
    def phase(self) -> str:
        return OVER if self.state.stage == OVER else self.state.turn.phase

    def __getattr__(self, name: str):
        if name in _TURN_FACTS:
            return getattr(self.state.turn, name)
        raise AttributeError(name)


_TURN_FACTS = {"dice", "turn_points", "multiplier", "dice_in_hand", "clears", "takes",
               "legal_actions"}


def play_game(bots: Sequence[Any], target: int,
              rng: RandomSource | Callable[[int], tuple[int, ...]]) -> State:
    """Play a whole game, one bot a seat in seat order, to ``target``; its final table.

    The same rules as :class:`~.game.MishimashGame` (:func:`~.rules.step`), and the same dice:
    with the same source the game played here is the game the class would play with these
    computer players.
    """
    draw = rng if callable(rng) else dice_drawer(rng)
    state = State.start(len(bots), target)
    view = TableView(state, target)
    while state.stage != OVER:
        view.state = state
        action = bots[state.current].choose(view)
        state = step(state, action, draw(state.turn.dice_in_hand) if action.kind == "roll" else ())
    return state
