"""The table in play: whose turn, the turn's numbers, the dice, the selection's preview, ROLL
and BANK. Built once; ``draw()`` only updates the widgets' params.

The take step: the player taps dice to select them, one die a tap; ROLL or BANK then takes the
selection and rolls or banks (the engine's take, then its roll or bank). So a turn reads ROLL,
tap, ROLL, tap, BANK, and an invalid selection is explained before anything is pressed.
"""

from __future__ import annotations

import html

import panel as pn

from ...mishimash import IllegalAction, MishimashGame, Phase
from .. import theme
from ..components import DiceTray
from ..i18n import Translator
from ..numbers import join
from ..notices import refusal_text
from ..players import shown_name, shown_names
from ..table.pacing import focus_after_skip
from ..updates import assign
from .words import dice_text, points
from .words import banner_event, entry, wording
from .scoreboard import seat_kind
from .styles import PANEL_CSS, TRAY_CSS

PIPS = {1: [(50, 50)], 2: [(28, 28), (72, 72)], 3: [(28, 28), (50, 50), (72, 72)],
        4: [(28, 28), (72, 28), (28, 72), (72, 72)], 5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
        6: [(28, 25), (72, 25), (28, 50), (72, 50), (28, 75), (72, 75)]}
MARKS = {"bust": "✕", "mishimash": "✦", "bank": "✓", "win": "🏆"}


def mini_dice(values) -> str:
    """Small drawn dice for a banner (decoration: the banner's words name the values)."""
    out = []
    for v in values:
        pips = "".join(f'<circle cx="{x}" cy="{y}" r="10" fill="#2a2238"/>' for x, y in PIPS.get(v, []))
        out.append(f'<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false"><rect x="4" y="4" '
                   f'width="92" height="92" rx="18" fill="#fffdf8" stroke="#8e2b1d" stroke-width="5"/>{pips}</svg>')
    return f'<span class="mm-minidice" aria-hidden="true">{"".join(out)}</span>'


def selection_is_legal(game: MishimashGame, selection: list[int]) -> bool:
    """True when the tapped dice are a take the rules allow from the roll waiting for one."""
    if game.phase != Phase.MUST_TAKE or not selection:
        return False
    try:
        game.take_points(selection)
    except IllegalAction:
        return False
    return True


def legal_dice(game: MishimashGame) -> set[int]:
    """Dice that belong to some scoring combination of the roll waiting for a take."""
    return {i for option in game.takes() for i in option.indices}


def dice_tray(**params) -> DiceTray:
    """The table's dice (a replay's position shows the same, ``replay=True``). A pressed die is
    set aside (any die: a die that scores nothing is refused, in words)."""
    return DiceTray(die_size=60, margin=(8, 0), stylesheets=[TRAY_CSS],
                    actions={"available": "set_aside", "highlighted": "set_aside", "selected": "put_back"}, **params)


def tray_params(game: MishimashGame, selection: list[int], pressable: bool) -> dict:
    """What the dice show: a roll waiting for its take, the scoring dice marked and the chosen
    ones selected (``pressable``: the player may press them); else blank dice, one a die in hand."""
    if game.phase == Phase.MUST_TAKE:
        scoring, chosen = legal_dice(game), set(selection)
        states = ["selected" if i in chosen else "highlighted" if i in scoring else "available"
                  for i in range(len(game.dice))]
        return {"values": list(game.dice), "states": states, "interactive": pressable}
    return {"values": [0] * game.dice_in_hand, "states": ["disabled"] * game.dice_in_hand, "interactive": False}


class PlayPanel:
    """The widgets of the table in play; the view wires their clicks and calls ``draw``."""

    def __init__(self):
        html_pane = dict(stylesheets=[PANEL_CSS], sizing_mode="stretch_width", margin=0)
        self.who = pn.pane.HTML(css_classes=["cubiri-turn"], **html_pane)
        self.stage = pn.pane.HTML(css_classes=["cubiri-stage"], visible=False, **html_pane)
        self.banner = pn.pane.HTML(css_classes=["cubiri-banner"], visible=False, **html_pane)
        self.stats = pn.pane.HTML(css_classes=["cubiri-turn-stats"], **html_pane)
        self.tray = dice_tray()
        self.hint = pn.pane.HTML(css_classes=["cubiri-preview"], **html_pane)
        # Sized by their labels, not min_width: Panel adds minimum widths up the layout, past a
        # phone's edge; a label that does not fit beside the other wraps the row, never the word.
        self.roll = theme.action_button("", "cubiri-roll", margin=0, styles={"flex": "1 1 auto"})
        self.bank = theme.action_button("", "cubiri-bank", kind="secondary", margin=0,
                                        styles={"flex": "1 1 auto"})
        # On a computer's turn: play every computer action up to the next human decision at once.
        self.skip = theme.action_button("", "cubiri-skip", kind="secondary", margin=0,
                                        visible=False, styles={"flex": "1 1 auto"})
        focus_after_skip(self.skip, self.roll)
        self.buttons = theme.flex(self.roll, self.bank, self.skip, gap="10px", margin=(4, 0))

    def layout(self):
        return theme.card(self.who, self.stage, self.banner, self.stats, self.tray, self.hint, self.buttons,
                          sizing_mode="stretch_width", css_classes=["cubiri-play"], margin=(8, 0))

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, game: MishimashGame, selection: list[int], t: Translator) -> None:
        lang, legal = t.lang, selection_is_legal(game, selection)
        seat = game.current_player
        name = html.escape(shown_name(game.players[seat], t))
        computer = game.is_computer_turn
        who = t("mishimash.status.turn_of", name="\x00")  # the name goes in escaped, after escaping the rest
        who = html.escape(who).replace("\x00", f"<bdi>{name}</bdi>")
        self.who.object = (f'<p class="mm-who">{"▶ "}{who} '
                           f'<span class="mm-kind">({html.escape(seat_kind(game, seat, t))})</span></p>')
        self._draw_stage(game, t)
        self._draw_banner(game, t)
        stats = [("turn_points", points(game.turn_points, lang)), ("multiplier", f"×{game.multiplier}"),
                 ("clears", str(game.clears)), ("dice_in_hand", str(game.dice_in_hand))]
        self.stats.object = '<dl class="mm-stats">' + "".join(
            f'<div class="mm-stat mm-stat-{key}"><dt>{html.escape(t(f"mishimash.status.{key}"))}</dt>'
            f'<dd>{value}</dd></div>' for key, value in stats) + "</dl>"
        assign(self.tray, lang=lang, **tray_params(game, selection, pressable=not computer))
        self.hint.object = self._hint(game, selection, t, computer)
        phase = game.phase
        choosing = phase == Phase.MUST_TAKE and not legal
        assign(self.roll, name=t("mishimash.buttons.roll"), disabled=computer or choosing)
        assign(self.bank, name=t("mishimash.buttons.bank"), disabled=computer or phase == Phase.MUST_ROLL or choosing)
        assign(self.skip, name=t("mishimash.buttons.skip"), visible=computer)

    def _draw_stage(self, game: MishimashGame, t: Translator) -> None:
        players = shown_names(game.players, t)
        names = join([players[s] for s in game.still_to_play], t.lang)
        if game.final_round:
            leader = max(range(len(players)), key=lambda s: game.scores[s])
            text, css = t("mishimash.status.final_round", name=players[leader], names=names), "mm-stage"
        elif game.sudden_death:
            names = join([players[s] for s in game.contenders], t.lang)
            text, css = t("mishimash.status.sudden_death", names=names), "mm-stage sudden"
        else:
            self.stage.visible = False
            return
        assign(self.stage, object=f'<p class="{css}">{html.escape(text)}</p>', visible=True)

    def _draw_banner(self, game: MishimashGame, t: Translator) -> None:
        event = banner_event(game)
        if event is None:
            self.banner.visible = False
            return
        told = entry(event, game.players)
        kind = told[0]
        dice = mini_dice(event.dice) if kind == "bust" else ""
        assign(
            self.banner, object=(f'<p class="mm-banner {kind}"><span class="mm-mark" aria-hidden="true">'
                    f'{MARKS[kind]}</span>{dice}<span class="mm-words">{html.escape(wording(told, t, banner=True))}</span></p>'),
            visible=True)

    def _hint(self, game: MishimashGame, selection: list[int], t: Translator, computer: bool) -> str:
        lang, turn, phase = t.lang, game.state.turn, game.phase
        name = shown_name(game.players[game.current_player], t)
        esc = html.escape
        if computer:
            if phase == Phase.MUST_TAKE and selection:
                chosen = dice_text(game.dice[i] for i in sorted(selection))
                return f'<p class="mm-hint">{esc(t("mishimash.hint.computer_takes", name=name, dice=chosen))}</p>'
            return f'<p class="mm-hint">{esc(t("mishimash.hint.computer", name=name))}</p>'
        if phase == Phase.MUST_ROLL:
            return f'<p class="mm-hint">{esc(t("mishimash.hint.must_roll"))}</p>'
        if phase == Phase.BANK_OR_ROLL:
            text = t("mishimash.hint.bank_or_roll", count=game.dice_in_hand, total=points(game.turn_points, lang))
            return f'<p class="mm-hint">{esc(text)}</p>'
        if not selection:
            return f'<p class="mm-hint">{esc(t("mishimash.hint.choose"))}</p>'
        try:
            half, k, bonus, after = game.take_points(selection)
        except IllegalAction as err:
            reason = refusal_text("mishimash", err, t)
            if err.rule == "splits-a-combination":
                # A take built one die at a time: the dice still to tap, said calmly (no alarm
                # at every tap on the way to three 2s).
                return f'<p class="mm-hint mm-go-on">{esc(t("mishimash.hint.go_on", reason=reason))}</p>'
            reason = t("mishimash.hint.illegal", reason=reason)
            return f'<p class="mm-hint" role="alert"><span class="mm-bad">{esc(reason)}</span></p>'
        preview = t("mishimash.hint.preview", dice=dice_text(turn.dice[i] for i in sorted(selection)),
                    points=points(half / 2, lang), multiplier=k, gain=points(k * half / 2, lang))
        lines = [f'<span class="mm-good mm-gain">{esc(preview)}</span>']
        total = points(after.turn_points, lang)
        if bonus:
            lines.append(f'<strong>{esc(t("mishimash.hint.preview_mishimash", bonus=points(bonus / 2, lang)))}</strong>')
            lines.append(esc(t("mishimash.hint.after_mishimash", total=total)))
        else:
            lines.append(esc(t("mishimash.hint.after", total=total, count=after.dice_in_hand)))
        return f'<p class="mm-hint">{"<br>".join(lines)}</p>'
