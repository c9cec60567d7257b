"""Why a MAGDAGDON move is refused: each check raises ``IllegalAction`` with a short stable
rule code (for translated messages) and an English message naming the broken rule."""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction
from .board import EMPTY, RUIN
from .difficulty import Difficulty
from .placement import NEAR, NEIGHBOURS
from .state import DICE, NOT_PREPARED, Phase, TurnState, prepared_cells_hold


def require_phase(state: TurnState, phase: Phase) -> None:
    """Refuse a move that belongs to another phase of the turn."""
    if state.phase is phase:
        return
    if state.phase is Phase.OVER:
        raise IllegalAction("the game is over", "game-over")
    if state.phase is Phase.MAGDAGDON:
        raise IllegalAction("the turn is in MAGDAGDON: use a Majda Power or accept a ruin", "in-magdagdon")
    if state.phase is Phase.ROLL:
        raise IllegalAction("roll the dice first", "not-rolled")
    raise IllegalAction("the dice are already rolled", "already-rolled")


def check_die(die: Any) -> None:
    if type(die) is not int or not 0 <= die < DICE:
        raise IllegalAction(f"there is no die {die!r}: dice are 0-3", "no-such-die", die=die)


def check_cell(row: Any, col: Any) -> int:
    """The cell's index in the board's cells."""
    if type(row) is int and type(col) is int and 0 <= row < 4 and 0 <= col < 4:
        return row * 4 + col
    raise IllegalAction(f"({row!r}, {col!r}) is not a cell of the 4x4 board", "off-board", row=row, col=col)


def check_unprepared(state: TurnState, die: Any, doing: str) -> None:
    """Refuse to touch a prepared die (``doing``: what the move would do to it)."""
    check_die(die)
    if state.prepared[die] != NOT_PREPARED:
        raise IllegalAction(f"die {die} is prepared: take it back before {doing}", "die-prepared", die=die)


def check_power(state: TurnState, difficulty: Difficulty) -> None:
    """Majda Powers: any time after a roll, while powers are left."""
    if state.phase not in (Phase.PLACE, Phase.MAGDAGDON):
        require_phase(state, Phase.PLACE)
    if state.powers_used >= difficulty.powers:
        raise IllegalAction(f"no Majda Powers left ({difficulty.name} grants {difficulty.powers})",
                            "no-powers-left")


def placement_refusal(state: TurnState, index: int, value: int) -> IllegalAction:
    """Why ``value`` may not be prepared on cell ``index``, known to be refused."""
    cells = state.overlay
    row, col = divmod(index, 4)
    if cells[index] != EMPTY:
        return IllegalAction(f"cell ({row}, {col}) is not empty", "cell-taken", row=row, col=col)
    neighbours = [cells[n] for n in NEIGHBOURS[index] if EMPTY < cells[n] < RUIN]
    clash = [n for n in neighbours if not NEAR[value] >> n & 1]
    if not clash:  # the board holds numbers (else every empty cell is legal) but none beside this one
        return IllegalAction(f"cell ({row}, {col}) touches no number (diagonals don't count)",
                             "not-adjacent", row=row, col=col)
    return IllegalAction(f"a {value} cannot go next to a {clash[0]}: neighbours differ by at most 1",
                         "differs-by-more-than-1", value=value, neighbour=clash[0])


def take_back_problem(state: TurnState, die: int) -> IllegalAction | None:
    """Why die ``die`` cannot be taken back now, or ``None`` if it can."""
    cell = state.prepared[die]
    if cell == NOT_PREPARED:
        return IllegalAction(f"die {die} is not prepared", "not-prepared", die=die)
    others = {c for d, c in enumerate(state.prepared) if c != NOT_PREPARED and d != die}
    if others:
        cells = list(state.overlay)
        cells[cell] = EMPTY
        if not prepared_cells_hold(state.board.cells, cells, others):
            return IllegalAction(f"another prepared die reaches the field only through die {die}; "
                                 "take that one back first", "needed-by-prepared", die=die)
    return None
