"""The game log as the player reads it: the engine's turn log (``game.log``, events from
:mod:`cubiri_panel.mishimash.events`) in the player's language, and the banner's event.

An event becomes an entry ``(kind, args)``: ``kind`` names ``mishimash.log.<kind>`` (and, for
bust, MISHIMASH, bank and win, ``mishimash.banner.<kind>``); arguments hold raw values (names,
dice as "1-1-5", numbers), formatted in the language's number style when worded. Names are
escaped wherever an entry becomes HTML.
"""

from __future__ import annotations

import html
from typing import Any

from ...mishimash import Event, MishimashGame
from ..i18n import Translator
from ..numbers import join
from ..players import shown_name
from ..odds import decimal

# The catalog's names of the engine's event kinds (the same as the kind but for these).
KINDS = {"final-round": "final_round", "sudden-death": "sudden_death", "end": "win"}
BANNER_KINDS = ("bust", "mishimash", "bank", "end")
POINT_ARGS = ("points", "gain", "score", "bonus", "target")
SHOWN = 8  # entries the page shows, newest first

Entry = tuple[str, dict[str, Any]]


def entry(event: Event, players: list[str]) -> Entry:
    """What the log says of ``event``, at a table of ``players`` (names as the game has them)."""
    kind = event.kind
    if kind == "sudden-death":
        return KINDS[kind], {"names": ", ".join(players[s] for s in event.contenders)}
    if kind == "end":
        return KINDS[kind], {"name": players[event.winner], "score": event.score}
    args: dict[str, Any] = {"name": players[event.seat]}
    if kind in ("roll", "bust", "take"):
        args["dice"] = dice_text(event.dice)
    if kind == "roll":
        args["multiplier"] = event.multiplier
    elif kind == "bust":
        args["points"] = event.points
    elif kind == "take":
        args.update(points=event.points, multiplier=event.multiplier, gain=event.gain)
    elif kind == "mishimash":
        args["bonus"] = event.points
    elif kind == "bank":
        args.update(points=event.points, score=event.score)
    elif kind == "final-round":
        args["target"] = event.target
    return KINDS.get(kind, kind), args


def banner_event(game: MishimashGame) -> Event | None:
    """The latest bust, MISHIMASH, bank or end: the banner shows it until the next one."""
    return next((e for e in reversed(game.log) if e.kind in BANNER_KINDS), None)


def wording(entry: Entry, t: Translator, banner: bool = False) -> str:
    """The entry as plain text in ``t``'s language (escape it before putting it in HTML)."""
    kind, args = entry
    shown = {k: points(v, t.lang) if k in POINT_ARGS and isinstance(v, (int, float)) else v
             for k, v in args.items()}
    # Names are kept as the game has them: a default name ("Player 2") reads in this language.
    if isinstance(shown.get("name"), str):
        shown["name"] = shown_name(shown["name"], t)
    if isinstance(shown.get("names"), str):
        shown["names"] = join([shown_name(n, t) for n in shown["names"].split(", ")], t.lang)
    return t(f"mishimash.{'banner' if banner else 'log'}.{kind}", **shown)


def log_html(game: MishimashGame, t: Translator, shown: int = SHOWN) -> str:
    """The newest ``shown`` events of the game's log, newest first, as escaped HTML."""
    title = f"<h3>{html.escape(t('mishimash.log.title'))}</h3>"
    log = game.log
    if not log:
        return f'<div class="mm-logbox">{title}<p class="cubiri-muted">{html.escape(t("mishimash.log.empty"))}</p></div>'
    entries = [entry(event, game.players) for event in reversed(log[-shown:])]
    items = "".join(f'<li class="{kind}">{html.escape(wording((kind, args), t))}</li>' for kind, args in entries)
    return f'<div class="mm-logbox">{title}<ul class="mm-log">{items}</ul></div>'


def points(value: float, lang: str) -> str:
    """Points as shown on the table: whole numbers plain, halves with one decimal."""
    return decimal(value, lang, 1)


def dice_text(values) -> str:
    """A roll written as the rules write it: ``1-1-5``."""
    return "-".join(str(v) for v in values)
