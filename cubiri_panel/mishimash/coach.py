"""The coach of MISHIMASH: bank or roll on, and which take, at every point of a turn.

At a table each choice is valued by the chance of winning after it
(:mod:`~cubiri_panel.mishimash.solvers.turn_win_chances`: exact in a final turn with no one
left to answer, the race model's estimate before it). Alone at the table there is no one to
beat, so a choice is valued by the points the turn then banks on average, playing on for
points (:mod:`~cubiri_panel.mishimash.solvers.turn_values`, exact).
"""

from __future__ import annotations

from ..coach.decision import Option
from .actions import Bank, Roll, Take
from .rules import Turn, is_over, take, turn_actions
from .solvers.turn_values import optimal_turn_values
from .solvers.turn_win_chances import TurnChances



class Valuer:
    """Values the choices of positions, one turn's chances kept while the turn goes on (a
    review asks for every position of a turn in order)."""

    def __init__(self):
        self._key = None
        self._chances: TurnChances | None = None

    def options(self, state) -> list[Option]:
        """The choices of the player to move with their values, best first; ``[]`` where there
        is no real choice (a roll to start a turn, one take on offer, the game over)."""
        if is_over(state):
            return []
        turn = state.turn
        actions = turn_actions(turn)
        if len(actions) < 2:
            return []
        if len(state.scores_half) == 1:
            found = _solo_values(turn, actions)
        else:
            key = (state.scores_half, state.current, state.stage, state.queue, state.contenders)
            if key != self._key:
                self._key, self._chances = key, TurnChances(state)
            found = [(action, chance.value, chance.exact)
                     for action, chance in self._chances.choices(turn).items()]
        unit = "points" if len(state.scores_half) == 1 else "chance"
        return sorted((Option(action.canonical(), value, unit, exact) for action, value, exact in found),
                      key=lambda option: -option.value)


def _solo_values(turn: Turn, actions: list) -> list[tuple]:
    """The turn's expected banked points after each choice, playing on for points."""
    values = optimal_turn_values()
    found = []
    for action in actions:
        if isinstance(action, Bank):
            half = turn.half_points
        elif isinstance(action, Roll):
            half = values.roll_value_half(turn.dice_in_hand, turn.rolls + 1, turn.half_points, turn.clears)
        else:
            d, k, t, c, _ = take(turn, action.dice).after
            half = values.value_half(d, k + 1, t, c)
        found.append((action, half / 2, True))
    return found


def player(state) -> int:
    return state.current


def valuer():
    """What a review asks for each position in turn: :meth:`Valuer.options` of one valuer, so
    that a turn's chances are worked out once for all its positions."""
    return Valuer().options


def options(state) -> list[Option]:
    """The choices of the player to move with their values, best first (see :class:`Valuer`)."""
    return Valuer().options(state)


def describe(action, state) -> str:
    """A choice in plain English words, read against the position it was chosen in."""
    match action:
        case Take(dice=dice):
            return "take " + ", ".join(str(state.turn.dice[i]) for i in dice)
        case Bank():
            return "bank"
        case Roll():
            return "roll"
    return str(action)
