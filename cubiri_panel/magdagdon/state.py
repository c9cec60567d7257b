"""A MAGDAGDON position as one immutable value.

The game replaces this value on every action (see ``cubiri_panel.game``). Prepared placements
are kept as one cell index (or ``NOT_PREPARED``) per die, so the board with the prepared
numbers on it is a cheap overlay of the permanent board.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from .board import EMPTY, RUIN, Board
from .placement import NEAR, NEIGHBOURS

NOT_PREPARED = -1
DICE = 4


class Phase(str, enum.Enum):
    """Where the turn stands."""

    ROLL = "roll"              # waiting for the roll that starts a turn
    PLACE = "place"            # dice rolled: prepare, take back, use powers, confirm
    MAGDAGDON = "magdagdon"    # no ordering of the dice reaches the required count
    OVER = "over"              # all 16 cells hold a number or a ruin


class Record(NamedTuple):
    """A finished game, as its high-score table stores it."""

    score: int
    difficulty: str
    date: str        # ISO date the game ended
    turns: int       # turns played, confirmed or accepted
    powers_used: int


class TurnState(NamedTuple):
    """The whole position of a game (the game's ``state`` param holds one)."""

    board: Board                  # permanent numbers and ruins
    overlay: tuple[int, ...]      # the board's cells with the prepared numbers written on them
    phase: Phase
    dice: tuple[int, ...]         # the four dice; () while waiting to roll or when over
    prepared: tuple[int, ...]     # per die: the cell index it is prepared on, or NOT_PREPARED
    turn: int                     # turns played so far (0 at the start)
    powers_used: int
    record: Record | None         # set when the game ends


def overlay_of(board: Board, dice: tuple[int, ...], prepared: tuple[int, ...]) -> tuple[int, ...]:
    """The permanent board's cells with the prepared numbers written on them."""
    cells = list(board.cells)
    for die, cell in enumerate(prepared):
        if cell != NOT_PREPARED:
            cells[cell] = dice[die]
    return tuple(cells)


def prepared_cells_hold(board_cells: tuple[int, ...], overlay: list[int], prepared: set[int]) -> bool:
    """True if the prepared cells could have been placed one after another from the permanent
    board: every one reaches a permanent number through numbers (or, on a board without
    numbers, they form one connected group) and every two adjacent numbers differ by at most 1."""
    for i in prepared:
        if any(EMPTY < overlay[n] < RUIN and not NEAR[overlay[i]] >> overlay[n] & 1 for n in NEIGHBOURS[i]):
            return False
    roots = [i for i, v in enumerate(board_cells) if EMPTY < v < RUIN]
    if not roots:
        roots = sorted(prepared)[:1]
    seen, todo = set(roots), list(roots)
    while todo:
        for n in NEIGHBOURS[todo.pop()]:
            if n in prepared and n not in seen:
                seen.add(n)
                todo.append(n)
    return prepared <= seen
