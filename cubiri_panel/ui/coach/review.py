""""Review this game" on the end screen: the player's three costliest decisions, each said as
players count (its player's name, the turn and the roll, as the game's log numbers them), with
the dice of that moment as its game draws them, what was played, what was best and what it
cost (each figure naming its player), and a button that opens the replay at that moment; an
overall figure and a sentence that teaches.

The review replays the game (:func:`cubiri_panel.coach.review_steps`, and in MAGDAGDON the
expert's own game from the same seed): that is many decisions, so it runs in slices of a few
hundredths of a second, each followed by a pause in which the page draws the progress bar and
stays responsive, served or in Pyodide.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable, Iterator
from functools import cached_property

import panel as pn

from ... import coach, registry
from .. import solved_tables, theme
from ..components import read_only
from ..focus import remember_asker
from ..i18n import Translator
from ..odds import decimal
from ..players import shown_name
from ..registry import screens
from ..reveal import Reveal
from ..table.pacing import call_later
from . import words
from .hints import HINT_CSS

# How long one slice of the review may run before the page gets a turn.
SLICE_SECONDS = 0.05
COSTLIEST = 3


class Work:
    """A finished game's review, worked out step by step: ``steps()`` yields ``(done, total)``
    after each step; then ``review`` (a :class:`~cubiri_panel.coach.Review`) and, in
    MAGDAGDON, ``expert`` (the expert's score from the same seed) are known."""

    def __init__(self, game):
        self.game, self.review, self.expert = game, coach.Review(), None

    def steps(self) -> Iterator[tuple[int, int]]:
        game = self.game
        # A game played alone is measured against its expert's game from the same seed.
        expert = hasattr(registry.of(game).coach_module(), "expert_game") and game.is_over
        extra = 2 * len(game.history) if expert else 0  # the expert's game: about as long, each step dearer
        total = len(game.history) + extra
        for number, _, decision in coach.review_steps(game):
            if decision is not None:
                self.review.append(decision)
            yield number, total
        if expert:
            yield from self._expert_game(len(game.history), total)

    @cached_property
    def moments(self) -> dict[int, tuple[int, int]]:
        """Each action's turn and roll, as the game's log counts them (:func:`coach.moments`)."""
        return coach.moments(self.game)

    def _expert_game(self, done: int, total: int) -> Iterator[tuple[int, int]]:
        record = registry.of(self.game)
        played = record.coach_module().expert_game(self.game)
        choose = record.players[record.strongest]().choose
        while not played.is_over:
            played.apply(choose(played))
            done = min(done + 1, total - 1)
            yield done, total
        self.expert = played.score
        yield total, total


def seats_of(game) -> list[int]:
    """The seats whose decisions a review shows: the people at the table (every seat when
    only computers played)."""
    players = getattr(game, "players", None)
    if players is None:
        return [0]
    people = [s for s in range(len(players)) if s not in game.computers]
    return people or list(range(len(players)))


def seat_name(game, seat: int, t: Translator) -> str:
    """The name of ``seat``'s player, as the page shows it ("Player" in a game played alone)."""
    players = getattr(game, "players", None)
    return shown_name(players[seat], t) if players else t("common.player")


def summary_html(work: Work, seat: int, t: Translator) -> str:
    """The review as the player reads it: the overall figure, the lesson, the costliest three;
    each figure names whose it is."""
    esc, game, review = html.escape, work.game, work.review
    name = seat_name(game, seat, t)
    mine = [d for d in review if d.player == seat]
    parts = [f'<h3>{esc(t("coach.review.title"))}</h3>']
    if not mine:
        parts.append(f'<p>{esc(t("coach.review.no_decisions"))}</p>')
        return "".join(parts)
    unit = mine[0].unit
    if work.expert is not None:
        parts.append(f'<p class="cubiri-review-overall"><strong>'
                     f'{esc(t("coach.review.expert_score", name=name, score=game.score, expert=work.expert))}</strong></p>')
    given = review.given_away(seat)
    key = "coach.review.given_away_chance" if unit == "chance" else "coach.review.given_away_points"
    parts.append(f'<p class="cubiri-review-given">{esc(t(key, name=name, cost=words.cost(given, unit, t)))}</p>')
    costliest = review.costliest(COSTLIEST, seat)
    if not costliest:
        # Decisions that cost something, each less than the margin of its estimate, are not
        # called the best: they are only not clearly worse.
        close = [d for d in mine if not d.is_best]
        if close:
            margin = decimal(max(d.margin for d in close), t.lang, 1)
            parts.append(f'<p>{esc(t("coach.review.within_margin", margin=margin))}</p>')
        else:
            parts.append(f'<p>{esc(t("coach.review.all_best"))}</p>')
        return "".join(parts)
    parts.append(f'<p class="cubiri-review-lesson">{esc(words.lesson(costliest[0], t))}</p>')
    parts.append(f'<h4>{esc(t("coach.review.costliest"))}</h4>')
    if not all(d.exact for d in costliest):
        parts.append(f'<p class="cubiri-muted">{esc(t("coach.review.estimated"))}</p>')
    return "".join(parts)


def decision_html(decision: coach.Decision, t: Translator, game=None, moment: tuple[int, int] | None = None) -> str:
    """One costly decision: whose and when (the turn and roll, as the game's log counts them),
    what was played and what was best (each valued), the cost; every figure names its player."""
    esc, state = html.escape, decision.state
    name = seat_name(game, decision.player, t) if game is not None else t("common.player")
    played = t("coach.review.played", name=name, choice=words.choice(decision.chosen, state, t),
               value=words.value(decision.chosen_value, decision.unit, decision.exact, t))
    best = t("coach.review.best", name=name, choice=words.choice(decision.best, state, t),
             value=words.value(decision.best_value, decision.unit, decision.exact, t))
    turn, roll = moment or (1, 1)
    where = position_text(state, t, game)
    return (f'<p class="cubiri-review-moment"><strong>{esc(t("coach.review.moment", name=name, turn=turn, roll=roll))}</strong>'
            f'{" · " + esc(where) if where else ""}</p>'
            f'<p>{esc(played)}</p><p>{esc(best)}</p>'
            f'<p class="cubiri-review-cost"><strong>{esc(t("coach.review.cost", name=name, cost=words.cost(decision.cost, decision.unit, t)))}</strong></p>')


def position_text(state, t: Translator, game=None) -> str:
    """The scores at a table game's decision, each after its player's name (a MAGDAGDON
    decision's position is its board, drawn beside it)."""
    scores = getattr(state, "scores_half", None)
    if scores is not None:
        scores = [s / 2 for s in scores]
    else:
        scores = getattr(state, "scores", None)
    if scores is None or len(scores) < 2:
        return ""
    names = [seat_name(game, seat, t) for seat in range(len(scores))] if game is not None else [""] * len(scores)
    return t("coach.replay.scores") + ": " + " · ".join(
        f"{name} {decimal(s, t.lang, 1)}".strip() for name, s in zip(names, scores))


BAR_CSS = "progress { width: 100%; height: 14px; accent-color: var(--cubiri-gold, #e0a526); }"


def _bar(percent: int) -> str:
    return f'<progress max="100" value="{percent}">{percent}%</progress>'


class ReviewCard:
    """"Review this game": the ``button``, then the ``reveal`` (the focus, once the button is
    gone), the ``progress`` and ``status``, then the
    review (``body``); the view places them (:class:`~.bar.EndBar`). ``update(game, t)`` after
    every change; a new game drops the review of the last. ``open_replay(game, number)``, where
    the page has a replay, opens it standing before the ``number``-th action: each moment the
    review discusses gets a button to it."""

    def __init__(self, open_replay: Callable[[object, int], None] | None = None):
        self._t, self._open_replay = Translator(), open_replay
        self.game = self.work = None
        self.done = False
        self.button = theme.action_button("", "cubiri-review-open", kind="secondary")
        self.button.on_click(lambda _: self.start())
        # The button goes once pressed: the focus goes to the review, just below it.
        self.reveal = Reveal()
        # A plain <progress>: Panel's Progress indicator links a stylesheet from a CDN
        self.progress = pn.pane.HTML(_bar(0), visible=False, sizing_mode="stretch_width", margin=(6, 0),
                                     css_classes=["cubiri-review-progress"], stylesheets=[BAR_CSS])
        self.status = pn.pane.HTML("", stylesheets=[HINT_CSS], sizing_mode="stretch_width", margin=0,
                                   css_classes=["cubiri-review-status"])
        self.seat = None  # whose decisions, when several people played: built when needed
        self.summary = pn.pane.HTML("", stylesheets=[HINT_CSS], sizing_mode="stretch_width", margin=0,
                                    css_classes=["cubiri-review"])
        self.decisions = pn.Column(sizing_mode="stretch_width", margin=0)
        self.body = pn.Column(self.summary, self.decisions, sizing_mode="stretch_width", margin=0, visible=False)
        self._pictures: list = []

    # -- working it out -------------------------------------------------------------------
    def start(self, after: Callable[[], None] = lambda: None) -> None:
        game = self.game
        if game is None or self.work is not None:
            return
        work = self.work = Work(game)
        self.done = False
        self.button.visible = False
        self.reveal.show(self._t("coach.review.title"))
        self.progress.param.update(object=_bar(0), visible=True)
        self.status.object = f'<p role="status">{html.escape(self._t("coach.review.progress", done=0, total=len(game.history)))}</p>'
        steps = work.steps()
        # this review's work, not whatever self.work is when the slice runs (a new game clears it)
        call_later(0.01, lambda: self._slice(work, steps, after))

    def _slice(self, work: Work, steps: Iterator[tuple[int, int]], after) -> None:
        if work is not self.work:
            return  # a new game came: this review is no longer wanted
        if not solved_tables.when_ready(work.game, self._tables_arrived):
            self._resume = (work, steps, after)
            self.status.object = f'<p role="status">{html.escape(self._t("solved.review"))}</p>'
            return
        until = time.perf_counter() + SLICE_SECONDS
        step = (0, 1)
        for step in steps:  # noqa: B007 - the last step reached is the progress shown
            if time.perf_counter() > until:
                break
        else:
            self.done = True
            self.progress.visible = False
            self.status.object = ""
            self._draw()
            after()
            return
        done, total = step
        self.progress.object = _bar(int(100 * done / max(total, 1)))
        shown = min(done, len(work.game.history))
        self.status.object = (f'<p role="status">{html.escape(self._t("coach.review.progress", done=shown, total=len(work.game.history)))}</p>')
        call_later(0.01, lambda: self._slice(work, steps, after))

    def _tables_arrived(self) -> None:
        self._slice(*self._resume)

    # -- drawing ---------------------------------------------------------------------------
    def update(self, game, t: Translator) -> None:
        self._t = t
        if game is not self.game:
            self.game, self.work, self.done = game, None, False
            self.progress.visible, self.body.visible, self.status.object = False, False, ""
        self.button.label = t("coach.review.button")
        self.button.visible = game is not None and game.is_over and self.work is None
        if self.done:
            self._draw()

    def _seat(self) -> int:
        seats = seats_of(self.game)
        if len(seats) < 2:
            return seats[0]
        names = {shown_name(self.game.players[s], self._t): s for s in seats}
        if self.seat is None:
            self.seat = pn.widgets.Select(label="", options=names, value=seats[0], sizing_mode="stretch_width",
                                          css_classes=["cubiri-review-seat"], margin=(4, 0))
            self.seat.param.watch(lambda _: self._draw(), "value")
            self.body.insert(0, self.seat)
        self.seat.param.update(label=self._t("coach.review.player"), options=names,
                               value=self.seat.value if self.seat.value in seats else seats[0])
        return self.seat.value

    def _draw(self) -> None:
        t, work = self._t, self.work
        seat = self._seat()
        self.summary.object = summary_html(work, seat, t)
        cards = []
        for i, decision in enumerate(work.review.costliest(COSTLIEST, seat)):
            text = pn.pane.HTML(decision_html(decision, t, work.game, work.moments.get(decision.number)),
                                stylesheets=[HINT_CSS], sizing_mode="stretch_width",
                                margin=0, css_classes=["cubiri-review-decision"])
            cards.append(theme.card(text, *self._picture(i, decision, t), *self._replay_button(i, decision, t),
                                    sizing_mode="stretch_width", margin=(6, 0)))
        self.decisions.objects = cards
        self.body.visible = True

    def _made(self, i: int) -> dict:
        while len(self._pictures) <= i:
            self._pictures.append({})
        return self._pictures[i]

    def _picture(self, i: int, decision: coach.Decision, t: Translator) -> list:
        """The moment of a decision as its game draws it: the dice (and MAGDAGDON's board) as
        they stood, the game's own ``moment`` where it has one, else a replay's position."""
        made = self._made(i)
        shown = self.work.game.after(decision.number - 1)
        game_coach = screens(shown).coach_module()
        draw = getattr(game_coach, "moment", game_coach.draw_position)

        def component(key, make):
            if key not in made:
                made[key] = make()
            return made[key]

        drawn = draw(shown, t, component)
        if not drawn:
            return []
        row = component("moment", lambda: pn.Row(sizing_mode="stretch_width", margin=0, css_classes=["cubiri-review-dice"],
                                                 styles={"gap": "10px", "flex-wrap": "wrap"}))
        row.objects = drawn
        read_only(row)
        return [row]

    def _replay_button(self, i: int, decision: coach.Decision, t: Translator) -> list:
        """A button that opens the replay at the moment: before the decision's action."""
        if self._open_replay is None:
            return []
        made = self._made(i)
        if "replay" not in made:
            made["replay"] = theme.action_button("", "cubiri-review-replay", kind="secondary")
            made["replay"].on_click(lambda _, made=made: self._open_replay(self.work.game, made["step"]))
            remember_asker(made["replay"])  # closing the replay gives the focus back to this button
        made["step"] = decision.number - 1
        made["replay"].label = t("coach.review.open_replay")
        return [made["replay"]]
