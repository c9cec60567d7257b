"""Setting the MAGIKABOOM table: 2 to 6 seats, each a named person or a computer player, each
with its hat.

The shared form (:class:`..table.setup.TableSetup`). The table is remembered in the browser
under :data:`SETUP_KEY` with every seat the card holds, the hidden ones too, so the next game
starts from the same seats and a seat left out keeps its name.
"""

from __future__ import annotations

from typing import Any

import panel as pn

from cubiri_panel.magikaboom import BOTS, MagikaboomGame

from ..names import clean_name
from ..storage import PREFIX
from ..table import setup as table
from .scoreboard import hat_svg

SETUP_KEY = PREFIX + "setup/magikaboom"


class TableSetup(table.TableSetup):
    """The MAGIKABOOM set-up card."""

    GAME = "magikaboom"
    BOTS = BOTS
    SEATS = MagikaboomGame.SEATS
    NAME_LENGTH = MagikaboomGame.NAME_LENGTH
    # A first visit: you against one careful computer player.
    DEFAULT = {"seats": [{"name": "", "kind": "human"}, {"name": "", "kind": "careful"}], "count": 2}
    BUTTONS = ("magikaboom.setup.start", "magikaboom.setup.resume")
    WATCH = "magikaboom.setup.watch"

    def seat_mark(self, seat: int):
        return pn.pane.HTML(hat_svg(seat, 36), width=40, margin=(28, 0, 0, 0), styles={"flex": "0 0 40px"})

    @classmethod
    def from_saved(cls, data: Any) -> dict | None:
        try:
            seats, count = data["seats"], int(data["count"])
            fewest, most = cls.SEATS
            if data.get("format") != 1 or not fewest <= count <= most or len(seats) != most:
                return None
            table = {"count": count, "seats": []}
            for entry in seats:
                name, kind = clean_name(str(entry["name"]), cls.NAME_LENGTH), entry["kind"]
                if kind not in cls.kinds():
                    return None
                table["seats"].append({"name": name, "kind": kind})
        except Exception:  # saved data is untrusted: any shape, any depth
            return None
        return table

    def saved_form(self) -> dict:
        return {"format": 1, "count": self.count.value, "seats": self.seats()}
