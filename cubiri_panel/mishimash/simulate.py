"""Playing many turns fast: the rules of :mod:`.turn` without a game object.

The game class publishes every action through param, which costs several microseconds an
action; this path steps the same :class:`~.turn.Turn` functions directly, so the rules are the
very same code, and lets any bot play (bots read a ``Turn`` as they read a game). It is what
the benchmarks and the strategy tests use to play hundreds of thousands of turns.

Dice are the game's dice (:func:`cubiri_panel.dice.dice_drawer`): with the same source, a turn
played here is the turn the game would play.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..dice import RandomSource, dice_drawer
from .actions import Roll
from .turn import Turn

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
