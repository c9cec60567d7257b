"""How the last turn ended (a potion scored, or an explosion, loud) and how the game ended.

The banner stays until the next player rolls, with the dice that made the potion (or blew it
up). The end card names every winner: ties share the win.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import panel as pn

from cubiri_panel.magikaboom import GameEnded, MagikaboomGame, PotionExploded

from ..game_data import GameData
from .. import theme
from ..components import DiceTray
from .words import INGREDIENT_KEYS, ingredient_name
from ..i18n import Translator
from ..players import shown_name
from ..updates import assign as put
from .words import join_names, moves_text
from .scoreboard import hat_svg

# The outcome of the last turn. An explosion is loud (a burst, a shake, red), but it is also
# said in words and drawn with the dice that caused it, so nothing depends on the colour.
BANNER_CSS = theme.VARIABLES + """
:host { border-radius: 14px; padding: 10px 14px; box-sizing: border-box; max-width: 100%;
  background: #e7f4ef; border: 3px solid var(--cubiri-teal); }
:host(.boom) { background: radial-gradient(circle at 30% 40%, #ffe08a 0, #ff9f43 35%, #d8452b 75%);
  border: 3px solid #7a1d0e; color: #2a0a04; }
@media (prefers-reduced-motion: no-preference) {
  :host(.boom) { animation: cubiri-shake .5s ease-in-out 2; }
}
@keyframes cubiri-shake { 0%, 100% { transform: none; } 20% { transform: translate(-5px, 2px) rotate(-1deg); }
  40% { transform: translate(5px, -2px) rotate(1deg); } 60% { transform: translate(-3px, 1px); } 80% { transform: translate(3px, -1px); } }
"""
BANNER_TEXT_CSS = theme.TEXT_CSS + """
:host { color: inherit; }
.head { display: flex; align-items: center; gap: 10px; }
.head svg { flex: 0 0 auto; }
.title { font-size: 1.6rem; font-weight: 900; letter-spacing: .06em; margin: 0; min-width: 0; overflow-wrap: break-word; }
/* A long name ("Bartholomew") stays whole on a 320 px phone. */
@media (max-width: 360px) { .title { font-size: 1.3rem; letter-spacing: .02em; } }
.boom .title { font-size: 2.2rem; color: #fff; text-shadow: 0 2px 0 #7a1d0e, 0 0 12px #7a1d0e; }
p { margin: 4px 0; font-weight: 650; }
p.small { font-size: .9rem; font-weight: 500; margin-top: 8px; }
"""
BURST = ('<svg width="54" height="54" viewBox="0 0 100 100" aria-hidden="true" focusable="false">'
         '<path d="M50 2l9 24 22-14-8 25 25 3-21 14 17 19-26-2 2 26-20-17-13 22-5-25-24 10 12-23L4 53l22-10L8 25l26 4z" '
         'fill="#fff3a0" stroke="#7a1d0e" stroke-width="4" stroke-linejoin="round"/></svg>')
END_CSS = theme.VARIABLES + """
:host { background: #ffe6a8; border: 3px solid var(--cubiri-gold-dark); border-radius: 14px; padding: 10px 14px; }
"""


class Outcome:
    """The banner of the turn that just ended."""

    def __init__(self, lang: str):
        self.text = pn.pane.HTML("", stylesheets=[BANNER_TEXT_CSS], sizing_mode="stretch_width", margin=0)
        self.dice = DiceTray(faces="ingredients", face_keys=INGREDIENT_KEYS, interactive=False, numbered=False, show_names=True,
                             die_size=48, lang=lang, margin=0)
        self.layout = pn.Column(self.text, self.dice, visible=False, stylesheets=[BANNER_CSS],
                                sizing_mode="stretch_width", margin=(6, 0), css_classes=["cubiri-banner"])

    def update(self, game, names, t):
        """The banner: the outcome of the turn that just ended (shown until the next roll)."""
        result = game.turn_result
        if result is None:
            put(self.layout, visible=False)
            return
        name = names[result.seat]
        dice = result.dice
        if isinstance(result, PotionExploded):
            states = ["available"] * (len(dice) - 2) + ["highlighted"] * 2  # the roll that blew it up
            title = t("magikaboom.play.explosion_title")
            if result.rule == "kinds":   # say which of the two rules blew it up
                text = t("magikaboom.play.explosion_kinds", name=name, kinds=result.count)
            else:
                text = t("magikaboom.play.explosion_same", name=name, count=result.count,
                         ingredient=ingredient_name(result.ingredient, t))
            text += " " + moves_text(result.moves, names, t)
            put(self.layout, css_classes=["cubiri-banner", "cubiri-explosion", "boom"])
            head = f'<div class="head">{BURST}<p class="title">{html.escape(title)}</p></div>'
        else:
            states = ["available"] * len(dice)
            if result.points:
                title = t("magikaboom.play.scored_title")
                text = t("magikaboom.play.scored", name=name, count=result.count, points=result.points,
                         ingredient=ingredient_name(result.ingredient, t)) + " " + moves_text(result.moves, names, t)
            else:
                title, text = t("magikaboom.play.scored_zero_title"), t("magikaboom.play.scored_zero", name=name)
            put(self.layout, css_classes=["cubiri-banner", "cubiri-potion"])
            head = f'<div class="head">{hat_svg(result.seat, 40)}<p class="title">{html.escape(title)}</p></div>'
        nxt = "" if game.is_over else f'<p>{html.escape(t("magikaboom.play.next", name=names[game.current_player]))}</p>'
        put(self.text, object=(f'<div class="{"boom" if isinstance(result, PotionExploded) else ""}">'
                                   f'{head}<p>{html.escape(text)}</p>{nxt}'
                                   f'<p class="small">{html.escape(t("magikaboom.play.last_dice"))}</p></div>'))
        put(self.dice, values=[int(d) for d in dice], states=states)
        put(self.layout, visible=True)


class EndCard:
    """The winners, and what to do next."""

    def __init__(self, again: Callable[[], None], new_table: Callable[[], None]):
        self.text = pn.pane.HTML("", stylesheets=[BANNER_TEXT_CSS], sizing_mode="stretch_width", margin=0)
        self.again = theme.action_button("", "cubiri-again", margin=0)
        self.new_table = theme.action_button("", "cubiri-end-new-table", kind="secondary", margin=0)
        self.again.on_click(lambda _: again())
        self.new_table.on_click(lambda _: new_table())
        self.layout = pn.Column(self.text, theme.flex(self.again, self.new_table, margin=(8, 0)),
                                visible=False, stylesheets=[END_CSS], sizing_mode="stretch_width", margin=(6, 0),
                                css_classes=["cubiri-end"])
        self.data = GameData.under(self.layout)  # the game's code to copy and its rolls as CSV

    def update(self, game: MagikaboomGame, t: Translator) -> None:
        put(self.layout, visible=game.is_over)
        self.data.update(game, t)
        if not game.is_over:
            return
        ended = next(e for e in reversed(game.log) if isinstance(e, GameEnded))
        names = [shown_name(game.players[s], t) for s in ended.winners]
        key = "magikaboom.end.title_one" if len(names) == 1 else "magikaboom.end.title_many"
        hats = "".join(hat_svg(s, 40) for s in ended.winners)
        put(self.text, object=(f'<div><div class="head">{hats}<p class="title">'
                                f'{html.escape(t(key, names=join_names(names, t)))}</p></div>'
                                f'<p>{html.escape(t("magikaboom.end.final", score=max(ended.scores), name=shown_name(game.players[ended.seat], t)))}</p>'
                                '</div>'))
        put(self.again, name=t("magikaboom.end.again"))
        put(self.new_table, name=t("magikaboom.end.new_table"))
