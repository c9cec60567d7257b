"""Pig's rules: roll one die; a 1 ends the turn and loses its points; any other face adds to
them; hold to bank them. The first to reach the target wins at once."""

from __future__ import annotations

from typing import NamedTuple

from cubiri_panel.errors import IllegalAction

from .actions import Hold, Roll


class State(NamedTuple):
    scores: tuple[int, ...]
    current: int = 0
    turn_points: int = 0
    rolled: int = 0        # the face just rolled, 0 before the turn's first roll
    target: int = 100

    @classmethod
    def start(cls, seats: int, target: int) -> State:
        return cls((0,) * seats, target=target)


def is_over(state: State) -> bool:
    return max(state.scores) >= state.target


def legal_actions(state: State) -> list:
    if is_over(state):
        return []
    return [Roll(), Hold()] if state.turn_points else [Roll()]


def dice_to_roll(state: State, action) -> int:
    if action not in legal_actions(state):
        raise IllegalAction(f"{action} is not allowed now", "game-over" if is_over(state) else "not-now")
    return 1 if isinstance(action, Roll) else 0


def _next_seat(state: State) -> int:
    return (state.current + 1) % len(state.scores)


def step(state: State, action, dice: tuple[int, ...]) -> State:
    if isinstance(action, Hold):
        scores = list(state.scores)
        scores[state.current] += state.turn_points
        won = scores[state.current] >= state.target
        return state._replace(scores=tuple(scores), turn_points=0, rolled=0,
                              current=state.current if won else _next_seat(state))
    (face,) = dice
    if face == 1:
        return state._replace(turn_points=0, rolled=1, current=_next_seat(state))
    return state._replace(turn_points=state.turn_points + face, rolled=face)
