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
bank more than the score to beat from the position of the next roll. That is exact wherever the
engine's reach table holds the position (every need up to 100 points); a larger need would take
seconds to work out, so at a turn's start the model's grid gives it, and in the middle of a
turn the panel shows the exact chance of making 100 of the points, an upper bound.
"""

from __future__ import annotations

import html
from fractions import Fraction

import panel as pn

from ...errors import IllegalAction
from ...mishimash import MishimashGame, bust_probability, chance_to_win, position_odds
from ...mishimash.combinations import selection_half_points
from ...mishimash.planning import beat_chance
from ...mishimash.reach import SHIPPED_NEED_HALF, reach_values
from ...mishimash.strategy import optimal_turn_values
from ...mishimash.table import FINAL_ROUND, PLAY, SUDDEN_DEATH
from ...mishimash.turn import ALL_DICE, MISHIMASH_BONUS_HALF, MUST_TAKE
from ...mishimash.winning import win_chances
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


def overtake_chance(game: MishimashGame, where: tuple) -> tuple[float, str] | None:
    """``(chance, how)`` that the player to move banks more than the score to beat, from the
    next roll's position ``where`` (``(dice, multiplier, turn half-points, clears)``), or
    ``None`` when there is no score to beat (before the final round). ``how`` is
    :data:`EXACT`, :data:`MODEL` (the solved table's grid, at a turn's start) or
    :data:`AT_MOST` (the exact chance of making 100 of the points: an upper bound)."""
    state = game.state
    if state.stage not in (FINAL_ROUND, SUDDEN_DEATH):
        return None
    scores, me = state.scores_half, state.current
    rivals = state.contenders if state.stage == SUDDEN_DEATH else range(len(scores))
    others = [scores[j] for j in rivals if j != me]
    if not others:
        return None
    beat = max(others)
    d, k, half, clears = where
    need = beat - scores[me] + 1 - half   # half-points more than the score to beat
    if need <= 0:
        return 1.0, EXACT   # banking now overtakes
    reach = reach_values()
    known = reach.known(d, k, need, clears)
    if known is not None:
        return known[0], EXACT
    if need <= SHIPPED_NEED_HALF:   # outside the shipped positions but small: quick to work out
        return reach.chance(d, k, need, clears), EXACT
    if (d, k, clears) == (ALL_DICE, 1, 0):
        return beat_chance(win_chances(), (need - 1) / 2), MODEL
    return reach.chance(d, k, SHIPPED_NEED_HALF, clears), AT_MOST


def win_chance(game: MishimashGame, overtake: tuple[float, str] | None) -> tuple[float, str] | None:
    """``(chance, how)`` that the player to move wins the game, where it is known: the chance
    to overtake in a final turn no one answers, the engine's model between the turns of two
    players."""
    state = game.state
    if state.stage in (FINAL_ROUND, SUDDEN_DEATH):
        # the engine would work out a large need exactly, which takes seconds: the overtake
        # chance above is the same figure, read from the table or the model
        return overtake if not state.queue else None
    if state.stage == PLAY:
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
        overtake = overtake_chance(game, where[0])
        win = win_chance(game, overtake)
        if win is not None:
            items.append((t("mishimash.odds.win"), chance_text(*win, t)))
        if overtake is not None:
            items.append((t("mishimash.odds.overtake"), chance_text(*overtake, t)))
        best = t("mishimash.odds.best_roll" if odds.best == "roll" else "mishimash.odds.best_bank")
        footer = f'<p class="mm-best">{html.escape(best)}</p>'
        dl = "".join(f"<dt>{html.escape(a)}</dt><dd>{html.escape(b)}</dd>" for a, b in items)
        self.pane.object = f'<div class="mm-odds">{title}{"".join(rows)}<dl>{dl}</dl>{footer}</div>'
