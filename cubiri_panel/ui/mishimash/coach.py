"""MISHIMASH's coach on the page: its choices in the player's words, the take drawn on the
dice, and a replay's position."""

from __future__ import annotations

from ...mishimash import actions
from ...mishimash.events import DiceTaken
from ..i18n import Translator
from ..numbers import join
from ..odds import decimal


def choice(action, state, t: Translator) -> str:
    """``action`` in words, read against ``state`` (the position it was chosen in)."""
    match action:
        case actions.Take(dice=dice):
            return t("coach.choice.take", dice=join(sorted(state.turn.dice[i] for i in dice), t.lang))
        case actions.Bank():
            return t("coach.choice.bank")
        case actions.Roll():
            return t("coach.choice.roll_on")
    return str(action)


def lesson(decision, t: Translator) -> tuple[str, dict]:
    """The lesson sentence a costly decision teaches (``coach.lesson.<key>``), and what it says
    beyond the cost and the two choices: the turn's points, where banking or rolling on."""
    match decision.chosen:
        case actions.Bank():
            return "bank", {"points": decimal(decision.state.turn.half_points / 2, t.lang, 1)}
        case actions.Roll():
            return "roll", {"points": decimal(decision.state.turn.half_points / 2, t.lang, 1)}
    return "take", {}


def next_move(action, state, name: str, t: Translator) -> str | None:
    """The move about to be played in a replay, where it is not simply a choice."""
    if isinstance(action, actions.Roll) and not state.turn.dice:
        return t("coach.replay.next_roll", name=name)
    return None


def picture(action, state) -> dict | None:
    """What to draw of ``action``: the take, selected on the dice rolled."""
    if isinstance(action, actions.Take):
        return {"dice": {"values": list(state.turn.dice), "faces": "pips",
                         "states": ["selected" if i in action.dice else "available"
                                    for i in range(len(state.turn.dice))]}}
    return None


def draw_position(shown, t: Translator, component) -> list:
    """A replay's position on the game's own dice (:func:`.play.dice_tray`), read-only: the
    roll waiting for its take, its scoring dice marked, or a blank die for each die in hand."""
    from .play import dice_tray, tray_params

    dice = component("dice", lambda: dice_tray(replay=True, css_classes=["cubiri-replay-dice"]))
    dice.param.update(lang=t.lang, **tray_params(shown, [], pressable=False))
    return [dice]


def moment(shown, t: Translator, component) -> list:
    """A review's moment: the dice of the roll the decision is about. After a take (to bank or
    roll on) the turn holds no dice: the roll taken from is drawn, the dice taken lifted."""
    state = shown.state
    if state.turn.dice:
        return draw_position(shown, t, component)
    taken = next((e for e in reversed(state.turn_log) if isinstance(e, DiceTaken)), None)
    if taken is None:
        return draw_position(shown, t, component)
    from .play import dice_tray

    dice = component("dice", lambda: dice_tray(replay=True, css_classes=["cubiri-replay-dice"]))
    dice.param.update(values=list(taken.rolled), lang=t.lang,
                      states=["selected" if i in taken.indices else "available" for i in range(len(taken.rolled))])
    return [dice]
