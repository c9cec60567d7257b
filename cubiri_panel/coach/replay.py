"""The positions of a game, one before each action of its history: a game keeps only its
position now, so the coach replays it from its seed through the rules."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..action import Action


def positions(game) -> Iterator[tuple[int, Any, Action]]:
    """``(number, state, action)`` for each action of ``game.history``: its 1-based place, the
    state it was chosen in, and the action. ``ValueError`` for a game whose dice come from a
    source given as ``rng`` (only a game rolling from its own seed replays)."""
    if not game._replayable:
        raise ValueError("only a game that rolls from its own seed can be reviewed: this one "
                         f"rolls from {type(game.rng).__name__}")
    fresh = type(game)._from_settings(game._settings_to_dict(), game.seed)
    state = fresh.state
    for number, action in enumerate(game.history, 1):
        yield number, state, action
        state = fresh._next_state(state, action)
