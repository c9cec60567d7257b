"""Setting the table: the seats, each a name and a person or a computer level, then what the
game adds (MISHIMASH's target).

One form for both table games. A game subclasses :class:`TableSetup` with its facts (its
catalog, its computer levels, how many seats, the first visit's table) and its own parts, and
says how its table is remembered in the browser (``cubiri/v1/setup/<game>``), so the next game
starts from the same table. Widgets are built once; a language change only relabels them.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from typing import Any

import panel as pn
import param

from .. import theme
from ..edits import Edits
from ..i18n import Translator
from ..names import clean_name, counted
from ..players import default_name, kind_options
from ..storage import PREFIX

HEAD_CSS = theme.TEXT_CSS + """
:host { width: 100%; }
"""
ROW_CSS = ":host { width: 100%; }"


class TableSetup(pn.viewable.Viewer):
    """The set-up card. ``on_start(callback(table))`` receives the chosen table,
    ``{"seats": [{"name": ..., "kind": ...}, ...], **extras}``; ``on_resume(callback())``."""

    lang = param.String(default="en")
    can_resume = param.Boolean(default=False, doc="A game is in progress: offer to go back to it")

    # -- the game's facts, given by its subclass ------------------------------------------
    GAME = ""                     # the catalog's domain and the storage key's name
    BOTS: tuple[str, ...] = ()    # the game's computer levels, weakest first
    SEATS = (1, 6)                # fewest and most seats
    NAME_LENGTH = 32
    DEFAULT: dict = {}            # the first visit's table: {"seats": [...], ...}
    OPEN_SEAT = {"name": "", "kind": "human"}   # a seat the first table leaves out
    BUTTONS = ("", "")            # catalog keys of start and resume
    WATCH = None                  # catalog key of a note shown while every seat is a computer

    def __init__(self, **params):
        super().__init__(**params)
        self._start_callbacks: list[Callable] = []
        self._resume_callbacks: list[Callable] = []
        fewest, most = self.SEATS
        self.heading = pn.pane.HTML(stylesheets=[HEAD_CSS], margin=0, sizing_mode="stretch_width")
        self.count = theme.select(options=list(range(fewest, most + 1)), value=fewest,
                                  css_classes=["cubiri-seats"], sizing_mode="stretch_width", max_width=340)
        # A seat's widgets are built when the count first reaches it: a first visit shows two
        # seats, and the other four would only slow the page's loading. Until then a seat is
        # the data ``load`` gave it.
        self.names, self.kinds, self.rows = [], [], []
        self._unbuilt = [dict(self.OPEN_SEAT) for _ in range(most)]
        self.seat_rows = pn.Column(sizing_mode="stretch_width", margin=0)
        self.watch_note = pn.pane.HTML(stylesheets=[theme.TEXT_CSS], sizing_mode="stretch_width", margin=0,
                                       visible=False)
        self.start = theme.action_button("", "cubiri-start", sizing_mode="stretch_width", max_width=340)
        self.resume = theme.action_button("", "cubiri-resume", kind="secondary",
                                          sizing_mode="stretch_width", max_width=340)
        # A form the game refuses (a target out of range) starts nothing: its field says why.
        self.start.on_click(lambda _: [cb(self.table()) for cb in self._start_callbacks if not self.start.disabled])
        self.resume.on_click(lambda _: [cb() for cb in self._resume_callbacks])
        self.edits = Edits()  # a remembered table arriving late must not undo what was typed
        self.edits.watch(self.count, "value")
        self.count.param.watch(self._show_rows, "value")
        self.param.watch(self._relabel, "lang")
        self.build_extra()
        self.load(self.DEFAULT)
        self._relabel()

    def on_start(self, callback: Callable) -> None:
        self._start_callbacks.append(callback)

    def on_resume(self, callback: Callable) -> None:
        self._resume_callbacks.append(callback)

    @classmethod
    def kinds(cls) -> tuple[str, ...]:
        """What a seat can be: a person, or one of the game's computer levels."""
        return ("human", *cls.BOTS)

    # -- the game's parts: its own widgets under the seats, and what they add to the table --
    def build_extra(self) -> None:
        """Make the game's own widgets (called once, before the first table is shown)."""

    def extra_parts(self) -> list:
        return []

    def extra_table(self) -> dict:
        return {}

    def load_extra(self, table: dict) -> None:
        """Show the game's part of ``table``."""

    def label_extra(self, t: Translator) -> None:
        """Label the game's own widgets in ``t``'s language."""

    def refuse_start(self, refused: bool) -> None:
        """Hold Start back while the game's own part of the form is refused (it says why)."""
        self.start.disabled = refused

    def seat_mark(self, seat: int):
        """A picture before the seat's fields (MAGIKABOOM's hats), or None."""
        return None

    # -- remembered in the browser -----------------------------------------------------------
    @property
    def key(self) -> str:
        return f"{PREFIX}setup/{self.GAME}"

    @classmethod
    def from_saved(cls, data: Any) -> dict | None:
        """The table a saved value holds, if it is well formed, else ``None`` (saved data is
        untrusted: any shape, any depth)."""
        raise NotImplementedError

    def saved_form(self) -> Any:
        """What is kept in the browser for the table as it is now."""
        raise NotImplementedError

    def remember(self, store) -> None:
        """Keep the table in the browser, so the next game starts from the same seats."""
        store.put(self.key, json.dumps(self.saved_form()))

    def load_saved(self, store) -> None:
        """Apply the table remembered in the browser, unless the person has already changed
        the card (what they chose wins); a damaged one leaves the card as it is."""
        saved = self.from_saved(store.read_json(self.key))
        if saved is not None and not self.edits.touched:
            self.load(saved)

    # -- the table ---------------------------------------------------------------------------
    def load(self, table: dict) -> None:
        """Show ``table``: its seats (``table["count"]`` of them are taken, else all) and extras."""
        with self.edits.by_code():
            seats = table["seats"]
            for i in range(self.SEATS[1]):
                seat = seats[i] if i < len(seats) else self.OPEN_SEAT
                if i < len(self.names):
                    self.names[i].param.update(value=seat["name"], value_input=seat["name"])
                    self.kinds[i].value = seat["kind"]
                else:
                    self._unbuilt[i] = dict(seat)
            self.count.value = table.get("count", len(seats))
            self.load_extra(table)
        self._show_rows()

    def typed(self, seat: int) -> str:
        field = self.names[seat]
        return clean_name((field.value_input if field.value_input is not None else field.value) or "",
                          self.NAME_LENGTH)

    def seats(self) -> list[dict]:
        """Every seat as the card holds it, taken or not, with the names as typed."""
        built = [{"name": self.typed(i), "kind": kind.value} for i, kind in enumerate(self.kinds)]
        return built + self._unbuilt[len(built):]

    def table(self) -> dict:
        """The table as chosen: names cleaned (an empty name becomes "Player 3" ...)."""
        t = Translator(self.lang)
        seats = [{"name": self.typed(i) or self._default_name(i, t), "kind": self.kinds[i].value}
                 for i in range(self.count.value)]
        return {"seats": seats, **self.extra_table()}

    def _default_name(self, seat: int, t: Translator) -> str:
        return default_name(seat, self.kinds[seat].value or "human", t)

    # -- drawing -----------------------------------------------------------------------------
    def _build_seat(self, i: int) -> None:
        seat = self._unbuilt[i]
        # A seat's name and kind share a line where both fit at a readable width, else stack.
        box = dict(sizing_mode="stretch_width", max_width=340, styles={"flex": "1 1 200px", "min-width": "0"})
        name = pn.widgets.TextInput(value=seat["name"], value_input=seat["name"], max_length=self.NAME_LENGTH,
                                    css_classes=[f"cubiri-seat-name-{i}"], stylesheets=[theme.SELECT_CSS],
                                    sizing_mode="stretch_width")
        named = counted(name, self.NAME_LENGTH, f"cubiri-seat-count-{i}", **box)
        kind = theme.select(options=[seat["kind"]], value=seat["kind"], css_classes=[f"cubiri-seat-kind-{i}"], **box)
        self.names.append(name)
        self.kinds.append(kind)
        self._label_seat(i, Translator(self.lang))
        kind.param.watch(lambda _: self._kind_changed(i), "value")
        self.edits.watch(kind, "value")
        self.edits.watch(name, "value", "value_input")
        mark = self.seat_mark(i)
        self.rows.append(theme.flex(*([mark] if mark is not None else []), named, kind, stylesheets=[ROW_CSS],
                                    margin=(0, 0, 6, 0)))
        self.seat_rows.append(self.rows[-1])

    def _show_rows(self, *_) -> None:
        while len(self.rows) < self.count.value:
            self._build_seat(len(self.rows))
        for i, row in enumerate(self.rows):
            row.visible = i < self.count.value
        self._show_watch_note()

    def _kind_changed(self, seat: int) -> None:
        self.names[seat].placeholder = self._default_name(seat, Translator(self.lang))
        self._show_watch_note()

    def _show_watch_note(self) -> None:
        if self.WATCH:
            self.watch_note.visible = all(k.value != "human" for k in self.kinds[:self.count.value])

    @param.depends("can_resume", watch=True)
    def _show_resume(self) -> None:
        self.resume.visible = self.can_resume

    def _relabel(self, *_) -> None:
        t = Translator(self.lang)
        self.heading.object = (f"<h2>{html.escape(t(f'{self.GAME}.setup.title'))}</h2>"
                               f"<p class='cubiri-muted'>{html.escape(t(f'{self.GAME}.setup.intro'))}</p>")
        self.count.name = t(f"{self.GAME}.setup.seats")
        for i in range(len(self.rows)):
            self._label_seat(i, t)
        if self.WATCH:
            self.watch_note.object = f'<p class="cubiri-muted">{html.escape(t(self.WATCH))}</p>'
        self.label_extra(t)
        self.start.name, self.resume.name = (t(key) for key in self.BUTTONS)
        self._show_resume()

    def _label_seat(self, i: int, t: Translator) -> None:
        value = self.kinds[i].value or "human"
        self.kinds[i].param.update(options=kind_options(self.GAME, self.BOTS, t), value=value,
                                   name=t(f"{self.GAME}.setup.kind", n=i + 1))
        self.names[i].param.update(name=t(f"{self.GAME}.setup.name", n=i + 1),
                                   placeholder=self._default_name(i, t))

    def __panel__(self):
        return self.layout

    @property
    def layout(self) -> pn.Column:
        if not hasattr(self, "_layout"):
            self._layout = theme.card(self.heading, self.count, self.seat_rows, *self.extra_parts(),
                                      self.watch_note, self.start, self.resume, sizing_mode="stretch_width",
                                      css_classes=["cubiri-setup"], margin=(8, 0))
        return self._layout
