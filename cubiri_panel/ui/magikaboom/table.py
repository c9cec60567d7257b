"""The MAGIKABOOM table in play: whose turn, the cauldron, the rolled dice, ROLL / CONTINUE and
STOP with what each will do, the track, the scores and the log; the last turn's outcome and the
end of the game are :mod:`.end_screen`'s.

Every widget is built once; :meth:`Table.update` sets their params from the game's state.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import panel as pn

from cubiri_panel.magikaboom import EFFECTS, Keep, MagikaboomGame, Phase, potion_ingredient

from .. import theme
from ..components import DiceTray
from .words import INGREDIENT_KEYS, ingredient_name
from ..i18n import Translator
from ..players import shown_names
from ..table.pacing import focus_after_skip
from ..updates import assign as put
from .end_screen import EndCard, Outcome
from .words import cached_line, effect_text, moves_text, unmoved_text
from .scoreboard import SCORE_CSS, TRACK_CSS, hat_svg, score_html, track_html

STATUS_CSS = theme.TEXT_CSS + """
.status { display: flex; gap: 10px; align-items: center; }
.status strong { font-size: 1.2rem; display: block; }
.status p { margin: 2px 0 0; }
h3 { font-size: 1rem; margin: 4px 0 2px; }
p.note { margin: 0; color: var(--cubiri-muted); font-size: .95rem; }
p.preview { margin: 4px 0 0; font-size: .95rem; }
"""

LOG_CSS = theme.TEXT_CSS + """
h3 { font-size: 1rem; margin: 0 0 4px; }
ol { list-style: none; margin: 0; padding: 0; }
summary { cursor: pointer; padding: 8px 4px; min-height: 28px; font-weight: 700; color: var(--cubiri-night2); }
li { padding: 3px 4px; border-bottom: 1px solid var(--cubiri-paper2); font-size: .95rem; }
li.turn { font-weight: 800; color: var(--cubiri-night2); border-bottom: 2px solid #d9cfbd; padding-top: 8px; }
li.explosion { font-weight: 800; color: #8e2b1d; }
li.potion, li.end { font-weight: 700; }
"""
LOG_LINES = 40  # the latest lines; older turns are rarely read, and every line is resent per action
LOG_SHOWN = 12  # of those, shown unfolded: about the last two turns


def log_window(log) -> tuple[list, int]:
    """The log's latest events, newest first, and how many of them show unfolded: whole turns
    on both sides of the fold, at least :data:`LOG_SHOWN` lines above it, so a turn (a
    computer's above all) is read in one piece. The window starts with a turn, too, once the
    log is longer than :data:`LOG_LINES`."""
    events = list(log[-LOG_LINES:])
    if len(log) > LOG_LINES:
        first = next((i for i, e in enumerate(events) if e.kind == "turn"), 0)
        events = events[first:]
    events.reverse()
    shown = min(LOG_SHOWN, len(events))
    while shown < len(events) and events[shown - 1].kind != "turn":  # a turn's first line ends it
        shown += 1
    return events, shown


def cauldron_tray(**params) -> DiceTray:
    """The cauldron's dice, only shown (a replay's position shows the same, ``replay=True``)."""
    return DiceTray(faces="ingredients", face_keys=INGREDIENT_KEYS, interactive=False, numbered=False, show_names=True,
                    die_size=52, css_classes=["cubiri-cauldron"], margin=0, **params)


def rolled_tray(**params) -> DiceTray:
    """The two dice rolled, one to put in the cauldron (a replay's position shows the same)."""
    return DiceTray(faces="ingredients", face_keys=INGREDIENT_KEYS, show_names=True, die_size=76,
                    actions={"available": "cauldron"}, css_classes=["cubiri-rolled"], margin=0, **params)


def rolled_states(game: MagikaboomGame) -> tuple[list[int], list[str]]:
    """The dice rolled and their states: both to choose from, or the one kept and the one in
    hand once a die is kept; none before the turn's roll or after the game."""
    phase, rolled = game.phase, [int(d) for d in game.rolled]
    if phase is Phase.KEEP:
        return rolled, ["available"] * 2  # a computer's roll is not greyed: only not pressable
    if phase is Phase.STOP_OR_CONTINUE and game.history and isinstance(game.history[-1], Keep):
        kept = game.history[-1].die
        return rolled, ["prepared" if i == kept else "highlighted" for i in range(2)]
    if phase is Phase.STOP_OR_CONTINUE:
        return rolled, ["highlighted"] * 2  # a restored game without its history: the hand is still shown
    return [], []


def _section(*objects, **kw):
    return pn.Column(*objects, sizing_mode="stretch_width", margin=0, **kw)


class Table:
    """The play area. ``on_keep(i)``, ``on_roll()``, ``on_stop()``, ``on_again()`` and
    ``on_new_table()`` callbacks are set by the view."""

    def __init__(self, lang: str):
        def html_pane(css, **kw):
            return pn.pane.HTML("", stylesheets=[css], sizing_mode="stretch_width", margin=0, **kw)
        self.on_keep: Callable = lambda i: None
        self.on_roll = self.on_stop = self.on_again = self.on_new_table = self.on_skip = lambda: None
        self.status = html_pane(STATUS_CSS, css_classes=["cubiri-status"])
        self.outcome = Outcome(lang)
        self.banner = self.outcome.layout
        self.cauldron_head = html_pane(STATUS_CSS)
        self.cauldron = cauldron_tray(lang=lang)
        self.rolled_head = html_pane(STATUS_CSS)
        self.rolled = rolled_tray(lang=lang)
        self.rolled.on_click(lambda i: self.on_keep(i))
        # Each button fills its half of the row (its column wraps below the other on a phone).
        # Not min_width: Panel adds the children's minimum widths up the layout, so the two
        # buttons held the whole table 300 px wide, past a 320 px phone's edge.
        self.roll = theme.action_button("", "cubiri-roll", margin=0, sizing_mode="stretch_width")
        self.stop = theme.action_button("", "cubiri-stop", kind="secondary", margin=0, sizing_mode="stretch_width")
        self.roll.on_click(lambda _: self.on_roll())
        self.stop.on_click(lambda _: self.on_stop())
        self.roll_note = html_pane(STATUS_CSS, css_classes=["cubiri-continue-preview"])
        self.stop_note = html_pane(STATUS_CSS, css_classes=["cubiri-stop-preview"])
        def choice(button, note):
            return pn.Column(button, note, margin=0, styles={"flex": "1 1 220px", "min-width": "0"})
        # On a computer's turn: play every computer action up to the next human decision at once.
        self.skip = theme.action_button("", "cubiri-skip", kind="secondary", margin=0,
                                        visible=False, styles={"flex": "1 1 220px"})
        self.skip.on_click(lambda _: self.on_skip())
        focus_after_skip(self.skip, self.roll)
        self.buttons = theme.flex(choice(self.roll, self.roll_note), choice(self.stop, self.stop_note), self.skip,
                                  gap="12px", margin=(8, 0))
        self.track = html_pane(TRACK_CSS, css_classes=["cubiri-track"])
        self.score = html_pane(SCORE_CSS, css_classes=["cubiri-score"])
        self.log = html_pane(LOG_CSS, css_classes=["cubiri-log"])
        self.ending = EndCard(lambda: self.on_again(), lambda: self.on_new_table())
        self.end, self.end_text = self.ending.layout, self.ending.text
        self.new_table = theme.action_button("", "cubiri-new-table", kind="secondary")
        self.new_table.on_click(lambda _: self.on_new_table())
        # The end screen hides the dice through their column: setting ``visible`` on the dice trays
        # themselves left them on screen (seen in the end-screen screenshot).
        self.dice = _section(self.cauldron_head, self.cauldron, self.rolled_head, self.rolled)
        play = _section(self.status, self.banner, self.end, self.dice, self.buttons,
                        styles={"flex": "1 1 330px", "min-width": "0"})
        board = _section(self.track, self.score, styles={"flex": "1 1 300px", "min-width": "0"})
        self.layout = pn.Column(
            theme.card(theme.flex(play, board, gap="16px"),
                       sizing_mode="stretch_width", margin=(8, 0)),
            theme.card(self.log, self.new_table, sizing_mode="stretch_width", margin=(8, 0)),
            sizing_mode="stretch_width", margin=0, css_classes=["cubiri-table"])

    # -- drawing -------------------------------------------------------------------------
    def update(self, game: MagikaboomGame, t: Translator, computer_turn: bool) -> None:
        names, seat = shown_names(game.players, t), game.current_player
        for tray in (self.cauldron, self.rolled, self.outcome.dice):
            put(tray, lang=t.lang)
        self._status(game, names, t, computer_turn)
        self.outcome.update(game, names, t)
        cauldron = [int(d) for d in game.cauldron]
        # Empty before the turn's first roll, and still empty while that roll waits for its die.
        empty = "magikaboom.play.cauldron_first" if game.phase is Phase.KEEP else "magikaboom.play.cauldron_empty"
        put(self.cauldron_head, object=(f'<h3>{html.escape(t("magikaboom.play.cauldron"))}</h3>' +
                                     ("" if cauldron else f'<p class="note">{html.escape(t(empty))}</p>') +
                                     f'<p class="note">{html.escape(t("magikaboom.play.reserve", n=game.reserve))}</p>'))
        put(self.cauldron, values=cauldron)
        self._rolled(game, t, computer_turn)
        put(self.dice, visible=not game.is_over)  # the log tells how it ended; the end card leads
        self._buttons(game, names, t, computer_turn)
        winners = game.winners
        put(self.track, object=track_html(game.scores, names, None if game.is_over else seat, t))
        put(self.score, object=score_html(game.scores, names, game.computers, None if game.is_over else seat, winners, t))
        events, shown = log_window(game.log)
        lines = [f'<li class="{event.kind}">{html.escape(cached_line(event, names, t))}</li>' for event in events]
        # The newest lines in full; the older ones folded away, not in a box that scrolls and
        # cuts its last line in half.
        older = (f'<details><summary>{html.escape(t("magikaboom.log.earlier"))}</summary>'
                 f'<ol start="{shown + 1}">{"".join(lines[shown:])}</ol></details>' if len(lines) > shown else "")
        put(self.log, object=(f'<h3>{html.escape(t("magikaboom.log.title"))}</h3>'
                           f'<ol>{"".join(lines[:shown])}</ol>{older}'))
        # At the end the end card offers a new table; a second button under the log would repeat it.
        put(self.new_table, name=t("magikaboom.play.new_table"), visible=not game.is_over)

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
        put(self.status, object=(f'<div class="status">{hat_svg(seat, 44)}<div>'
                              f'<strong>{html.escape(head)}</strong><p>{html.escape(hint)}</p></div></div>'))

    def _rolled(self, game, t, computer_turn):
        phase = game.phase
        rolled, states = rolled_states(game)
        note = ""
        if "prepared" in states:
            kept = states.index("prepared")
            note = (t("magikaboom.play.kept", ingredient=ingredient_name(rolled[kept], t)) + " · " +
                    t("magikaboom.play.in_hand", ingredient=ingredient_name(game.held, t)))
        elif phase is Phase.STOP_OR_CONTINUE:
            note = t("magikaboom.play.in_hand", ingredient=ingredient_name(game.held, t))
        if phase is Phase.ROLL or (game.is_over and not rolled):
            note = t("magikaboom.play.rolled_none")
        put(self.rolled_head, object=(f'<h3>{html.escape(t("magikaboom.play.rolled"))}</h3>' +
                                   (f'<p class="note">{html.escape(note)}</p>' if note else "")))
        put(self.rolled, values=rolled, states=states,
                                 interactive=phase is Phase.KEEP and not computer_turn)

    def _buttons(self, game, names, t, computer_turn):
        phase, seat = game.phase, game.current_player
        put(self.buttons, visible=not game.is_over)
        # One update a button: each is a round of Panel's per-update work on the server.
        put(self.roll, name=t("magikaboom.roll") if phase is Phase.ROLL else t("magikaboom.continue"),
            disabled=computer_turn or not (phase is Phase.ROLL or game.can_continue))
        put(self.stop, name=t("magikaboom.stop"), disabled=computer_turn or phase is not Phase.STOP_OR_CONTINUE,
            visible=phase is not Phase.ROLL)
        put(self.skip, name=t("magikaboom.play.skip"), visible=computer_turn)
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
        self.ending.update(game, t)
