"""The saved form of a game: its settings, its seed and its actions, with a check of them.

Format 2 keeps the actions as a list of ``Action.to_json()`` values; format 3 as one string of
letters, for a game that names a letter for each of its actions (``Game.LETTERS``). Format 1
also carried the position and the Mersenne Twister state: it is read here and replayed by the
game, which then checks that its dice stand where the old save says. Nothing here replays:
the game does that through its own rules, so no position the rules cannot reach is restored.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from .action import Action, action_from_json, actions_from_letters
from .dice import seed_problem
from .errors import GameTooLong, SnapshotError

LIST_FORMAT = 2
LETTERS_FORMAT = 3
KEYS = frozenset({"game", "format", "settings", "seed", "history", "check"})
#: Optional keys: ``hints`` (``true``) marks a game in which the player asked for hints, so its
#: high-score entry says so; saves without it (all older ones) load as games without hints.
OPTIONAL = frozenset({"hints"})


class Saved(NamedTuple):
    """What a snapshot holds, read and checked: the game replays ``actions`` from ``seed``;
    ``dice_state`` is a format-1 save's generator state, which the replay must reach."""

    settings: dict
    seed: int | str
    actions: list[Action]
    dice_state: list | None = None
    hints: bool = False


def check(game: str, settings: dict, seed: int | str, history: list | str) -> str:
    """The digest a snapshot carries of everything else in it, so that a save truncated,
    reordered or edited by hand is refused even where what is left would still replay."""
    body = json.dumps([game, settings, seed, history], separators=(",", ":"), sort_keys=True,
                      ensure_ascii=True)
    return hashlib.sha256(body.encode()).hexdigest()[:16]


def field(data: Any, key: str, kind: type | tuple[type, ...]) -> Any:
    """``data[key]`` if ``data`` is a dict holding a value of exactly that type (JSON keeps
    ``true`` and ``1`` apart, and so does this), else ``SnapshotError``."""
    if type(data) is not dict:
        raise SnapshotError("a saved game's parts must be objects")
    if key not in data:
        raise SnapshotError(f"saved game lacks {key!r}")
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if type(value) not in kinds:
        raise SnapshotError(f"{key!r} must be {' or '.join(k.__name__ for k in kinds)}")
    return value


def write(game: str, settings: dict, seed: int | str, actions: Sequence[Action],
          letters: dict[Action, str], max_history: int) -> dict:
    """The snapshot of a game; ``SnapshotError`` if its seed cannot be saved, ``GameTooLong``
    if it has more actions than ``max_history``."""
    problem = seed_problem(seed)
    if problem:
        raise SnapshotError(f"this game's seed cannot be saved: {problem}")
    if len(actions) > max_history:
        raise GameTooLong(f"a game of more than {max_history} actions cannot be saved")
    if letters:
        form, history = LETTERS_FORMAT, "".join([letters[a.canonical()] for a in actions])
    else:
        form, history = LIST_FORMAT, [a.to_json() for a in actions]
    return {"game": game, "format": form, "settings": settings, "seed": seed,
            "history": history, "check": check(game, settings, seed, history)}


def read(data: Any, game: str, kinds: Iterable[type[Action]], letters: dict[Action, str],
         max_history: int) -> Saved:
    """The parts of a snapshot of ``game``, checked; ``SnapshotError`` for anything that is
    not one, whatever the value."""
    if field(data, "game", str) != game:
        raise SnapshotError(f"not a saved {game} game")
    form = field(data, "format", int)
    if form == 1:
        return _read_format_1(data, game, kinds, max_history)
    if form != LIST_FORMAT and not (form == LETTERS_FORMAT and letters):
        raise SnapshotError(f"unknown snapshot format {form}")
    if not KEYS <= set(data) <= KEYS | OPTIONAL:
        raise SnapshotError("a saved game holds exactly: " + ", ".join(sorted(KEYS)))
    hints = "hints" in data
    if hints and data["hints"] is not True:
        raise SnapshotError("'hints' must be true when given")
    settings, seed = field(data, "settings", dict), field(data, "seed", (int, str))
    history = field(data, "history", str if form == LETTERS_FORMAT else list)
    problem = seed_problem(seed)
    if problem:
        raise SnapshotError(problem)
    _check_length(history, game, max_history)
    if field(data, "check", str) != check(game, settings, seed, history):
        raise SnapshotError("the saved game does not match its check: it was cut short or edited")
    return Saved(settings, seed, _actions(history, kinds, letters), hints=hints)


def _read_format_1(data: dict, game: str, kinds: Iterable[type[Action]], max_history: int) -> Saved:
    seed, history = data.get("seed"), field(data, "history", list)
    if seed_problem(seed):
        raise SnapshotError("an old save without a seed cannot be replayed")
    _check_length(history, game, max_history)
    dice_state = field(field(data, "rng", dict), "state", list)
    return Saved(field(data, "settings", dict), seed, _actions(history, kinds, {}), dice_state)


def _check_length(history: list | str, game: str, max_history: int) -> None:
    # Longer histories than any real game: a snapshot claiming more is refused unread.
    if len(history) > max_history:
        raise SnapshotError(f"more than {max_history} actions: no {game} game is that long")


def _actions(history: list | str, kinds: Iterable[type[Action]], letters: dict[Action, str]) -> list[Action]:
    if type(history) is str:
        return actions_from_letters(history, letters)
    return [action_from_json(a, kinds) for a in history]
