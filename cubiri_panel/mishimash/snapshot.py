"""The JSON form of a MISHIMASH position, and its validation on the way back in.

Scores and turn points are saved as half-points (ints), so a snapshot round-trips exactly.
Loading checks every field and every rule the position must obey, so a tampered or
truncated save is refused with ``SnapshotError`` instead of becoming an impossible game.
"""

from __future__ import annotations

from typing import Any

from ..errors import SnapshotError
from ..game import snapshot_field
from .combinations import counts_of, selections
from .table import BANK, BUST, MISHIMASH, OVER, PLAY, STAGES, SUDDEN_DEATH, TableState, TurnEvent
from .turn import ALL_DICE, Turn

EVENT_KINDS = (BUST, BANK, MISHIMASH)


def state_to_dict(state: TableState) -> dict:
    turn = state.turn
    return {
        "turn": {"dice_in_hand": turn.dice_in_hand, "rolls": turn.rolls,
                 "points_half": turn.points_half, "clears": turn.clears, "dice": list(turn.dice)},
        "scores_half": list(state.scores_half),
        "turns": list(state.turns),
        "current": state.current,
        "stage": state.stage,
        "queue": list(state.queue),
        "contenders": list(state.contenders),
        "winner": state.winner,
        "last_turn": _event_to_dict(state.last_turn),
        "last_event": _event_to_dict(state.last_event),
    }


def _event_to_dict(event: TurnEvent | None) -> dict | None:
    if event is None:
        return None
    return {"kind": event.kind, "seat": event.seat, "half_points": event.half_points,
            "dice": list(event.dice)}


def _count(data: Any, key: str, lo: int = 0, hi: int | None = None) -> int:
    value = snapshot_field(data, key, int)
    if value < lo or (hi is not None and value > hi):
        raise SnapshotError(f"{key!r} out of range: {value}")
    return value


def _ints(data: Any, key: str, lo: int = 0, hi: int | None = None) -> tuple[int, ...]:
    values = snapshot_field(data, key, list)
    if not all(type(v) is int and v >= lo and (hi is None or v <= hi) for v in values):
        raise SnapshotError(f"{key!r} must be a list of whole numbers in range")
    return tuple(values)


def _turn_from_dict(data: Any) -> Turn:
    rolls = _count(data, "rolls")
    turn = Turn(dice_in_hand=_count(data, "dice_in_hand", 1, ALL_DICE), rolls=rolls,
                points_half=_count(data, "points_half"), clears=_count(data, "clears"),
                dice=_ints(data, "dice", 1, 6))
    if turn.clears > rolls:
        raise SnapshotError("a turn cannot clear the dice more often than it rolled")
    if rolls == 0 and (turn.points_half or turn.dice_in_hand != ALL_DICE or turn.dice):
        raise SnapshotError("a turn that has not rolled holds six dice and no points")
    takes = rolls - (1 if turn.dice else 0)
    if takes and not turn.points_half:
        raise SnapshotError("every take scores, so a turn that took dice holds points")
    if turn.dice:
        if len(turn.dice) != turn.dice_in_hand:
            raise SnapshotError("the roll waiting for a take must use every die in hand")
        if not selections(counts_of(turn.dice)):
            raise SnapshotError("a bust never waits for a take")
    return turn


def _event_from_dict(data: Any, seats: int) -> TurnEvent | None:
    if data is None:
        return None
    kind = snapshot_field(data, "kind", str)
    if kind not in EVENT_KINDS:
        raise SnapshotError(f"unknown event {kind!r:.30}")
    return TurnEvent(kind, _count(data, "seat", 0, seats - 1), _count(data, "half_points"),
                     _ints(data, "dice", 1, 6))


def state_from_dict(data: Any, seats: int, target_half: int) -> TableState:
    """The position saved by :func:`state_to_dict`, checked against the table's seats and
    target; ``SnapshotError`` if anything is missing, of the wrong type or impossible."""
    scores = _ints(data, "scores_half")
    turns = _ints(data, "turns")
    if len(scores) != seats or len(turns) != seats:
        raise SnapshotError(f"scores and turns must list all {seats} seats")
    stage = snapshot_field(data, "stage", str)
    if stage not in STAGES:
        raise SnapshotError(f"unknown stage {stage!r:.30}")
    winner = data.get("winner")
    if winner is not None and not (type(winner) is int and 0 <= winner < seats):
        raise SnapshotError("'winner' must be a seat or null")
    state = TableState(
        turn=_turn_from_dict(snapshot_field(data, "turn", dict)),
        scores_half=scores, turns=turns, current=_count(data, "current", 0, seats - 1),
        stage=stage, queue=_ints(data, "queue", 0, seats - 1),
        contenders=_ints(data, "contenders", 0, seats - 1), winner=winner,
        last_turn=_event_from_dict(snapshot_field(data, "last_turn", (dict, type(None))), seats),
        last_event=_event_from_dict(snapshot_field(data, "last_event", (dict, type(None))), seats))
    _check_stage(state, seats, target_half)
    return state


def _check_stage(state: TableState, seats: int, target_half: int) -> None:
    over, reached = state.stage == OVER, [s >= target_half for s in state.scores_half]
    if (state.winner is not None) != over:
        raise SnapshotError("a game has a winner exactly when it is over")
    if over and state.turn != Turn():
        raise SnapshotError("a finished game has no turn in play")
    if state.last_turn is not None and state.last_turn.kind == MISHIMASH:
        raise SnapshotError("a turn ends in a bust or a bank, not a MISHIMASH")
    if state.stage == PLAY:
        if state.queue or state.contenders:
            raise SnapshotError("no final round is under way")
        if any(reached):
            raise SnapshotError("someone reached the target, so the final round has begun")
        return
    if seats == 1 and state.stage != OVER:
        raise SnapshotError("a game alone has no final round")
    if not any(reached):
        raise SnapshotError("no one reached the target, so the game is not ending")
    order = (state.current, *state.queue)
    if list(order) != sorted(set(order)) and not over:
        raise SnapshotError("the seats still to play must follow seat order, each once")
    if state.stage == SUDDEN_DEATH:
        tied = state.contenders
        if len(tied) < 2 or list(tied) != sorted(set(tied)) or not set(order) <= set(tied):
            raise SnapshotError("sudden death is played by two or more tied seats, in seat order")
    elif state.contenders:
        raise SnapshotError("only sudden death has contenders")
    if over and (state.queue or state.contenders):
        raise SnapshotError("a finished game has no one left to play")
