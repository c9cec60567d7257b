"""Playing many turns and games fast: the rules of :mod:`.rules` without a game object.

The game class publishes every action through param, which costs more than the rules of the
action; this path plays the moves of :mod:`.rules` directly (a take the roll cache lists, by
look-up: :func:`~.roll_cache.take_listed`) and lets any bot play: a turn alone (bots read a bare
:class:`~.rules.Turn` as they read a position), or a whole game (bots read a
:class:`~.game.MishimashPosition`). It is what the benchmarks, the lessons and the
solvers' tests use to play hundreds of thousands of turns.

Dice are the game's dice (:func:`cubiri_panel.dice.dice_drawer`): with the same source, a turn
played here is the turn the game would play.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..dice import RandomSource, dice_drawer
from . import rules
from .actions import Bank, Roll, Take
from .game import MishimashPosition
from .roll_cache import take_listed
from .rules import State, Turn


def play_turn(bot: Any, rng: RandomSource | Callable[[int], tuple[int, ...]]) -> float:
    """Play one turn with ``bot`` from the start; the points banked (0 after a bust).

    ``rng`` is a dice source or a :func:`dice_drawer` made from one.
    """
    draw = rng if callable(rng) else dice_drawer(rng)
    turn, action = Turn(), Roll()  # a turn starts with a roll, the only legal action
    while True:
        match action:
            case Take(dice=indices):
                turn = take_listed(turn, indices) or rules.take(turn, indices).after
            case Roll():
                turn = rules.roll(turn, draw(turn.dice_in_hand))
                if turn is None:
                    return 0.0  # a bust
            case Bank():
                return rules.bank(turn) / 2
        action = bot.choose(turn)


def simulate_turns(bot: Any, turns: int, seed: Any = None,
                   rng: RandomSource | None = None) -> list[float]:
    """The points banked in each of ``turns`` turns played by ``bot`` with one dice source."""
    draw = dice_drawer(rng if rng is not None else random.Random(seed))
    return [play_turn(bot, draw) for _ in range(turns)]


def play_game(bots: Sequence[Any], target: int,
              rng: RandomSource | Callable[[int], tuple[int, ...]]) -> State:
    """Play a whole game, one bot a seat in seat order, to ``target``; its final table.

    The same rules as :class:`~.game.MishimashGame` and the same dice: with the same source
    the game played here is the game the class would play with these computer players.
    """
    draw = rng if callable(rng) else dice_drawer(rng)
    position = MishimashPosition(State.start(len(bots), target))
    while not position.is_over:
        state = position.state
        action = bots[state.current].choose(position)
        count = rules.dice_to_roll(state, action)
        position.state = rules.step(state, action, draw(count) if count else ())
    return position.state
