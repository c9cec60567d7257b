"""A Copy button that says what it did: the text of a field beside it (a link, a game's code, a
result) copied in the page, the same served, in a notebook and in Pyodide; then "Copied" beside
the button for a moment, in a polite live region that a screen reader reads, or, where the
browser refuses, how to copy by hand.

On a phone that has the system's share sheet (the Web Share API, ``navigator.share``) the
button opens it instead: the phone's own way to send a link or a text to a message or an app.
A sheet closed without sending says nothing; a sheet the browser cannot open falls back to the
clipboard. A computer's browser copies, share sheet or not: there the clipboard is the habit.

    copy = CopyButton(field, "cubiri-share-copy", share="url")
    copy.update(t("coach.share.copy"), t)
    layout = pn.Column(field, copy.beside())
"""

from __future__ import annotations

import param
from panel.custom import JSComponent

from . import theme
from .components import JS
from .i18n import LANGUAGES, Translator

NOTE_CSS = theme.TEXT_CSS + """
:host { min-width: 0; }
p { margin: 0; font-weight: 700; color: var(--cubiri-ink); }  /* teal fell short of 4.5:1 on the end cards */
"""

# The button's part, run in the page on the press (a user's gesture, which both the share
# sheet and the clipboard ask for). SHARED is the sheet's data: the field's text as a link or
# as text.
COPY_JS = """
const text = field.value;
const tell = (outcome) => note.data.setv({outcome: outcome, said: note.data.said + 1});
const copy = () => (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject())
  .then(() => tell("copied"), () => tell("failed"));
const phone = matchMedia("(pointer: coarse)").matches || /Mobi|Android|iPhone|iPad/.test(navigator.userAgent);
if (!text) {
  // pressed before the server has filled the field (a link still being made): nothing to send
} else if (phone && navigator.share) {
  navigator.share(SHARED).catch((error) => { if (!error || error.name !== "AbortError") copy(); });
} else {
  copy();
}
"""
SHARED = {"url": "{url: text}", "text": "{text: text}"}


class CopyNote(JSComponent):
    """The words beside a Copy button (``ui/js/copy_note.js``); the button's press sets
    ``outcome`` and counts ``said``, and the page shows the words that apply."""

    copied = param.String(default="", doc='"Copied", in the player\'s language')
    failed = param.String(default="", doc="How to copy by hand, where the browser refused")
    outcome = param.Selector(default="", objects=["", "copied", "failed"])
    said = param.Integer(default=0, doc="Counts the presses: a second copy is said again")
    moment = param.Integer(default=2500, doc='How long "Copied" shows, in ms')
    lang = param.Selector(default="en", objects=list(LANGUAGES))

    _esm = _bundle = JS / "copy_note.js"
    _bundle_css = []
    _stylesheets = [NOTE_CSS]

    def __init__(self, **params):
        params.setdefault("margin", 0)
        super().__init__(**params)


class CopyButton:
    """A secondary button of class ``css_class`` copying ``field``'s value (``share``: "url" or
    "text", what a phone's share sheet gets), and its note, to place near it (``beside()``)."""

    def __init__(self, field, css_class: str, share: str = "text"):
        self.button = theme.action_button("", css_class, kind="secondary", margin=0)
        self.note = CopyNote(css_classes=["cubiri-copy-note", f"{css_class}-done"])
        self.button.js_on_click(args={"field": field, "note": self.note},
                                code=COPY_JS.replace("SHARED", SHARED[share]))

    def beside(self, **kw):
        """The button with its note beside it, in a row of their own (``kw``: the row's)."""
        self.note.styles = {"align-self": "center"}
        return theme.flex(self.button, self.note, align="center", **kw)

    def forget(self) -> None:
        """Say nothing of an earlier press (the text to copy is new)."""
        if self.note.outcome:
            self.note.param.update(outcome="", said=self.note.said + 1)

    def update(self, label: str, t: Translator) -> None:
        """Label the button, and word the note, in ``t``'s language."""
        self.note.param.update(copied=t("endscreen.copied"), failed=t("endscreen.copy_failed"), lang=t.lang)
        self.button.label = label
