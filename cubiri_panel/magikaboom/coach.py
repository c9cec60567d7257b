"""The coach of MAGIKABOOM: each choice valued by the champion's chance of winning after it
(:mod:`~cubiri_panel.magikaboom.solvers.race_chances`: exact with two players, the model's with
more)."""

from __future__ import annotations

from ..coach.decision import Option
from .actions import Keep, Roll, Stop
from .facts import Ingredient
from .game import MagikaboomPosition
from .rules import Phase
from .solvers.race_chances import choice_chances



def options(state) -> list[Option]:
    """The choices of the player to move with their chances, best first; ``[]`` where there
    is no real choice (a roll to make, two dice alike to keep, one way on, the game over)."""
    if state.phase is Phase.ROLL or state.phase is Phase.OVER:
        return []
    if state.phase is Phase.KEEP and state.rolled[0] == state.rolled[1]:
        return []  # either die kept leaves the same cauldron and the same die in hand
    found = choice_chances(MagikaboomPosition(state))
    if len(found) < 2:
        return []
    exact = len(state.scores) == 2
    return sorted((Option(action, chance, "chance", exact) for action, chance in found.items()),
                  key=lambda option: -option.value)


def player(state) -> int:
    return state.player


def describe(action, state) -> str:
    """A choice in plain English words, read against the position it was chosen in."""
    match action:
        case Keep(die=die):
            return f"keep the {Ingredient(state.rolled[die])}"
        case Stop():
            return "stop"
        case Roll():
            return "continue" if state.held is not None else "roll"
    return str(action)
