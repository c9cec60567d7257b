"""The game a MAGDAGDON link asks for: ``?seed=`` (that game), ``?daily=1`` (today's) or
``?difficulty=`` (a new one at it); and whether a saved game is it already."""

from __future__ import annotations

from datetime import date

from ...magdagdon import MagdagdonGame
from ..urlparams import UrlParams
from .daily import daily_date, daily_requested


def wanted(url: UrlParams) -> str | None:
    """"seed", "daily", "new" (a difficulty) or None (the link asks for no game)."""
    return ("seed" if url.seed is not None else "daily" if daily_requested() else
            "new" if url.difficulty else None)


def is_wanted(game: MagdagdonGame, url: UrlParams) -> bool:
    """True unless the link asks for another game than ``game``."""
    kind = wanted(url)
    return not ((kind == "seed" and game.seed != url.seed) or (kind == "daily" and daily_date(game) != date.today())
                or (kind == "new" and game.difficulty.value != url.difficulty))


def identity(url: UrlParams) -> str | None:
    """The link's name, under which the player's answer to it is kept (a daily link asks once a day)."""
    kind = wanted(url)
    return {"seed": f"seed={url.seed}", "daily": f"daily={date.today().isoformat()}",
            "new": f"difficulty={url.difficulty}", None: None}[kind]
