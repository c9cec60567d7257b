"""The coach's choices, values and lessons in the player's language.

A choice is said from the action and the position it was chosen in, as the game's own screens
name things: a die by its face, a cell by its row and column, an ingredient by its name. Each
game's screens say their own choices (the ``coach`` module of its record in
:mod:`cubiri_panel.ui.registry`); this module finds the right one and says values and costs.
"""

from __future__ import annotations

from typing import Any

from ... import registry
from ...coach import Decision
from ..i18n import Translator
from ..numbers import decimal as numbers_decimal
from ..odds import decimal, percent
from ..registry import screens


def _coach(action):
    """The screens' coach of the game ``action`` (an action, or a choice its coach values) is of."""
    record = registry.of_action(action)
    return None if record is None else screens(record.name).coach_module()


def choice(action: Any, state: Any, t: Translator) -> str:
    """``action`` in words, read against ``state`` (the position it was chosen in)."""
    coach = _coach(action)
    return str(action) if coach is None else coach.choice(action, state, t)


def moves(action: Any, state: Any, t: Translator) -> list[str]:
    """``action`` as the moves that make it, one a line (a game whose choice is several moves
    says them in its coach's ``moves``; any other choice is one move: its words)."""
    coach = _coach(action)
    if coach is not None and hasattr(coach, "moves"):
        return coach.moves(action, state, t)
    return [choice(action, state, t)]


def value(amount: float, unit: str, exact: bool, t: Translator) -> str:
    """A choice's value: "62.5% chance of winning" or "141.3 points expected", "estimated"
    where it is not exact."""
    if unit == "chance":
        text = t("coach.value.chance", value=percent(min(max(amount, 0.0), 1.0), t.lang))
    else:
        text = t("coach.value.points", value=decimal(amount, t.lang, 1))
    return text if exact else t("coach.value.estimated", value=text)


def precision(options: list, t: Translator) -> list[str]:
    """What the hint says of how sure it is: the margin of estimated values in points, and
    that the two best choices are about equal when they differ by less than it (nothing for
    exact values)."""
    best = options[0]
    if not best.margin or best.unit != "points":
        return []
    said = [t("coach.hint.precision", margin=decimal(best.margin, t.lang, 1))]
    if len(options) > 1 and best.value - options[1].value < max(best.margin, options[1].margin):
        said.append(t("coach.hint.about_equal"))
    return said


def cost(amount: float, unit: str, t: Translator) -> str:
    """What a choice gave away: "9.0 percentage points of winning chance", "4.2 points"."""
    if unit == "chance":
        return t("coach.cost.chance", cost=_one_decimal(100 * amount, t))
    return t("coach.cost.points", cost=_one_decimal(amount, t))


def _one_decimal(amount: float, t: Translator) -> str:
    # Always one decimal, so that a cost never reads as a bare count ("1 points").
    return numbers_decimal(amount, t.lang, 1, keep_zeros=True)


def lesson(decision: Decision, t: Translator) -> str:
    """One sentence that teaches the idea behind ``decision`` (one that cost something): what
    was given away, and why the better choice was better."""
    state, chosen, best = decision.state, decision.chosen, decision.best
    args = {"cost": cost(decision.cost, decision.unit, t), "chosen": choice(chosen, state, t),
            "best": choice(best, state, t)}
    key, more = _coach(chosen).lesson(decision, t)
    return t(f"coach.lesson.{key}", **args, **more)


def next_move(action: Any, state: Any, name: str, t: Translator) -> str:
    """The move about to be played in a replay: "Next: Ana rolls.", "Next: Ana chooses to bank."."""
    coach = _coach(action)
    said = None if coach is None else coach.next_move(action, state, name, t)
    return said or t("coach.replay.next", name=name, choice=choice(action, state, t))
