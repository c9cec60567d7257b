"""MISHIMASH's rolls as log rows: the counted event is a bust, beside its exact chance with
that many dice in hand."""

from __future__ import annotations

from ..log_rows import LogRow, player_name, shown_dice
from .actions import Roll, Take
from .odds import bust_probability

GAME = "mishimash"


def log_rows(game, number: int) -> list[LogRow]:
    """Every roll of ``game`` as a row, replayed from its seed (see :mod:`cubiri_panel.log_rows`)."""
    rows: list[LogRow] = []
    for _, before, action, dice, after in game.steps():
        if isinstance(action, Roll):
            seat, turn = before.current, before.turn
            bust = after.log != before.log  # the turn ended at once: nothing scored
            rows.append(LogRow(GAME, number, seat + 1, player_name(game, seat), sum(before.turns) + 1,
                               turn.rolls + 1, len(dice), shown_dice(dice), "bust" if bust else "take", 0.0,
                               int(bust), bust_probability(len(dice)), None, None))
        elif isinstance(action, Take) and rows:
            points = (after.turn.half_points - before.turn.half_points) / 2
            cleared = after.turn.clears > before.turn.clears
            rows[-1] = rows[-1]._replace(points=points, followed="mishimash" if cleared else "take")
    return rows
