""""Share this game": a link holding the game's code in its fragment (``#game=<code>``), which
opens the game as a replay (:mod:`.replay`) on the same page, served or on the static site.

The fragment never reaches a server (browsers do not send it), so a shared game is never in a
server's log.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import panel as pn

from ...errors import SnapshotError
from .. import theme
from ..copying import CopyButton
from ..i18n import Translator

FRAGMENT = "game="


def page_address() -> str:
    """The address of the page being shown, without its query and fragment ("" in a notebook)."""
    location = pn.state.location
    href = getattr(location, "href", "") if location is not None else ""
    return (href or "").split("#", 1)[0].split("?", 1)[0]


def share_link(code: str, address: str | None = None) -> str:
    """The link that opens the game of ``code`` as a replay on the page at ``address`` (the
    page being shown if not given)."""
    address = page_address() if address is None else address
    return f"{address}#{FRAGMENT}{code}"


# A control of the game: 44 px tall, as every other.
FIELD_CSS = "input.bk-input { min-height: 44px; }"


class ShareBox:
    """The button and, once pressed, the link with a button to copy it. ``game()`` gives the
    game to share; ``update(game, t)`` after every change keeps an open link up to date."""

    def __init__(self, game: Callable[[], object]):
        self._game, self._t = game, Translator()
        self._shown = None  # (state, language) the open link was made for
        self.button = theme.action_button("", "cubiri-share-open", kind="secondary")
        self.button.on_click(lambda _: self.toggle())
        self.help = pn.pane.HTML("", stylesheets=[theme.TEXT_CSS], sizing_mode="stretch_width", margin=0)
        self.link = pn.widgets.TextInput(value="", sizing_mode="stretch_width", css_classes=["cubiri-share-link"],
                                         stylesheets=[FIELD_CSS], margin=(0, 0, 8, 0))
        # The link and its button flush with the box's text (Panel's margin would indent them).
        # Copied in the page, and said so (a phone's share sheet sends it instead: see ..copying).
        self.copier = CopyButton(self.link, "cubiri-share-copy", share="url")
        self.copy = self.copier.button
        self.copy_row = self.copier.beside()
        self.box = theme.card(self.help, self.link, self.copy_row, sizing_mode="stretch_width", margin=(6, 0),
                              visible=False, css_classes=["cubiri-share"])

    def toggle(self) -> None:
        self.box.visible = not self.box.visible
        self._fill()
        self._label()

    def _fill(self) -> None:
        game, t = self._game(), self._t
        if not self.box.visible or game is None:
            return
        self._shown = (game.state, t.lang)
        try:
            code = game.to_code()
        except (SnapshotError, ValueError):
            self.help.object = f'<p role="status">{html.escape(t("coach.share.cannot"))}</p>'
            self.link.visible = self.copy_row.visible = False
            return
        self.help.object = (f'<h3>{html.escape(t("coach.share.title"))}</h3>'
                            f'<p class="cubiri-muted">{html.escape(t("coach.share.help"))}</p>')
        self.link.param.update(value=share_link(code), visible=True)
        self.copy_row.visible = True

    def _label(self) -> None:
        t = self._t
        self.button.label = t("coach.share.close" if self.box.visible else "coach.share.button")
        self.copier.update(t("coach.share.copy"), t)
        self.link.name = t("coach.share.link")  # the field's visible label: its name to a screen reader

    def update(self, game, t: Translator, allowed: bool = True) -> None:
        self._t = t
        self.button.visible = allowed and game is not None
        if not self.button.visible:
            self.box.visible = False
        elif self.box.visible and (game.state, t.lang) != self._shown:
            self._fill()  # the link of the position now, in the language now chosen
        self._label()
