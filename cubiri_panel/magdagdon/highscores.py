"""MAGDAGDON high scores: one table per difficulty, best score first."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import highscores as base
from .difficulty import Difficulty

# Bounds of any finished game: 16 ruins and every power used, up to eight straights on 3-4-5-6.
LOWEST_SCORE = -15 * 16 - 70
HIGHEST_SCORE = 2 * 6 * 16 + 8 * 60


class HighScores(base.HighScores):
    """Top ten finished games per difficulty (tables ``"peaceful"``, ``"survival"``,
    ``"nightmare"``); a game's ``record`` is an entry."""

    GAME = "magdagdon"
    TABLES = tuple(d.value for d in Difficulty)
    FIELDS = {
        "score": base.int_between(LOWEST_SCORE, HIGHEST_SCORE),
        "difficulty": lambda v: None if v in HighScores.TABLES else "must be a difficulty",
        "date": base.iso_date,
        "turns": base.int_between(1, 16),
        "powers_used": base.int_between(0, 3),
    }

    @staticmethod
    def rank_key(entry: Mapping[str, Any]) -> Any:
        return -entry["score"]

    def add_record(self, record: Mapping[str, Any]) -> tuple[HighScores, int | None]:
        """Enter a finished game's record in its difficulty's table."""
        return self.add(record["difficulty"], record)
