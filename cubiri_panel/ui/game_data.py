"""A finished game's data on its end screen: its code as text to copy (for the "Class results"
page of the site, or ``cubiri_panel.classroom.pool`` in a notebook) and its rolls as a CSV file.
Each end screen adds it with one line (``GameData.under(layout)``) and updates it with its own."""

from __future__ import annotations

import base64
import html
import io

import panel as pn

from ..csvfile import file_name, to_bytes, to_csv
from ..errors import SnapshotError
from ..log_rows import COLUMNS, row_values
from . import theme
from .copying import CopyButton
from .i18n import Translator

CSS = """
:host { width: 100%; }
h3 { margin: 12px 0 4px; font-size: 1rem; }
p { margin: 4px 0; font-size: .9rem; }
"""
CODE_CSS = """
input.bk-input { font-family: ui-monospace, monospace; font-size: .85rem; min-height: 44px; }
"""
# The rolls' link looks as the secondary button beside it ("Copy the code") does.
DOWNLOAD_CSS = theme.VARIABLES + """
a { display: inline-flex; align-items: center; box-sizing: border-box; min-height: 44px; min-width: 44px;
    padding: 6px 14px; border: 2px solid var(--cubiri-muted); border-radius: 12px; background: var(--cubiri-paper);
    color: var(--cubiri-ink); font-size: 1rem; font-weight: 650; letter-spacing: .02em; text-decoration: none; }
a:hover { background: var(--cubiri-paper2); }
a:focus-visible { outline: 3px solid var(--cubiri-focus); outline-offset: 2px; }
"""


class GameData:
    """The code and the rolls' CSV file of a finished game, built once; hidden until one is over."""

    def __init__(self):
        self.title = pn.pane.HTML(stylesheets=[CSS], sizing_mode="stretch_width", margin=0)
        self.code = pn.widgets.TextInput(value="", css_classes=["cubiri-game-code"], sizing_mode="stretch_width",
                                         stylesheets=[CODE_CSS, theme.HIDDEN_LABEL_CSS], margin=(0, 0, 4, 0))
        # Copied in the page, and said so (a phone's share sheet sends it instead: see .copying).
        self.copier = CopyButton(self.code, "cubiri-copy-code")
        self.copy = self.copier.button
        # A link holding the file (a data: address): Panel's FileDownload broke in the page when
        # its file arrived after the end screen had gone (Play again pressed at once).
        self.download = pn.pane.HTML("", stylesheets=[DOWNLOAD_CSS], margin=0)
        self.hint = pn.pane.HTML(stylesheets=[CSS], sizing_mode="stretch_width", margin=0)
        self._game = None
        # "Copied" under the buttons: beside them, in their row, the page drew the button blank.
        self.layout = pn.Column(self.title, self.code, theme.flex(self.copy, self.download, margin=(0, 0, 4, 0)),
                                self.copier.note, self.hint,
                                sizing_mode="stretch_width", margin=0, visible=False,
                                css_classes=["cubiri-game-data"])

    @classmethod
    def under(cls, layout) -> GameData:
        """A new one, added at the end of ``layout`` (an end screen's card)."""
        data = cls()
        layout.append(data.layout)
        return data

    def _csv(self) -> io.BytesIO:
        rows = self._game.log_rows() if self._game is not None else []
        return io.BytesIO(to_bytes(to_csv(COLUMNS, (row_values(r) for r in rows))))

    def update(self, game, t: Translator) -> None:
        """Show ``game``'s code and file once it is over (a game rolling from given dice, which
        has no code, shows neither); relabel in the language of ``t``."""
        try:
            code = game.to_code() if game is not None and game.is_over else None
        except SnapshotError:
            code = None
        self._game = game if code else None
        self.layout.visible = code is not None
        if code is None:
            return
        self.title.object = f"<h3>{html.escape(t('classroom.end.code'))}</h3>"
        self.code.name = t("classroom.end.code")  # its label, for a screen reader: the heading shows it
        self.code.value = code
        self.copier.update(t("classroom.end.copy"), t)
        name, data = file_name(game.GAME, code[-8:]), base64.b64encode(self._csv().getvalue()).decode()
        self.download.object = (f'<a class="cubiri-rolls-csv" download="{html.escape(name)}" '
                                f'href="data:text/csv;charset=utf-8;base64,{data}">{html.escape(t("classroom.end.csv"))}</a>')
        self.hint.object = f"<p>{html.escape(t('classroom.end.hint'))}</p>"
