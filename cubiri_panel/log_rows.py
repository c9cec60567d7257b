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

import itertools
from fractions import Fraction
from typing import Any, NamedTuple

from .dice import roll_dice
from .memo import memoized

COLUMNS = ("kind", "game", "seat", "player", "turn", "roll", "dice_in_hand", "dice", "followed",
           "points", "event", "chance", "empty_cells", "cauldron")


class LogRow(NamedTuple):
    """One roll of a game (see the README's table of columns)."""

    kind: str           # "magdagdon", "mishimash" or "magikaboom"
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


def _steps(game):
    """``(before, action, dice, after)`` for each action of ``game.history``, replayed from its
    seed; ``ValueError`` for a game whose dice come from a source given as ``rng``."""
    if not game._replayable:
        raise ValueError("only a game that rolls from its own seed replays: this one rolls from "
                         f"{type(game.rng).__name__}")
    fresh = type(game)._from_settings(game._settings_to_dict(), game.seed)
    state, rules = fresh.state, fresh.RULES
    for action in game.history:
        count = rules.dice_to_roll(state, action)
        dice = tuple(roll_dice(fresh.rng, count)) if count else ()
        after = fresh._step(state, action, dice)
        yield state, action, dice, after
        state = after


def _shown(dice) -> str:
    return "-".join(str(int(d)) for d in dice)


def _player(game, seat: int) -> str:
    players = getattr(game, "players", None)
    return players[seat] if isinstance(players, list) and seat < len(players) else ""


# -- MISHIMASH: busts -----------------------------------------------------------------------
def _mishimash(game, number: int) -> list[LogRow]:
    from .mishimash.actions import Roll, Take
    from .mishimash.odds import bust_probability
    rows: list[LogRow] = []
    for before, action, dice, after in _steps(game):
        if isinstance(action, Roll):
            seat, turn = before.current, before.turn
            bust = after.log != before.log  # the turn ended at once: nothing scored
            rows.append(LogRow("mishimash", number, seat + 1, _player(game, seat), sum(before.turns) + 1,
                               turn.rolls + 1, len(dice), _shown(dice), "bust" if bust else "take", 0.0,
                               int(bust), bust_probability(len(dice)), None, None))
        elif isinstance(action, Take) and rows:
            points = (after.turn.half_points - before.turn.half_points) / 2
            cleared = after.turn.clears > before.turn.clears
            rows[-1] = rows[-1]._replace(points=points, followed="mishimash" if cleared else "take")
    return rows


# -- MAGDAGDON: rolls that cannot be placed --------------------------------------------------
@memoized(maxsize=4096)
def _magdagdon_chance(board: tuple[int, ...], need: int, kept: tuple[int, ...], rolled: int) -> Fraction:
    """The exact chance that ``rolled`` fresh dice with the dice ``kept`` cannot place ``need``
    of them on ``board``: equal dice are interchangeable, so each multiset of the fresh dice is
    asked once, weighted by its ordered rolls."""
    from .magdagdon.fast_placement import can_place_cells
    from .rolls import roll_outcomes
    if need == 0:
        return Fraction(0)
    stuck = sum(weight for fresh, weight in roll_outcomes(rolled)
                if not can_place_cells(board, tuple(sorted(kept + fresh)), need))
    return Fraction(stuck, 6 ** rolled)


def _magdagdon(game, number: int) -> list[LogRow]:
    from .magdagdon.actions import Confirm, Reroll, Roll
    from .magdagdon.events import TurnConfirmed
    from .magdagdon.facts import EMPTY
    from .magdagdon.rules import required, reroll_dice
    rows: list[LogRow] = []
    in_turn = 0
    for before, action, dice, after in _steps(game):
        if isinstance(action, (Roll, Reroll)):
            chosen = reroll_dice(before, action.dice) if isinstance(action, Reroll) else ()
            kept = tuple(sorted(v for d, v in enumerate(before.dice) if d not in chosen)) if chosen else ()
            need = required(before)
            in_turn = 1 if isinstance(action, Roll) else in_turn + 1
            stuck = after.log[-1].magdagdon
            rows.append(LogRow("magdagdon", number, 1, "", before.turn + 1, in_turn, len(dice), _shown(dice),
                               "magdagdon" if stuck else "placeable", 0.0, int(stuck),
                               _magdagdon_chance(before.board, need, kept, len(dice)),
                               before.board.count(EMPTY), None))
        elif isinstance(action, Confirm) and rows:
            confirmed = next(e for e in after.log[len(before.log):] if isinstance(e, TurnConfirmed))
            rows[-1] = rows[-1]._replace(points=float(confirmed.points))
    return rows


# -- MAGIKABOOM: explosions ------------------------------------------------------------------
@memoized(maxsize=1024)
def _explosion_chance(cauldron: tuple[int, ...]) -> Fraction:
    """The exact chance that two fresh dice explode a potion holding ``cauldron``: the share of
    the 36 equally likely ordered rolls that do."""
    from .magikaboom.rules import explodes
    return Fraction(sum(explodes(cauldron, pair) for pair in itertools.product(range(1, 7), repeat=2)), 36)


def _magikaboom(game, number: int) -> list[LogRow]:
    from .magikaboom.actions import Roll
    from .magikaboom.rules import Phase
    rows: list[LogRow] = []
    turn, start = 0, None
    for before, action, dice, after in _steps(game):
        seat = before.player
        if before.phase is Phase.ROLL:
            turn, start = turn + 1, before.scores[seat]
        if isinstance(action, Roll) and dice:
            cauldron = tuple(int(d) for d in before.cauldron)
            boom = after.phase is not Phase.KEEP
            rows.append(LogRow("magikaboom", number, seat + 1, _player(game, seat), turn, len(cauldron) + 1,
                               len(dice), _shown(dice), "explosion" if boom else "keep", 0.0, int(boom),
                               _explosion_chance(tuple(sorted(cauldron))), None, len(cauldron)))
        if after.phase in (Phase.ROLL, Phase.OVER) and rows and rows[-1].seat == seat + 1:
            # the turn is over: its last roll carries the spaces the turn moved the seat's hat
            rows[-1] = rows[-1]._replace(points=float(after.scores[seat] - start))
    return rows


READERS = {"mishimash": _mishimash, "magdagdon": _magdagdon, "magikaboom": _magikaboom}


def log_rows(game, number: int = 1) -> list[LogRow]:
    """Every roll of ``game`` as a :class:`LogRow`, oldest first; ``number`` is the game's
    number in the rows (its place in a pool)."""
    return READERS[game.GAME](game, number)


def row_values(row: LogRow) -> dict[str, Any]:
    """A row as plain values for a table or a CSV file: the chance as a float, blanks as None."""
    values = row._asdict()
    values["chance"] = float(row.chance)
    return values
