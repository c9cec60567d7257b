"""Pig's two moves."""

from __future__ import annotations

import dataclasses

from cubiri_panel.action import Action


@dataclasses.dataclass(frozen=True, slots=True)
class Roll(Action):
    kind = "roll"


@dataclasses.dataclass(frozen=True, slots=True)
class Hold(Action):
    kind = "hold"


ACTIONS = (Roll, Hold)
