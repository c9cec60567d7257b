"""Restoring a saved MAGIKABOOM position, checking that it is one the rules can reach.

A snapshot comes from a browser's storage or a notebook, so nothing in it is trusted: every
field is type-checked, the phase must agree with the dice, and the log must account for every
hat on the track (replaying its hat moves from space 1 gives the saved scores).
"""

from __future__ import annotations

from typing import Any

from cubiri_panel.errors import SnapshotError
from cubiri_panel.game import snapshot_field

from .events import GameEnded, TurnStarted, event_from_json
from .ingredients import Ingredient
from .potion import DICE, explodes
from .state import MagikaboomState, Phase
from .effects import GOAL


def restore_table(settings: dict) -> dict:
    """``players`` and ``computers`` from saved settings (the game's constructor checks them)."""
    players = snapshot_field(settings, "players", list)
    computers = snapshot_field(settings, "computers", dict)
    if not all(isinstance(p, str) for p in players):
        raise SnapshotError("player names must be strings")
    return {"players": players, "computers": {int(seat): level for seat, level in computers.items()}}


def _faces(data: dict, key: str, most: int) -> tuple[Ingredient, ...]:
    value = snapshot_field(data, key, list)
    if len(value) > most or not all(type(v) is int and 1 <= v <= 6 for v in value):
        raise SnapshotError(f"{key!r} must be at most {most} die faces 1-6")
    return tuple(Ingredient(v) for v in value)


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise SnapshotError(message)


def restore_state(data: Any, seats: int) -> MagikaboomState:
    """The position saved by ``MagikaboomGame._state_to_dict``; ``SnapshotError`` if any part
    of it is malformed or contradicts the rules."""
    scores = snapshot_field(data, "scores", list)
    _check(len(scores) == seats and all(type(s) is int and s >= 1 for s in scores),
           "'scores' must hold one score from 1 up for each seat")
    scores = tuple(scores)
    player = snapshot_field(data, "player", int)
    _check(0 <= player < seats, "'player' is not a seat")
    try:
        phase = Phase(snapshot_field(data, "phase", str))
    except ValueError:
        raise SnapshotError(f"unknown phase {data['phase']!r:.30}") from None
    cauldron = _faces(data, "cauldron", DICE)
    rolled = _faces(data, "rolled", 2)
    _check(len(rolled) in (0, 2), "'rolled' holds the two dice of the last roll, or none")
    reserve = snapshot_field(data, "reserve", int)
    held = data.get("held")
    _check(held is None or (type(held) is int and 1 <= held <= 6), "'held' must be a die face or null")
    held = None if held is None else Ingredient(held)
    log = tuple(event_from_json(e, seats) for e in snapshot_field(data, "log", list))

    over = max(scores) >= GOAL
    _check(over == (phase is Phase.OVER), "the game is over exactly when a hat reaches the goal")
    if phase is Phase.ROLL:
        _check(not cauldron and not rolled and held is None and reserve == DICE,
               "a turn starts with an empty cauldron, no dice rolled and a full reserve")
    elif phase is Phase.KEEP:
        _check(len(rolled) == 2 and held is None and reserve == DICE - 2 - len(cauldron) >= 0,
               "two rolled dice wait to be kept; the other dice are in the cauldron or the reserve")
        _check(not explodes(cauldron, rolled), "that roll would have exploded")
    elif phase is Phase.STOP_OR_CONTINUE:
        _check(len(rolled) == 2 and held is not None and cauldron
               and reserve == DICE - 1 - len(cauldron) >= 0,
               "one die is in hand; the other dice are in the cauldron or the reserve")
        _check(sorted((cauldron[-1], held)) == sorted(rolled),
               "the last die kept and the die in hand must be the two dice rolled")
        _check(not explodes(cauldron[:-1], rolled), "that roll would have exploded")
    else:
        _check(0 <= reserve and len(cauldron) + reserve + (held is not None) <= DICE,
               "more than six dice on the table")

    _check(bool(log) and log[0] == TurnStarted(0), "the log starts with seat 0's turn")
    hats = [1] * seats
    for event in log:
        for move in getattr(event, "moves", ()):
            _check(hats[move.seat] == move.before, "the log's hat moves do not follow each other")
            hats[move.seat] = move.after
    _check(tuple(hats) == scores, "the log's hat moves do not lead to the saved scores")
    turns = [e.seat for e in log if isinstance(e, TurnStarted)]
    _check(turns[-1] == player and all(b == (a + 1) % seats for a, b in zip(turns, turns[1:])),
           "turns in the log go round the table in seat order, ending with the player to move")
    ended = [e for e in log if isinstance(e, GameEnded)]
    if over:
        top = max(scores)
        _check(len(ended) == 1 and log[-1] is ended[0] and ended[0].scores == scores
               and ended[0].winners == tuple(i for i, s in enumerate(scores) if s == top),
               "a finished game's log ends with its result")
    else:
        _check(not ended, "the log of a game in progress holds no result")
    return MagikaboomState(scores, player, phase, cauldron, reserve, rolled, held, log)
