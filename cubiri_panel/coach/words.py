"""Choices in plain English words, for notebooks: ``"take 1, 5"``, ``"keep the bat"``, ``"-1 on
the 4"``. The views say them in the player's language from the actions themselves."""

from __future__ import annotations

from typing import Any

from ..magdagdon import actions as magdagdon
from ..magikaboom import actions as magikaboom
from ..magikaboom.facts import Ingredient
from ..mishimash import actions as mishimash


def describe(action: Any, state: Any = None) -> str:
    """``action`` in words, read against ``state`` (the position it was chosen in) where the
    dice it names are needed; without a state, the action's own text."""
    if state is None:
        return str(action)
    match action:
        case mishimash.Take(dice=dice):
            return "take " + ", ".join(str(state.turn.dice[i]) for i in dice)
        case mishimash.Bank():
            return "bank"
        case mishimash.Roll():
            return "roll"
        case magikaboom.Keep(die=die):
            return f"keep the {Ingredient(state.rolled[die])}"
        case magikaboom.Stop():
            return "stop"
        case magikaboom.Roll():
            return "continue" if state.held is not None else "roll"
        case magdagdon.Adjust(die=die, delta=delta):
            return f"{delta:+d} on the {state.dice[die]}"
        case magdagdon.Reroll(dice=dice):
            return "reroll " + ", ".join(str(state.dice[i]) for i in dice)
        case magdagdon.AcceptMagdagdon(row=row, col=col):
            return f"ruin at ({row}, {col})"
    return str(action)
