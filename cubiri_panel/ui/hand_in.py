"""A finished game handed in to the student's class, on the end screen: "For class 3B", the game's
code marked with the class (``classroom.hand_in``), sent by the phone's share sheet or copied
(``copying``), and the same as a QR code for the teacher's camera (``cubiri_panel.qr``).

The class is the one the class's link kept in this browser (``storage.keys.CLASS_KEY``, set by
the site's home page); with none, or one that cannot be read, nothing shows and the end screen's
plain code (``game_data``) is there as before.
"""

from __future__ import annotations

import html

import panel as pn

from .. import qr
from ..classroom.hand_in import hand_in, shown_class_code
from ..errors import SnapshotError
from . import theme
from .copying import CopyButton
from .i18n import Translator
from .storage.keys import CLASS_FORMAT, CLASS_KEY

CODE_CSS = """
input.bk-input { font-family: ui-monospace, monospace; font-size: .85rem; min-height: 44px; }
"""
# Black on white whatever the page's colours, as big as a phone's width allows: a camera across
# a classroom table reads it.
QR_CSS = """
:host { width: 100%; }
svg.cubiri-qr { display: block; width: 100%; max-width: 280px; height: auto; background: #fff; }
p { margin: 4px 0; font-size: .9rem; }
"""


def saved_class(store) -> str | None:
    """The class code this browser's class link kept, as shown, or ``None``."""
    data = store.read_json(CLASS_KEY)
    if not (isinstance(data, dict) and data.get("format") == CLASS_FORMAT):
        return None
    try:
        return shown_class_code(data.get("code"))
    except ValueError:
        return None


class HandInBox:
    """The hand-in of a finished game to the class this browser is in, built once; hidden while
    the game is not over, has no code, or the browser is in no class."""

    def __init__(self, store):
        self.store = store
        self.title = pn.pane.HTML("", stylesheets=[theme.TEXT_CSS], sizing_mode="stretch_width", margin=0)
        self.code = pn.widgets.TextInput(value="", css_classes=["cubiri-hand-in-code"], sizing_mode="stretch_width",
                                         stylesheets=[CODE_CSS, theme.HIDDEN_LABEL_CSS], margin=(0, 0, 4, 0))
        # The share sheet where a phone has one (sent as text), else the clipboard (..copying).
        self.copier = CopyButton(self.code, "cubiri-hand-in-send", share="text")
        self.qr = pn.pane.HTML("", stylesheets=[QR_CSS], sizing_mode="stretch_width", margin=(4, 0, 0, 0),
                               css_classes=["cubiri-hand-in-qr"])
        # On the end screen's own ground, as the game's code below it (a card's paper left the
        # "Copied" note's teal short of the contrast text needs).
        self.layout = pn.Column(self.title, self.code, self.copier.beside(), self.qr, sizing_mode="stretch_width",
                                margin=(6, 0), visible=False, css_classes=["cubiri-hand-in"])
        self._drawn = None    # (text, language) the QR code shows
        self._wanted = None   # (text, class, translator) it is to show, once the QR writer is there

    def update(self, game, t: Translator) -> None:
        klass = saved_class(self.store) if game is not None and game.is_over else None
        try:
            code = game.to_code() if klass else None
        except SnapshotError:  # a game rolling from given dice has no code
            code = None
        self.layout.visible = code is not None
        if code is None:
            return
        text = hand_in(code, klass)
        self.title.object = (f'<h3>{html.escape(t("classroom.end.hand_in"))}</h3>'
                             f'<p class="cubiri-hand-in-class">{html.escape(t("classroom.end.for_class", code=klass))}</p>')
        self.code.name = t("classroom.end.hand_in_code", code=klass)
        if self.code.value != text:
            self.copier.forget()
        self.code.value = text
        self.copier.update(t("classroom.end.send"), t)
        self._wanted = (text, klass, t)
        self._draw()

    def _draw(self) -> None:
        text, klass, t = self._wanted
        if self._drawn == (text, t.lang):
            return
        if not qr.when_available(self._draw):
            self.qr.object = f'<p role="status">{html.escape(t("classroom.end.qr_waiting"))}</p>'
            return
        self._drawn = (text, t.lang)
        self.qr.object = (qr.svg(text, t("classroom.end.qr", code=klass))
                          + f'<p>{html.escape(t("classroom.end.qr_hint"))}</p>')
