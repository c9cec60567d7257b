"""Setting the table: 1-6 seats, each a name and a human or a computer level, and the target.

The set-up is remembered in the browser (``cubiri/v1/setup/mishimash``) so the next game starts
from the same table. Widgets are built once; a language change only relabels them.
"""

from __future__ import annotations

import html
from typing import Any

import panel as pn
import param

from ...mishimash import BOTS, MishimashGame
from ...mishimash import MAX_TARGET
from .. import theme
from ..edits import Edits
from ..i18n import Translator
from ..names import clean_name, counted
from ..players import default_name, kind_options
from ..storage import PREFIX
from .styles import SETUP_CSS

SETUP_KEY = PREFIX + "setup/mishimash"
KINDS = ("human", *BOTS)          # human, cautious, threshold, optimal
SEATS = MishimashGame.SEATS[1]
NAME_LENGTH = MishimashGame.NAME_LENGTH
DEFAULT = {"seats": [{"name": "", "kind": "human"}, {"name": "", "kind": "threshold"}], "target": 1000}
# The card's 1,000, and two shorter games: a quick choice beside the free target field.
TARGETS = (300, 500, 1000)
THOUSANDS = {"en": ",", "it": "."}  # Spanish and Latvian group no four-digit number
CHOICE_CSS = theme.BUTTON_CSS["secondary"] + """
.bk-btn-group { gap: 8px; flex-wrap: wrap; }
.bk-btn-group .bk-btn { border-radius: 12px !important; flex: 1 1 80px; }
.bk-btn.bk-active, .bk-btn.bk-active:hover:not([disabled]) { background: var(--cubiri-gold) !important; border-color: var(--cubiri-gold-dark) !important; }
"""


def valid_setup(data: Any) -> dict | None:
    """A saved set-up if it is well formed, else ``None`` (saved data is untrusted)."""
    if not (isinstance(data, dict) and isinstance(data.get("seats"), list)
            and 1 <= len(data["seats"]) <= SEATS and type(data.get("target")) is int
            and 1 <= data["target"] <= MAX_TARGET):
        return None
    seats = []
    for seat in data["seats"]:
        if not (isinstance(seat, dict) and isinstance(seat.get("name"), str)
                and len(seat["name"]) <= NAME_LENGTH and seat.get("kind") in KINDS):
            return None
        seats.append({"name": clean_name(seat["name"], NAME_LENGTH), "kind": seat["kind"]})
    return {"seats": seats, "target": data["target"]}


class TableSetup(pn.viewable.Viewer):
    """The set-up form. ``on_start(callback)`` receives the chosen table as a dict."""

    lang = param.String(default="en")
    can_resume = param.Boolean(default=False, doc="A game is in progress: offer to go back to it")

    def __init__(self, **params):
        super().__init__(**params)
        self._start_callbacks, self._resume_callbacks = [], []
        self.count = theme.select(options=list(range(1, SEATS + 1)), value=2, css_classes=["cubiri-seats"],
                                  sizing_mode="stretch_width", max_width=340)
        # A seat's widgets are built when the count first reaches it: a first visit shows two
        # seats, and the other four would only slow the page's loading. Until then a seat is
        # the data ``load`` gave it.
        self.names, self.kinds, self.rows = [], [], []
        self._unbuilt = [{"name": "", "kind": "threshold"} for _ in range(SEATS)]
        self.seat_rows = pn.Column(sizing_mode="stretch_width", margin=0)
        self.target_head = pn.pane.HTML(stylesheets=[SETUP_CSS], margin=(6, 0, 0, 0), sizing_mode="stretch_width")
        self.target_choice = pn.widgets.RadioButtonGroup(options=list(TARGETS), value=1000,
                                                         css_classes=["cubiri-target-choice"], stylesheets=[CHOICE_CSS],
                                                         sizing_mode="stretch_width", max_width=340, margin=(4, 5))
        self.target = pn.widgets.IntInput(value=1000, start=1, end=MAX_TARGET, step=50,
                                          css_classes=["cubiri-target"], stylesheets=[theme.SELECT_CSS],
                                          sizing_mode="stretch_width", max_width=340)
        self.title = pn.pane.HTML(stylesheets=[SETUP_CSS], margin=0, sizing_mode="stretch_width")
        self.start = theme.action_button("", "cubiri-start", sizing_mode="stretch_width", max_width=340)
        self.resume = theme.action_button("", "cubiri-resume", kind="secondary",
                                          sizing_mode="stretch_width", max_width=340)
        self.start.on_click(lambda _: [cb(self.table()) for cb in self._start_callbacks])
        self.resume.on_click(lambda _: [cb() for cb in self._resume_callbacks])
        self.count.param.watch(self._show_rows, "value")
        self.target_choice.param.watch(self._choose_target, "value")
        self.target.param.watch(self._show_target_choice, "value")
        self.edits = Edits()  # a remembered table arriving late must not undo what was typed
        self.edits.watch(self.count, "value")
        self.edits.watch(self.target, "value")
        self.param.watch(self._relabel, "lang")
        self.load(DEFAULT)
        self._relabel()

    def on_start(self, callback) -> None:
        self._start_callbacks.append(callback)

    def on_resume(self, callback) -> None:
        self._resume_callbacks.append(callback)

    # -- data -------------------------------------------------------------------------------
    def load(self, setup: dict) -> None:
        with self.edits.by_code():
            seats = setup["seats"]
            for i in range(SEATS):
                seat = seats[i] if i < len(seats) else {"name": "", "kind": "threshold"}
                if i < len(self.names):
                    self.names[i].param.update(value=seat["name"], value_input=seat["name"])
                    self.kinds[i].value = seat["kind"]
                else:
                    self._unbuilt[i] = dict(seat)
            self.count.value = len(seats)
            self.target.value = setup["target"]
        self._show_rows()

    def table(self) -> dict:
        """The table as chosen: names trimmed (an empty name becomes "Player 3" ...)."""
        t = Translator(self.lang)
        seats = []
        for i in range(self.count.value):
            typed = (self.names[i].value_input if self.names[i].value_input is not None
                     else self.names[i].value) or ""
            kind = self.kinds[i].value
            name = clean_name(typed, NAME_LENGTH) or self._default_name(i, t)
            seats.append({"name": name, "kind": kind})
        target = self.target.value if isinstance(self.target.value, int) else 1000
        return {"seats": seats, "target": min(max(target, 1), MAX_TARGET)}

    def _placeholder(self, i: int) -> None:
        """The name an empty field will get, shown greyed in the field."""
        self.names[i].placeholder = self._default_name(i, Translator(self.lang))

    def _default_name(self, i: int, t: Translator) -> str:
        return default_name(i, self.kinds[i].value or "human", t)

    # -- drawing ----------------------------------------------------------------------------
    def _build_seat(self, i: int) -> None:
        seat = self._unbuilt[i]
        # A seat's name and kind share a line where both fit at a readable width, else stack.
        name = pn.widgets.TextInput(value=seat["name"], value_input=seat["name"], max_length=NAME_LENGTH,
                                    css_classes=[f"cubiri-seat-name-{i}"], stylesheets=[theme.SELECT_CSS],
                                    sizing_mode="stretch_width")
        named = counted(name, NAME_LENGTH, f"cubiri-seat-count-{i}", sizing_mode="stretch_width", min_width=140,
                        max_width=300, styles={"flex": "1 1 200px"})
        kind = theme.select(options=[seat["kind"]], value=seat["kind"], css_classes=[f"cubiri-seat-kind-{i}"],
                            sizing_mode="stretch_width", min_width=140, max_width=300, styles={"flex": "1 1 200px"})
        self.names.append(name)
        self.kinds.append(kind)
        self._label_seat(i, Translator(self.lang))
        kind.param.watch(lambda _: self._placeholder(i), "value")
        self.edits.watch(kind, "value")
        self.edits.watch(name, "value", "value_input")
        self.rows.append(theme.flex(named, kind, margin=(0, 0, 6, 0)))
        self.seat_rows.append(self.rows[-1])

    def _show_rows(self, *_):
        while len(self.rows) < self.count.value:
            self._build_seat(len(self.rows))
        for i, row in enumerate(self.rows):
            row.visible = i < self.count.value

    def _choose_target(self, event) -> None:
        if event.new is not None:
            self.target.value = event.new

    def _show_target_choice(self, event) -> None:
        """A target typed in the field lights its quick choice, or none."""
        self.target_choice.value = event.new if event.new in TARGETS else None

    @param.depends("can_resume", watch=True)
    def _show_resume(self):
        self.resume.visible = self.can_resume

    def _relabel(self, *_):
        t = Translator(self.lang)
        self.title.object = (f"<h2>{html.escape(t('mishimash.setup.title'))}</h2>"
                             f"<p class='cubiri-muted'>{html.escape(t('mishimash.setup.intro'))}</p>")
        self.count.name = t("mishimash.setup.seats")
        for i in range(len(self.rows)):
            self._label_seat(i, t)
        self.target_head.object = (f"<p class='cubiri-target-head'><strong>{html.escape(t('mishimash.setup.target_choice'))}"
                                   f"</strong><br><span class='cubiri-muted'>{html.escape(t('mishimash.setup.target_note'))}</span></p>")
        sep = THOUSANDS.get(t.lang, "")
        self.target_choice.options = {f"{n:,}".replace(",", sep): n for n in TARGETS}
        self.target.name = t("mishimash.setup.target")
        self.start.name = t("mishimash.buttons.start")
        self.resume.name = t("mishimash.buttons.resume")
        self._show_resume()

    def _label_seat(self, i: int, t: Translator) -> None:
        options = kind_options("mishimash", BOTS, t)
        value = self.kinds[i].value or "human"
        self.kinds[i].param.update(options=options, value=value, name=t("mishimash.setup.kind", n=i + 1))
        self.names[i].name = t("mishimash.setup.name", n=i + 1)
        self._placeholder(i)

    def __panel__(self):
        return theme.card(self.title, self.count, self.seat_rows, self.target_head, self.target_choice, self.target,
                          self.start, self.resume,
                          sizing_mode="stretch_width", css_classes=["cubiri-setup"], margin=(8, 0))
