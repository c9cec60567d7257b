"""Links that ask for a game (``?seed=``; MAGDAGDON's ``?daily=1`` and ``?difficulty=`` too),
met by a page with a game in progress.

A link never drops the game in progress unasked, in any game: the saved game is resumed and
the :class:`Question` asks whether to leave it for the link's game. The answer is kept for that
link (``cubiri/v1/link/<game>``), so a reload of the same address, or a teacher's link opened
again, does not ask twice. A link with no game in progress (none saved, or it is over) simply
opens its game.

A link is named by a short text (``seed=42``): :func:`requested` gives it for the table games;
a game's own link (a replay code) is one more kind it can return.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import panel as pn

from . import theme
from .focus import focus_after
from .storage import PREFIX, dumps
from .urlparams import UrlParams


def link_key(game: str) -> str:
    """Where the answer to the last link asked about in ``game`` is kept."""
    return f"{PREFIX}link/{game}"


def requested(url: UrlParams) -> str | None:
    """The game a table game's link asks for, as a name (``seed=42``), or None."""
    return None if url.seed is None else f"seed={url.seed}"


def answered(store, game: str, link: str | None) -> bool:
    """True once the player has answered about ``link`` in ``game`` (either way)."""
    return link is not None and store.read_json(link_key(game)) == {"link": link}


def remember(store, game: str, link: str) -> None:
    store.put(link_key(game), dumps({"link": link}))


def in_progress(game) -> bool:
    """A game a link must not drop unasked: begun and not over."""
    return game is not None and not game.is_over and bool(game.history)


class Question:
    """"Leave the game in progress?": ``on_yes()`` starts the new game, ``on_no()`` keeps
    playing. Built the first time it is asked; ``on_built(yes, no)`` is then given its two
    buttons before they are drawn (to say where the focus goes after each answer)."""

    def __init__(self, on_yes: Callable[[], None], on_no: Callable[[], None], on_card: bool = False,
                 on_built: Callable[[pn.widgets.Button, pn.widgets.Button], None] | None = None):
        self._on_yes, self._on_no, self._on_built = on_yes, on_no, on_built
        self.text = self.yes = self.no = None
        # on_card: a card of its own, for a page where it stands on the night background.
        kw = dict(visible=False, sizing_mode="stretch_width", css_classes=["cubiri-question"])
        self.layout = theme.card(margin=(8, 0), **kw) if on_card else pn.Column(margin=0, **kw)

    def update(self, text: str | None, yes: str = "", no: str = "") -> None:
        """Ask ``text`` with buttons ``yes`` and ``no``, or (None) ask nothing."""
        if text and self.text is None:
            self.text = pn.pane.HTML(stylesheets=[theme.TEXT_CSS], sizing_mode="stretch_width", margin=0)
            self.yes = theme.action_button("", "cubiri-abandon-yes", kind="danger")
            self.no = theme.action_button("", "cubiri-abandon-no", kind="secondary")
            self.yes.on_click(lambda _: self._on_yes())
            self.no.on_click(lambda _: self._on_no())
            if self._on_built is not None:
                self._on_built(self.yes, self.no)
            self.layout.objects = [self.text, theme.flex(self.yes, self.no)]
        self.layout.visible = bool(text)
        if text:
            self.text.object = f"<p>{html.escape(text)}</p>"
            self.yes.label, self.no.label = yes, no


class TableLink:
    """A table game's link against its saved game: ``check(saved)`` after the saved game is
    resumed asks, when it must, whether to leave it; ``on_yes()`` is the view's start of the
    link's game at the same table; ``play_on()`` is the control the focus goes to once the
    question is answered. ``layout`` goes above the view's screens."""

    def __init__(self, shell, on_yes: Callable[[], None], play_on: Callable[[], pn.widgets.Button] | None = None):
        self.shell, self._start, self._play_on = shell, on_yes, play_on
        self.pending: str | None = None
        self.question = Question(on_yes=self._yes, on_no=self._no, on_card=True, on_built=self._built)
        self.layout = self.question.layout
        shell.param.watch(lambda *_: self.draw(), "lang")

    def _built(self, yes: pn.widgets.Button, no: pn.widgets.Button) -> None:
        # Either answer takes the question away, and the focus with it: it goes to where play
        # goes on (``play_on()``, the table's ROLL: the table stands once a saved game is shown).
        if self._play_on is not None:
            for answer in (yes, no):
                focus_after(answer, self._play_on())

    def check(self, saved) -> None:
        link, url = requested(self.shell.url), self.shell.url
        if (link is None or not in_progress(saved) or saved.seed == url.seed
                or answered(self.shell.store, self.shell.game, link)):
            return
        self.pending = link
        self.draw()

    def _answer(self) -> None:
        remember(self.shell.store, self.shell.game, self.pending)
        self.pending = None
        self.draw()

    def _yes(self) -> None:
        self._answer()
        self._start()

    def _no(self) -> None:
        self._answer()

    def draw(self) -> None:
        t = self.shell.t
        text = t("links.ask.seed", seed=str(self.shell.url.seed)) if self.pending else None
        self.question.update(text, t("links.ask.yes"), t("links.ask.no"))
