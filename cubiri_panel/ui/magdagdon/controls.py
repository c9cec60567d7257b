"""The MAGDAGDON buttons: ROLL / CONFIRM / ACCEPT, the Majda Powers with their cost, and new
game / daily game. Built once (CONFIRM, ACCEPT and the powers when a roll first needs them);
``update`` sets labels, visibility and what may be pressed. The question before a new game
drops the one being played is every game's (:class:`..links.Question`)."""

from __future__ import annotations

import html

import panel as pn

from ...magdagdon import MagdagdonGame, Phase
from .. import theme
from ..i18n import Translator
from .display import Selection

INFO_CSS = theme.TEXT_CSS + """
p { margin: 2px 0; font-size: .95rem; }
"""
COMPACT_INFO_CSS = """
p { font-size: .88rem; line-height: 1.3; }
"""


class Controls:
    """``actions`` maps a name (roll, confirm, accept, minus, plus, reroll, reroll_cancel,
    new_game, daily) to the view's callback for that button."""

    def __init__(self, actions: dict, compact: bool = False):
        self._actions, self._compact = actions, compact  # compact: no help under the powers (?embed=1)
        button = theme.action_button
        self.roll = button("", "cubiri-roll")
        self.new_game = button("", "cubiri-new-game", kind="secondary")
        self.daily = button("", "cubiri-daily", kind="secondary")
        self._wire("roll", "new_game", "daily")
        self.main = theme.flex(self.roll, justify="center", margin=(4, 0))
        # CONFIRM, ACCEPT and the Majda Powers are built the first time a roll needs them: a
        # page opens on ROLL, and widgets it does not show would only slow its loading.
        self.confirm = self.accept = None
        self.minus = self.plus = self.reroll = self.reroll_cancel = self.power_info = None
        self.powers = pn.Column(sizing_mode="stretch_width", margin=(4, 0), css_classes=["cubiri-powers"],
                                visible=False)
        self.games = theme.flex(self.new_game, self.daily, justify="center", margin=(8, 0, 0, 0))
        # While dice are chosen for REROLL, the REROLL that confirms (and its cancel) stand under
        # the dice, not a phone's screen further down under the board (see ``update``).
        self.by_the_dice = theme.flex(justify="center", margin=(0, 0, 6, 0), visible=False,
                                      css_classes=["cubiri-reroll-by-dice"])

    def _wire(self, *names):
        for name in names:
            getattr(self, name).on_click(lambda _, f=self._actions[name]: f())

    def _build_turn_buttons(self):
        self.confirm = theme.action_button("", "cubiri-confirm", compact=self._compact)
        self.accept = theme.action_button("", "cubiri-accept-magdagdon", kind="danger", compact=self._compact)
        self._wire("confirm", "accept")
        self.main.extend([self.confirm, self.accept])

    def _build_powers(self):
        def button(css_class):
            # In an embed the three share one row in every language: a third of it each, −1 and +1
            # without their words (SAMAZINĀT, PALIELINĀT), a longer label (VOLVER A TIRAR) on two lines.
            share = {"margin": (4, 2), "styles": {"flex": "1 1 0", "min-width": "0"}} if self._compact else {}
            return theme.action_button("", css_class, kind="secondary", compact=self._compact, **share)
        self.minus, self.plus = button("cubiri-minus"), button("cubiri-plus")
        self.reroll, self.reroll_cancel = button("cubiri-reroll"), button("cubiri-reroll-cancel")
        self._wire("minus", "plus", "reroll", "reroll_cancel")
        self.power_info = pn.pane.HTML(stylesheets=[INFO_CSS] + ([COMPACT_INFO_CSS] if self._compact else []),
                                       sizing_mode="stretch_width", margin=0, css_classes=["cubiri-power-info"])
        self.power_row = theme.flex(self.minus, self.plus, self.reroll, self.reroll_cancel, justify="center")
        self.powers.objects = [self.power_info, self.power_row]

    def _place_reroll(self, rerolling: bool) -> None:
        """REROLL and its cancel under the dice while dice are chosen for it, else with the
        other powers (a lesson's embed has the dice beside the board: they stay put)."""
        near = rerolling and not self._compact
        if near == self.by_the_dice.visible:
            return
        moving = [self.reroll, self.reroll_cancel]
        if near:
            self.power_row.objects = [self.minus, self.plus]
            self.by_the_dice.objects = moving
        else:
            self.by_the_dice.objects = []
            self.power_row.objects = [self.minus, self.plus, *moving]
        self.by_the_dice.visible = near

    def update(self, game: MagdagdonGame | None, sel: Selection, t: Translator) -> None:
        phase = game.phase if game is not None else None
        self.roll.label = t("magdagdon.buttons.roll")
        self.new_game.label = t("magdagdon.buttons.new_game")
        self.daily.label = t("magdagdon.buttons.daily")
        self.roll.visible = phase in (None, Phase.ROLL)
        self.roll.disabled = phase is not Phase.ROLL
        if self.confirm is None and phase in (Phase.PLACE, Phase.MAGDAGDON):
            self._build_turn_buttons()
        if self.confirm is not None:
            self.confirm.label = t("magdagdon.buttons.confirm")
            self.accept.label = t("magdagdon.buttons.accept")
            self.confirm.visible = phase is Phase.PLACE
            self.confirm.disabled = not (game is not None and game.can_confirm and not sel.rerolling)
            self.accept.visible = phase is Phase.MAGDAGDON
            self.accept.disabled = sel.ruin is None or sel.rerolling
        self.games.visible = game is not None and not game.is_over

        has_powers = game is not None and game.difficulty.powers > 0
        shown = phase in (Phase.PLACE, Phase.MAGDAGDON) and has_powers
        if shown and self.minus is None:
            self._build_powers()
        self.powers.visible = shown
        self._place_reroll(shown and sel.rerolling)
        if not shown:
            return
        short = "_short" if self._compact else ""
        self.minus.label = t(f"magdagdon.buttons.minus{short}")
        self.plus.label = t(f"magdagdon.buttons.plus{short}")
        self.reroll.label = t("magdagdon.buttons.reroll")
        self.reroll_cancel.label = t("magdagdon.buttons.reroll_cancel")
        left = game.powers_left
        die = sel.die if not sel.rerolling else None
        value = game.dice[die] if die is not None else None
        self.minus.disabled = not left or value is None or value <= 1
        self.plus.disabled = not left or value is None or value >= 6
        self.reroll.disabled = not left or (sel.rerolling and not sel.dice)
        self.reroll_cancel.visible = sel.rerolling
        if left:
            info = t("magdagdon.powers.left", left=left, total=game.difficulty.powers, penalty=game.next_penalty)
            help_key = "magdagdon.powers.help_reroll" if sel.rerolling else "magdagdon.powers.help"
            info_html = f"<p><strong>{html.escape(info)}</strong></p>"
            if not self._compact:
                info_html += f"<p class=\"cubiri-muted\">{html.escape(t(help_key))}</p>"
        else:
            info_html = f"<p>{html.escape(t('magdagdon.powers.none_left'))}</p>"
        self.power_info.object = info_html

