"""Pig's rolls as log rows: the counted event is a 1 (the turn's points lost), at 1 in 6."""

from __future__ import annotations

from fractions import Fraction

from cubiri_panel.log_rows import LogRow, player_name, shown_dice

from .actions import Roll


def log_rows(game, number: int) -> list[LogRow]:
    rows, turns, roll = [], 0, 0
    for _, before, action, dice, _ in game.steps():
        if isinstance(action, Roll):
            # a roll with nothing in the turn yet starts a turn: after a hold, a 1 or the start
            turns, roll = (turns + 1, 1) if before.turn_points == 0 else (turns, roll + 1)
            lost = dice == (1,)
            rows.append(LogRow("pig", number, before.current + 1, player_name(game, before.current), turns, roll,
                               1, shown_dice(dice), "pig" if lost else "keep", 0.0, int(lost), Fraction(1, 6),
                               None, None))
        else:  # a hold: the turn's last roll carries what it banked
            rows[-1] = rows[-1]._replace(points=float(before.turn_points))
    return rows
