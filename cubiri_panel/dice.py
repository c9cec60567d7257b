"""The random source every game rolls its dice from.

A game is given ``rng``: anything with ``randint(a, b)``. By default it is ``random.Random(seed)``,
so a game replays exactly from its seed and its list of actions. Tests and lessons script the
dice with :class:`ScriptedDice`.

From a ``random.Random``, dice are drawn the way CPython's ``randint(1, 6)`` draws them (three
random bits, again while they exceed 5) without its three Python calls a die: simulations roll
millions. That is checked against ``randint`` once at import and used only if it agrees.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Iterable
from functools import partial
from typing import Any, Protocol


class DiceExhausted(RuntimeError):
    """A :class:`ScriptedDice` was asked for more values than its script holds."""


class RandomSource(Protocol):
    def randint(self, a: int, b: int) -> int: ...


class ScriptedDice:
    """Dice that show the values given, in order.

    >>> rng = ScriptedDice([3, 4])
    >>> rng.randint(1, 6), rng.randint(1, 6)
    (3, 4)
    """

    def __init__(self, values: Iterable[int]):
        self.values = tuple(int(v) for v in values)
        self.position = 0

    def randint(self, a: int, b: int) -> int:
        if self.position >= len(self.values):
            raise DiceExhausted(f"the script of {len(self.values)} dice is used up")
        value = self.values[self.position]
        if not a <= value <= b:
            raise ValueError(f"scripted value {value} at position {self.position} is not in {a}..{b}")
        self.position += 1
        return value

    @property
    def remaining(self) -> int:
        return len(self.values) - self.position

    def __repr__(self) -> str:
        return f"ScriptedDice({list(self.values[self.position:])})"


# A seed is a whole number below SEED_LIMIT or a word of up to SEED_LENGTH characters: short
# enough to share in a link, and what a saved game can hold.
SEED_LIMIT = 10**18
SEED_LENGTH = 64


def new_seed() -> int:
    """A fresh random seed for a game that was given none (so it can still be saved)."""
    return secrets.randbelow(SEED_LIMIT)


def seed_problem(seed: Any) -> str | None:
    """Why ``seed`` cannot be saved with a game, or ``None`` if it can."""
    if type(seed) is int:
        return None if 0 <= seed < SEED_LIMIT else f"a seed number must lie in 0..{SEED_LIMIT - 1}"
    if type(seed) is str:
        return None if 1 <= len(seed) <= SEED_LENGTH else f"a seed word has 1 to {SEED_LENGTH} characters"
    return "a seed is a whole number or a word"


def make_rng(rng: RandomSource | None = None, seed: Any = None) -> RandomSource:
    """The game's random source: ``rng`` if given, else ``random.Random(seed)``."""
    if rng is not None:
        if not callable(getattr(rng, "randint", None)):
            raise TypeError(f"rng must have a randint(a, b) method, got {type(rng).__name__}")
        return rng
    return random.Random(seed)


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


def roll_dice(rng: RandomSource, count: int) -> tuple[int, ...]:
    """Roll ``count`` d6 in die-index order.

    If a scripted source runs dry part-way, it is rewound before the error propagates, so the
    game that asked is left exactly as it was.
    """
    if _FAST_DICE and type(rng) is random.Random:
        return _dice_by_bits(rng.getrandbits, count)
    if not isinstance(rng, ScriptedDice):
        return _dice_by_randint(rng.randint, count)
    start = rng.position
    try:
        return _dice_by_randint(rng.randint, count)
    except DiceExhausted:
        rng.position = start
        raise


def dice_drawer(rng: RandomSource) -> Callable[[int], tuple[int, ...]]:
    """A function rolling ``n`` dice from ``rng`` as :func:`roll_dice` does, for loops that roll
    millions (a scripted source that runs dry is not rewound)."""
    if _FAST_DICE and type(rng) is random.Random:
        return partial(_dice_by_bits, rng.getrandbits)
    return partial(_dice_by_randint, rng.randint)


