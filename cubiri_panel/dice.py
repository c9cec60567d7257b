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


def rng_state(rng: RandomSource) -> dict | None:
    """A JSON-safe snapshot of the source's position, or ``None`` if it cannot be saved."""
    if isinstance(rng, ScriptedDice):
        return {"kind": "scripted", "values": list(rng.values), "position": rng.position}
    if type(rng) is random.Random:
        version, internal, gauss = rng.getstate()
        return {"kind": "mt19937", "version": version, "state": list(internal), "gauss": gauss}
    return None


def rng_from_state(state: dict | None) -> RandomSource:
    """Rebuild a source from :func:`rng_state`; ``None`` gives a fresh unseeded one.

    Raises ``ValueError`` on data that is not a saved source.
    """
    if state is None:
        return random.Random()
    if not isinstance(state, dict):
        raise ValueError("rng state must be an object")
    kind = state.get("kind")
    if kind == "scripted":
        values, position = state.get("values"), state.get("position")
        if not (isinstance(values, list) and all(type(v) is int and 1 <= v <= 6 for v in values)):
            raise ValueError("scripted dice values must be a list of ints 1-6")
        if not (type(position) is int and 0 <= position <= len(values)):
            raise ValueError("scripted dice position out of range")
        dice = ScriptedDice(values)
        dice.position = position
        return dice
    if kind == "mt19937":
        internal, gauss = state.get("state"), state.get("gauss")
        if not (isinstance(internal, list) and len(internal) == 625
                and all(type(x) is int and 0 <= x < 2**32 for x in internal[:-1])):
            raise ValueError("Mersenne Twister state must be 625 ints")
        if gauss is not None and not isinstance(gauss, float):
            raise ValueError("gauss must be a float or null")
        rng = random.Random()
        try:
            rng.setstate((state.get("version"), tuple(internal), gauss))
        except (TypeError, ValueError) as err:
            raise ValueError(f"bad Mersenne Twister state: {err}") from None
        return rng
    raise ValueError(f"unknown rng kind {kind!r}")
