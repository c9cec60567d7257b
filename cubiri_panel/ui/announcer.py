"""The page's one polite live region: what happened after each action, said once, in the
player's language (a roll, the points, a bust, MAGDAGDON, an explosion, each computer action
at its pace, the final round, the end and its result).

The views call ``say(text)`` after an action; the region (``ui/js/announcer.js``) is on every
game page from its first drawing, visually hidden, and read by screen readers. The texts are
the games' own log lines and hints: what a sighted player reads is what is said.

    announcer = Announcer(lang="lv")
    announcer.say("Ana met: 5, 5, 1.")
"""

from __future__ import annotations

import param
from panel.custom import JSComponent

from .components import JS
from .. import registry
from .i18n import LANGUAGES

HIDDEN_CSS = """
:host { position: absolute !important; width: 1px !important; height: 1px !important; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; margin: 0 !important; padding: 0; }
"""


class Announcer(JSComponent):
    """A visually hidden ``role="status"`` region; ``say`` puts words in it."""

    text = param.String(default="", doc="What was said last")
    serial = param.Integer(default=0, doc="Counts the messages: the same words said again are read again")
    lang = param.Selector(default="en", objects=list(LANGUAGES))
    page_lang = param.Selector(default="en", objects=list(LANGUAGES), doc="""
        The page's language: the page's ``<html lang>`` follows it (a screen reader picks its
        voice by it), at once and on every change. Not on a notebook's page, whose language is
        the notebook's.""")
    in_notebook = param.Boolean(default=False)

    _esm = _bundle = JS / "announcer.js"
    _bundle_css = []
    _stylesheets = [HIDDEN_CSS]

    def __init__(self, **params):
        params.setdefault("margin", 0)
        super().__init__(**params)
        # While a shared game's replay stands in place of the page's own game, only the replay
        # speaks: the hidden game (a computer's turn going on, "your game is back") would be
        # heard as if it were the replay's.
        self.replaying = False

    def say(self, text: str, lang: str | None = None, replay: bool = False) -> None:
        """Say ``text`` (nothing for an empty one); ``replay``: the replay's own words, the only
        ones said while it is open."""
        text = " ".join(text.split())
        if text and replay == self.replaying:
            self.param.update(text=text, serial=self.serial + 1, **({"lang": lang} if lang else {}))


def opening(game, t) -> str:
    """What to say as ``game`` comes onto the page: that a new game starts, or that a saved one
    is back where the player left it. "" for a finished game: its end screen is what matters."""
    if game.is_over:
        return ""
    key = "access.opening.resumed" if game.history else "access.opening.started"
    return t(key, game=registry.of(game).title)


def announcer(shell) -> Announcer:
    """``shell``'s announcer, made the first time it is asked for (the page and the view share it)."""
    found = getattr(shell, "_announcer", None)
    if found is None:
        from .notebook import in_notebook

        found = shell._announcer = Announcer(lang=shell.lang, page_lang=shell.lang, in_notebook=in_notebook())
        shell.param.watch(lambda event: setattr(found, "page_lang", event.new), "lang")
    return found
