"""The odds panel: exact chances for the dice in hand, and rolling against banking.

The position is the one the next roll starts from: between rolls it is the game's own; while a
roll waits for a take it is the position after the selected take (or, with no valid
selection, after the take the optimal player would make, which the panel names). Chances are
exact fractions from the engine; the values of rolling come from its optimal turn values (a
table the engine ships and loads once per process).

For the player to move the panel adds the chance of winning the game where one is known: in a
final turn with no one left to answer it is the chance to overtake, exact; at the start of a
turn of a two-player game it is the engine's solved model (:func:`~...mishimash.chance_to_win`).
In the final round and in sudden death it also shows the chance to overtake: the best chance to
bank more than the score to beat from the position of the next roll, exact, estimated by the
model or an upper bound, as the engine says (:func:`~...mishimash.overtake_chance`).
"""

from __future__ import annotations

import html
from fractions import Fraction

import panel as pn

from ...mishimash import (IllegalAction, MishimashGame, Phase, Stage, bust_probability, chance_to_win,
                          optimal_turn_values, overtake_chance, position_odds)
from ..i18n import Translator
from ..odds import chance, expected
from .formatting import dice_text, points
from .styles import PANEL_CSS

EXACT, MODEL, AT_MOST = "exact", "model", "at most"


def position_after(game: MishimashGame, selection: list[int]) -> tuple[tuple, tuple | None] | None:
    """``((dice in hand, multiplier, turn half-points, clears), take)`` for the next roll, where
    ``take`` is ``(dice values assumed taken first, True if that is the best take rather than
    the selection)``, or ``None`` between rolls."""
    turn = game.state.turn
    if game.is_over:
        return None
    if game.phase != Phase.MUST_TAKE:
        return (turn.dice_in_hand, turn.multiplier, turn.half_points, turn.clears), None
    picked, best = None, False
    if selection:
        try:
            after, picked = game.take_points(selection).after, sorted(selection)
        except IllegalAction:  # an invalid selection: fall back to the best take below
            picked = None
    if picked is None:
        option = optimal_turn_values().best_take(len(turn.dice), turn.rolls, turn.half_points, turn.clears,
                                                 game.takes())
        picked, best = list(option.indices), True
        after = game.take_points(option.indices).after
    return ((after.dice_in_hand, after.multiplier, after.half_points, after.clears),
            (tuple(turn.dice[i] for i in picked), best))


def win_chance(game: MishimashGame, overtake: tuple[float, str] | None) -> tuple[float, str] | None:
    """``(chance, how)`` that the player to move wins the game, where it is known: the chance
    to overtake in a final turn no one answers, the engine's model between the turns of two
    players."""
    state = game.state
    if state.stage in (Stage.FINAL_ROUND, Stage.SUDDEN_DEATH):
        # no one left to answer: winning is overtaking, and the overtake chance is that figure
        # from the position the panel shows (after the selected take, where chance_to_win
        # has none while a roll waits for its take)
        return overtake if not state.queue else None
    if state.stage == Stage.PLAY:
        found = chance_to_win(state, game.target)
        return (found[0], EXACT if found[1] == "exact" else MODEL) if found else None
    return None


def chance_text(value: float, how: str, t: Translator) -> str:
    """A chance as people read it (:func:`..odds.chance`), and what it is: exact, estimated by
    the model, or an upper bound. Only an exact chance can be "impossible" or "certain"."""
    shown = chance(Fraction(value), t, estimate=how != EXACT)
    if how == EXACT and value in (0, 1):
        return shown   # "impossible" and "certain" say they are exact
    key = {EXACT: "exact", MODEL: "model", AT_MOST: "at_most"}[how]
    return t(f"mishimash.odds.{key}", chance=shown)


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
            (t("mishimash.odds.gain"), expected(odds.points_playing_best, lang)),
            (t("mishimash.odds.roll_value"), expected(odds.roll_value, lang)),
            (t("mishimash.odds.bank_value"), points(odds.bank_value, lang)),
        ]
        overtake = overtake_chance(game.state, *where[0])
        win = win_chance(game, overtake)
        if win is not None:
            items.append((t("mishimash.odds.win"), chance_text(*win, t)))
        if overtake is not None:
            items.append((t("mishimash.odds.overtake"), chance_text(*overtake, t)))
        best = t("mishimash.odds.best_roll" if odds.best == "roll" else "mishimash.odds.best_bank")
        footer = f'<p class="mm-best">{html.escape(best)}</p>'
        dl = "".join(f"<dt>{html.escape(a)}</dt><dd>{html.escape(b)}</dd>" for a, b in items)
        self.pane.object = f'<div class="mm-odds">{title}{"".join(rows)}<dl>{dl}</dl>{footer}</div>'
