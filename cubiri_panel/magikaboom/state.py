"""The position of a MAGIKABOOM game: one immutable value, replaced by every action."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from .events import Event
from .ingredients import Ingredient


class Phase(StrEnum):
    """What the player to move must do now."""

    ROLL = "roll"                          # roll two dice from the reserve
    KEEP = "keep"                          # put one of the two rolled dice into the cauldron
    STOP_OR_CONTINUE = "stop-or-continue"  # stop, or continue with the die in hand (roll)
    OVER = "over"


# The phases under plain module names: ``Phase.KEEP`` is an attribute look-up through the enum
# class, and the engine and the computer players test the phase several times a move.
ROLL, KEEP, STOP_OR_CONTINUE, OVER = Phase


class MagikaboomState(NamedTuple):
    """The whole position. ``cauldron`` is in the order the dice went in; ``rolled`` is the
    last roll (kept on show until the turn ends); ``held`` is the die in hand after a keep.

    A named tuple rather than a frozen dataclass: it is as immutable and builds several times
    faster, and a new one is built on every move of every simulated game."""

    scores: tuple[int, ...]
    player: int
    phase: Phase
    cauldron: tuple[Ingredient, ...]
    reserve: int
    rolled: tuple[Ingredient, ...]
    held: Ingredient | None
    log: tuple[Event, ...]
