""""What would the expert do?": the best choice of the position now, drawn on the dice or the
board, with its value beside every other choice's.

Each game asks its strongest player (:func:`cubiri_panel.coach.options`), and its screens say and
draw the choices (:mod:`cubiri_panel.ui.registry`).
A question that takes a while shows "thinking" (after a short delay, so a quick answer never
flickers); the answer is worked out in a later tick, so the page draws the question first. A
game in which the player saw a hint is marked ``hints_used`` (its save and high-score entry say
so), through ``on_used``.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import panel as pn

from ... import coach, registry
from .. import solved_tables, theme
from ..registry import screens
from ..i18n import Translator
from ..table.pacing import call_later
from . import words

# The choices listed beside the best: enough to compare, few enough for a phone.
LISTED = 5

HINT_CSS = theme.TEXT_CSS + """
p { margin: 4px 0; }
.cubiri-coach-best { font-weight: 800; font-size: 1.05rem; }
table.cubiri-coach-options { width: 100%; border-collapse: collapse; font-size: .92rem; }
table.cubiri-coach-options td { padding: 3px 4px; border-top: 1px solid #e3e0d6; vertical-align: top; }
.cubiri-coach-move { display: block; }
ol.cubiri-coach-moves { margin: 2px 0 6px; padding-left: 1.6em; font-weight: 700; list-style: decimal; }
ol.cubiri-coach-moves li { margin: 2px 0; }
.cubiri-coach-value { display: block; font-weight: 500; color: var(--cubiri-muted); font-variant-numeric: tabular-nums; }
tr.best td { font-weight: 800; }
/* Shown only when an answer takes longer than a moment: a quick one never flickers. */
.cubiri-coach-thinking { opacity: 0; animation: cubiri-coach-appear 0s linear .3s forwards; font-style: italic; }
@keyframes cubiri-coach-appear { to { opacity: 1; } }
"""


def best_html(action, state, t: Translator) -> str:
    """The best choice in words: one move in a sentence, several as a numbered list, one move
    a line."""
    esc, said = html.escape, words.moves(action, state, t)
    if len(said) == 1:
        return f'<p class="cubiri-coach-best">{esc(t("coach.hint.best", choice=said[0]))}</p>'
    items = "".join(f'<li class="cubiri-coach-move">{esc(line)}</li>' for line in said)
    return (f'<p class="cubiri-coach-best">{esc(t("coach.hint.best_steps"))}</p>'
            f'<ol class="cubiri-coach-moves">{items}</ol>')


def answer_html(options: list[coach.Option], state, t: Translator) -> str:
    """The best choice in words, then every choice (the first ``LISTED``) with its value, each
    move of a choice on a line of its own."""
    esc = html.escape
    best = options[0]
    rows = []
    for option in options[:LISTED]:
        mark = f" ({esc(t('coach.hint.best_mark'))})" if option.value >= best.value - 1e-9 else ""
        said = "".join(f'<span class="cubiri-coach-move">{esc(line)}</span>'
                       for line in words.moves(option.action, state, t))
        # The value under the choice, not beside it: a phone has room for one column only.
        rows.append(f'<tr class="{"best" if mark else ""}"><td>{said}{mark}'
                    f'<span class="cubiri-coach-value">{esc(words.value(option.value, option.unit, option.exact, t))}</span>'
                    f'</td></tr>')
    sure = "".join(f'<p class="cubiri-coach-precision">{esc(said)}</p>' for said in words.precision(options, t))
    return (best_html(best.action, state, t) +
            f'<p class="cubiri-muted">{esc(t("coach.hint.choices"))}</p>'
            f'<table class="cubiri-coach-options">{"".join(rows)}</table>{sure}'
            f'<p class="cubiri-muted">{esc(t("coach.hint.marked"))}</p>')


def spoken(options: list[coach.Option], state, t: Translator) -> str:
    """What the live region says of an answer: the best choice and its value, or that there is
    no choice to make."""
    if not options:
        return t("coach.hint.none")
    best = options[0]
    said = words.moves(best.action, state, t)
    # several moves: each said in turn, as the answer lists them
    answer = t("coach.hint.best", choice=said[0]) if len(said) == 1 else \
        f'{t("coach.hint.best_steps")} {"; ".join(said)}.'
    return " ".join([answer, words.value(best.value, best.unit, best.exact, t), *words.precision(options, t)])


def picture(action, state) -> dict | None:
    """What to draw of ``action`` on a small board or dice tray: the params of a ``BoardGrid``
    (``"board"``) or a ``DiceTray`` (``"dice"``), or ``None`` for a choice said in words alone
    (bank, roll on, stop, continue)."""
    record = registry.of_action(action)
    return None if record is None else screens(record.name).coach_module().picture(action, state)


class HintCard:
    """The ``button`` and the ``answer`` (placed by :class:`~.bar.PlayBar`). ``game()`` gives
    the game the question is about; the view calls ``update(game, t, allowed)`` after every
    change (``allowed``: the player to move is a person, and may ask).

    ``mark(action, state)``, where a view gives it, draws the best choice on the view's own
    board and dice (the player sees the hint where the dice are) and says whether it did;
    ``mark(None, None)`` wipes it. A choice it does not draw is drawn on a small board or tray
    in the answer."""

    def __init__(self, game: Callable[[], object], on_used: Callable[[], None] = lambda: None,
                 say: Callable[[str], None] = lambda text: None,
                 mark: Callable[[object, object], bool] | None = None):
        # ``say``: the page's live region, which tells the answer once it is worked out
        self._game, self._on_used, self._say = game, on_used, say
        self._mark = mark or (lambda action, state: False)
        self._marked = False
        self._t = Translator()
        self._asked = None     # the state a hint was asked in: the answer holds for it alone
        self._answer = None    # (state, options) once worked out
        self.button = theme.action_button("", "cubiri-hint-ask", kind="secondary")
        self.button.on_click(lambda _: self.ask())
        self.pane = pn.pane.HTML("", stylesheets=[HINT_CSS], sizing_mode="stretch_width", margin=0,
                                 css_classes=["cubiri-hint-answer"])
        self.board = self.dice = None  # the small board and tray, built the first time one is drawn
        self.pictures = pn.Row(sizing_mode="stretch_width", margin=0, visible=False)
        self.answer = theme.card(self.pane, self.pictures, sizing_mode="stretch_width", margin=(6, 0),
                                 visible=False, css_classes=["cubiri-hint-card"])

    # -- asking --------------------------------------------------------------------------
    def ask(self) -> None:
        game = self._game()
        if game is None:
            return
        self._asked, self._answer = game.state, None
        self.pane.object = f'<p class="cubiri-coach-thinking">{html.escape(self._t("coach.hint.thinking"))}</p>'
        self.pictures.visible = False
        self._unmark()
        self.answer.visible = True
        call_later(0.02, self._work_out)

    def _work_out(self) -> None:
        game = self._game()
        if game is None or game.state is not self._asked:
            return  # the position moved on before the answer: nothing to say about the new one
        if not solved_tables.when_ready(game, self._work_out):
            self.pane.object = self._waiting_html(self._t)
            return
        options = coach.options(game)
        self._answer = (game.state, options)
        if options and not game.hints_used:
            game.hints_used = True
            self._on_used()
        self._draw()
        self._say(spoken(options, game.state, self._t))

    # -- drawing -------------------------------------------------------------------------
    def update(self, game, t: Translator, allowed: bool) -> None:
        self._t = t
        self.button.label = t("coach.hint.button")
        self.button.visible = allowed and game is not None and not game.is_over
        if game is None or game.state is not self._asked or not allowed:
            self._asked = self._answer = None
            self.answer.visible = False
            self._unmark()
            return
        if self._answer is not None:
            self._draw()
        elif not solved_tables.ready(game):  # a redraw while the tables download: still waiting, not thinking
            self.pane.object = self._waiting_html(t)
        else:
            self.pane.object = f'<p class="cubiri-coach-thinking">{html.escape(t("coach.hint.thinking"))}</p>'

    def _unmark(self) -> None:
        if self._marked:
            self._marked = False
            self._mark(None, None)

    @staticmethod
    def _waiting_html(t: Translator) -> str:
        return f'<p role="status" class="cubiri-muted">{html.escape(t("solved.hint"))}</p>'

    def _draw(self) -> None:
        t = self._t
        state, options = self._answer
        if not options:
            self.pane.object = f'<p>{html.escape(t("coach.hint.none"))}</p>'
            self.pictures.visible = False
            return
        self.pane.object = answer_html(options, state, t)
        self._marked = bool(self._mark(options[0].action, state))
        drawn = None if self._marked else picture(options[0].action, state)
        self.pictures.visible = drawn is not None
        if drawn is None:
            return
        from ..components import BoardGrid, DiceTray

        shown = []
        if "board" in drawn:
            if self.board is None:
                self.board = BoardGrid(interactive=False, css_classes=["cubiri-hint-board"])
            self.board.param.update(lang=t.lang, **drawn["board"])
            shown.append(self.board)
        if "dice" in drawn:
            if self.dice is None:
                self.dice = DiceTray(interactive=False, numbered=False, die_size=48, css_classes=["cubiri-hint-dice"])
            self.dice.param.update(lang=t.lang, show_names=drawn["dice"]["faces"] == "ingredients", **drawn["dice"])
            shown.append(self.dice)
        self.pictures.objects = shown
