"""One game, one live tab: the notice a page shows while another tab of the browser plays its
game, with "Continue here".

The page of a game opened in a second tab (or one whose game another tab has taken over) is
read-only: the store writes nothing (``Store.live``), the game's controls take no input, and the
computers wait. "Continue here" stops the other tab (which then shows this notice), reads the
saved game afresh and plays on from it: no move made in either tab is lost, and no tab acts on
dice another has shown. The browser's side is in ``storage/storage.js``.
"""

from __future__ import annotations

import html

import panel as pn

from . import theme
from .panels import NOTICE_BOX_CSS, NOTICE_CSS

# The game under the notice is shown as it stands, greyed, and takes no taps.
READ_ONLY_CSS = """
:host(.cubiri-elsewhere) { pointer-events: none; opacity: .45; filter: grayscale(.4); }
"""


class ElsewhereNotice:
    """The notice and its "Continue here" button; ``content`` (the game's layout) is made
    read-only while it shows."""

    def __init__(self, shell, content=None):
        self.shell, self.content = shell, content
        self.text = pn.pane.HTML(stylesheets=[NOTICE_CSS], sizing_mode="stretch_width", margin=0,
                                 styles={"flex": "1 1 180px"})
        self.button = theme.action_button("", "cubiri-continue-here", margin=0)
        self.button.on_click(lambda _: shell.store.take())
        self.layout = pn.Row(self.text, self.button, sizing_mode="stretch_width", margin=(4, 0), visible=False,
                             css_classes=["cubiri-notice-box", "cubiri-elsewhere-notice"],
                             stylesheets=[NOTICE_BOX_CSS], styles={"flex-wrap": "wrap"})
        if content is not None:
            content.stylesheets = [*content.stylesheets, READ_ONLY_CSS]
        shell.store.param.watch(self.draw, "live")
        shell.param.watch(self.draw, "lang")
        self.draw()

    def draw(self, *_):
        live, t = self.shell.store.live, self.shell.t
        with pn.io.hold():
            self.layout.visible = not live
            if not live:
                words = t("links.tabs.elsewhere", game=self.shell.game.upper())
                self.text.object = f'<p class="cubiri-notice" role="status">{html.escape(words)}</p>'
                self.button.label = t("links.tabs.continue_here")
            if self.content is not None:
                classes = [c for c in self.content.css_classes if c != "cubiri-elsewhere"]
                self.content.css_classes = classes + ([] if live else ["cubiri-elsewhere"])
