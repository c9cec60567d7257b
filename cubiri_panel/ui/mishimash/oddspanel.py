"""The odds panel: exact chances for the dice in hand, and rolling against banking.

The position is the one the next roll starts from: between rolls it is the game's own; while a
roll waits for a take it is the position after the selected take (or, with no valid
selection, after the take the optimal player would make, which the panel names). Chances are
exact fractions from the engine; the values of rolling come from its optimal turn values (a
table the engine ships and loads once per process).
"""

from __future__ import annotations

import html

import panel as pn

from ...errors import IllegalAction
from ...mishimash import MishimashGame, bust_probability, position_odds
from ...mishimash.combinations import selection_half_points
from ...mishimash.strategy import optimal_turn_values
from ...mishimash.turn import ALL_DICE, MISHIMASH_BONUS_HALF, MUST_TAKE
from ..i18n import Translator
from .formatting import chance, dice_text, number, points
from .styles import PANEL_CSS


def position_after(game: MishimashGame, selection: list[int]) -> tuple[tuple, tuple | None] | None:
    """``((dice in hand, multiplier, turn half-points, clears), take)`` for the next roll, where
    ``take`` is ``(dice values assumed taken first, True if that is the best take rather than
    the selection)``, or ``None`` between rolls."""
    turn = game.state.turn
    if game.is_over:
        return None
    if game.phase != MUST_TAKE:
        return (turn.dice_in_hand, turn.multiplier, turn.points_half, turn.clears), None
    dice, k = turn.dice, turn.rolls
    picked, best = None, False
    if selection:
        try:
            half = selection_half_points(dice, tuple(dice[i] for i in selection))
            picked = (sorted(selection), half)
        except IllegalAction:  # an invalid selection: fall back to the best take below
            picked = None
    if picked is None:
        option = optimal_turn_values().best_take(len(dice), k, turn.points_half, turn.clears,
                                                 game.scoring_options())
        picked, best = (list(option.indices), option.half_points), True
    indices, half = picked
    total = turn.points_half + k * half
    left, clears = len(dice) - len(indices), turn.clears
    if not left:
        clears += 1
        left, total = ALL_DICE, total + MISHIMASH_BONUS_HALF * clears
    return (left, k + 1, total, clears), (tuple(dice[i] for i in indices), best)


class OddsPanel:
    """Holds one HTML pane, redrawn by ``update(game, selection, lang)``."""

    def __init__(self):
        self.pane = pn.pane.HTML(stylesheets=[PANEL_CSS], sizing_mode="stretch_width", margin=0,
                                 css_classes=["cubiri-odds-panel"])

    def update(self, game: MishimashGame | None, selection: list[int], lang: str) -> None:
        t = Translator(lang)
        title = f"<h3>{html.escape(t('common.odds.title'))}</h3>"
        where = position_after(game, selection) if game is not None else None
        if where is None:
            self.pane.object = f'<div class="mm-odds">{title}<p>{html.escape(t("common.odds.none"))}</p></div>'
            return
        (d, k, half, clears), take = where
        rows = []
        if take is None:
            intro = t("common.odds.intro")
        else:
            key = "mishimash.odds.after_best" if take[1] else "mishimash.odds.after_take"
            intro = t(key, dice=dice_text(take[0]))
        rows.append(f"<p>{html.escape(intro)}</p>")
        position = t("mishimash.odds.position", count=d, multiplier=k, points=points(half / 2, lang))
        rows.append(f'<p class="cubiri-muted">{html.escape(position)}</p>')
        odds = position_odds(d, k, half / 2, clears)
        items = [
            (t("mishimash.odds.bust"), chance(bust_probability(d), t)),
            (t("mishimash.odds.mishimash"), chance(odds.mishimash_taking_all, t)),
            (t("mishimash.odds.gain"), number(float(odds.points_playing_best), lang)),
            (t("mishimash.odds.roll_value"), number(odds.roll_value, lang)),
            (t("mishimash.odds.bank_value"), points(odds.bank_value, lang)),
        ]
        best = t("mishimash.odds.best_roll" if odds.best == "roll" else "mishimash.odds.best_bank")
        footer = f'<p class="mm-best">{html.escape(best)}</p>'
        dl = "".join(f"<dt>{html.escape(a)}</dt><dd>{html.escape(b)}</dd>" for a, b in items)
        self.pane.object = f'<div class="mm-odds">{title}{"".join(rows)}<dl>{dl}</dl>{footer}</div>'
