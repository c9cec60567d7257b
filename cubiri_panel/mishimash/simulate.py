"""Playing many turns fast: the rules of :mod:`.turn` without a game object.

The game class publishes every action through param, which costs several microseconds an
action; this path steps the same :class:`~.turn.Turn` functions directly, so the rules are the
very same code, and lets any bot play (bots read a ``Turn`` as they read a game). It is what
the benchmarks and the strategy tests use to play hundreds of thousands of turns.
"""

from __future__ import annotations

import random
from typing import Any

from ..dice import RandomSource
from .turn import Turn


def play_turn(bot: Any, rng: RandomSource) -> float:
    """Play one turn with ``bot`` from the start; the points banked (0 after a bust).

    Dice are rolled as the game rolls them (``rng.randint(1, 6)`` in die order), so a turn
    played here and one played through :class:`~.game.MishimashGame` with the same source and
    bot are the same turn.
    """
    if type(rng) is random.Random:
        # randint(1, 6) is 1 + _randbelow(6) in CPython (Lib/random.py, randrange); calling
        # it directly gives the very same dice at half the cost (tests/mishimash check it)
        below = rng._randbelow

        def draw(n: int) -> tuple[int, ...]:
            return tuple([1 + below(6) for _ in range(n)])
    else:
        randint = rng.randint

        def draw(n: int) -> tuple[int, ...]:
            return tuple([randint(1, 6) for _ in range(n)])
    turn, kind = Turn(), "roll"  # a turn starts with a roll, the only legal action
    while True:
        if kind == "take":
            turn = turn.took(action.dice)
        elif kind == "roll":
            turn.check_roll()
            after = turn.rolled(draw(turn.dice_in_hand))
            if after is None:
                return 0.0
            turn = after
        else:
            turn.check_bank()
            return turn.turn_points
        action = bot.choose(turn)
        kind = action.kind


def simulate_turns(bot: Any, turns: int, seed: Any = None,
                   rng: RandomSource | None = None) -> list[float]:
    """The points banked in each of ``turns`` turns played by ``bot`` with one dice source."""
    rng = rng if rng is not None else random.Random(seed)
    return [play_turn(bot, rng) for _ in range(turns)]
