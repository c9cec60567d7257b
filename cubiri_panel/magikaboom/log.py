"""MAGIKABOOM's rolls as log rows: the counted event is an explosion, beside its exact chance
with the cauldron as it stood. The dice are written as the game names them, by their
ingredients (``ghost-bat``)."""

from __future__ import annotations

import itertools
from fractions import Fraction

from ..log_rows import LogRow, player_name
from ..memo import memoized
from .actions import Roll
from .facts import Ingredient
from .rules import Phase, explodes

GAME = "magikaboom"


@memoized(maxsize=1024)
def _explosion_chance(cauldron: tuple[int, ...]) -> Fraction:
    """The exact chance that two fresh dice explode a potion holding ``cauldron``: the share of
    the 36 equally likely ordered rolls that do."""
    return Fraction(sum(explodes(cauldron, pair) for pair in itertools.product(range(1, 7), repeat=2)), 36)


def log_rows(game, number: int) -> list[LogRow]:
    """Every roll of ``game`` as a row, replayed from its seed (see :mod:`cubiri_panel.log_rows`)."""
    rows: list[LogRow] = []
    turn, start = 0, None
    for _, before, action, dice, after in game.steps():
        seat = before.player
        if before.phase is Phase.ROLL:
            turn, start = turn + 1, before.scores[seat]
        if isinstance(action, Roll) and dice:
            cauldron = tuple(int(d) for d in before.cauldron)
            boom = after.phase is not Phase.KEEP
            rows.append(LogRow(GAME, number, seat + 1, player_name(game, seat), turn, len(cauldron) + 1,
                               len(dice), "-".join(str(Ingredient(d)) for d in dice), "explosion" if boom else "keep", 0.0, int(boom),
                               _explosion_chance(tuple(sorted(cauldron))), None, len(cauldron)))
        if after.phase in (Phase.ROLL, Phase.OVER) and rows and rows[-1].seat == seat + 1:
            # the turn is over: its last roll carries the spaces the turn moved the seat's hat
            rows[-1] = rows[-1]._replace(points=float(after.scores[seat] - start))
    return rows
