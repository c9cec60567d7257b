"""The three moves of MAGIKABOOM, as small values (``game.apply(Keep(1))`` is ``game.keep(1)``)."""

from __future__ import annotations

import dataclasses

from cubiri_panel.action import Action


@dataclasses.dataclass(frozen=True, slots=True)
class Roll(Action):
    """Roll two dice: at the start of a turn, or to continue (the die in hand takes effect and
    is rolled again with one die from the reserve)."""

    kind = "roll"


@dataclasses.dataclass(frozen=True, slots=True)
class Keep(Action):
    """Put ``rolled[die]`` into the cauldron."""

    kind = "keep"
    die: int


@dataclasses.dataclass(frozen=True, slots=True)
class Stop(Action):
    """Put the die in hand into the cauldron too and score the potion."""

    kind = "stop"


ACTIONS: tuple[type[Action], ...] = (Roll, Keep, Stop)
