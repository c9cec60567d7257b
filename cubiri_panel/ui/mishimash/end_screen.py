"""The end of a game: the winner, the final scores and the high-score table it went to, with
PLAY AGAIN and NEW GAME."""

from __future__ import annotations

import html

import panel as pn

from ...mishimash import MishimashGame, MishimashHighScores
from ..game_data import GameData
from .. import theme
from ..i18n import Translator
from ..numbers import date
from ..players import shown_name
from .words import points
from .styles import PANEL_CSS

NUM = ' class="num"'


def end_html(game: MishimashGame, highscores: MishimashHighScores, place: int | None, t: Translator) -> str:
    lang, esc = t.lang, html.escape
    seat = game.winner
    name, score, turns = shown_name(game.players[seat], t), game.scores[seat], game.turns[seat]
    title = esc(t("mishimash.end.title", name="\x00")).replace("\x00", f"<bdi>{esc(name)}</bdi>")
    if len(game.players) == 1:
        detail = t("mishimash.end.solo", target=points(game.target, lang), turns=turns, score=points(score, lang))
    else:
        detail = t("mishimash.end.detail", score=points(score, lang), turns=turns)
    parts = [f'<div class="mm-end cubiri-end"><h2><span class="mm-trophy" aria-hidden="true">🏆</span> '
             f'{title}</h2><p>{esc(detail)}</p>']
    if place is not None:
        place_text = esc(t("mishimash.end.place", name="\x00", place=place + 1)).replace("\x00", f"<bdi>{esc(name)}</bdi>")
        parts.append(f'<p><strong>{place_text}</strong></p>')
    table = game.record_table
    entries = highscores.table(table)
    parts.append(f'<h3>{esc(t(f"mishimash.end.highscores_{table}"))}</h3>'
                 f'<p class="cubiri-muted">{esc(t(f"mishimash.end.ranked_{table}"))}</p>')
    if not highscores.ranks(game):  # a shorter or longer game is no "fastest" beside the card's
        parts.append(f'<p class="cubiri-other-target">{esc(t("tables.other_target", target=points(game.target, lang)))}</p>')
    if not entries:
        parts.append(f'<p class="cubiri-muted">{esc(t("mishimash.end.no_scores"))}</p>')
    else:
        # The date goes under the winner's name: more columns do not fit a 320 px phone. Every
        # record is of a game to the card's target: the heading's words say so.
        cols = ("rank", "winner", "turns")
        head = "".join(f'<th scope="col"{NUM if c == "turns" else ""}>{esc(t(f"mishimash.end.cols.{c}"))}</th>'
                       for c in cols)
        rows = []
        for i, e in enumerate(entries):
            mine = ' class="mine"' if i == place else ""
            # A game played with the coach's hints says so, so the table stays fair.
            with_hints = (f'<span class="mm-when cubiri-with-hints">{esc(t("coach.with_hints"))}</span>'
                          if e.get("hints") else "")
            when = date(e["date"], lang)
            rows.append(f"<tr{mine}><td class=\"rank\">{i + 1}</td><td><bdi>{esc(shown_name(e['winner'], t))}</bdi>"
                        f"<span class=\"mm-when\">{when}</span>{with_hints}</td><td class=\"num\">{e['turns']}</td></tr>")
        parts.append(f'<div class="mm-scroll"><table class="mm-highscores"><thead><tr>{head}</tr></thead>'
                     f'<tbody>{"".join(rows)}</tbody></table></div>')
    parts.append("</div>")
    return "".join(parts)


class EndCard:
    """The card shown once the game is over; the view wires its buttons and calls ``draw``."""

    def __init__(self):
        self.pane = pn.pane.HTML(stylesheets=[PANEL_CSS], sizing_mode="stretch_width", margin=0)
        self.play_again = theme.action_button("", "cubiri-play-again", margin=0)
        self.new_game = theme.action_button("", "cubiri-new-game", kind="secondary", margin=0)
        # A gap above the buttons: flush, "Play again" looked part of the table's last row.
        self.layout = theme.card(self.pane, theme.flex(self.play_again, self.new_game, gap="10px", margin=(12, 0, 0, 0)),
                                 sizing_mode="stretch_width", margin=(8, 0))
        self.data = GameData.under(self.layout)  # the game's code to copy and its rolls as CSV

    def draw(self, game: MishimashGame, highscores: MishimashHighScores, place: int | None, t: Translator) -> None:
        self.pane.object = end_html(game, highscores, place, t)
        self.data.update(game, t)
        self.play_again.name, self.new_game.name = t("mishimash.buttons.play_again"), t("mishimash.buttons.new_game")
