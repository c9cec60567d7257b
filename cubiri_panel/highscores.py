"""High-score tables that survive whatever a browser's storage hands back.

Each game subclasses :class:`HighScores` with its table names, entry fields and ranking.
Loading never raises: every valid entry is kept, every other one is dropped and reported, so a
tampered or half-written save costs only the entries that are actually bad.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from .errors import IllegalAction
from .names import clean_name

FORMAT = 1
LIMIT = 10


def int_between(lo: int, hi: int) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        if type(value) is not int:
            return "must be a whole number"
        if not lo <= value <= hi:
            return f"must lie in {lo}..{hi}"
        return None
    return check


def iso_date(value: Any) -> str | None:
    if not isinstance(value, str) or len(value) != 10:
        return "must be a date written YYYY-MM-DD"
    try:
        dt.date.fromisoformat(value)
    except ValueError:
        return "must be a date written YYYY-MM-DD"
    return None


def player_name(max_length: int) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        if not (isinstance(value, str) and 1 <= len(value) <= max_length and clean_name(value) == value):
            return f"must be a name of 1 to {max_length} characters, without control characters"
        return None
    return check


def names(max_count: int, max_length: int) -> Callable[[Any], str | None]:
    one = player_name(max_length)

    def check(value: Any) -> str | None:
        if not (isinstance(value, list) and 1 <= len(value) <= max_count and not any(map(one, value))):
            return f"must be a list of 1..{max_count} names"
        return None
    return check


def record_of(game: Any) -> dict:
    """A finished game's high-score entry: its ``record``, marked ``hints`` if the player asked
    the coach for hints; ``IllegalAction`` before the end."""
    record = game.record
    if record is None:
        raise IllegalAction("the game is not over yet", "not-over")
    return {**record, "hints": True} if getattr(game, "hints_used", False) else record


@dataclasses.dataclass(frozen=True)
class Dropped:
    """An entry (or a whole table) that loading set aside, and why."""

    table: str
    index: int | None
    reason: str

    def __str__(self) -> str:
        where = self.table if self.index is None else f"{self.table} #{self.index + 1}"
        return f"{where}: {self.reason}"


class HighScores:
    """Immutable top-``LIMIT`` tables, one per name in ``TABLES``.

    Subclasses set ``GAME``, ``TABLES``, ``FIELDS`` (field name -> check returning an error
    message or ``None``) and ``rank_key`` (smaller sorts first), and may add ``record_problem``:
    what the game allows of a whole entry in a given table, beyond each field on its own. A
    finished game offers its entry as ``record`` and its table as ``record_table``.
    """

    GAME: ClassVar[str] = ""
    TABLES: ClassVar[tuple[str, ...]] = ()
    FIELDS: ClassVar[Mapping[str, Callable[[Any], str | None]]] = {}
    #: Fields an entry may have: ``hints`` (``true``) marks a game played with the coach's
    #: hints ("with hints" in the table); entries saved before it existed have none.
    OPTIONAL: ClassVar[Mapping[str, Callable[[Any], str | None]]] = {
        "hints": lambda value: None if value is True else "must be true"}

    def __init__(self, tables: Mapping[str, list[dict]] | None = None):
        tables = tables or {}
        unknown = set(tables) - set(self.TABLES)
        if unknown:
            raise ValueError(f"unknown high-score tables: {sorted(unknown)}")
        self._tables = {}
        for name in self.TABLES:
            entries = [self.check_entry(e, name) for e in tables.get(name, [])]
            self._tables[name] = tuple(sorted(entries, key=self.rank_key)[:LIMIT])

    @staticmethod
    def rank_key(entry: Mapping[str, Any]) -> Any:
        raise NotImplementedError

    @classmethod
    def entry_problem(cls, entry: Any, table: str) -> str | None:
        """Why ``entry`` cannot stand in table ``table``, or ``None`` if it can."""
        if not isinstance(entry, Mapping):
            return "not an entry"
        for name, check in cls.FIELDS.items():
            if name not in entry:
                return f"{name} is missing"
            problem = check(entry[name])
            if problem:
                return f"{name} {problem}"
        for name, check in cls.OPTIONAL.items():
            problem = check(entry[name]) if name in entry else None
            if problem:
                return f"{name} {problem}"
        return cls.record_problem(table, entry)

    @classmethod
    def record_problem(cls, table: str, entry: Mapping[str, Any]) -> str | None:
        """What the game cannot have produced in this entry, its fields being valid one by one."""
        return None

    @classmethod
    def check_entry(cls, entry: Any, table: str) -> dict:
        problem = cls.entry_problem(entry, table)
        if problem:
            raise ValueError(problem)
        kept = [*cls.FIELDS, *(name for name in cls.OPTIONAL if name in entry)]
        return {name: entry[name] for name in kept}  # unknown keys are not kept

    def table(self, name: str) -> tuple[dict, ...]:
        return tuple(dict(e) for e in self._tables[name])

    def __getitem__(self, name: str) -> tuple[dict, ...]:
        return self.table(name)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other._tables == self._tables

    def __repr__(self) -> str:
        counts = ", ".join(f"{n}={len(t)}" for n, t in self._tables.items())
        return f"{type(self).__name__}({counts})"

    def rank_of(self, name: str, entry: Mapping[str, Any]) -> int | None:
        """The 0-based place ``entry`` would take in table ``name``, or ``None`` if it would not
        make the table. Ties go below the entries already there."""
        key = self.rank_key(entry)
        place = sum(1 for e in self._tables[name] if self.rank_key(e) <= key)
        return place if place < LIMIT else None

    def add(self, name: str, entry: Mapping[str, Any]) -> tuple[HighScores, int | None]:
        """The tables with ``entry`` recorded, and its 0-based place (``None``: it did not make
        the top ``LIMIT``)."""
        if name not in self._tables:
            raise ValueError(f"unknown high-score table {name!r}")
        entry = self.check_entry(entry, name)
        place = self.rank_of(name, entry)
        if place is None:
            return self, None
        tables = {n: list(t) for n, t in self._tables.items()}
        tables[name].insert(place, entry)
        return type(self)(tables), place

    def add_game(self, game: Any) -> tuple[HighScores, int | None]:
        """The tables with a finished game's ``record`` entered in its ``record_table``, and
        its 0-based place (``None``: it did not make the top ``LIMIT``); ``IllegalAction``
        before the end."""
        return self.add(game.record_table, record_of(game))

    def to_json(self) -> dict:
        return {"game": self.GAME, "format": FORMAT,
                "tables": {n: [dict(e) for e in t] for n, t in self._tables.items()}}

    @classmethod
    def from_json(cls, data: Any) -> tuple[HighScores, list[Dropped]]:
        """The valid part of ``data``, and what was dropped. Never raises."""
        dropped: list[Dropped] = []
        if not isinstance(data, Mapping) or not isinstance(data.get("tables"), Mapping):
            return cls(), [Dropped("*", None, "not a high-score table")]
        # Reasons name types, never values: a value may be nested past any repr.
        if data.get("game") != cls.GAME:
            return cls(), [Dropped("*", None, "high scores of another game")]
        if type(data.get("format")) is not int or data.get("format") != FORMAT:
            return cls(), [Dropped("*", None, "unknown format")]
        kept: dict[str, list[dict]] = {}
        for name, entries in data["tables"].items():
            if name not in cls.TABLES:
                dropped.append(Dropped(str(name)[:30], None, "unknown table"))
                continue
            if not isinstance(entries, list):
                dropped.append(Dropped(name, None, "not a list of entries"))
                continue
            for index, entry in enumerate(entries):
                problem = cls.entry_problem(entry, name)
                if problem:
                    dropped.append(Dropped(name, index, problem))
                else:
                    kept.setdefault(name, []).append(cls.check_entry(entry, name))
        for name, entries in kept.items():
            ranked = sorted(entries, key=cls.rank_key)
            dropped.extend(Dropped(name, None, "below the top ten") for _ in ranked[LIMIT:])
        return cls(kept), dropped
