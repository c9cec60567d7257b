"""Pig's coach: a choice is valued by the points the turn banks on average if the player holds
after it at once (rolling once more: five faces in six add their value, a 1 loses all)."""

from __future__ import annotations

from fractions import Fraction

from cubiri_panel.coach.decision import Option

from .actions import Hold, Roll
from .rules import legal_actions



def options(state) -> list[Option]:
    found = legal_actions(state)
    if len(found) < 2:
        return []
    held = state.turn_points
    rolled = Fraction(5 * held + sum(range(2, 7)), 6)  # faces 2-6 add their value; a 1 loses all
    values = {Hold(): float(held), Roll(): float(rolled)}
    return sorted((Option(action, values[action], "points", True) for action in found), key=lambda o: -o.value)


def player(state) -> int:
    return state.current


def describe(action, state) -> str:
    return "hold" if isinstance(action, Hold) else "roll"
