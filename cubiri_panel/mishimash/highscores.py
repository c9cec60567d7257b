"""MISHIMASH high scores: the fastest wins, alone and at a table.

Both tables rank by turns per point of target, fewest first: reaching 1000 in 8 turns beats
reaching 300 in 5 (8/1000 < 5/300). Equal rates put the larger target first, then the older
date. "solo" holds one-player games (turns to reach the target, busted turns included);
"table" holds games of several players (the winner's turns).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..highscores import HighScores, int_between, iso_date, names, player_name, record_of
from .facts import MAX_TARGET, SEATS
from .game import MishimashGame


class MishimashHighScores(HighScores):
    GAME = "mishimash"
    TABLES = ("solo", "table")
    FIELDS = {
        "date": iso_date,
        "target": int_between(1, MAX_TARGET),
        "players": names(SEATS[1], MishimashGame.NAME_LENGTH),
        "winner": player_name(MishimashGame.NAME_LENGTH),
        "turns": int_between(1, 10**9),
    }

    @classmethod
    def record_problem(cls, table: str, entry: Mapping[str, Any]) -> str | None:
        alone = len(entry["players"]) == 1
        if alone != (table == "solo"):
            return "the solo table holds games of one player, the other table games of several"
        if entry["winner"] not in entry["players"]:
            return "the winner is not among the players"
        return None

    @staticmethod
    def rank_key(entry: Mapping[str, Any]) -> Any:
        return (entry["turns"] / entry["target"], -entry["target"], entry["date"])

    def add_game(self, game: MishimashGame) -> tuple[MishimashHighScores, int | None]:
        """The tables with a finished game's record (dated by the game), and its 0-based place
        (``None``: it did not make the top ten); ``IllegalAction`` before the end."""
        return self.add(game.record_table, record_of(game))
