"""A panel that opens below the fold (the odds beneath the game on a phone, MAGDAGDON's high
scores) is brought into view and given the focus when the player opens it: otherwise a tap on
"Odds" or "High scores" seems to do nothing. The odds held at the bottom of a phone's screen
are in view already: there the page scrolls so that their ``anchors`` (the dice) show. Put a :class:`Reveal` first in the panel and call
``show(label)`` when the player opens it (not when saved settings open it on loading)."""

from __future__ import annotations

from pathlib import Path

import param
from panel.custom import JSComponent


class Reveal(JSComponent):
    count = param.Integer(default=0, doc="How many times the panel was opened")
    label = param.String(default="", doc="The panel's name, read out as the focus arrives")
    anchors = param.List(default=[], item_type=str,
                         doc="CSS selectors, tried in turn: what must stay in view when the panel is held "
                             "at the bottom of the screen (the dice beside their odds)")

    # A plain module beside this one, as the storage component's (see storage/backends.py).
    _esm = _bundle = Path(__file__).parent / "reveal.js"

    def __init__(self, **params):
        params.setdefault("width", 1)
        params.setdefault("height", 1)
        params.setdefault("margin", 0)
        params.setdefault("css_classes", ["cubiri-reveal"])
        super().__init__(**params)

    def show(self, label: str) -> None:
        self.param.update(label=label, count=self.count + 1)
