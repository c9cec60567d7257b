"""The daily game (one seed a day, the same for everyone) and the shareable text result.

The day's seed comes from the engine (``daily_seed``), so the same date gives the same dice in
every browser, on the server and in Pyodide. Whether a game is the daily one is read back from
its own seed, so a resumed daily game still knows its date.
"""

from __future__ import annotations

import datetime as dt
import re
from urllib.parse import parse_qs

from ...magdagdon import EMPTY, RUIN, Difficulty, MagdagdonGame, daily_seed
from .. import numbers
from ..i18n import Translator

_DAILY = re.compile(r"^magdagdon-(\d{4}-\d{2}-\d{2})$")
# One square a cell, told apart by shape where the platform draws emoji without colour:
# numbers by value from light to dark, a ruin as a black square, an empty cell as a dot.
SQUARES = {EMPTY: "▫️", 1: "⬜", 2: "🟨", 3: "🟧", 4: "🟩", 5: "🟦", 6: "🟪", RUIN: "⬛"}


def daily_date(game: MagdagdonGame | None) -> dt.date | None:
    """The date of the daily game ``game`` is, or None if it is not a daily game."""
    match = _DAILY.match(game.seed) if game is not None and isinstance(game.seed, str) else None
    if match is None:
        return None
    try:
        return dt.date.fromisoformat(match.group(1))
    except ValueError:
        return None


def new_daily_game(difficulty: Difficulty | str, today: dt.date | None = None) -> MagdagdonGame:
    """Today's game: the day's seed, in the player's difficulty."""
    return MagdagdonGame(difficulty, seed=daily_seed(today or dt.date.today()))


def daily_requested(query: str | dict | None = None) -> bool:
    """True if the page was opened with ``?daily=1`` (read like the shell reads its parameters)."""
    if query is None:
        import panel as pn  # only here: the rest of the module is plain Python

        location = pn.state.location
        query = getattr(location, "search", "") if location is not None else ""
        if not query:
            try:
                query = pn.state.session_args or {}
            except Exception:  # no request behind this document (a notebook)
                query = {}
    if isinstance(query, str):
        query = parse_qs(query.lstrip("?"))
    values = query.get("daily") or []
    value = values[-1] if isinstance(values, (list, tuple)) and values else values
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    return str(value).strip().lower() in ("1", "true", "yes")


def emoji_grid(game: MagdagdonGame) -> str:
    """The board as four lines of coloured squares."""
    cells = game.board.cells
    return "\n".join("".join(SQUARES[v] for v in cells[r * 4:r * 4 + 4]) for r in range(4))


def share_text(game: MagdagdonGame, t: Translator) -> str:
    """The plain-text result a player pastes anywhere: game, date, difficulty, score, board."""
    day = daily_date(game)
    record = game.record or {}
    date = numbers.date(day or record.get("date", game.today()), t.lang)
    title = t("magdagdon.share.daily" if day else "magdagdon.share.game", date=date,
              difficulty=game.difficulty.value.upper())
    bonuses = sum(1 for line in game.lines if line.bonus)
    lines = [title,
             t("magdagdon.share.score", score=game.score),
             emoji_grid(game),
             t("magdagdon.share.details", bonuses=bonuses, ruins=game.board.ruin_count,
               powers=game.powers_used)]
    return "\n".join(lines)
