"""The games Cubiri knows: one record a game, and the one place shared code learns about a game.

Each game describes itself once, in its own package (``<game>/registration.py`` holds its
:class:`GameRecord`). Codes, log rows, the class pool, the coach, the views and the site ask
this registry and never name a game, as OpenSpiel's ``load_game`` and Gymnasium's ``make`` find
a game by its name. The built-in games are listed below by name and loaded when first asked
for; any other (a test's game, a teacher's own) joins with :func:`register`.

>>> [record.name for record in records()]
['magdagdon', 'mishimash', 'magikaboom']
>>> get("mishimash").letter, by_letter("k").title
('m', 'MAGIKABOOM')
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Mapping
from typing import Any

#: The games that come with Cubiri, in the order pages list them; each record is read from
#: ``cubiri_panel.<name>.registration`` when first asked for, so asking for one game loads
#: only that game.
BUILT_IN = ("magdagdon", "mishimash", "magikaboom")


@dataclasses.dataclass(frozen=True)
class Experiment:
    """What a class counts in a game's rolls: the event (``"bust"``), the log-row column whose
    value the event's chance depends on most (``"dice_in_hand"``), by which the class's table
    groups the rolls."""

    event: str
    group_by: str


@dataclasses.dataclass(frozen=True)
class GameRecord:
    """Everything shared code needs to know about one game.

    * ``name``: as saves and codes carry it (``game_class.GAME``); ``title``: as the card
      writes it, the same in every language; ``letter``: a code's first character.
    * ``game_class``: the game, with its settings and their limits.
    * ``players``: its computer players by level, a factory each; ``strongest`` the level the
      coach stands for.
    * ``coach``: the module that values its choices (``options(state)``, ``player(state)``,
      ``describe(action, state)``; optionally ``CHOICES``, the values it offers as
      one choice besides the game's actions, ``valuer()``, ``decisions(game)`` for decisions
      that span several actions, and ``expert_game(game)`` and ``expert_score(game)`` for a
      game measured against its expert), imported when first used.
    * ``log``: the module whose ``log_rows(game, number)`` reads its rolls, imported when used;
      ``experiment``: what a class counts in those rolls.
    * ``solved_tables``: the files its odds, hints and strongest players read, as paths inside
      the installed package (the static site fetches them once the game is live).
    * ``example``: a seeded game of it, played by its computer players or at random: the
      reference workload of the playout tests and benchmarks.
    """

    name: str
    title: str
    letter: str
    game_class: type
    players: Mapping[str, Callable[[], Any]]
    strongest: str
    coach: str
    log: str
    experiment: Experiment
    example: Callable[[int], Any]
    solved_tables: tuple[str, ...] = ()

    @property
    def title_key(self) -> str:
        """The catalog key of the game's title line (``"mishimash.title"``)."""
        return f"{self.name}.title"

    def coach_module(self):
        return importlib.import_module(self.coach)

    def log_rows(self, game, number: int = 1) -> list:
        return importlib.import_module(self.log).log_rows(game, number)


class UnknownGame(ValueError):
    """A name, letter or object of no registered game."""


_records: dict[str, GameRecord] = {}


def register(record: GameRecord) -> GameRecord:
    """Add a game (a record of a name and letter no other game has); returns it."""
    # Another game is held against the built-in ones, loaded now; they against each other.
    others = list(_records.values()) if record.name in BUILT_IN else records()
    for other in others:
        if other.name == record.name and other is not record:
            raise ValueError(f"a game named {record.name!r} is registered already")
        if other.letter == record.letter and other.name != record.name:
            raise ValueError(f"the code letter {record.letter!r} belongs to {other.name}")
    if record.game_class.GAME != record.name:
        raise ValueError(f"{record.game_class.__name__}.GAME is {record.game_class.GAME!r}, "
                         f"not {record.name!r}")
    _records[record.name] = record
    return record


def unregister(name: str) -> None:
    """Take a game added by :func:`register` out again (a test's game, once the test is done)."""
    if name in BUILT_IN:
        raise ValueError(f"{name} comes with Cubiri")
    _records.pop(name, None)


def get(name: str) -> GameRecord:
    """The record of the game called ``name``; ``UnknownGame`` if there is none."""
    if name not in _records and name in BUILT_IN:
        importlib.import_module(f"{__package__}.{name}.registration")  # it registers itself
    try:
        return _records[name]
    except (KeyError, TypeError):
        raise UnknownGame(f"no game is called {name!r}") from None


def names() -> tuple[str, ...]:
    """Every game's name: the built-in games first, then the others in the order they joined."""
    return (*BUILT_IN, *(name for name in _records if name not in BUILT_IN))


def records() -> list[GameRecord]:
    """Every game's record, in the order of :func:`names` (loading each built-in game)."""
    return [get(name) for name in names()]


def by_letter(letter: str) -> GameRecord | None:
    """The game whose codes start with ``letter``, or ``None``."""
    return next((record for record in records() if record.letter == letter), None)


def of(game: Any) -> GameRecord:
    """The record of ``game`` (a game, or a game class); ``UnknownGame`` for anything else."""
    name = getattr(game, "GAME", None)
    record = get(name) if isinstance(name, str) and name in names() else None
    cls = game if isinstance(game, type) else type(game)
    if record is None or not issubclass(cls, record.game_class):
        raise UnknownGame(f"{cls.__name__} is not a registered game")
    return record


def of_action(action: Any) -> GameRecord | None:
    """The game whose action ``action`` is, or whose coach values it as one choice (a coach's
    ``CHOICES``: MAGDAGDON's whole turn of placements); ``None`` for any other value."""
    found = next((record for record in records() if isinstance(action, record.game_class.ACTIONS)), None)
    return found or next((record for record in records()
                          if isinstance(action, getattr(record.coach_module(), "CHOICES", ()))), None)
