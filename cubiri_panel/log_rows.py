"""A game's rolls as rows, one a roll, each beside the exact chance of the event a class counts.

A game keeps only its position now, so its rolls are read by replaying it from its seed through
the rules, drawing the dice as the game drew them. Each row says who rolled, when, how many dice,
what they showed and what followed, and for the game's one countable event (a MISHIMASH bust, a
MAGDAGDON roll, a MAGIKABOOM explosion) whether it happened (``event``) and its exact chance at
that roll (``chance``, a ``Fraction``): summed over rolls, the chances are the number of events
the exact odds expect, which is what ``cubiri_panel.classroom`` sets the class's count against.

The columns, named in English for scripts (``COLUMNS``), are documented in the README.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, NamedTuple

COLUMNS = ("kind", "game", "seat", "player", "turn", "roll", "dice_in_hand", "dice", "followed",
           "points", "event", "chance", "empty_cells", "cauldron")


class LogRow(NamedTuple):
    """One roll of a game (see the README's table of columns)."""

    kind: str           # the game's name
    game: int           # the game's number in a pool (1 for a game alone)
    seat: int           # 1 for the first seat
    player: str         # the seat's name ("" in MAGDAGDON, played alone)
    turn: int           # the game's turn the roll falls in, from 1
    roll: int           # the roll within its turn, from 1
    dice_in_hand: int   # how many dice were rolled
    dice: str           # the dice rolled, in die order: "3-1-6"
    followed: str       # what the roll led to, in one English word (see the README)
    points: float       # what the roll, or its turn on the turn's last roll, earned the seat
    event: int          # 1 when the counted event happened at this roll, else 0
    chance: Fraction    # the event's exact chance at this roll
    empty_cells: int | None  # MAGDAGDON: the board's empty cells before the roll
    cauldron: int | None     # MAGIKABOOM: dice already in the cauldron before the roll


def shown_dice(dice) -> str:
    """Dice as the ``dice`` column writes them: ``"3-1-6"``."""
    return "-".join(str(int(d)) for d in dice)


def player_name(game, seat: int) -> str:
    """The name of ``seat`` at ``game``'s table, or ``""`` for a game played alone."""
    players = getattr(game, "players", None)
    return players[seat] if isinstance(players, list) and seat < len(players) else ""


def log_rows(game, number: int = 1) -> list[LogRow]:
    """Every roll of ``game`` as a :class:`LogRow`, oldest first; ``number`` is the game's
    number in the rows (its place in a pool). Each game reads its own rolls (``log`` in its
    record); ``ValueError`` for a game whose dice come from a source given as ``rng``."""
    from . import registry
    return registry.of(game).log_rows(game, number)


def row_values(row: LogRow) -> dict[str, Any]:
    """A row as plain values for a table or a CSV file: the chance as a float, blanks as None."""
    values = row._asdict()
    values["chance"] = float(row.chance)
    return values
