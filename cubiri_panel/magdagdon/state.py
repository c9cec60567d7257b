"""A MAGDAGDON position as one immutable value, and its JSON form.

The game replaces this value on every action (see ``cubiri_panel.game``). Prepared placements
are kept as one cell index (or ``NOT_PREPARED``) per die, so the board with the prepared
numbers on it is a cheap overlay of the permanent board.
"""

from __future__ import annotations

import datetime as dt
import enum
from typing import Any, NamedTuple

from ..errors import SnapshotError
from .board import EMPTY, RUIN, Board, cell_index, cell_of
from .difficulty import Difficulty
from .placement import NEAR, NEIGHBOURS, can_place_cells

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


# -- JSON ---------------------------------------------------------------------------------
def state_to_dict(state: TurnState) -> dict:
    return {
        "board": state.board.to_text(),
        "phase": state.phase.value,
        "dice": list(state.dice),
        "prepared": [None if c == NOT_PREPARED else list(cell_of(c)) for c in state.prepared],
        "turn": state.turn,
        "powers_used": state.powers_used,
        "record": None if state.record is None else state.record._asdict(),
    }


def _int(data: dict, key: str, lo: int, hi: int) -> int:
    value = data.get(key)
    if type(value) is not int or not lo <= value <= hi:
        raise SnapshotError(f"{key!r} must be a whole number in {lo}..{hi}, not {value!r:.30}")
    return value


def state_from_dict(data: dict, difficulty: Difficulty) -> TurnState:
    """Rebuild and check a saved position; ``SnapshotError`` on anything inconsistent."""
    try:
        board = Board.parse(data.get("board"))
    except ValueError as err:
        raise SnapshotError(f"bad board: {err}") from None
    try:
        phase = Phase(data.get("phase"))
    except ValueError:
        raise SnapshotError(f"unknown phase {data.get('phase')!r:.30}") from None
    turn = _int(data, "turn", 0, 16)
    powers_used = _int(data, "powers_used", 0, difficulty.powers)
    filled = 16 - board.empty_count
    if not turn <= filled <= 4 * turn:
        raise SnapshotError(f"{turn} turns cannot have filled {filled} cells")
    if board.ruin_count > turn:
        raise SnapshotError("more ruins than turns played")
    if not board.numbers_connected() or not board.neighbours_agree():
        raise SnapshotError("the board's numbers break the placement rules")
    if (phase is Phase.OVER) != board.is_full:
        raise SnapshotError("the game is over exactly when the board is full")

    dice, prepared = _dice_and_prepared(data, phase, board)
    state = TurnState(board, overlay_of(board, dice, prepared), phase, dice, prepared, turn, powers_used, None)
    if phase in (Phase.PLACE, Phase.MAGDAGDON):
        required = difficulty.required(board.empty_count)
        stuck = not can_place_cells(board.cells, dice, required)
        if stuck != (phase is Phase.MAGDAGDON):
            raise SnapshotError(f"phase {phase.value!r} does not match the dice on this board")

    record = data.get("record")
    if phase is not Phase.OVER:
        if record is not None:
            raise SnapshotError("only a finished game has a record")
        return state
    expected = {"score": board.score() - difficulty.penalty_for(powers_used),
                "difficulty": difficulty.value, "turns": turn, "powers_used": powers_used}
    if not isinstance(record, dict) or set(record) != set(Record._fields):
        raise SnapshotError("a finished game needs its record")
    if any(record[k] != v or type(record[k]) is not type(v) for k, v in expected.items()):
        raise SnapshotError("the record does not match the finished board")
    try:
        dt.date.fromisoformat(record["date"])
    except (TypeError, ValueError):
        raise SnapshotError(f"bad record date {record['date']!r:.30}") from None
    return state._replace(record=Record(**record))


def _dice_and_prepared(data: dict, phase: Phase, board: Board) -> tuple[tuple[int, ...], tuple[int, ...]]:
    dice, prepared = data.get("dice"), data.get("prepared")
    if phase in (Phase.ROLL, Phase.OVER):
        if dice != [] or prepared != []:
            raise SnapshotError(f"no dice are out in phase {phase.value!r}")
        return (), ()
    if not (isinstance(dice, list) and len(dice) == DICE and all(type(v) is int and 1 <= v <= 6 for v in dice)):
        raise SnapshotError("'dice' must be four values 1-6")
    if not (isinstance(prepared, list) and len(prepared) == DICE):
        raise SnapshotError("'prepared' must hold one entry per die")
    cells = []
    for entry in prepared:
        if entry is None:
            cells.append(NOT_PREPARED)
            continue
        if not (isinstance(entry, list) and len(entry) == 2):
            raise SnapshotError(f"a prepared cell is [row, col], not {entry!r:.30}")
        try:
            cells.append(cell_index(*entry))
        except ValueError as err:
            raise SnapshotError(str(err)) from None
    taken = [c for c in cells if c != NOT_PREPARED]
    if len(set(taken)) != len(taken) or any(board.cells[c] != EMPTY for c in taken):
        raise SnapshotError("prepared dice must sit on distinct empty cells")
    overlay = list(board.cells)
    for die, cell in enumerate(cells):
        if cell != NOT_PREPARED:
            overlay[cell] = dice[die]
    if taken and not prepared_cells_hold(board.cells, overlay, set(taken)):
        raise SnapshotError("the prepared dice break the placement rules")
    return tuple(dice), tuple(cells)


def check_snapshot_keys(data: Any) -> dict:
    if not isinstance(data, dict):
        raise SnapshotError("a saved position must be an object")
    missing = {"board", "phase", "dice", "prepared", "turn", "powers_used", "record"} - set(data)
    if missing:
        raise SnapshotError(f"saved position lacks {sorted(missing)}")
    return data
