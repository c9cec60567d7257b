"""What widgets cannot draw, shared by the games: a dice tray and the MAGDAGDON board.

Both are ``JSComponent``\\ s with their JavaScript and CSS in ``ui/js/`` (no import from any
CDN: the app works offline). Python owns the words: the accessible names are built here from
the catalogs in the component's ``lang``; the JavaScript only draws. Clicks come back through
``on_click(callback)``.

    tray = DiceTray(values=[3, 5, 1, 6], lang=shell.lang)
    tray.states = ["selected", "available", "prepared", "disabled"]
    tray.on_click(lambda i: ...)              # i: die index, 0-based, as in g.dice / g.rolled

    ingredients = DiceTray(values=[1, 4], faces="ingredients", face_keys=INGREDIENT_KEYS, show_names=True)

    board = BoardGrid(board=g.board.to_text(), lang=shell.lang)
    board.param.update(prepared=[(0, 1, 5)], legal=[(1, 1), (0, 2)],
                       row_edges=["14", "9", "", "18\\n+60"], col_edges=[...])
    board.on_click(lambda row, col: ...)      # 0-based

A replay shows a position with the game's own components, ``replay=True``: nothing in them can
be pressed, whatever else they are told, and the group's name says it is a replay's position.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import param
from panel.custom import JSComponent

from .i18n import LANGUAGES, Translator

JS = Path(__file__).parent / "js"

# Where a die's pips sit (in % of its side): one layout for the dice tray and the board, so a
# die looks the same in both. The components get it drawn, as SVG circles (``esm_constants``).
PIP_LAYOUT = {
    1: [(50, 50)],
    2: [(28, 28), (72, 72)],
    3: [(28, 28), (50, 50), (72, 72)],
    4: [(28, 28), (72, 28), (28, 72), (72, 72)],
    5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
    6: [(28, 25), (72, 25), (28, 50), (72, 50), (28, 75), (72, 75)],
}
PIP_SVG = {str(face): "".join(f'<circle cx="{x}" cy="{y}" r="9.5" class="pip"/>' for x, y in spots)
           for face, spots in PIP_LAYOUT.items()}  # text keys: a plain object in the browser
DIE_STATES = ("available", "selected", "prepared", "disabled", "highlighted")
class Clickable(JSComponent):
    """Holds click callbacks; subclasses turn the browser's message into callback arguments.

    A subclass's JavaScript is one plain module file in ``ui/js/``, declared as its ``_bundle``:
    Panel then skips compiling it in the browser (a TypeScript pass per component on every
    page load; benchmarks/README.md), and a served page fetches it as a file.
    ``_bundle_css = []``: the styles are in ``_stylesheets`` (which a notebook applies too);
    Panel would otherwise load the .css file beside the module a second time."""

    __abstract = True
    _bundle_css = []
    _constants = {"pips": PIP_SVG}

    replay = param.Boolean(default=False, doc="""
        Shows a replay's position: never pressable (``interactive`` notwithstanding), and named
        so for a screen reader.""")

    def __init__(self, **params):
        params.setdefault("sizing_mode", "stretch_width")  # centred in whatever holds it
        super().__init__(**params)
        self._click_callbacks: list[Callable[..., Any]] = []

    def on_click(self, callback: Callable[..., Any]) -> None:
        self._click_callbacks.append(callback)

    def _click(self, *args) -> None:
        for callback in self._click_callbacks:
            callback(*args)

    @property
    def pressable(self) -> bool:
        """Whether a press may do anything: interactive, and not a replay's position."""
        return self.interactive and not self.replay


class DiceTray(Clickable):
    """A row of dice, each a ``<button class="cubiri-die cubiri-die-{i}">``.

    ``states`` holds one of ``DIE_STATES`` a die (missing entries are "available"); each has
    its own shape cue (lift and check, dashes and arrow, ring and star, grey). A die value of
    0 draws a blank die (not rolled yet).
    """

    values = param.List(default=[], item_type=int, doc="Die faces 1-6 (0: blank)")
    states = param.List(default=[], item_type=str, doc="One of DIE_STATES per die")
    suggested = param.List(default=[], item_type=int, doc="""
        The dice the expert's hint would choose (their indexes): ringed, and named so.""")
    faces = param.Selector(default="pips", objects=["pips", "ingredients"])
    show_names = param.Boolean(default=False, doc="Write the ingredient's name under each die")
    interactive = param.Boolean(default=True, doc="False: dice are shown, not pressed")
    numbered = param.Boolean(default=True, doc="""
        Give each die its automation class cubiri-die-{i}. Set False on a second tray that
        only shows dice (a cauldron), so cubiri-die-{i} names the dice to press alone.""")
    die_size = param.Integer(default=64, bounds=(44, 160), doc="Side of a die in px (44 minimum: touch)")
    lang = param.Selector(default="en", objects=list(LANGUAGES))
    labels = param.List(default=[], doc="Accessible names, derived from the above")
    face_keys = param.List(default=[], item_type=str, doc="""
        The catalog keys of the names of faces 1 to 6, for faces that are not pips (a game's
        ingredients), set by the game that draws them: the tray names each die by them.""")
    names = param.List(default=[], doc="The faces' names, derived")
    group_label = param.String(default="", doc="Accessible name of the tray, derived")
    actions = param.Dict(default={}, doc="""
        What pressing a die does, by its state: a key of ``access.dice`` ("choose",
        "put_back", ...). A pressable die's name ends with it: "die 2 showing 5, selected: press
        to put it back". The view sets them: pressing means something else in each game.""")

    _esm = _bundle = JS / "dice.js"
    _stylesheets = [(JS / "dice.css").read_text(encoding="utf-8")]

    @param.depends("values", "states", "faces", "face_keys", "lang", "actions", "interactive", "replay",
                   "suggested", watch=True, on_init=True)
    def _describe(self):
        t = Translator(self.lang)
        labels, names = [], []
        for i, value in enumerate(self.values):
            state = self.states[i] if i < len(self.states) else "available"
            if self.faces != "pips" and len(self.face_keys) == 6 and 1 <= value <= 6:
                shown = t(self.face_keys[value - 1])
                names.append(shown)
            else:
                shown = str(value) if value else t("common.a11y.empty")
                names.append("")
            key = "common.a11y.die" if state == "available" else f"common.a11y.die_{state}"
            label = t(key, n=i + 1, value=shown)
            action = self.actions.get(state) if self.pressable and state != "disabled" else None
            if action:
                label = t("access.dice.does", label=label, action=t(f"access.dice.{action}"))
            if i in self.suggested:
                label = t("common.a11y.die_hinted", label=label)
            labels.append(label)
        self.param.update(labels=labels, names=names,
                          group_label=t("common.a11y.dice_replay" if self.replay else "common.a11y.dice"))

    def focus_first(self) -> None:
        """Move the keyboard focus to the first die that can be pressed, once the tray shows
        it. After ROLL the player's next step is a die; the button pressed has gone or is
        disabled, which would drop the focus to the top of the page."""
        self._send_msg({"focus": "first"})

    def _handle_msg(self, msg: Any) -> None:
        index = msg.get("click") if isinstance(msg, dict) else None
        if type(index) is int and 0 <= index < len(self.values):
            state = self.states[index] if index < len(self.states) else "available"
            if self.pressable and state != "disabled":
                self._click(index)


class BoardGrid(Clickable):
    """The MAGDAGDON 4x4 board; each cell a ``<button class="cubiri-cell cubiri-cell-{r}-{c}">``.

    ``board`` is the engine's text (``Board.to_text()``: rows split by ``/``, ``.`` empty, ``X``
    ruin). ``prepared`` lists ``(row, col, value)`` placed this turn; ``legal`` the cells the
    chosen die may take (or, with ``legal_style="ruin"``, the cells that may become a ruin).
    Only legal and prepared cells can be pressed (a prepared cell: to take its die back).
    ``row_edges``/``col_edges`` are the texts at the board's edges (sum, bonus; "\\n" breaks).
    """

    board = param.String(default="..../..../..../....")
    prepared = param.List(default=[], doc="(row, col, value) placed this turn")
    legal = param.List(default=[], doc="(row, col) cells that may be pressed")
    legal_style = param.Selector(default="place", objects=["place", "ruin"])
    suggested = param.List(default=[], doc="""
        (row, col, value) the expert's hint fills, drawn on the board as a ringed, faint die
        (value 0: the ruin it suggests)""")
    placing = param.Integer(default=0, bounds=(0, 6), doc="The chosen die's value (0: none): a legal cell's name says it goes there")
    row_edges = param.List(default=["", "", "", ""], item_type=str)
    col_edges = param.List(default=["", "", "", ""], item_type=str)
    corner = param.String(default="", doc="Text in the bottom-right corner (e.g. the total)")
    interactive = param.Boolean(default=True)
    lang = param.Selector(default="en", objects=list(LANGUAGES))
    labels = param.List(default=[], doc="16 accessible names, row by row, derived")
    edge_labels = param.List(default=[], doc="8 accessible names of the edges, derived")
    group_label = param.String(default="")

    _esm = _bundle = JS / "board.js"
    _stylesheets = [(JS / "board.css").read_text(encoding="utf-8")]

    def cell(self, row: int, col: int) -> str:
        """What the cell shows: "1"-"6", "." or "X" (prepared numbers included)."""
        for r, c, value in self.prepared:
            if (r, c) == (row, col):
                return str(value)
        return self.board.split("/")[row][col]

    @param.depends("board", "prepared", "legal", "legal_style", "placing", "suggested", "row_edges", "col_edges",
                   "lang", "interactive", "replay", watch=True, on_init=True)
    def _describe(self):
        t = Translator(self.lang)
        # Choosing a ruin is not placing a die: the name says which the pressed cell will do.
        legal_key = "common.a11y.legal_ruin" if self.legal_style == "ruin" else "common.a11y.legal"
        prepared = {(r, c) for r, c, _ in self.prepared}
        # A replay's position has no cell to choose; a prepared cell is taken back only where
        # pressing does something.
        legal = set() if self.replay else {tuple(cell) for cell in self.legal}
        suggested = {(r, c): v for r, c, v in self.suggested}
        labels = []
        for row in range(4):
            for col in range(4):
                shown = self.cell(row, col)
                value = (t("common.a11y.empty") if shown == "." else
                         t("common.a11y.ruin") if shown == "X" else shown)
                if (row, col) in prepared:
                    value = t("common.a11y.prepared", value=value)
                label = t("common.a11y.cell", row=row + 1, col=col + 1, value=value)
                if (row, col) in legal and self.placing and self.legal_style == "place":
                    label = t("access.names.place_here", label=label, value=self.placing)
                elif (row, col) in legal:
                    label = t(legal_key, label=label)
                elif (row, col) in prepared and self.pressable:   # pressing it takes the die back
                    label = t("access.names.take_back", label=label)
                if (row, col) in suggested:
                    value = suggested[row, col]
                    label = t("common.a11y.hinted", label=label, value=value) if value else \
                        t("common.a11y.hinted_ruin", label=label)
                labels.append(label)
        edges = [t("common.a11y.row_edge", row=i + 1, text=text.replace("\n", " "))
                 for i, text in enumerate(self.row_edges)]
        edges += [t("common.a11y.col_edge", col=i + 1, text=text.replace("\n", " "))
                  for i, text in enumerate(self.col_edges)]
        self.param.update(labels=labels, edge_labels=edges,
                          group_label=t("common.a11y.board_replay" if self.replay else "common.a11y.board"))

    def _handle_msg(self, msg: Any) -> None:
        cell = msg.get("click") if isinstance(msg, dict) else None
        if not (isinstance(cell, list) and len(cell) == 2 and all(type(v) is int and 0 <= v < 4 for v in cell)):
            return
        row, col = cell
        pressable = {tuple(c) for c in self.legal} | {(r, c) for r, c, _ in self.prepared}
        if self.pressable and (row, col) in pressable:
            self._click(row, col)


def read_only(layout) -> None:
    """Whatever a game draws of a past position (a replay's, a review's moment), nothing in it
    can be pressed."""
    for part in layout.select(Clickable):
        part.replay = True
