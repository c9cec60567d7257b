"""The table of a MISHIMASH game: banked scores, whose turn it is, and how the game ends.

Kept apart from the game class so that the end-of-game rules (final round without wrap-around,
sudden death among the tied) read as one small pure function over an immutable value.
"""

from __future__ import annotations

from typing import NamedTuple

from .turn import Turn

PLAY = "play"
FINAL_ROUND = "final-round"
SUDDEN_DEATH = "sudden-death"
OVER = "over"
STAGES = (PLAY, FINAL_ROUND, SUDDEN_DEATH, OVER)

BUST, BANK, MISHIMASH = "bust", "bank", "mishimash"


class TurnEvent(NamedTuple):
    """Something a banner announces: a bust (``half_points`` lost, ``dice`` the roll), a bank
    (``half_points`` banked) or a MISHIMASH (``half_points`` of bonus)."""

    kind: str
    seat: int
    half_points: int
    dice: tuple[int, ...] = ()

    @property
    def points(self) -> float:
        return self.half_points / 2


class TableState(NamedTuple):
    """The whole position of a game. Scores are in half-points.

    ``queue`` holds the seats still to play after the current one in the final round or in
    the current sudden-death round; ``contenders`` the seats tied for first in sudden death.
    """

    turn: Turn
    scores_half: tuple[int, ...]
    turns: tuple[int, ...]
    current: int = 0
    stage: str = PLAY
    queue: tuple[int, ...] = ()
    contenders: tuple[int, ...] = ()
    winner: int | None = None
    last_turn: TurnEvent | None = None
    last_event: TurnEvent | None = None

    @classmethod
    def start(cls, seats: int) -> TableState:
        return cls(Turn(), (0,) * seats, (0,) * seats)


def end_turn(state: TableState, event: TurnEvent, target_half: int) -> TableState:
    """The table after the current player's turn ended with ``event`` (a bust or a bank)."""
    seat = state.current
    scores = list(state.scores_half)
    if event.kind == BANK:
        scores[seat] += event.half_points
    turns = list(state.turns)
    turns[seat] += 1
    done = state._replace(turn=Turn(), scores_half=tuple(scores), turns=tuple(turns),
                          last_turn=event, last_event=event)
    seats = len(scores)
    reached = event.kind == BANK and scores[seat] >= target_half  # checked only after a bank
    if seats == 1:
        return done._replace(stage=OVER, winner=seat) if reached else done
    if state.stage == PLAY:
        if not reached:
            return done._replace(current=(seat + 1) % seats)
        # the final round: the seats after this one, without wrapping around
        return _next_in_round(done._replace(stage=FINAL_ROUND), tuple(range(seat + 1, seats)),
                              tuple(range(seats)))
    candidates = tuple(range(seats)) if state.stage == FINAL_ROUND else state.contenders
    return _next_in_round(done, state.queue, candidates)


def _next_in_round(state: TableState, queue: tuple[int, ...], candidates: tuple[int, ...]) -> TableState:
    if queue:
        return state._replace(current=queue[0], queue=queue[1:])
    top = max(state.scores_half[s] for s in candidates)
    tied = tuple(s for s in candidates if state.scores_half[s] == top)
    if len(tied) == 1:
        return state._replace(stage=OVER, winner=tied[0], queue=(), contenders=())
    # the tied play sudden-death rounds, one turn each in seat order
    return state._replace(stage=SUDDEN_DEATH, contenders=tied, current=tied[0], queue=tied[1:])
