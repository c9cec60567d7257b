"""A shared game's replay: a link ending ``#game=<code>`` (:mod:`.share`) opens the game,
read-only, on its page, served or on the static site (the same Python reads the fragment from
``pn.state.location`` in both).

The replay steps back and forward (buttons, and the ← → keys), shows the position on the game's
own dice and board (each game's coach module draws it, read-only) with its odds panel, and marks each decision with the review's verdict as the review, worked out in slices,
reaches it. Each step is said in the page's one live region. A replay is watched by someone who
plays none of its seats: every text about a seat names its player, never "you". A code of a newer format, of another game or damaged gets a notice in the player's
words, and the page stays as it was.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import panel as pn
import param
from panel.custom import JSComponent

from ... import from_code, registry
from ...codes import FORMAT
from ...errors import SnapshotError
from .. import solved_tables, theme
from ..announcer import announcer
from ..components import read_only
from ..focus import focus_back_to_asker
from ..i18n import Translator
from ..players import shown_name
from ..reveal import Reveal
from ..registry import screens
from ..table.pacing import call_later
from . import words
from .hints import HINT_CSS
from .review import SLICE_SECONDS, Work
from .share import FRAGMENT

# Beside this module: a served page fetches a component's JavaScript from its module's folder.
KEYS_JS = Path(__file__).parent / "keys.js"


def code_in(fragment: str | None) -> str | None:
    """The game code of a page's fragment (``"#game=m1Ab"`` -> ``"m1Ab"``), or ``None``."""
    fragment = unquote((fragment or "").lstrip("#"))
    return fragment[len(FRAGMENT):] if fragment.startswith(FRAGMENT) else None


def open_code(code: str, here: str) -> tuple[Any, tuple[str, dict] | None]:
    """The game of ``code`` if it is a game of this page (``here``: its game's name), else
    ``None`` and the notice to give: ``(catalog key, arguments)``."""
    record = registry.by_letter(code[:1])
    if record is not None and record.name != here:
        return None, ("coach.notice.foreign", {"game": record.title})
    if record is not None and code[1:2].isdigit() and code[1:2] > FORMAT:
        return None, ("coach.notice.future", {})
    try:
        game = from_code(code)
    except SnapshotError:
        return None, ("coach.notice.damaged", {})
    return game, None


class ArrowKeys(JSComponent):
    """The ← and → keys anywhere on the page (not while typing): ``on_step(-1 | 1)``."""

    _esm = _bundle = KEYS_JS
    _bundle_css = []

    def __init__(self, on_step: Callable[[int], None], **params):
        super().__init__(**params)
        self._on_step = on_step

    def _handle_msg(self, msg: Any) -> None:
        step = msg.get("step") if isinstance(msg, dict) else None
        if step in (-1, 1):
            self._on_step(step)


class Replay(param.Parameterized):
    """The replay of ``game``, read-only: ``layout``. ``number`` is how many of its actions
    have been played in the position shown. ``draw_odds(game, t)`` gives the odds panel of a
    position; ``on_close()`` returns to the page's own game; ``say(text, lang)`` speaks each
    step (the page's live region)."""

    number = param.Integer(default=0, bounds=(0, None))

    def __init__(self, game, draw_odds: Callable, on_close: Callable[[], None],
                 say: Callable[[str, str], None] = lambda text, lang: None, **params):
        super().__init__(**params)
        self.game, self._draw_odds, self._say, self._t = game, draw_odds, say, Translator()
        self.marks: dict[int, Any] = {}   # decisions by their place in the history, as the review finds them
        self.reviewed = False
        css = [HINT_CSS]
        self.head = pn.pane.HTML("", stylesheets=css, sizing_mode="stretch_width", margin=0, css_classes=["cubiri-replay-head"])
        # One above the other, as on the game's own screen: each part as wide as the card.
        self.pictures = pn.Column(sizing_mode="stretch_width", margin=0, css_classes=["cubiri-replay-position"])
        self.next = pn.pane.HTML("", stylesheets=css, sizing_mode="stretch_width", margin=0, css_classes=["cubiri-replay-next"])
        button = theme.action_button
        self.first, self.back = button("", "cubiri-replay-first", kind="secondary"), button("", "cubiri-replay-back")
        self.forward, self.last = button("", "cubiri-replay-forward"), button("", "cubiri-replay-last", kind="secondary")
        for widget, to in ((self.first, lambda: 0), (self.back, lambda: self.number - 1),
                           (self.forward, lambda: self.number + 1), (self.last, lambda: len(self.game.history))):
            widget.on_click(lambda _, to=to: self.go(to()))
        self.close = button("", "cubiri-replay-close", kind="secondary")
        self.close.on_click(lambda _: on_close())
        self.keys = ArrowKeys(lambda step: self.go(self.number + step), height=0, width=0, margin=0)
        self.odds = pn.Column(sizing_mode="stretch_width", margin=0, css_classes=["cubiri-replay-odds"])
        self.layout = theme.card(self.head, self.pictures, self.next,
                                 theme.flex(self.first, self.back, self.forward, self.last, justify="center"),
                                 self.odds, self.close, self.keys,
                                 sizing_mode="stretch_width", css_classes=["cubiri-replay"])
        self._boards: dict[str, Any] = {}
        self._shown = None
        self._work = Work(game)
        steps = self._work.steps()
        call_later(0.01, lambda: self._review_slice(steps))

    # -- the review's marks, in slices -------------------------------------------------------
    def _review_slice(self, steps) -> None:
        if not solved_tables.when_ready(self.game, self._tables_arrived):
            self._steps = steps  # the marks come once the tables are there; the odds say so
            return
        until = time.perf_counter() + SLICE_SECONDS
        for _ in steps:
            if time.perf_counter() > until:
                break
        else:
            self.reviewed = True
        self.marks = {d.number: d for d in self._work.review}
        self._draw_next()  # only the verdict changes: the position and its odds stand
        if not self.reviewed:
            call_later(0.01, lambda: self._review_slice(steps))

    def _tables_arrived(self) -> None:
        self._review_slice(self._steps)

    # -- stepping ------------------------------------------------------------------------------
    def go(self, number: int) -> None:
        self.number = max(0, min(number, len(self.game.history)))
        with pn.io.hold():  # one message to the browser for the whole step: never half a position
            self.draw(self._t)
        self._say(self.spoken(), self._t.lang)

    def spoken(self, opening: bool = False) -> str:
        """What the live region says of the position shown: where it stands, the scores, the
        next move and its mark (``opening``: the replay's title first)."""
        t, game = self._t, self.game
        title = [t("coach.replay.title", game=registry.of(game).title) + "."] if opening else []
        return " ".join([*title, self._where() + ".", self._scores(self._shown[1]) + ".", *self._next_lines()])

    def _where(self) -> str:
        """The position's place in the history, and the next move's as the review and the game's
        log count it ("Ana · turn 29, roll 2"), so a moment of the review is found here by its name."""
        t, number, total = self._t, self.number, len(self.game.history)
        where = t("coach.replay.position", number=number, total=total) if number else t("coach.replay.start", total=total)
        moment = self._work.moments.get(number + 1)
        if moment is not None and self._shown is not None:
            name = self._name(getattr(self._shown[1], "current_player", 0))
            where += " · " + t("coach.review.moment", name=name, turn=moment[0], roll=moment[1])
        return where

    # -- drawing ------------------------------------------------------------------------------
    def _name(self, seat: int) -> str:
        players = getattr(self.game, "players", None)
        return shown_name(players[seat], self._t) if players else self._t("common.player")

    def draw(self, t: Translator) -> None:
        self._t = t
        game, number, total, esc = self.game, self.number, len(self.game.history), html.escape
        if self._shown is None or self._shown[0] != number:
            self._shown = (number, game.after(number))
        shown = self._shown[1]
        self.head.object = (f'<h2>{esc(t("coach.replay.title", game=registry.of(game).title))}</h2>'
                            f'<p><strong>{esc(self._where())}</strong> · {esc(self._scores(shown))}</p>'
                            f'<p class="cubiri-muted">{esc(t("coach.replay.keys"))}</p>')
        self._draw_position(shown, t)
        self._draw_next()
        self.first.label, self.back.label = t("coach.replay.first"), t("coach.replay.back")
        self.forward.label, self.last.label = t("coach.replay.forward"), t("coach.replay.last")
        self.first.disabled = self.back.disabled = number == 0
        self.forward.disabled = self.last.disabled = number == total
        self.close.label = t("coach.replay.close")
        self.odds.objects = [self._draw_odds(shown, t)]

    def _draw_next(self) -> None:
        """The move about to be played, and the review's verdict on it."""
        if self._shown is not None:
            self.next.object = "".join(f"<p>{html.escape(line)}</p>" for line in self._next_lines())

    def _next_lines(self) -> list[str]:
        t, game, number, total = self._t, self.game, self.number, len(self.game.history)
        shown, lines = self._shown[1], []
        if number < total:
            action, state = game.history[number], shown.state
            lines.append(words.next_move(action, state, self._name(getattr(shown, "current_player", 0)), t))
            mark = self.marks.get(number + 1)
            if mark is not None and mark.is_best:
                lines.append(t("coach.replay.mark_best", value=words.value(mark.best_value, mark.unit, mark.exact, t)))
            elif mark is not None:
                lines.append(t("coach.replay.mark_cost", best=words.choice(mark.best, mark.state, t),
                               best_value=words.value(mark.best_value, mark.unit, mark.exact, t),
                               cost=words.cost(mark.cost, mark.unit, t)))
            elif not self.reviewed:
                lines.append(t("coach.replay.reviewing", done=len(self.marks), total=total))
        else:
            lines.append(t("coach.replay.over"))
        return lines

    def _scores(self, shown) -> str:
        t, coach = self._t, screens(shown).coach_module()
        if hasattr(coach, "scores"):  # a game with a score of its own, not the seats'
            return coach.scores(shown, t)
        from ..odds import decimal

        return " · ".join(f"{shown_name(name, t)} {decimal(score, t.lang, 1)}"
                          for name, score in zip(shown.players, shown.scores))

    def _component(self, key: str, make: Callable[[], Any]):
        if key not in self._boards:
            self._boards[key] = make()
        return self._boards[key]

    def _draw_position(self, shown, t: Translator) -> None:
        self.pictures.objects = screens(shown).coach_module().draw_position(shown, t, self._component)
        read_only(self.pictures)


class ReplaySlot:
    """Where a page shows a replay instead of its game: ``layout`` stands before the page's
    own ``main``, which is hidden while a replay is open. It follows the page's fragment
    (``pn.state.location.hash``), which the browser sends after the page loads."""

    def __init__(self, shell, main, draw_odds: Callable):
        self.shell, self.main, self._draw_odds = shell, main, draw_odds
        self.replay: Replay | None = None
        self.layout = pn.Column(sizing_mode="stretch_width", margin=0, visible=False)
        self._reveal = Reveal()  # brings a replay opened from the review into view
        self._read = None  # the fragment last read: each link is opened (or refused) once
        location = pn.state.location
        if location is not None and "hash" in location.param:
            # A served page can send its address before Panel counts it as connected, and Panel
            # does not send the changes made before that (a replay, a notice) to the page. The
            # saved data is applied only once it is (storage/backends.py), so the fragment is
            # read from then on: at once if it came first, else when it comes.
            location.param.watch(lambda event: shell.store.ready and self.open_fragment(event.new), "hash")
            shell.store.on_ready(lambda: self.open_fragment(location.hash))
        shell.param.watch(lambda _: self.replay is not None and self.replay.draw(shell.t), "lang")

    def open_fragment(self, fragment: str | None) -> None:
        if fragment == self._read:
            return
        self._read = fragment
        code = code_in(fragment)
        if code is None:
            return
        game, problem = open_code(code, self.shell.game)
        if problem is not None:
            key, args = problem
            self.shell.notify(key, **args)
            return
        self.open(game)

    def open(self, game, number: int | None = None) -> None:
        """Show ``game`` as a replay, from its start, or standing after its first ``number``
        actions (a moment of the review: brought into view, as the end screen it replaces may
        have been scrolled far down)."""
        voice = announcer(self.shell)
        voice.replaying = True
        self.replay = Replay(game, self._draw_odds, self.close,
                             say=lambda text, lang: voice.say(text, lang, replay=True))
        self.replay.number = max(0, min(number or 0, len(game.history)))
        self.replay.draw(self.shell.t)
        # Closed, the replay gives the focus back to the review's button that opened it, or (opened
        # by a link) to the page's first control.
        focus_back_to_asker(self.replay.close, fallback=self.main)
        self.layout.objects = [self._reveal, self.replay.layout]
        self.layout.visible, self.main.visible = True, False
        if number is not None:
            self._reveal.show(self.shell.t("coach.replay.title", game=registry.of(game).title))
        voice.say(self.replay.spoken(opening=True), self.shell.t.lang, replay=True)

    def close(self) -> None:
        self.replay = None
        announcer(self.shell).replaying = False
        self.layout.objects, self.layout.visible, self.main.visible = [], False, True
        location = pn.state.location
        if location is not None and "hash" in location.param and location.hash:
            location.hash = ""  # a reload now opens the page's own game


def odds_drawer(make: Callable[[], Any], update: Callable[[Any, Any, Translator], None]) -> Callable:
    """``draw_odds`` for a :class:`Replay`: one odds panel (``make()``, a game's
    ``OddsPanel``), redrawn for each position by ``update(panel, game, t)``."""
    panel = None

    def draw(game, t: Translator):
        nonlocal panel
        panel = panel or make()
        update(panel, game, t)
        return panel.pane
    return draw
