"""MAGDAGDON's rolls as log rows: the counted event is a roll that cannot be placed (a
MAGDAGDON), beside its exact chance on the board as it stood."""

from __future__ import annotations

from fractions import Fraction

from ..log_rows import LogRow, shown_dice
from ..memo import memoized
from ..rolls import roll_outcomes
from .actions import Confirm, Reroll, Roll
from .events import TurnConfirmed
from .facts import EMPTY
from .fast_placement import can_place_cells
from .rules import required, reroll_dice

GAME = "magdagdon"


@memoized(maxsize=4096)
def _magdagdon_chance(board: tuple[int, ...], need: int, kept: tuple[int, ...], rolled: int) -> Fraction:
    """The exact chance that ``rolled`` fresh dice with the dice ``kept`` cannot place ``need``
    of them on ``board``: equal dice are interchangeable, so each multiset of the fresh dice is
    asked once, weighted by its ordered rolls."""
    if need == 0:
        return Fraction(0)
    stuck = sum(weight for fresh, weight in roll_outcomes(rolled)
                if not can_place_cells(board, tuple(sorted(kept + fresh)), need))
    return Fraction(stuck, 6 ** rolled)


def log_rows(game, number: int) -> list[LogRow]:
    """Every roll of ``game`` as a row, replayed from its seed (see :mod:`cubiri_panel.log_rows`)."""
    rows: list[LogRow] = []
    in_turn = 0
    for _, before, action, dice, after in game.steps():
        if isinstance(action, (Roll, Reroll)):
            chosen = reroll_dice(before, action.dice) if isinstance(action, Reroll) else ()
            kept = tuple(sorted(v for d, v in enumerate(before.dice) if d not in chosen)) if chosen else ()
            need = required(before)
            in_turn = 1 if isinstance(action, Roll) else in_turn + 1
            stuck = after.log[-1].magdagdon
            rows.append(LogRow(GAME, number, 1, "", before.turn + 1, in_turn, len(dice), shown_dice(dice),
                               "magdagdon" if stuck else "placeable", 0.0, int(stuck),
                               _magdagdon_chance(before.board, need, kept, len(dice)),
                               before.board.count(EMPTY), None))
        elif isinstance(action, Confirm) and rows:
            confirmed = next(e for e in after.log[len(before.log):] if isinstance(e, TurnConfirmed))
            rows[-1] = rows[-1]._replace(points=float(confirmed.points))
    return rows
