"""A class's games pooled: the codes students paste in (``game.to_code()``), each read back
through the save's checks, their rolls as one table and each kind's experiment table. No
server: this runs in the browser's Pyodide as it does in a notebook.

>>> from cubiri_panel.classroom import pool
>>> pooled = pool(["m1...", "hello"])          # doctest: +SKIP
>>> pooled.refused                             # doctest: +SKIP
[('m1...', 'the code is damaged'), ('hello', 'not the code of a Cubiri game')]

Every good code is pooled; every other entry is listed with why (:class:`Refusal`, whose
``key`` names the reason for a translated page): blank, not a code, damaged, from a newer
version of Cubiri, of another kind than the one asked for, handed in to another class than the
one asked for, a repeat, or beyond the limit. An entry may be a plain code or a game handed in
to a class (``hand_in``: ``cubiri:<class>/<code>``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .. import codes, registry
from ..csvfile import to_csv
from ..errors import SnapshotError
from ..log_rows import COLUMNS, LogRow, log_rows, row_values
from . import hand_in
from .tables import ExperimentTable, experiment_table

#: The most a paste may hold (the text of some 3,000 long games): a larger text is refused unread.
MAX_PASTE_BYTES = 1_000_000
#: The most codes one pool takes (a school's year of games); later ones are listed as refused.
MAX_CODES = 2_000
REASONS = {
    "blank": "a blank line",
    "not-a-code": "not the code of a Cubiri game",
    "newer": "the code comes from a newer version of Cubiri",
    "damaged": "the code is damaged (a character missing or changed)",
    "other-kind": "the code of another game than the one asked for",
    "other-class": "a game handed in to another class",
    "repeated": "the same code appears earlier in the list",
    "too-many": f"beyond the {MAX_CODES:,} codes a pool takes",
}


class PasteTooLarge(ValueError):
    """A paste over :data:`MAX_PASTE_BYTES`: refused unread, with the limit in its message."""

    def __init__(self, size: int):
        super().__init__(f"the text is {size:,} bytes: a paste may hold at most {MAX_PASTE_BYTES:,} bytes "
                         f"(about {MAX_CODES:,} game codes)")
        self.size = size


class Refusal(tuple):
    """``(code, reason in words)``, with ``key`` naming the reason (a key of :data:`REASONS`)
    and ``detail`` what the reason names (the other class, for ``"other-class"``)."""

    def __new__(cls, code: str, key: str, detail: str = ""):
        refusal = super().__new__(cls, (code, REASONS[key] + (f" ({detail})" if detail else "")))
        refusal.key, refusal.detail = key, detail
        return refusal

    @property
    def code(self) -> str:
        return self[0]

    @property
    def reason(self) -> str:
        return self[1]


def codes_in(text: str) -> list[str]:
    """The codes of a pasted text or file: one a line (blank lines between them are no entry);
    ``PasteTooLarge`` over :data:`MAX_PASTE_BYTES`."""
    if not isinstance(text, str):
        raise TypeError(f"a paste is text, not {type(text).__name__}")
    size = len(text.encode("utf-8", "replace"))
    if size > MAX_PASTE_BYTES:
        raise PasteTooLarge(size)
    return [line.strip() for line in text.splitlines() if line.strip()]


def _kind_of(code: str) -> str | None:
    """The kind a code's first letter names, if the code starts as a Cubiri code does."""
    record = registry.by_letter(code[0]) if len(code) >= 2 and code[1].isdigit() else None
    return None if record is None else record.name


def _known(kind: str | None) -> None:
    if kind is not None and kind not in registry.names():
        raise ValueError(f"no game called {kind!r}: choose one of {list(registry.names())}")


class Pool:
    """The games a class's codes hold, in the order pasted, and the entries refused."""

    def __init__(self, games: list, rows: list[list[LogRow]], refused: list[Refusal], kind: str | None,
                 codes: list[str] | None = None, klass: str | None = None, entries: list[str] | None = None):
        self.games = games
        self.refused = refused
        self.kind = kind
        #: each game's code and the entry it was read from, in the games' order, and the class
        #: asked for (as shown), if any
        self.codes = codes if codes is not None else [g.to_code() for g in games]
        self.entries = entries if entries is not None else list(self.codes)
        self.klass = klass
        self._rows = rows

    def __repr__(self) -> str:
        return f"<Pool of {len(self.games)} games, {len(self.refused)} refused>"

    @property
    def kinds(self) -> list[str]:
        """The kinds of the games pooled, in the games' order of play in Cubiri."""
        return [kind for kind in registry.names() if any(g.GAME == kind for g in self.games)]

    def rows(self) -> list[LogRow]:
        """Every roll of every game pooled, game by game (``game`` is its place in the pool)."""
        return [row for rows in self._rows for row in rows]

    def to_csv(self) -> str:
        """The rows as a CSV file's text (``cubiri_panel.csvfile``: columns ``COLUMNS``)."""
        return to_csv(COLUMNS, (row_values(row) for row in self.rows()))

    def table(self, kind: str) -> ExperimentTable:
        """``kind``'s experiment table over the games pooled."""
        _known(kind)
        return experiment_table(kind, self.rows())

    def tables(self) -> dict[str, ExperimentTable]:
        """The experiment table of every kind pooled."""
        rows = self.rows()
        return {kind: experiment_table(kind, rows) for kind in self.kinds}

    def tables_csv(self) -> str:
        """Every table as one CSV file (a row a group, each table's total with a blank group)."""
        records = [r for table in self.tables().values() for r in table.records()]
        groups = dict.fromkeys(record.experiment.group_by for record in registry.records())
        columns = ["kind", *groups, "rolls", "observed", "expected", "observed_share", "expected_share"]
        return to_csv(columns, records)


def _screened(code: str, seen: set[str], pooled: int, kind: str | None) -> str | None:
    """Why ``code`` is refused before it is read (a key of :data:`REASONS`), or ``None``."""
    if not code:
        return "blank"
    if code in seen:
        return "repeated"
    if pooled >= MAX_CODES:
        return "too-many"
    if len(code) > codes.MAX_LENGTH or _kind_of(code) is None:
        return "not-a-code"
    if code[1] > codes.FORMAT:
        return "newer"
    if kind is not None and _kind_of(code) != kind:
        return "other-kind"
    return None


def _unwrapped(entry: str, klass: str | None) -> tuple[str, str | None, str]:
    """``(game code, reason refused or None, the other class)`` of an entry, a plain code or a
    game handed in to a class (``hand_in``)."""
    if not hand_in.is_hand_in(entry):
        return entry, None, ""
    try:
        handed = hand_in.read(entry)
    except ValueError:
        return entry, "not-a-code", ""
    if klass is not None and not hand_in.same_class(handed.class_code, klass):
        return handed.code, "other-class", handed.class_code
    return handed.code, None, ""


def pool(entries: Iterable[str] | str, kind: str | None = None,
         progress: Callable[[int, int], Any] | None = None, klass: str | None = None) -> Pool:
    """Pool the games of ``entries`` (a list of codes, or a pasted text, one a line).

    ``kind`` (a game's name, as the registry knows it) refuses codes of the other kinds; ``klass``
    (a class code) refuses games handed in to another class (plain codes still pool);
    ``progress(done, total)`` is called as the codes are read (every few codes and at the end).
    A pasted text over :data:`MAX_PASTE_BYTES` raises ``PasteTooLarge``, and a ``klass`` that is
    no class code ``ValueError``; nothing else raises.
    """
    _known(kind)
    klass = None if klass is None else hand_in.shown_class_code(klass)
    entries = codes_in(entries) if isinstance(entries, str) else list(entries)
    games, found, read, rows, refused, seen = [], [], [], [], [], set()
    total = len(entries)
    for done, entry in enumerate(entries, 1):
        code = entry.strip() if isinstance(entry, str) else ""
        code, key, other = _unwrapped(code, klass)
        key = key or _screened(code, seen, len(games), kind)
        seen.add(code)  # a code refused once is a repeat the next time, not refused anew
        if key is None:
            try:
                game = codes.decode(code)
            except SnapshotError:
                key = "damaged"
            else:
                games.append(game)
                found.append(code)
                read.append(entry.strip())
                rows.append(log_rows(game, len(games)))
        if key is not None:
            refused.append(Refusal(entry if isinstance(entry, str) else repr(entry)[:80], key, other))
        if progress is not None and (done % 25 == 0 or done == total):
            progress(done, total)
    return Pool(games, rows, refused, kind, found, klass, read)


__all__ = ["MAX_CODES", "hand_in", "MAX_PASTE_BYTES", "REASONS", "ExperimentTable", "PasteTooLarge", "Pool",
           "Refusal", "codes_in", "pool"]
