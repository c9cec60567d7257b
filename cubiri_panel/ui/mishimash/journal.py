"""The game log: what each action did, as catalog keys and arguments (no Panel here).

An entry is ``(kind, args)``; ``kind`` names ``mishimash.log.<kind>`` (and, for bust,
MISHIMASH and bank, ``mishimash.banner.<kind>``). Arguments hold raw values (names, dice as
"1-1-5", numbers), so an entry is re-worded when the language changes and formatted in that
language's number style; names are escaped wherever an entry becomes HTML.
"""

from __future__ import annotations

import html
from typing import Any

from ...mishimash import MishimashGame
from ...mishimash.table import BANK, BUST, FINAL_ROUND, MISHIMASH, OVER, SUDDEN_DEATH
from ..i18n import Translator
from ..players import shown_name
from .formatting import dice_text, points

KINDS = ("roll", "bust", "take", "mishimash", "bank", "final_round", "sudden_death", "win")
BANNER_KINDS = ("bust", "mishimash", "bank", "win")
POINT_ARGS = ("points", "gain", "score", "bonus", "target")
LIMIT = 60  # entries kept (and saved); the page shows the newest few

Entry = tuple[str, dict[str, Any]]


def entries_for(game: MishimashGame, old, new) -> list[Entry]:
    """What the latest action (``game.history[-1]``) did, going from state ``old`` to ``new``."""
    if old is None or not game.history:
        return []
    action = game.history[-1]
    seat = old.current
    name = game.players[seat]
    found: list[Entry] = []
    event = new.last_event
    if action.kind == "roll":
        if event is not None and event.kind == BUST:
            found.append(("bust", {"name": name, "dice": dice_text(event.dice), "points": event.points}))
        else:
            found.append(("roll", {"name": name, "dice": dice_text(new.turn.dice),
                                   "multiplier": new.turn.rolls}))
    elif action.kind == "take":
        bonus = event.half_points if event is not None and event.kind == MISHIMASH else 0
        gain = (new.turn.points_half - old.turn.points_half - bonus) / 2
        k = old.turn.rolls
        found.append(("take", {"name": name, "dice": dice_text(old.turn.dice[i] for i in action.dice),
                               "points": gain / k, "multiplier": k, "gain": gain}))
        if bonus:
            found.append(("mishimash", {"name": name, "bonus": bonus / 2}))
    elif action.kind == "bank" and event is not None and event.kind == BANK:
        found.append(("bank", {"name": name, "points": event.points,
                               "score": new.scores_half[seat] / 2}))
    if new.stage != old.stage:
        if new.stage == FINAL_ROUND:
            found.append(("final_round", {"name": name, "target": game.target}))
        elif new.stage == SUDDEN_DEATH:
            found.append(("sudden_death", {"names": ", ".join(game.players[s] for s in new.contenders)}))
    elif new.stage == SUDDEN_DEATH and new.contenders != old.contenders:
        found.append(("sudden_death", {"names": ", ".join(game.players[s] for s in new.contenders)}))
    if new.stage == OVER and old.stage != OVER and new.winner is not None:
        found.append(("win", {"name": game.players[new.winner], "score": new.scores_half[new.winner] / 2}))
    return found


def wording(entry: Entry, t: Translator, banner: bool = False) -> str:
    """The entry as plain text in ``t``'s language (escape it before putting it in HTML)."""
    kind, args = entry
    shown = {k: points(v, t.lang) if k in POINT_ARGS and isinstance(v, (int, float)) else v
             for k, v in args.items()}
    # Names are kept as the game had them: a default name ("Player 2") reads in this language.
    if isinstance(shown.get("name"), str):
        shown["name"] = shown_name(shown["name"], t)
    if isinstance(shown.get("names"), str):
        shown["names"] = ", ".join(shown_name(n, t) for n in shown["names"].split(", "))
    return t(f"mishimash.{'banner' if banner else 'log'}.{kind}", **shown)


def valid_entry(data: Any) -> Entry | None:
    """A saved entry if it is one this module writes, else ``None`` (saved data is untrusted)."""
    if not (isinstance(data, list) and len(data) == 2 and data[0] in KINDS and isinstance(data[1], dict)):
        return None
    args = data[1]
    ok = all(isinstance(k, str) and (type(v) in (int, float, str)) and
             (not isinstance(v, str) or len(v) <= 200) for k, v in args.items())
    return (data[0], dict(args)) if ok else None


def restore(data: Any, game: MishimashGame) -> tuple[list[Entry], Entry | None, int | None, list[int]]:
    """``(log, banner, high-score place, selection)`` from a saved journal, or empty ones when
    it belongs to another position of the game (its action count differs) or is damaged."""
    if not (isinstance(data, dict) and data.get("actions") == len(game.history)
            and isinstance(data.get("log"), list)):
        return [], None, None, []
    log = [e for e in map(valid_entry, data["log"][-LIMIT:]) if e is not None]
    banner = valid_entry(data.get("banner")) if data.get("banner") else None
    place = data.get("place") if type(data.get("place")) is int and 0 <= data["place"] < 10 else None
    chosen = data.get("selection")
    ok = (game.phase == "must-take" and isinstance(chosen, list) and len(set(chosen)) == len(chosen)
          and all(type(i) is int and 0 <= i < len(game.dice) for i in chosen))
    return log, banner, place, sorted(chosen) if ok else []


def log_html(log: list[Entry], t: Translator, shown: int = 8) -> str:
    """The newest ``shown`` entries, newest first, as escaped HTML."""
    title = f"<h3>{html.escape(t('mishimash.log.title'))}</h3>"
    if not log:
        return f'<div class="mm-logbox">{title}<p class="cubiri-muted">{html.escape(t("mishimash.log.empty"))}</p></div>'
    items = "".join(f'<li class="{kind}">{html.escape(wording((kind, args), t))}</li>'
                    for kind, args in reversed(log[-shown:]))
    return f'<div class="mm-logbox">{title}<ul class="mm-log" aria-live="polite">{items}</ul></div>'
