"""The player's settings, kept in the browser under ``cubiri/v1/settings``."""

from __future__ import annotations

from typing import Any

import param

from .i18n import LANGUAGES
from .urlparams import DEFAULT_DIFFICULTY, DIFFICULTIES

# Seconds between two computer actions, so a human can follow a computer turn; "step": none on
# their own, one per press of "Next computer move" (WCAG 2.2.1, 2.2.2: the player sets the pace).
SPEEDS = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "step": None}


class Settings(param.Parameterized):
    """What the player chose. ``language`` is ``""`` until the player picks one: then the URL
    and the browser decide (see :func:`.i18n.resolve_language`)."""

    language = param.Selector(default="", objects=["", *LANGUAGES])
    difficulty = param.Selector(default=DEFAULT_DIFFICULTY, objects=list(DIFFICULTIES),
                                doc="The game's difficulty; changing it starts a new game.")
    computer_speed = param.Selector(default="normal", objects=list(SPEEDS))
    show_odds = param.Boolean(default=False, doc="The odds panel, off by default.")

    FIELDS = ("language", "difficulty", "computer_speed", "show_odds")
    #: The version of the saved form; a page reads it before Python runs (site/static/language.js).
    FORMAT = 1

    @property
    def computer_delay(self) -> float | None:
        """Seconds to wait between computer actions at the chosen speed; ``None``: step by step."""
        return SPEEDS[self.computer_speed]

    def to_json(self) -> dict:
        return {"format": Settings.FORMAT, **{name: getattr(self, name) for name in self.FIELDS}}

    @staticmethod
    def problems_in(data: Any) -> tuple[dict, list[str]]:
        """The valid settings in ``data`` and what was wrong with the rest. Never raises."""
        saved = data.get("format") if isinstance(data, dict) else None
        if isinstance(saved, bool) or saved != Settings.FORMAT:  # true == 1 in Python, not in JSON
            return {}, ["not Cubiri settings"]
        valid, problems = {}, []
        for name in Settings.FIELDS:
            if name not in data:
                continue
            value = data[name]
            allowed = Settings.param[name]
            if isinstance(allowed, param.Boolean):
                ok = isinstance(value, bool)
            else:
                ok = isinstance(value, str) and value in allowed.objects
            if ok:
                valid[name] = value
            else:
                problems.append(f"{name}: {value!r:.30}")
        return valid, problems
