"""The MAGDAGDON turn on screen: the status (score, turn, difficulty) with the hint, the dice
and the board, built once and redrawn from the game and the player's selection.

In a lesson's embed (``compact``) the dice stand in a column beside the board, so a whole turn
fits the iframe. A replay draws its positions with the same dice and board (``replay``): read-only,
with no cell to choose.
"""

from __future__ import annotations

import panel as pn

from ...magdagdon import MagdagdonGame
from .. import theme
from ..components import BoardGrid, DiceTray
from ..i18n import Translator
from . import display
from .display import Selection

STATUS_CSS = theme.TEXT_CSS + """
.cubiri-status { display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: baseline; margin: 0; }
.cubiri-score { font-size: 1.6rem; font-weight: 900; color: var(--cubiri-night2); }
.cubiri-hint { margin: 6px 0 0; font-size: 1.02rem; line-height: 1.4; min-height: 2.8em; }
.cubiri-hint.alert { border-left: 6px solid var(--cubiri-red); padding-left: 8px; font-weight: 650; }
/* one column no wider than the card: a word longer than a phone at a large text size breaks */
.cubiri-hint-slot { display: grid; grid-template-columns: minmax(0, 1fr); }
.cubiri-hint-slot > .cubiri-hint, .cubiri-hint-slot::after { grid-area: 1 / 1; }
/* The room: the longest hint, unseen, set as an alert is (the narrower and bolder), so that no
   hint is taller. */
.cubiri-hint-slot::after { content: attr(data-room); visibility: hidden; margin: 6px 0 0; font-size: 1.02rem;
  line-height: 1.4; font-weight: 650; padding-left: 14px; }
.cubiri-badge { border: 2px solid var(--cubiri-teal); color: var(--cubiri-teal); border-radius: 999px;
  padding: 0 8px; font-weight: 700; font-size: .85rem; }
"""
EMBED_STATUS_CSS = """
.cubiri-hint { font-size: .95rem; line-height: 1.32; }
"""
EMBED_BOARD_CSS = """
div.cubiri-board { width: min(100%, 264px); padding: 8px;
                   grid-template-columns: repeat(4, minmax(44px, 1fr)) minmax(40px, .8fr); }
.cubiri-board .cubiri-lead { display: none; }
"""


# The four dice in one row on a 320 px phone (the tray's content is the screen less 60 px of
# page and card padding; three gaps of 10 px): the die shrinks with the screen (the tray sets its
# size inline, hence !important), never below the 44 px touch target; 12 px above for a chosen
# die's lift (dice.css).
TRAY_CSS = ".cubiri-tray { --die-size: clamp(44px, calc((100vw - 90px) / 4), 64px) !important; padding-top: 12px; }"


class TurnArea:
    """``status``, ``tray`` and ``board``; ``parts`` are what the game card shows, in order.
    ``replay``: a replay's position, shown by the tray and the board alone, nothing pressable
    (``on_die`` and ``on_cell`` are then ``None``)."""

    def __init__(self, lang: str, compact: bool, on_die, on_cell, replay: bool = False):
        self.replay = replay
        self.tray = DiceTray(values=[0] * 4, states=["disabled"] * 4, lang=lang, replay=replay,
                             css_classes=["cubiri-tray-magdagdon"])
        self.board = BoardGrid(lang=lang, interactive=False, replay=replay)
        self.status = pn.pane.HTML(stylesheets=[STATUS_CSS], sizing_mode="stretch_width", margin=0,
                                   css_classes=["cubiri-turn-hint"])
        self.parts = [self.status, self.tray, self.board]
        self.compact = compact  # a lesson's embed keeps no room: its turn must fit the iframe
        if not compact:
            self.tray.stylesheets = [*self.tray.stylesheets, TRAY_CSS]
        if compact:
            # A lesson's iframe (400 x 600 px in EMBED.md) holds a whole turn, powers included,
            # without scrolling: smaller dice in a column beside the board, the powers' help unsaid.
            self.tray.param.update(die_size=48, sizing_mode="fixed", width=58)
            self.board.stylesheets = [*self.board.stylesheets, EMBED_BOARD_CSS]
            self.status.stylesheets = [*self.status.stylesheets, EMBED_STATUS_CSS]
            self.parts = [self.status, pn.Row(self.tray, self.board, sizing_mode="stretch_width", margin=0,
                                              styles={"gap": "6px", "align-items": "center"})]
        if replay:
            self.parts = [self.tray, self.board]
            return
        self.tray.on_click(on_die)
        self.board.on_click(on_cell)

    def draw(self, game: MagdagdonGame | None, sel: Selection, t: Translator) -> None:
        values, states = display.die_states(game, sel)
        self.tray.param.update(values=values, states=states, actions=display.die_actions(sel), lang=t.lang)
        board = display.board_params(game, sel)
        if self.replay:  # nothing to choose: no cell lit for a ruin (the move is said in words)
            board.update(legal=[], placing=0)
        self.board.param.update(lang=t.lang, **board)
        if self.replay:  # the replay says where it stands and what comes next in its own words
            return
        key, args = display.hint(game, sel)
        self.status.object = display.status_html(game, t, key, args, room=not self.compact)
