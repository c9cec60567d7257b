"""The coach's choices, values and lessons in the player's language.

A choice is said from the action and the position it was chosen in, as the game's own screens
name things: a die by its face, a cell by its row and column, an ingredient by its name.
"""

from __future__ import annotations

from typing import Any

from ...coach import Decision, Placements
from ...magdagdon import actions as magdagdon
from ...magikaboom import actions as magikaboom
from ...mishimash import actions as mishimash
from ..components import ingredient_name
from ..i18n import Translator
from ..odds import decimal, percent


def _faces(values) -> str:
    return ", ".join(str(v) for v in values)


def choice(action: Any, state: Any, t: Translator) -> str:
    """``action`` in words, read against ``state`` (the position it was chosen in)."""
    match action:
        case Placements(steps=steps, values=values):
            cells = [t("coach.choice.cell", value=v, row=r + 1, col=c + 1) for (_, r, c), v in zip(steps, values)]
            return t("coach.choice.place", cells=", ".join(cells))
        case magdagdon.Adjust(die=die, delta=delta):
            return t("coach.choice.minus" if delta < 0 else "coach.choice.plus", value=state.dice[die])
        case magdagdon.Reroll(dice=dice):
            return t("coach.choice.reroll", dice=_faces(state.dice[i] for i in dice))
        case magdagdon.AcceptMagdagdon(row=row, col=col):
            return t("coach.choice.ruin", row=row + 1, col=col + 1)
        case mishimash.Take(dice=dice):
            return t("coach.choice.take", dice=_faces(sorted(state.turn.dice[i] for i in dice)))
        case mishimash.Bank():
            return t("coach.choice.bank")
        case mishimash.Roll():
            return t("coach.choice.roll_on")
        case magikaboom.Keep(die=die):
            return t("coach.choice.keep", ingredient=ingredient_name(state.rolled[die], t))
        case magikaboom.Stop():
            return t("coach.choice.stop")
        case magikaboom.Roll():
            return t("coach.choice.continue")
    return str(action)


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
    return f"{amount:.1f}".replace(".", "," if t.lang in ("it", "es", "lv") else ".")


def lesson(decision: Decision, t: Translator) -> str:
    """One sentence that teaches the idea behind ``decision`` (one that cost something): what
    was given away, and why the better choice was better."""
    state, chosen, best = decision.state, decision.chosen, decision.best
    args = {"cost": cost(decision.cost, decision.unit, t), "chosen": choice(chosen, state, t),
            "best": choice(best, state, t)}
    match chosen:
        case mishimash.Bank():
            key, args["points"] = "bank", decimal(state.turn.half_points / 2, t.lang, 1)
        case mishimash.Roll():
            key, args["points"] = "roll", decimal(state.turn.half_points / 2, t.lang, 1)
        case mishimash.Take():
            key = "take"
        case magikaboom.Stop():
            key = "stop"
        case magikaboom.Roll():
            key = "continue"
        case magikaboom.Keep():
            key = "keep"
        case magdagdon.AcceptMagdagdon():
            key = "ruin"
        case Placements() if not isinstance(best, (magdagdon.Adjust, magdagdon.Reroll)):
            key = "place"
        case _:
            key = "power"
    return t(f"coach.lesson.{key}", **args)


def next_move(action: Any, state: Any, name: str, t: Translator) -> str:
    """The move about to be played in a replay: "Next: Ana rolls.", "Next: Ana chooses to bank."."""
    match action:
        case magdagdon.Roll():
            return t("coach.replay.next_roll", name=name)
        case mishimash.Roll() if not state.turn.dice:
            return t("coach.replay.next_roll", name=name)
        case magikaboom.Roll() if state.held is None:
            return t("coach.replay.next_roll", name=name)
        case magdagdon.Place(die=die, row=row, col=col):
            said = t("coach.choice.place", cells=t("coach.choice.cell", value=state.dice[die], row=row + 1, col=col + 1))
        case magdagdon.TakeBack():
            said = t("coach.choice.take_back")
        case magdagdon.Confirm():
            said = t("coach.choice.confirm")
        case _:
            said = choice(action, state, t)
    return t("coach.replay.next", name=name, choice=said)
