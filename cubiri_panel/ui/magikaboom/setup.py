"""Setting the MAGIKABOOM table: 2 to 6 seats, each a named person or a computer player.

The widgets are built once (six seat rows; the unused ones are hidden) and relabelled when the
language changes. The table is remembered in the browser under :data:`SETUP_KEY`, so the next
game starts from the same seats.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable

import panel as pn

from cubiri_panel.magikaboom import BOTS, MagikaboomGame

from .. import theme
from ..edits import Edits
from ..i18n import Translator
from ..names import clean_name, counted
from ..players import default_name, kind_options
from .track import hat_svg

SETUP_KEY = "cubiri/v1/setup/magikaboom"
MOST, FEWEST = MagikaboomGame.SEATS[1], MagikaboomGame.SEATS[0]
KINDS = ("human", *BOTS)
# A first visit: you against one careful computer player.
DEFAULT = {"format": 1, "seats": [{"name": "", "kind": "human"}, {"name": "", "kind": "careful"}]
           + [{"name": "", "kind": "human"} for _ in range(MOST - 2)], "count": 2}

ROW_CSS = ":host { width: 100%; }"


class TableSetup:
    """The set-up card. ``on_start(callback(players, computers))``; ``on_resume(callback())``."""

    def __init__(self, shell):
        self.shell = shell
        self._start_callbacks: list[Callable] = []
        self._resume_callbacks: list[Callable] = []
        self.heading = pn.pane.HTML("", stylesheets=[theme.TEXT_CSS], sizing_mode="stretch_width", margin=0)
        self.count = theme.select(options=[str(n) for n in range(FEWEST, MOST + 1)], value="2",
                                  css_classes=["cubiri-seat-count"], width=200)
        # A seat's widgets are built when the count first reaches it: a first visit shows two
        # seats, and the other four would only slow the page's loading. Until then a seat is
        # the data ``load`` gave it.
        self.names, self.kinds, self.rows = [], [], []
        self._unbuilt = [dict(seat) for seat in DEFAULT["seats"]]
        self.seat_rows = pn.Column(sizing_mode="stretch_width", margin=0)
        self.edits = Edits()  # a remembered table arriving late must not undo what was typed
        self.count.param.watch(lambda *_: self._show_rows(), "value")
        self.edits.watch(self.count, "value")
        self.watch_note = pn.pane.HTML("", stylesheets=[theme.TEXT_CSS], sizing_mode="stretch_width", margin=0)
        self.start = theme.action_button("", "cubiri-start")
        self.resume = theme.action_button("", "cubiri-resume", kind="secondary", visible=False)
        self.start.on_click(lambda _: self._started())
        self.resume.on_click(lambda _: [cb() for cb in self._resume_callbacks])
        self.layout = theme.card(self.heading, self.count, self.seat_rows, self.watch_note,
                                 theme.flex(self.start, self.resume),
                                 sizing_mode="stretch_width", css_classes=["cubiri-setup"], margin=(8, 0))
        self.load(DEFAULT)
        self._relabel()

    # -- callbacks ----------------------------------------------------------------------
    def on_start(self, callback: Callable) -> None:
        self._start_callbacks.append(callback)

    def on_resume(self, callback: Callable) -> None:
        self._resume_callbacks.append(callback)

    def _started(self) -> None:
        players, computers = self.table()
        for callback in self._start_callbacks:
            callback(players, computers)

    def remember(self) -> None:
        """Keep the table in the browser, so the next game starts from the same seats."""
        self.shell.store.put(SETUP_KEY, json.dumps(self.to_json()))

    # -- the table chosen ----------------------------------------------------------------
    @property
    def seats(self) -> int:
        return int(self.count.value)

    def table(self) -> tuple[list[str], dict[int, str]]:
        """Names (an empty name becomes "Player 2" / "Computer 2") and computer seats."""
        t = self.shell.t
        players, computers = [], {}
        for seat in range(self.seats):
            kind = self.kinds[seat].value
            typed = self.names[seat].value_input or self.names[seat].value or ""
            players.append(clean_name(typed, MagikaboomGame.NAME_LENGTH) or self._default_name(seat, kind, t))
            if kind != "human":
                computers[seat] = kind
        return players, computers

    @staticmethod
    def _default_name(seat: int, kind: str, t: Translator) -> str:
        return default_name(seat, kind, t)

    def to_json(self) -> dict:
        built = [{"name": clean_name(n.value_input or n.value or "", MagikaboomGame.NAME_LENGTH), "kind": k.value}
                 for n, k in zip(self.names, self.kinds)]
        return {"format": 1, "count": self.seats, "seats": built + self._unbuilt[len(built):]}

    def load(self, data) -> bool:
        """Apply a remembered table; anything malformed is ignored (the defaults stay)."""
        with self.edits.by_code():
            return self._load(data)

    def _load(self, data) -> bool:
        try:
            seats, count = data["seats"], int(data["count"])
            if data.get("format") != 1 or not FEWEST <= count <= MOST or len(seats) != MOST:
                return False
            for seat, entry in enumerate(seats):
                name, kind = clean_name(str(entry["name"]), MagikaboomGame.NAME_LENGTH), entry["kind"]
                if kind not in KINDS:
                    return False
                if seat < len(self.names):
                    self.names[seat].param.update(value=name, value_input=name)
                    self.kinds[seat].value = kind
                else:
                    self._unbuilt[seat] = {"name": name, "kind": kind}
            self.count.value = str(count)
        except Exception:  # saved data is untrusted: any shape, any depth
            return False
        self._show_rows()
        return True

    def load_saved(self) -> None:
        """Apply the table remembered in the browser, unless the person has already changed
        the card (what they chose wins)."""
        saved = self.shell.store.read_json(SETUP_KEY)  # None when damaged: the defaults stay
        if saved is not None and not self.edits.touched:
            self.load(saved)

    # -- drawing -------------------------------------------------------------------------
    def _build_seat(self, seat: int) -> None:
        data = self._unbuilt[seat]
        name = pn.widgets.TextInput(value=data["name"], value_input=data["name"], max_length=MagikaboomGame.NAME_LENGTH,
                                    stylesheets=[theme.SELECT_CSS], css_classes=[f"cubiri-seat-name-{seat}"],
                                    sizing_mode="stretch_width")
        named = counted(name, MagikaboomGame.NAME_LENGTH, f"cubiri-seat-count-{seat}", sizing_mode="stretch_width",
                        styles={"flex": "1 1 150px", "min-width": "0"})
        kind = theme.select(options={k: k for k in KINDS}, value=data["kind"], sizing_mode="stretch_width",
                            css_classes=[f"cubiri-seat-kind-{seat}"], styles={"flex": "1 1 150px", "min-width": "0"})
        kind.param.watch(lambda *_: self._relabel(), "value")
        self.edits.watch(kind, "value")
        self.edits.watch(name, "value", "value_input")
        hat = pn.pane.HTML(hat_svg(seat, 36), width=40, margin=(28, 0, 0, 0), styles={"flex": "0 0 40px"})
        self.names.append(name)
        self.kinds.append(kind)
        self.rows.append(theme.flex(hat, named, kind, align="flex-start", stylesheets=[ROW_CSS], margin=(0, 0, 6, 0)))
        self.seat_rows.append(self.rows[-1])

    def _show_rows(self) -> None:
        while len(self.rows) < self.seats:
            self._build_seat(len(self.rows))
        for seat, row in enumerate(self.rows):
            row.visible = seat < self.seats
        self._relabel()

    def _relabel(self, *_):
        t = self.shell.t
        self.heading.object = (f'<h2>{html.escape(t("magikaboom.setup.title"))}</h2>'
                               f'<p>{html.escape(t("magikaboom.setup.intro"))}</p>')
        self.count.name = t("magikaboom.setup.seats")
        options = kind_options("magikaboom", BOTS, t)
        for seat, (name, kind) in enumerate(zip(self.names, self.kinds)):
            name.name = t("magikaboom.setup.name", n=seat + 1)
            name.placeholder = self._default_name(seat, kind.value, t)
            if kind.options != options:
                value = kind.value
                kind.param.update(options=options, value=value)
            kind.name = t("magikaboom.setup.kind", n=seat + 1)
        everyone_computer = all(k.value != "human" for k in self.kinds[:self.seats])
        self.watch_note.object = (f'<p class="cubiri-muted">{html.escape(t("magikaboom.setup.watch"))}</p>'
                                  if everyone_computer else "")
        self.start.name = t("magikaboom.setup.start")
        self.resume.name = t("magikaboom.setup.resume")
