"""MISHIMASH high scores: the fastest wins, alone and at a table.

Both tables hold games to the card's target (1,000 points) alone, ranked by turns, fewest
first, then the older date: "fastest" compares games of one length (a game to 1 point, won in
one turn, is no record). "solo" holds one-player games (turns to reach the target, busted turns
included); "table" holds games of several players (the winner's turns). Entries of other
targets that older versions kept still load; they rank last and are not shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..highscores import HighScores, int_between, iso_date, names, player_name, record_of
from .facts import DEFAULT_TARGET, MAX_TARGET, SEATS
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
        return (entry["target"] != DEFAULT_TARGET, entry["turns"], entry["date"])

    @staticmethod
    def ranks(game: MishimashGame) -> bool:
        """Whether a game's length is the one the tables compare: the card's target."""
        return game.target == DEFAULT_TARGET

    def table(self, name: str) -> tuple[dict, ...]:
        return tuple(e for e in super().table(name) if e["target"] == DEFAULT_TARGET)

    def add_game(self, game: MishimashGame) -> tuple[MishimashHighScores, int | None]:
        """The tables with a finished game's record (dated by the game), and its 0-based place
        (``None``: it did not make the top ten, or was a game to another target than the
        card's); ``IllegalAction`` before the end."""
        record = record_of(game)
        if not self.ranks(game):
            return self, None
        return self.add(game.record_table, record)
