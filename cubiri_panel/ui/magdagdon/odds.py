"""The odds panel: the engine's exact chance that the next roll is MAGDAGDON.

The chance is for the board the next roll will meet: the permanent board with the dice
prepared now (as they would be confirmed). During a roll-less moment that is just the board.
Results are remembered per board, so redraws that do not change the board cost nothing.
"""

from __future__ import annotations

import html
from fractions import Fraction

import panel as pn

from ...magdagdon import Board, MagdagdonGame, Phase, magdagdon_probability
from ...memo import memoized
from .. import theme
from ..i18n import Translator
from ..odds import chance, whole

ROLLS = 6 ** 4  # the ordered rolls of four dice, all equally likely

@memoized(maxsize=256)
def _chance(board: Board, difficulty: str) -> Fraction:
    return magdagdon_probability(board, difficulty)


def odds_html(game: MagdagdonGame | None, t: Translator) -> str:
    title = f'<h3>{html.escape(t("common.odds.title"))}</h3>'
    if game is None or game.is_over:
        return title + f'<p class="cubiri-muted">{html.escape(t("common.odds.none"))}</p>'
    board = game.board_with_prepared if game.phase is Phase.PLACE else game.board
    if board.is_full:
        return title + f'<p class="cubiri-muted">{html.escape(t("magdagdon.odds.last_turn"))}</p>'
    p = _chance(board, game.difficulty.value)
    about = "magdagdon.odds.with_prepared" if game.prepared else "magdagdon.odds.board"
    # Every roll of four dice is equally likely, so the chance is a count of rolls, shown as such.
    note = t(about, required=game.difficulty.required(board.empty_count),
             count=whole(int(p * ROLLS), t.lang), rolls=whole(ROLLS, t.lang))
    return (title + f'<p>{html.escape(t("magdagdon.odds.question"))}</p>'
            f'<p class="cubiri-odds-value"><strong>{html.escape(chance(p, t))}</strong></p>'
            f'<p class="cubiri-muted">{html.escape(note)}</p>')


class OddsPanel:
    """One text pane; ``update`` recomputes only while the panel is shown."""

    def __init__(self):
        self.pane = pn.pane.HTML(stylesheets=[theme.TEXT_CSS], sizing_mode="stretch_width", margin=0,
                                 css_classes=["cubiri-magdagdon-odds"])

    def update(self, game: MagdagdonGame | None, t: Translator, shown: bool) -> None:
        if shown:
            self.pane.object = odds_html(game, t)
