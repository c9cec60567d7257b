"""Playing many turns fast: the rules of :mod:`.turn` without a game object.

The game class publishes every action through param, which costs several microseconds an
action; this path steps the same :class:`~.turn.Turn` functions directly, so the rules are the
very same code, and lets any bot play (bots read a ``Turn`` as they read a game). It is what
the benchmarks and the strategy tests use to play hundreds of thousands of turns.

Dice are the game's dice: with the same source, a turn played here is the turn the game would
play. For a ``random.Random`` they are drawn the way CPython's ``randint(1, 6)`` draws them
(three random bits, again while they exceed 5), which is checked against ``randint`` once at
import and used only if it agrees.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..dice import RandomSource
from .turn import Turn


def _draw_by_randint(rng: RandomSource) -> Callable[[int], tuple[int, ...]]:
    randint = rng.randint

    def draw(n: int) -> tuple[int, ...]:
        return tuple([randint(1, 6) for _ in range(n)])
    return draw


def _draw_by_bits(rng: random.Random) -> Callable[[int], tuple[int, ...]]:
    bits = rng.getrandbits

    def draw(n: int) -> tuple[int, ...]:
        dice = []
        while n:
            r = bits(3)
            if r < 6:
                dice.append(r + 1)
                n -= 1
        return tuple(dice)
    return draw


def _bits_match_randint() -> bool:
    a, b = random.Random("check"), random.Random("check")
    return _draw_by_bits(a)(600) == _draw_by_randint(b)(600) and a.getstate() == b.getstate()


_FAST_DICE = _bits_match_randint()


def dice_drawer(rng: RandomSource) -> Callable[[int], tuple[int, ...]]:
    """A function rolling ``n`` dice from ``rng`` exactly as the game does."""
    if _FAST_DICE and type(rng) is random.Random:
        return _draw_by_bits(rng)
    return _draw_by_randint(rng)


def play_turn(bot: Any, rng: RandomSource | Callable[[int], tuple[int, ...]]) -> float:
    """Play one turn with ``bot`` from the start; the points banked (0 after a bust).

    ``rng`` is a dice source or a :func:`dice_drawer` made from one.
    """
    draw = rng if callable(rng) else dice_drawer(rng)
    turn, kind = Turn(), "roll"  # a turn starts with a roll, the only legal action
    choose = bot.choose
    while True:
        if kind == "take":
            turn = turn.took(action.dice)
        elif kind == "roll":
            if turn.dice:
                turn.check_roll()  # raises: a roll waits for a take
            after = turn.rolled(draw(turn.dice_in_hand))
            if after is None:
                return 0.0
            turn = after
        else:
            turn.check_bank()
            return turn.turn_points
        action = choose(turn)
        kind = action.kind


def simulate_turns(bot: Any, turns: int, seed: Any = None,
                   rng: RandomSource | None = None) -> list[float]:
    """The points banked in each of ``turns`` turns played by ``bot`` with one dice source."""
    draw = dice_drawer(rng if rng is not None else random.Random(seed))
    return [play_turn(bot, draw) for _ in range(turns)]
