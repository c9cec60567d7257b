"""The odds panel: exact chances for the dice in hand, and rolling against banking.

The position is the one the next roll starts from: between rolls it is the game's own; while a
roll waits for a take it is the position after the selected take (or, with no valid
selection, after the take the optimal player would make, which the panel names). Chances are
exact fractions from the engine; the values of rolling come from its optimal turn values (a
table the engine ships and loads once per process).

For the player to move the panel adds the chance of winning the game at every point of a turn,
with two players or more: in a final turn with no one left to answer it is the chance to
overtake; elsewhere the coach's values of the position the next roll starts from
(:class:`~...mishimash.solvers.turn_win_chances.TurnChances`: the race model's estimate, exact
where the engine is), which a folded paragraph explains.
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
from ...mishimash.rules import Turn
from ...mishimash.solvers.turn_win_chances import TurnChances
from .. import solved_tables
from ..i18n import Translator
from ..odds import chance, expected
from ..whose_odds import MODEL_CSS, label, named_mover, model_explained
from .words import dice_text, points
from .styles import PANEL_CSS

EXACT, MODEL, AT_MOST = "exact", "model", "at most"


def position_after(game: MishimashGame, selection: list[int]) -> tuple[tuple, tuple | None] | None:
    """``((dice in hand, multiplier, turn half-points, clears), take)`` for the next roll, where
    ``take`` is ``(dice values assumed taken first, True if that is the best take rather than
    the selection)``, or ``None`` between rolls."""
    found = turn_after(game, selection)
    if found is None:
        return None
    after, take = found
    return (after.dice_in_hand, after.multiplier, after.half_points, after.clears), take


def turn_after(game: MishimashGame, selection: list[int]) -> tuple[Turn, tuple | None] | None:
    """The turn the next roll starts from (see :func:`position_after`), and the take."""
    turn = game.state.turn
    if game.is_over:
        return None
    if game.phase != Phase.MUST_TAKE:
        return turn, None
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
    return after, (tuple(turn.dice[i] for i in picked), best)


def win_chance(game: MishimashGame, after: Turn, overtake: tuple[float, str] | None,
               chances: TurnChances | None = None) -> tuple[float, str] | None:
    """``(chance, how)`` that the player to move wins the game from ``after``, the turn the
    next roll starts from (the game's own, or after the selected take): in a final turn no one
    answers, the chance to overtake (the same figure, worked out for the panel's row below);
    at the start of a two-player turn, the solved race of the win model; elsewhere the coach's
    :class:`TurnChances` (``chances``, if already made for this turn). ``None`` alone at the
    table or once the game is over."""
    state = game.state
    if len(state.scores_half) < 2 or game.is_over:
        return None
    if state.stage in (Stage.FINAL_ROUND, Stage.SUDDEN_DEATH) and not state.queue:
        return overtake
    if after == state.turn and not after.rolls:
        found = chance_to_win(state, game.target)   # the table itself, where the coach builds on it
        if found is not None:
            return found[0], EXACT if found[1] == "exact" else MODEL
    chances = chances or TurnChances(state)
    found = chances.between_rolls(after)
    return found.value, EXACT if found.exact else MODEL


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
        self.pane = pn.pane.HTML(stylesheets=[PANEL_CSS, MODEL_CSS], sizing_mode="stretch_width", margin=0,
                                 css_classes=["cubiri-odds-panel"])
        # one turn's chances, kept while the turn goes on: each tap on a die redraws the panel
        self._chances_key, self._chances = None, None
        self._asked = None  # what the panel was last asked to show, drawn again when the tables come

    def _turn_chances(self, game: MishimashGame) -> TurnChances | None:
        state = game.state
        if len(state.scores_half) < 2 or game.is_over:
            return None
        key = (state.scores_half, state.current, state.stage, state.queue, state.contenders, state.target_half)
        if key != self._chances_key:
            self._chances_key, self._chances = key, TurnChances(state)
        return self._chances

    def update(self, game: MishimashGame | None, selection: list[int], lang: str, watched: bool = False) -> None:
        """Show ``game``'s odds; ``watched``: in a replay, where no seat is the viewer's."""
        t = Translator(lang)
        title = f"<h3>{html.escape(t('common.odds.title'))}</h3>"
        self._asked = (game, selection, lang, watched)
        if game is not None and not game.is_over and not solved_tables.when_ready(game, self._tables_arrived):
            waiting = html.escape(t("solved.odds"))
            self.pane.object = f'<div class="mm-odds">{title}<p role="status" class="cubiri-muted">{waiting}</p></div>'
            return
        where = turn_after(game, selection) if game is not None else None
        if where is None:
            self.pane.object = f'<div class="mm-odds">{title}<p>{html.escape(t("common.odds.none"))}</p></div>'
            return
        after, take = where
        d, k, half, clears = after.dice_in_hand, after.multiplier, after.half_points, after.clears
        mover = named_mover(game, t, watched)

        def said(key: str, **args) -> str:
            return label(t, "mishimash", key, mover, **args)
        rows = []
        if take is None:
            intro = t("common.odds.intro")
        elif take[1]:
            intro = said("after_best", dice=dice_text(take[0]))
        else:
            intro = t("mishimash.odds.after_take", dice=dice_text(take[0]))
        rows.append(f"<p>{html.escape(intro)}</p>")
        position = t("mishimash.odds.position", count=d, multiplier=k, points=points(half / 2, lang))
        rows.append(f'<p class="cubiri-muted">{html.escape(position)}</p>')
        odds = position_odds(d, k, half / 2, clears)
        items = [
            (t("mishimash.odds.bust"), chance(bust_probability(d), t)),
            (t("mishimash.odds.mishimash"), chance(odds.mishimash_taking_all, t)),
            (t("mishimash.odds.gain"), expected(odds.points_playing_best, lang)),
            (said("roll_value"), expected(odds.roll_value, lang)),
            (said("bank_value"), points(odds.bank_value, lang)),
        ]
        overtake = overtake_chance(game.state, d, k, half, clears)
        win = win_chance(game, after, overtake, self._turn_chances(game))
        if win is not None:
            items.append((said("win"), chance_text(*win, t)))
        if overtake is not None:
            items.append((said("overtake"), chance_text(*overtake, t)))
        modelled = any(found is not None and found[1] == MODEL for found in (win, overtake))
        best = t("mishimash.odds.best_roll" if odds.best == "roll" else "mishimash.odds.best_bank")
        footer = f'<p class="mm-best">{html.escape(best)}</p>'
        dl = "".join(f"<dt>{html.escape(a)}</dt><dd>{html.escape(b)}</dd>" for a, b in items)
        explained = model_explained(t, "mishimash") if modelled else ""
        self.pane.object = f'<div class="mm-odds">{title}{"".join(rows)}<dl>{dl}</dl>{footer}{explained}</div>'

    def _tables_arrived(self) -> None:
        self.update(*self._asked)
