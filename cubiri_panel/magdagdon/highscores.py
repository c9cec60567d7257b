"""MAGDAGDON high scores: one table per difficulty, best score first."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import highscores as base
from .facts import CELLS, DICE, RUIN_COST, Bonus, Difficulty

# Bounds of any finished game: 16 ruins and every power used, up to eight straights on 3-4-5-6.
LOWEST_SCORE = -RUIN_COST * CELLS - max(d.penalty_for(d.powers) for d in Difficulty)
HIGHEST_SCORE = 2 * 6 * CELLS + 8 * Bonus.STRAIGHT.points


def _fewest_turns(ruins: int, most: int = DICE) -> int:
    """A ruin takes a turn of its own; any other turn places at most ``most`` dice."""
    return ruins + -(-(CELLS - ruins) // most)


def _clear_lines(ruins: int) -> int:
    """The most rows and columns ``ruins`` ruins can leave free of ruins (only those earn a
    bonus): the ruins packed into as few rows and columns as they fit."""
    if not ruins:
        return 8
    return max(8 - rows - cols for rows in range(1, 5) for cols in range(1, 5) if rows * cols >= ruins)


def score_range(difficulty: Difficulty, turns: int, powers_used: int) -> tuple[int, int]:
    """Bounds of the final score a game of this difficulty can reach in ``turns`` turns with
    ``powers_used`` powers (an empty range if none lasts that long): every number counts twice
    (1 to 6), at most one bonus (60 at most) a ruin-free line, 15 off a ruin, the powers'
    penalties; the ruins are as many as the turns allow."""
    penalty = difficulty.penalty_for(powers_used)
    # Every other turn places at least the difficulty's minimum (fewer only on the last cell).
    ruins = [r for r in range(min(turns, CELLS) + 1)
             if _fewest_turns(r) <= turns <= _fewest_turns(r, difficulty.minimum)]
    if not ruins:
        return 1, 0  # no game lasts that many turns
    low = min(2 * (CELLS - r) - RUIN_COST * r for r in ruins)
    high = max(12 * (CELLS - r) + Bonus.STRAIGHT.points * _clear_lines(r) - RUIN_COST * r for r in ruins)
    return low - penalty, high - penalty


class HighScores(base.HighScores):
    """Top ten finished games per difficulty (tables ``"peaceful"``, ``"survival"``,
    ``"nightmare"``); a finished game's ``record`` is an entry (``add_game``)."""

    GAME = "magdagdon"
    TABLES = tuple(d.value for d in Difficulty)
    FIELDS = {
        "score": base.int_between(LOWEST_SCORE, HIGHEST_SCORE),
        "difficulty": lambda v: None if v in HighScores.TABLES else "must be a difficulty",
        "date": base.iso_date,
        "turns": base.int_between(_fewest_turns(0), CELLS),
        "powers_used": base.int_between(0, max(d.powers for d in Difficulty)),
    }

    @classmethod
    def record_problem(cls, table: str, entry: Mapping[str, Any]) -> str | None:
        difficulty = Difficulty(entry["difficulty"])
        if table != difficulty.value:
            return f"a {difficulty.value} game in the {table} table"
        if entry["powers_used"] > difficulty.powers:
            return f"{entry['powers_used']} powers used where {difficulty.value} grants {difficulty.powers}"
        low, high = score_range(difficulty, entry["turns"], entry["powers_used"])
        if low > high:
            return f"no {difficulty.value} game lasts {entry['turns']} turns"
        if not low <= entry["score"] <= high:
            return f"no game scores {entry['score']} in {entry['turns']} turns (only {low} to {high})"
        return None

    @staticmethod
    def rank_key(entry: Mapping[str, Any]) -> Any:
        return -entry["score"]
