"""The MAGIKABOOM table in play: whose turn, the cauldron, the rolled dice, ROLL / CONTINUE and
STOP with what each will do, the last turn's outcome (the explosion, loud), the track, the
scores, the log and the end of the game.

Every widget is built once; :meth:`Table.update` sets their params from the game's state.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import panel as pn

from cubiri_panel.magikaboom import (EFFECTS, DiceRolled, GameEnded, IngredientKept, Keep, MagikaboomGame,
                                     Phase, PotionExploded, PotionScored, TurnStarted, potion_ingredient)

from .. import theme
from ..components import DiceTray, ingredient_name
from ..i18n import Translator
from .text import cached_line, effect_text, join_names, moves_text, put, unmoved_text
from .track import SCORE_CSS, TRACK_CSS, hat_svg, score_html, track_html

STATUS_CSS = theme.TEXT_CSS + """
.status { display: flex; gap: 10px; align-items: center; }
.status strong { font-size: 1.2rem; display: block; }
.status p { margin: 2px 0 0; }
h3 { font-size: 1rem; margin: 4px 0 2px; }
p.note { margin: 0; color: var(--cubiri-muted); font-size: .95rem; }
p.preview { margin: 4px 0 0; font-size: .95rem; }
"""

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
.title { font-size: 1.6rem; font-weight: 900; letter-spacing: .06em; margin: 0; }
.boom .title { font-size: 2.2rem; color: #fff; text-shadow: 0 2px 0 #7a1d0e, 0 0 12px #7a1d0e; }
p { margin: 4px 0; font-weight: 650; }
p.small { font-size: .9rem; font-weight: 500; margin-top: 8px; }
"""
BURST = ('<svg width="54" height="54" viewBox="0 0 100 100" aria-hidden="true" focusable="false">'
         '<path d="M50 2l9 24 22-14-8 25 25 3-21 14 17 19-26-2 2 26-20-17-13 22-5-25-24 10 12-23L4 53l22-10L8 25l26 4z" '
         'fill="#fff3a0" stroke="#7a1d0e" stroke-width="4" stroke-linejoin="round"/></svg>')
LOG_CSS = theme.TEXT_CSS + """
h3 { font-size: 1rem; margin: 0 0 4px; }
ol { list-style: none; margin: 0; padding: 0; max-height: 280px; overflow-y: auto; }
li { padding: 3px 4px; border-bottom: 1px solid var(--cubiri-paper2); font-size: .95rem; }
li.turn { font-weight: 800; color: var(--cubiri-night2); border-bottom: 2px solid #d9cfbd; padding-top: 8px; }
li.explosion { font-weight: 800; color: #8e2b1d; }
li.potion, li.end { font-weight: 700; }
"""
END_CSS = theme.VARIABLES + """
:host { background: #ffe6a8; border: 3px solid var(--cubiri-gold-dark); border-radius: 14px; padding: 10px 14px; }
"""
LOG_LINES = 40  # the latest lines; older turns are rarely read, and every line is resent per action


def _section(*objects, **kw):
    return pn.Column(*objects, sizing_mode="stretch_width", margin=0, **kw)


class Table:
    """The play area. ``on_keep(i)``, ``on_roll()``, ``on_stop()``, ``on_again()`` and
    ``on_new_table()`` callbacks are set by the view."""

    def __init__(self, lang: str):
        html_pane = lambda css, **kw: pn.pane.HTML("", stylesheets=[css], sizing_mode="stretch_width", margin=0, **kw)
        self.on_keep: Callable = lambda i: None
        self.on_roll = self.on_stop = self.on_again = self.on_new_table = lambda: None
        self.status = html_pane(STATUS_CSS, css_classes=["cubiri-status"])
        self.banner_text = html_pane(BANNER_TEXT_CSS)
        self.banner_dice = DiceTray(faces="ingredients", interactive=False, numbered=False, show_names=True,
                                    die_size=48, lang=lang, margin=0)
        self.banner = pn.Column(self.banner_text, self.banner_dice, visible=False, stylesheets=[BANNER_CSS],
                                sizing_mode="stretch_width", margin=(6, 0), css_classes=["cubiri-banner"])
        self.cauldron_head = html_pane(STATUS_CSS)
        self.cauldron = DiceTray(faces="ingredients", interactive=False, numbered=False, show_names=True,
                                 die_size=52, lang=lang, css_classes=["cubiri-cauldron"], margin=0)
        self.rolled_head = html_pane(STATUS_CSS)
        self.rolled = DiceTray(faces="ingredients", show_names=True, die_size=76, lang=lang,
                               css_classes=["cubiri-rolled"], margin=0)
        self.rolled.on_click(lambda i: self.on_keep(i))
        self.roll = theme.action_button("", "cubiri-roll", margin=0, min_width=150)
        self.stop = theme.action_button("", "cubiri-stop", kind="secondary", margin=0, min_width=150)
        self.roll.on_click(lambda _: self.on_roll())
        self.stop.on_click(lambda _: self.on_stop())
        self.roll_note = html_pane(STATUS_CSS, css_classes=["cubiri-continue-preview"])
        self.stop_note = html_pane(STATUS_CSS, css_classes=["cubiri-stop-preview"])
        choice = lambda button, note: pn.Column(button, note, margin=0, styles={"flex": "1 1 220px", "min-width": "0"})
        self.buttons = pn.FlexBox(choice(self.roll, self.roll_note), choice(self.stop, self.stop_note),
                                  flex_wrap="wrap", gap="12px", sizing_mode="stretch_width", margin=(8, 0))
        self.track = html_pane(TRACK_CSS, css_classes=["cubiri-track"])
        self.score = html_pane(SCORE_CSS, css_classes=["cubiri-score"])
        self.log = html_pane(LOG_CSS, css_classes=["cubiri-log"])
        self.end_text = html_pane(BANNER_TEXT_CSS)
        self.again = theme.action_button("", "cubiri-again")
        self.end_new = theme.action_button("", "cubiri-end-new-table", kind="secondary")
        self.again.on_click(lambda _: self.on_again())
        self.end_new.on_click(lambda _: self.on_new_table())
        self.end = pn.Column(self.end_text, pn.FlexBox(self.again, self.end_new, flex_wrap="wrap", gap="8px"),
                             visible=False, stylesheets=[END_CSS], sizing_mode="stretch_width", margin=(6, 0),
                             css_classes=["cubiri-end"])
        self.new_table = theme.action_button("", "cubiri-new-table", kind="secondary")
        self.new_table.on_click(lambda _: self.on_new_table())
        # The end screen hides the dice through their column: setting ``visible`` on the dice trays
        # themselves left them on screen (seen in the end-screen screenshot).
        self.dice = _section(self.cauldron_head, self.cauldron, self.rolled_head, self.rolled)
        play = _section(self.status, self.banner, self.end, self.dice, self.buttons,
                        styles={"flex": "1 1 330px", "min-width": "0"})
        board = _section(self.track, self.score, styles={"flex": "1 1 300px", "min-width": "0"})
        self.layout = pn.Column(
            theme.card(pn.FlexBox(play, board, flex_wrap="wrap", gap="16px", sizing_mode="stretch_width", margin=0),
                       sizing_mode="stretch_width", margin=(8, 0)),
            theme.card(self.log, self.new_table, sizing_mode="stretch_width", margin=(8, 0)),
            sizing_mode="stretch_width", margin=0, css_classes=["cubiri-table"])

    # -- drawing -------------------------------------------------------------------------
    def update(self, game: MagikaboomGame, t: Translator, computer_turn: bool) -> None:
        names, seat, phase = list(game.players), game.current_player, game.phase
        for tray in (self.cauldron, self.rolled, self.banner_dice):
            put(tray, lang=t.lang)
        self._status(game, names, t, computer_turn)
        self._outcome(game, names, t)
        cauldron = [int(d) for d in game.cauldron]
        put(self.cauldron_head, object=(f'<h3>{html.escape(t("magikaboom.play.cauldron"))}</h3>' +
                                     ("" if cauldron else f'<p class="note">{html.escape(t("magikaboom.play.cauldron_empty"))}</p>') +
                                     f'<p class="note">{html.escape(t("magikaboom.play.reserve", n=game.reserve))}</p>'))
        put(self.cauldron, values=cauldron)
        self._rolled(game, t, computer_turn)
        put(self.dice, visible=not game.is_over)  # the log tells how it ended; the end card leads
        self._buttons(game, names, t, computer_turn)
        winners = game.winners
        put(self.track, object=track_html(game.scores, names, None if game.is_over else seat, t))
        put(self.score, object=score_html(game.scores, names, game.computers, None if game.is_over else seat, winners, t))
        lines = []
        for event in game.log[-LOG_LINES:][::-1]:
            lines.append(f'<li class="{event.kind}">{html.escape(cached_line(event, names, t))}</li>')
        put(self.log, object=(f'<h3>{html.escape(t("magikaboom.log.title"))}</h3>'
                           f'<ol aria-live="polite">{"".join(lines)}</ol>'))
        put(self.new_table, name=t("magikaboom.play.new_table"))

    def _status(self, game, names, t, computer_turn):
        seat, phase = game.current_player, game.phase
        if game.is_over:
            put(self.status, object="")
            return
        if computer_turn:
            head, hint = t("magikaboom.play.turn_computer", name=names[seat]), t("magikaboom.play.phase_computer")
        else:
            head = t("magikaboom.play.turn_human", name=names[seat])
            hint = t({Phase.ROLL: "magikaboom.play.phase_roll", Phase.KEEP: "magikaboom.play.phase_keep"}.get(
                phase, "magikaboom.play.phase_decide" if game.can_continue else "magikaboom.play.phase_last"))
        put(self.status, object=(f'<div class="status" role="status">{hat_svg(seat, 44)}<div>'
                              f'<strong>{html.escape(head)}</strong><p>{html.escape(hint)}</p></div></div>'))

    def _outcome(self, game, names, t):
        """The banner: the outcome of the turn that just ended (shown until the next roll)."""
        log = game.log
        starts = [i for i, e in enumerate(log) if isinstance(e, TurnStarted)]
        last = starts[-1] if starts else 0
        if not game.is_over and last == len(log) - 1 and len(starts) > 1:
            turn = log[starts[-2]:last]      # a new turn has not begun: show the one before
        elif game.is_over:
            turn = log[last:]
        else:
            turn = ()
        result = next((e for e in turn if isinstance(e, (PotionExploded, PotionScored))), None)
        if result is None:
            put(self.banner, visible=False)
            return
        kept = [e.ingredient for e in turn if isinstance(e, IngredientKept)]
        rolls = [e.dice for e in turn if isinstance(e, DiceRolled)]
        name = names[result.seat]
        if isinstance(result, PotionExploded):
            dice, states = kept + list(rolls[-1]), ["available"] * len(kept) + ["highlighted"] * 2
            title, text = t("magikaboom.play.explosion_title"), t("magikaboom.play.explosion", name=name)
            text += " " + moves_text(result.moves, names, t)
            put(self.banner, css_classes=["cubiri-banner", "cubiri-explosion", "boom"])
            head = f'<div class="head">{BURST}<p class="title">{html.escape(title)}</p></div>'
        else:
            held = list(rolls[-1])
            held.remove(kept[-1])
            dice, states = kept + held, ["available"] * (len(kept) + 1)
            if result.points:
                title = t("magikaboom.play.scored_title")
                text = t("magikaboom.play.scored", name=name, count=result.count, points=result.points,
                         ingredient=ingredient_name(result.ingredient, t)) + " " + moves_text(result.moves, names, t)
            else:
                title, text = t("magikaboom.play.scored_zero_title"), t("magikaboom.play.scored_zero", name=name)
            put(self.banner, css_classes=["cubiri-banner", "cubiri-potion"])
            head = f'<div class="head">{hat_svg(result.seat, 40)}<p class="title">{html.escape(title)}</p></div>'
        nxt = "" if game.is_over else f'<p>{html.escape(t("magikaboom.play.next", name=names[game.current_player]))}</p>'
        put(self.banner_text, object=(f'<div class="{"boom" if isinstance(result, PotionExploded) else ""}" role="alert">'
                                   f'{head}<p>{html.escape(text)}</p>{nxt}'
                                   f'<p class="small">{html.escape(t("magikaboom.play.last_dice"))}</p></div>'))
        put(self.banner_dice, values=[int(d) for d in dice], states=states)
        put(self.banner, visible=True)

    def _rolled(self, game, t, computer_turn):
        phase, rolled = game.phase, [int(d) for d in game.rolled]
        note = ""
        if phase is Phase.KEEP:
            states = ["available"] * 2  # a computer's roll is not greyed: only not pressable
        elif phase is Phase.STOP_OR_CONTINUE and game.history and isinstance(game.history[-1], Keep):
            kept = game.history[-1].die
            states = ["prepared" if i == kept else "highlighted" for i in range(2)]
            note = (t("magikaboom.play.kept", ingredient=ingredient_name(rolled[kept], t)) + " · " +
                    t("magikaboom.play.in_hand", ingredient=ingredient_name(game.held, t)))
        elif phase is Phase.STOP_OR_CONTINUE:
            states = ["highlighted"] * 2  # a restored game without its history: the hand is still shown
            note = t("magikaboom.play.in_hand", ingredient=ingredient_name(game.held, t))
        else:
            rolled, states = [], []
        if phase is Phase.ROLL or (game.is_over and not rolled):
            note = t("magikaboom.play.rolled_none")
        put(self.rolled_head, object=(f'<h3>{html.escape(t("magikaboom.play.rolled"))}</h3>' +
                                   (f'<p class="note">{html.escape(note)}</p>' if note else "")))
        put(self.rolled, values=rolled, states=states,
                                 interactive=phase is Phase.KEEP and not computer_turn)

    def _buttons(self, game, names, t, computer_turn):
        phase, seat = game.phase, game.current_player
        put(self.buttons, visible=not game.is_over)
        put(self.roll, name=t("magikaboom.roll") if phase is Phase.ROLL else t("magikaboom.continue"))
        put(self.stop, name=t("magikaboom.stop"))
        put(self.roll, disabled=computer_turn or not (phase is Phase.ROLL or game.can_continue))
        put(self.stop, disabled=computer_turn or phase is not Phase.STOP_OR_CONTINUE)
        put(self.stop, visible=phase is not Phase.ROLL)
        roll_note = stop_note = ""
        if phase is Phase.STOP_OR_CONTINUE:
            points = game.stop_preview()
            face, count = potion_ingredient(game.cauldron + (game.held,))
            stop_note = (t("magikaboom.play.stop_preview", count=count, ingredient=ingredient_name(face, t),
                           points=points, name=names[seat], score=game.scores[seat] + points)
                         if points else t("magikaboom.play.stop_zero"))
            preview = game.continue_preview()
            if preview is None:
                roll_note = t("magikaboom.play.continue_none")
            else:
                args = dict(ingredient=ingredient_name(preview.ingredient, t),
                            effect=effect_text(EFFECTS[preview.ingredient], t))
                roll_note = (t("magikaboom.play.continue_preview", moves=moves_text(preview.moves, names, t), **args)
                             if preview.moves else
                             t("magikaboom.play.continue_nothing", reason=unmoved_text(preview.unmoved, t), **args))
        put(self.roll_note, object=f'<p class="preview">{html.escape(roll_note)}</p>' if roll_note else "")
        put(self.stop_note, object=f'<p class="preview">{html.escape(stop_note)}</p>' if stop_note else "")

    def update_end(self, game: MagikaboomGame, t: Translator) -> None:
        put(self.end, visible=game.is_over)
        if not game.is_over:
            return
        ended = next(e for e in reversed(game.log) if isinstance(e, GameEnded))
        names = [game.players[s] for s in ended.winners]
        key = "magikaboom.end.title_one" if len(names) == 1 else "magikaboom.end.title_many"
        hats = "".join(hat_svg(s, 40) for s in ended.winners)
        put(self.end_text, object=(f'<div role="status"><div class="head">{hats}<p class="title">'
                                f'{html.escape(t(key, names=join_names(names, t)))}</p></div>'
                                f'<p>{html.escape(t("magikaboom.end.final", score=max(ended.scores), name=game.players[ended.seat]))}</p>'
                                '</div>'))
        put(self.again, name=t("magikaboom.end.again"))
        put(self.end_new, name=t("magikaboom.end.new_table"))
