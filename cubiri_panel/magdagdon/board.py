"""The MAGDAGDON board as a value: an immutable 4x4 grid of numbers, empty cells and ruins, with
its text form (``"12../.3../..../...X"``) and the rules' questions about it. A board wraps the
16 cells of ``rules`` (a tuple in reading order: ``EMPTY``, a number 1-6 or ``RUIN``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NamedTuple

from . import placement
from .facts import CELLS, EMPTY, LINES, RUIN, SIZE, Bonus
from .scoring import board_score, line_bonus

Cell = tuple[int, int]

_TEXT_OF = {EMPTY: ".", RUIN: "X", **{v: str(v) for v in range(1, 7)}}
_VALUE_OF = {text: value for value, text in _TEXT_OF.items()}


def cell_index(row: int, col: int) -> int:
    """The position of ``(row, col)`` in ``Board.cells``; ``ValueError`` off the board."""
    if not (type(row) is int and type(col) is int and 0 <= row < SIZE and 0 <= col < SIZE):
        raise ValueError(f"({row!r}, {col!r}) is not a cell of the 4x4 board")
    return row * SIZE + col


def cell_of(index: int) -> Cell:
    """The ``(row, col)`` of position ``index`` in ``Board.cells``."""
    return divmod(index, SIZE)


class Line(NamedTuple):
    """One row or column and what it scores."""

    kind: str                    # "row" or "col"
    index: int                   # 0-3, top to bottom or left to right
    cells: tuple[int, ...]       # its four cells: 0 empty, 1-6, 7 ruin
    total: int                   # the sum of its numbers
    bonus: Bonus | None

    @property
    def name(self) -> str:
        return f"{self.kind} {self.index + 1}"

    @property
    def bonus_points(self) -> int:
        return self.bonus.points if self.bonus else 0

    @property
    def points(self) -> int:
        """Sum plus bonus."""
        return self.total + self.bonus_points


class Board:
    """An immutable, hashable 4x4 MAGDAGDON board.

    >>> b = Board.parse("12../.3../..../...X")
    >>> b[0, 1], b.to_text()
    (2, '12../.3../..../...X')
    >>> sorted(b.legal_cells(4))
    [(1, 2), (2, 1)]
    """

    __slots__ = ("cells", "_hash")

    def __init__(self, cells: Iterable[int] = (EMPTY,) * 16):
        cells = tuple(cells)
        if len(cells) != CELLS or any(type(v) is not int or not EMPTY <= v <= RUIN for v in cells):
            raise ValueError("a board is 16 cells, each 0 (empty), 1-6 or 7 (ruin)")
        object.__setattr__(self, "cells", cells)
        object.__setattr__(self, "_hash", hash(cells))

    @classmethod
    def _trusted(cls, cells: tuple[int, ...]) -> Board:
        # The engine builds boards only from boards it has checked, so it skips the checks.
        board = object.__new__(cls)
        object.__setattr__(board, "cells", cells)
        object.__setattr__(board, "_hash", hash(cells))
        return board

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Board is immutable: place() and with_ruin() return a new one")

    # -- text ----------------------------------------------------------------------------
    @classmethod
    def parse(cls, text: str) -> Board:
        """A board from text: rows top to bottom separated by ``/``; ``1``-``6`` a number,
        ``.`` empty, ``X`` a ruin. Whitespace around rows is ignored."""
        if not isinstance(text, str):
            raise ValueError(f"a board is written as text, not {type(text).__name__}")
        rows = [row.strip() for row in text.strip().split("/")]
        if len(rows) != SIZE or any(len(row) != SIZE for row in rows):
            raise ValueError(f"a board is 4 rows of 4 cells separated by '/': {text!r}")
        cells = []
        for row in rows:
            for char in row:
                value = _VALUE_OF.get(char.upper())
                if value is None:
                    raise ValueError(f"{char!r} is not a cell: use 1-6, '.' (empty) or 'X' (ruin)")
                cells.append(value)
        return cls._trusted(tuple(cells))

    def to_text(self) -> str:
        """The board as text, the inverse of :meth:`parse`."""
        text = "".join(_TEXT_OF[v] for v in self.cells)
        return "/".join(text[i:i + SIZE] for i in range(0, CELLS, SIZE))

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        return f"Board.parse({self.to_text()!r})"

    # -- value semantics -----------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        return type(other) is Board and other.cells == self.cells

    def __hash__(self) -> int:
        return self._hash

    def __getitem__(self, cell: Cell) -> int:
        """The cell's content: ``EMPTY``, a number 1-6 or ``RUIN``."""
        return self.cells[cell_index(*cell)]

    def __iter__(self) -> Iterator[int]:
        return iter(self.cells)

    # -- contents ------------------------------------------------------------------------
    def numbers(self) -> dict[Cell, int]:
        """Every numbered cell and its number."""
        return {cell_of(i): v for i, v in enumerate(self.cells) if EMPTY < v < RUIN}

    def ruins(self) -> set[Cell]:
        return {cell_of(i) for i, v in enumerate(self.cells) if v == RUIN}

    def empty_cells(self) -> set[Cell]:
        return {cell_of(i) for i, v in enumerate(self.cells) if v == EMPTY}

    @property
    def empty_count(self) -> int:
        return self.cells.count(EMPTY)

    @property
    def ruin_count(self) -> int:
        return self.cells.count(RUIN)

    @property
    def is_full(self) -> bool:
        """Every cell holds a number or a ruin: the game is over."""
        return EMPTY not in self.cells

    def place(self, row: int, col: int, value: int) -> Board:
        """This board with ``value`` written on an empty cell (legality is not checked here:
        that is :meth:`legal_cells`)."""
        index = cell_index(row, col)
        if self.cells[index] != EMPTY:
            raise ValueError(f"cell ({row}, {col}) is not empty")
        if not (type(value) is int and 1 <= value <= 6 or value == RUIN):
            raise ValueError(f"{value!r} is not a die value or a ruin")
        return Board._trusted(self.cells[:index] + (value,) + self.cells[index + 1:])

    def with_ruin(self, row: int, col: int) -> Board:
        """This board with an empty cell turned into a ruin."""
        return self.place(row, col, RUIN)

    # -- rules ---------------------------------------------------------------------------
    def legal_cells(self, value: int) -> set[Cell]:
        """The cells where a die showing ``value`` may go now (RULES.md 1, legal cell)."""
        if not (type(value) is int and 1 <= value <= 6):
            raise ValueError(f"{value!r} is not a die value")
        return {cell_of(i) for i, values in placement.open_cells(self.cells).items() if value in values}

    def allowed_values(self, row: int, col: int) -> set[int]:
        """The die values that may go on this cell now (empty set if none may)."""
        return set(placement.open_cells(self.cells).get(cell_index(row, col), ()))

    def can_place(self, dice: Iterable[int], need: int) -> bool:
        """True if some ordering of these dice places at least ``need`` of them legally, each
        placement counting for the next."""
        dice = tuple(dice)
        if any(type(v) is not int or not 1 <= v <= 6 for v in dice):
            raise ValueError(f"dice are values 1-6, not {dice!r}")
        return placement.can_place(self.cells, dice, need)

    def numbers_connected(self) -> bool:
        """All numbers form one orthogonally connected field (ruins don't connect)."""
        numbered = {i for i, v in enumerate(self.cells) if placement.is_number(v)}
        if not numbered:
            return True
        start = min(numbered)
        seen, todo = {start}, [start]
        while todo:
            for n in placement.neighbours(todo.pop()):
                if n in numbered and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return seen == numbered

    def neighbours_agree(self) -> bool:
        """Every two orthogonally adjacent numbers differ by at most 1."""
        cells = self.cells
        return all(abs(cells[i] - cells[n]) <= 1
                   for i in range(CELLS) if placement.is_number(cells[i])
                   for n in placement.neighbours(i) if placement.is_number(cells[n]))

    # -- scoring -------------------------------------------------------------------------
    def lines(self) -> tuple[Line, ...]:
        """The four rows then the four columns, each with its sum and bonus."""
        lines = []
        for number, positions in enumerate(LINES):
            values = tuple(self.cells[i] for i in positions)
            total = sum(v for v in values if placement.is_number(v))
            lines.append(Line("row" if number < SIZE else "col", number % SIZE, values, total, line_bonus(values)))
        return tuple(lines)

    def score(self) -> int:
        """Base + bonuses - 15 x ruins (power penalties are the game's business)."""
        return board_score(self.cells)

