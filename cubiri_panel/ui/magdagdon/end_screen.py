"""The end of a MAGDAGDON game: the score worked out line by line, the difficulty's high-score
table with this game's place, and the plain-text result to copy; and the high scores of every
difficulty, which the game screen opens."""

from __future__ import annotations

import html

import panel as pn

from ...magdagdon import EMPTY, RUIN, Difficulty, HighScores, MagdagdonGame
from ..copying import CopyButton
from ..focus import focus_after
from ..game_data import GameData
from .. import theme
from ..i18n import Translator
from ..numbers import date
from ..reveal import Reveal
from .daily import share_text

END_CSS = theme.TEXT_CSS + """
.cubiri-final { font-size: 2.4rem; font-weight: 900; color: var(--cubiri-night2); margin: 0; }
table { display: table; width: 100%; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.total td { font-weight: 800; border-top: 2px solid var(--cubiri-ink); }
tr.is-new td { font-weight: 800; background: #fff3cd; }
.cubiri-new-mark { font-weight: 900; display: block; }
.cubiri-when { display: block; font-size: .8rem; font-weight: 500; color: var(--cubiri-muted); white-space: nowrap; }
.cubiri-scroll { max-width: 100%; overflow-x: auto; }
/* Four columns on a 320 px phone in every language (Spanish "Turnos", the date under the score) */
table.cubiri-highscores th, table.cubiri-highscores td { padding: 4px 5px; }
"""

# The finished board beside the score's breakdown, wrapping under it only where both do not
# fit (a 320 px phone keeps them side by side: a 4 × 20 px board and the breakdown's 130 px).
BOARD_CSS = theme.TEXT_CSS + """
.cubiri-end-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
.cubiri-end-row > .cubiri-end-breakdown { flex: 1 1 130px; min-width: 0; }
.cubiri-end-breakdown caption { text-align: left; }
.cubiri-end-breakdown td { padding: 4px 3px; font-size: .92rem; line-height: 1.35; hyphens: auto; }
.cubiri-end-breakdown td.num { white-space: nowrap; }
figure.cubiri-final-board { margin: 0; flex: 0 0 auto; }
figure.cubiri-final-board figcaption { font-size: .8rem; color: var(--cubiri-muted); margin-top: 4px; }
.cubiri-final-board table { border-collapse: separate; border-spacing: 3px; background: var(--cubiri-night2);
  border-radius: 10px; padding: 3px; width: auto; }
.cubiri-final-board td { width: 20px; height: 20px; padding: 0; text-align: center; font-weight: 800;
  font-size: .9rem; line-height: 20px; box-sizing: border-box; border-radius: 6px; background: #fff; color: var(--cubiri-ink); border: 0; }
.cubiri-final-board td.is-ruin { background: #5a4a6e; color: #fff; }
.cubiri-final-board td.is-empty { background: #3b3150; }
"""
# The result to copy is shown whole, as tall as its lines (wrapped on a phone): a browser that
# cannot size a field to its content has rows enough for the lines as they are.
SHARE_CSS = """
textarea { font-family: ui-monospace, Menlo, Consolas, 'DejaVu Sans Mono', monospace; font-size: 1rem; line-height: 1.3;
  min-height: 170px; border-radius: 10px; field-sizing: content; }
"""

BONUS_KEYS = {"STRAIGHT": "straight", "FOUR_OF_A_KIND": "four_of_a_kind", "TWO_PAIRS": "two_pairs"}


def breakdown_table_html(game: MagdagdonGame, t: Translator) -> str:
    parts = game.score_breakdown
    rows = [(t("magdagdon.end.base", sum=parts.numbers), parts.base)]
    for line in parts.bonuses:
        where = t(f"magdagdon.end.{line.kind}", n=line.index + 1)
        rows.append((f"{where}: {t('magdagdon.bonus.' + BONUS_KEYS[line.bonus.name])}", line.bonus.points))
    if parts.ruins:
        rows.append((t("magdagdon.end.ruins", count=parts.ruins), -parts.ruin_cost))
    if parts.powers_used:
        rows.append((t("magdagdon.end.powers", count=parts.powers_used), -parts.penalty))
    # A true minus sign, not a hyphen, in front of what the score loses.
    body = "".join(f'<tr><td>{html.escape(label)}</td><td class="num">{f"{points:+d}".replace("-", "−")}</td></tr>'
                   for label, points in rows)
    body += (f'<tr class="total"><td>{html.escape(t("magdagdon.end.total"))}</td>'
             f'<td class="num cubiri-final-score">{game.score}</td></tr>')
    return (f'<table class="cubiri-breakdown"><caption class="cubiri-muted">{html.escape(t("magdagdon.end.breakdown"))}'
            f'</caption>{body}</table>')


def final_title_html(game: MagdagdonGame, t: Translator) -> str:
    return f'<p class="cubiri-final">{html.escape(t("magdagdon.end.title", score=game.score))}</p>'


def summary_html(game: MagdagdonGame, t: Translator) -> str:
    """The score, then the finished board beside its breakdown."""
    return (f'{final_title_html(game, t)}<div class="cubiri-end-row">{board_html(game, t)}'
            f'<div class="cubiri-end-breakdown">{breakdown_table_html(game, t)}</div></div>')


def board_html(game: MagdagdonGame, t: Translator) -> str:
    """The finished board as a small grid of its numbers, ruins marked "✕"."""
    cells = game.board.cells
    rows = []
    for r in range(4):
        tds = []
        for value in cells[r * 4:r * 4 + 4]:
            if value == RUIN:
                tds.append(f'<td class="is-ruin" aria-label="{html.escape(t("endscreen.ruin"))}">✕</td>')
            elif value == EMPTY:
                tds.append('<td class="is-empty"></td>')
            else:
                tds.append(f"<td>{value}</td>")
        rows.append(f"<tr>{''.join(tds)}</tr>")
    caption = html.escape(t("endscreen.board"))
    return (f'<figure class="cubiri-final-board"><table aria-label="{caption}">{"".join(rows)}</table>'
            f'<figcaption>{caption}</figcaption></figure>')


def highscores_html(tables: HighScores, difficulty: str, place: int | None, t: Translator,
                    just_finished: bool = True, title: str | None = None) -> str:
    """The difficulty's table, this game's entry marked in words as well as in bold. A finished
    game resumed from a save was entered when it ended: no word about its place then. ``title``
    replaces the table's heading ("High scores: PEACEFUL")."""
    entries = tables.table(difficulty)
    title = f'<h3>{html.escape(title or t("magdagdon.end.highscores", difficulty=difficulty.upper()))}</h3>'
    if not entries:
        note = t("magdagdon.end.empty")
    elif not just_finished:
        note = ""
    elif place is None:
        note = t("magdagdon.end.not_in_table")
    else:
        note = t("magdagdon.end.new_place", place=place + 1)
    # The date (and this game's mark) under the score: five columns do not fit a 320 px phone.
    head = "".join(f'<th class="{"num" if num else ""}">{html.escape(t(key))}</th>' for key, num in (
        ("magdagdon.end.col_place", True), ("magdagdon.end.col_score", True),
        ("magdagdon.end.col_turns", True), ("magdagdon.end.col_powers", True)))
    rows = []
    place = place if just_finished else None
    for i, e in enumerate(entries):
        mark = f'<span class="cubiri-new-mark">★ {html.escape(t("magdagdon.end.new"))}</span>' if i == place else ""
        if e.get("hints"):  # a game played with the coach's hints says so, so the table stays fair
            mark += f'<span class="cubiri-when cubiri-with-hints">{html.escape(t("coach.with_hints"))}</span>'
        rows.append(f'<tr class="{"is-new" if i == place else ""}"><td class="num">{i + 1}</td>'
                    f'<td class="num">{e["score"]}<span class="cubiri-when">{html.escape(date(e["date"], t.lang))}</span>{mark}</td>'
                    f'<td class="num">{e["turns"]}</td><td class="num">{e["powers_used"]}</td></tr>')
    note = f'<p class="cubiri-muted">{html.escape(note)}</p>' if note else ""
    if not entries:
        return title + note
    return (f'{title}{note}'
            f'<div class="cubiri-scroll"><table class="cubiri-highscores"><tr>{head}</tr>{"".join(rows)}</table></div>')


class EndScreen:
    """The end card, built once; ``update`` rewrites its texts (new game, new language)."""

    def __init__(self, on_play_again, on_daily):
        self.summary = pn.pane.HTML(stylesheets=[END_CSS, BOARD_CSS], sizing_mode="stretch_width", margin=0,
                                    css_classes=["cubiri-end-summary"])
        self.table = pn.pane.HTML(stylesheets=[END_CSS], sizing_mode="stretch_width", margin=0)
        self.share_title = pn.pane.HTML(stylesheets=[END_CSS], margin=0, sizing_mode="stretch_width")
        self.share = pn.widgets.TextAreaInput(value="", disabled=False, rows=7, css_classes=["cubiri-share"],
                                              stylesheets=[SHARE_CSS, theme.HIDDEN_LABEL_CSS], sizing_mode="stretch_width",
                                              margin=(0, 0, 4, 0))
        # Copied in the page, and said so (a phone's share sheet sends it instead: see ..copying).
        self.copier = CopyButton(self.share, "cubiri-copy")
        self.copy = self.copier.button
        self.again = theme.action_button("", "cubiri-play-again", margin=0)
        self.again.on_click(lambda _: on_play_again())
        self.daily = theme.action_button("", "cubiri-daily-end", kind="secondary", margin=0)
        self.daily.on_click(lambda _: on_daily())
        buttons = theme.flex(self.again, self.daily, margin=(12, 0, 4, 0))  # clear of the total
        self.layout = theme.card(self.summary, buttons, self.table, self.share_title, self.share,
                                 self.copier.beside(margin=(4, 0)),
                                 sizing_mode="stretch_width", css_classes=["cubiri-end"], visible=False)
        self.data = GameData.under(self.layout)  # the game's code to copy and its rolls as CSV

    def update(self, game: MagdagdonGame | None, tables: HighScores, place: int | None, t: Translator,
               just_finished: bool = True) -> None:
        over = game is not None and game.is_over
        self.layout.visible = over
        self.again.label = t("magdagdon.buttons.play_again")
        self.daily.label = t("magdagdon.buttons.daily")
        self.copier.update(t("magdagdon.buttons.copy"), t)
        self.data.update(game, t)
        if not over:
            return
        self.summary.object = summary_html(game, t)
        if self.share.value != share_text(game, t):  # a new result: not copied yet
            self.copier.forget()
        self.table.object = highscores_html(tables, game.difficulty.value, place, t, just_finished)
        self.share_title.object = f"<h3>{html.escape(t('magdagdon.end.share'))}</h3>"
        self.share.name = t("magdagdon.end.share")   # its label, for a screen reader: the heading shows it
        self.share.value = share_text(game, t)
        self.share.rows = self.share.value.count("\n") + 2


class HighScoresCard:
    """The high scores of every difficulty, opened from the game screen (the end screen shows
    only its own difficulty's): ``button`` opens and closes it, through ``on_toggle(shown)``.
    The card is built, and handed to ``attach``, the first time it is shown."""

    def __init__(self, on_toggle, attach):
        self._on_toggle, self._attach = on_toggle, attach
        self.shown = False
        self.button = theme.action_button("", "cubiri-highscores-open", kind="secondary")
        self.button.on_click(lambda _: on_toggle(not self.shown))
        self.pane = self.close = self.layout = None

    def _build(self) -> None:
        self.pane = pn.pane.HTML(stylesheets=[END_CSS], sizing_mode="stretch_width", margin=0)
        self.close = theme.action_button("", "cubiri-highscores-close", kind="secondary")
        self.close.on_click(lambda _: self._on_toggle(False))
        focus_after(self.close, self.button)  # "Back" goes with the card: the focus to its switch
        self.reveal = Reveal()
        self.layout = theme.card(self.reveal, self.pane, self.close, sizing_mode="stretch_width", margin=(8, 0),
                                 css_classes=["cubiri-highscores-all"])
        self._attach(self.layout)

    def update(self, game: MagdagdonGame | None, tables: HighScores, opened: bool, t: Translator) -> None:
        opening, self.shown = opened and not self.shown, opened
        self.button.label = t("magdagdon.buttons.close_highscores" if opened else "magdagdon.buttons.highscores")
        shown = opened and game is not None and not game.is_over
        if shown and self.layout is None:
            self._build()
        if self.layout is None:
            return
        self.layout.visible = shown
        if shown:
            # The difficulty being played first, then the others in the cards' order.
            order = sorted((d.value for d in Difficulty), key=lambda d: d != game.difficulty.value)
            self.pane.object = (f"<h2>{html.escape(t('magdagdon.end.highscores_all'))}</h2>" +
                                "".join(highscores_html(tables, d, None, t, just_finished=False, title=d.upper())
                                        for d in order))
            self.close.label = t("common.menu.back")
            if opening:
                self.reveal.show(t("magdagdon.end.highscores_all"))
