"""The scoreboard: one row a seat, the current seat marked by an arrow and its words, not only
by colour; names are escaped (they are whatever a player typed). Its card holds the game log
under it, and NEW GAME."""

from __future__ import annotations

import html

import panel as pn

from ...mishimash import MishimashGame
from .. import theme
from ..i18n import Translator
from ..players import kind_short, shown_names
from .words import points
from .words import log_html
from .styles import PANEL_CSS


NUM = ' class="num"'


def seat_kind(game: MishimashGame, seat: int, t: Translator) -> str:
    return kind_short("mishimash", game.computers.get(seat), t)


def scoreboard_html(game: MishimashGame, t: Translator) -> str:
    lang, scores, turns = t.lang, game.scores, game.turns
    still = set(game.still_to_play)
    rows = []
    for seat, name in enumerate(shown_names(game.players, t)):
        current = seat == game.current_player and not game.is_over
        tags = [seat_kind(game, seat, t)]
        if current:
            tags.insert(0, t("mishimash.score.playing"))
        if game.is_over and seat == game.winner:
            tags.insert(0, t("mishimash.score.winner"))
        elif (game.final_round or game.sudden_death) and seat in still and not current:
            tags.append(t("mishimash.score.still_to_play"))
        share = max(0.0, min(1.0, scores[seat] / game.target)) * 100
        row_attrs = ' class="current" aria-current="true"' if current else ""
        # a no-break space: the mark never stands alone on a line above the name
        mark = "▶\u00a0" if current else ("🏆\u00a0" if game.is_over and seat == game.winner else "")
        rows.append(
            f'<tr{row_attrs}>'
            f'<td><span class="mm-name">{mark}{html.escape(name)}</span>'
            f'<span class="mm-tag">{html.escape(" · ".join(tags))}</span></td>'
            f'<td class="num">{points(scores[seat], lang)}'
            f'<span class="mm-bar" aria-hidden="true"><span style="width:{share:.1f}%"></span></span></td>'
            f'<td class="num">{turns[seat]}</td></tr>')
    caption = html.escape(t("mishimash.score.caption", target=points(game.target, lang)))
    head = "".join(f'<th scope="col"{NUM if i else ""}>{html.escape(t(f"mishimash.score.{c}"))}</th>'
                   for i, c in enumerate(("player", "score", "turns")))
    # Names break between words; a name too long for any phone scrolls in its box, not the page.
    return (f'<div class="mm-scroll"><table class="cubiri-score"><caption>{caption}</caption><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')


class TableCard:
    """The scores and the log, beside the table in play and under the end; the view wires NEW
    GAME and calls ``draw``."""

    def __init__(self):
        text = dict(stylesheets=[PANEL_CSS], sizing_mode="stretch_width", margin=0)
        self.scoreboard = pn.pane.HTML(**text)
        self.log = pn.pane.HTML(css_classes=["cubiri-log"], **text)
        self.new_game = theme.action_button("", "cubiri-new-game", kind="secondary", margin=0)
        self.layout = theme.card(self.scoreboard, self.log, self.new_game, sizing_mode="stretch_width", margin=(8, 0))

    def draw(self, game: MishimashGame, t: Translator) -> None:
        self.scoreboard.object = scoreboard_html(game, t)
        self.log.object = log_html(game, t)
        name, visible = t("mishimash.buttons.new_game"), not game.is_over  # the end card offers its own
        if (self.new_game.name, self.new_game.visible) != (name, visible):
            self.new_game.param.update(name=name, visible=visible)
