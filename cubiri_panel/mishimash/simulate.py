"""Playing many turns fast: the rules of :mod:`.turn` without a game object.

The game class publishes every action through param, which costs several microseconds an
action; this path steps the same :class:`~.turn.Turn` functions directly, so the rules are the
very same code, and lets any bot play (bots read a ``Turn`` as they read a game). It is what
the benchmarks and the strategy tests use to play hundreds of thousands of turns.

Dice are the game's dice: with the same source, a turn played here is the turn the game would
play. From a ``random.Random`` both draw them the way CPython's ``randint(1, 6)`` draws them
(three random bits, again while they exceed 5) without its three Python calls a die; that is
checked against ``randint`` once at import and used only if it agrees.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

from ..dice import RandomSource, roll_dice
from .actions import Roll
from .turn import Turn

ROLL = Roll()


def _dice_by_randint(randint: Callable[[int, int], int], count: int) -> tuple[int, ...]:
    return tuple([randint(1, 6) for _ in range(count)])


def _dice_by_bits(bits: Callable[[int], int], count: int) -> tuple[int, ...]:
    dice = []
    while count:
        r = bits(3)
        if r < 6:
            dice.append(r + 1)
            count -= 1
    return tuple(dice)


def _bits_match_randint() -> bool:
    a, b = random.Random("check"), random.Random("check")
    return (_dice_by_bits(a.getrandbits, 600) == _dice_by_randint(b.randint, 600)
            and a.getstate() == b.getstate())


_FAST_DICE = _bits_match_randint()


def dice_drawer(rng: RandomSource) -> Callable[[int], tuple[int, ...]]:
    """A function rolling ``n`` dice from ``rng`` exactly as the game does."""
    if _FAST_DICE and type(rng) is random.Random:
        return partial(_dice_by_bits, rng.getrandbits)
    return partial(_dice_by_randint, rng.randint)


def draw_dice(rng: RandomSource, count: int) -> tuple[int, ...]:
    """``count`` dice from ``rng``: the values :func:`cubiri_panel.dice.roll_dice` rolls, leaving
    ``rng`` in the same state, with the bits drawn directly from a ``random.Random``."""
    if _FAST_DICE and type(rng) is random.Random:
        return _dice_by_bits(rng.getrandbits, count)
    return roll_dice(rng, count)  # any other source, scripted dice included


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
