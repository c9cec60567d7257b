"""What the coach says about one choice: an :class:`Option` (a choice with its value) and a
:class:`Decision` of a game (what was played, what was best, both valued).

Values come in one of two units: ``"points"`` (MAGDAGDON: the expected final score after the
choice, by the expert's own estimate; MISHIMASH alone at the table: the expected points the
turn banks, exactly) and ``"chance"`` (MISHIMASH and MAGIKABOOM at a table: the chance of
winning after the choice, 0 to 1). ``exact`` says whether a value is exact or an estimate, as
the odds panels label them. Texts here are English, for notebooks; the views translate.
"""

from __future__ import annotations

import dataclasses
import html
from typing import Any

from .words import describe

#: Below this a difference of values is rounding, not a cost.
EPSILON = 1e-9


def format_value(value: float, unit: str) -> str:
    """A value as people read it: ``"47.5%"`` for a chance, ``"112.3"`` for points."""
    return f"{100 * value:.1f}%" if unit == "chance" else f"{value:.1f}"


def format_cost(cost: float, unit: str) -> str:
    """A cost: ``"6.3 percentage points of winning chance"`` or ``"8.2 points"``."""
    if unit == "chance":
        return f"{100 * cost:.1f} percentage points of winning chance"
    return f"{cost:.1f} points"


@dataclasses.dataclass(frozen=True, slots=True)
class Option:
    """One choice of the player to move (an action of the game, or a MAGDAGDON turn's whole
    :class:`~.magdagdon.Placements`) and its value in ``unit``; ``exact`` else estimated."""

    action: Any
    value: float
    unit: str
    exact: bool
    #: How far an estimate may be from what it estimates, as the half-width of a 95% interval
    #: for the difference of two choices' values (0 for exact values): two choices closer than
    #: it are about equal.
    margin: float = 0.0

    def __str__(self) -> str:
        label = "" if self.exact else " (estimated)"
        return f"{self.action}: {format_value(self.value, self.unit)}{label}"


@dataclasses.dataclass(frozen=True)
class Decision:
    """A decision of a game: where the player to move had a real choice (more than one legal
    move, not all alike).

    ``number`` is the 1-based place in ``game.history`` of the action that settled it (for a
    MAGDAGDON placement, the turn's ``Confirm``: ``chosen`` is then the turn's placements);
    ``player`` the seat; ``chosen`` and ``best`` the choice played and the best one (the same
    value when the player chose best); ``chosen_value`` and ``best_value`` their values in
    ``unit``; ``exact`` whether both are exact, and ``margin`` the uncertainty of an estimate
    (the option's). ``state`` is the position the player chose
    from (the rules' state: a view draws it), ``options`` how many choices there were.
    """

    number: int
    player: int
    chosen: Any
    best: Any
    chosen_value: float
    best_value: float
    unit: str
    exact: bool
    options: int = 2
    state: Any = dataclasses.field(default=None, repr=False, compare=False)
    margin: float = 0.0

    @property
    def cost(self) -> float:
        """What the choice gave away against the best: ``best_value - chosen_value``, never
        below zero."""
        return max(0.0, self.best_value - self.chosen_value)

    @property
    def is_best(self) -> bool:
        """True when the player's choice was (as good as) the best."""
        return self.cost <= EPSILON

    def __str__(self) -> str:
        label = "exact" if self.exact else "estimated"
        what = "chance of winning" if self.unit == "chance" else "expected points"
        chosen, best = describe(self.chosen, self.state), describe(self.best, self.state)
        played = f"decision {self.number}, seat {self.player}: played {chosen}"
        if self.is_best:
            return f"{played}, the best choice ({what} {format_value(self.best_value, self.unit)}, {label})"
        return (f"{played}; best {best}: {what} {format_value(self.chosen_value, self.unit)} "
                f"against {format_value(self.best_value, self.unit)}, cost "
                f"{format_cost(self.cost, self.unit)} ({label})")

    def _repr_html_(self) -> str:
        what = "chance of winning" if self.unit == "chance" else "expected points"
        chosen, best = describe(self.chosen, self.state), describe(self.best, self.state)
        rows = [("decision", str(self.number)), ("seat", str(self.player)),
                ("played", f"{chosen} ({format_value(self.chosen_value, self.unit)})"),
                ("best", f"{best} ({format_value(self.best_value, self.unit)})"),
                ("cost", format_cost(self.cost, self.unit) if not self.is_best else "none: the best choice"),
                ("values", f"{what}, {'exact' if self.exact else 'estimated'}")]
        body = "".join(f"<tr><th style='text-align:left'>{html.escape(k)}</th>"
                       f"<td style='text-align:left'>{html.escape(v)}</td></tr>" for k, v in rows)
        return f"<table class='cubiri-decision'>{body}</table>"


def table_html(decisions: list[Decision]) -> str:
    """Decisions as one HTML table, a row each (a review in a notebook)."""
    head = "".join(f"<th>{h}</th>" for h in ("#", "seat", "played", "value", "best", "value",
                                               "cost", "values"))
    rows = []
    for d in decisions:
        cells = (str(d.number), str(d.player), describe(d.chosen, d.state),
                 format_value(d.chosen_value, d.unit), describe(d.best, d.state),
                 format_value(d.best_value, d.unit),
                 "" if d.is_best else format_cost(d.cost, d.unit),
                 "exact" if d.exact else "estimated")
        rows.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    return f"<table class='cubiri-review'><tr>{head}</tr>{''.join(rows)}</table>"


def decide(number: int, player: int, options: list[Option], chosen: Any, state: Any) -> Decision:
    """The decision of choosing ``chosen`` among ``options`` (best first; ``chosen`` among
    them): the best is the chosen one when it is worth as much."""
    mine = next(o for o in options if o.action == chosen)
    top = options[0]
    best = mine if mine.value >= top.value - EPSILON else top
    return Decision(number, player, mine.action, best.action, mine.value, best.value, mine.unit,
                    mine.exact and best.exact, len(options), state, max(mine.margin, best.margin))
