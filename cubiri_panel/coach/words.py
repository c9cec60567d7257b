"""Choices in plain English words, for notebooks: ``"take 1, 5"``, ``"keep the bat"``, ``"-1 on
the 4"``. Each game's coach says its own choices (``describe``); the views say them in the
player's language from the actions themselves."""

from __future__ import annotations

from typing import Any

from .. import registry


def describe(action: Any, state: Any = None) -> str:
    """``action`` in words, read against ``state`` (the position it was chosen in) where the
    dice it names are needed; without a state, or for a value that is no game's action, the
    action's own text."""
    record = registry.of_action(action) if state is not None else None
    return str(action) if record is None else record.coach_module().describe(action, state)
