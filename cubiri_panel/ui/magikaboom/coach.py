"""MAGIKABOOM's coach on the page: its choices in the player's words (an ingredient by its
name), the kept die drawn on the roll, and a replay's cauldron and roll."""

from __future__ import annotations

import html

import panel as pn

from ...magikaboom import actions
from ..coach.hints import HINT_CSS
from .words import INGREDIENT_KEYS, ingredient_name
from ..i18n import Translator


def choice(action, state, t: Translator) -> str:
    """``action`` in words, read against ``state`` (the position it was chosen in)."""
    match action:
        case actions.Keep(die=die):
            return t("coach.choice.keep", ingredient=ingredient_name(state.rolled[die], t))
        case actions.Stop():
            return t("coach.choice.stop")
        case actions.Roll():
            return t("coach.choice.continue")
    return str(action)


def lesson(decision, t: Translator) -> tuple[str, dict]:
    """The lesson sentence a costly decision teaches (``coach.lesson.<key>``)."""
    match decision.chosen:
        case actions.Stop():
            return "stop", {}
        case actions.Roll():
            return "continue", {}
    return "keep", {}


def next_move(action, state, name: str, t: Translator) -> str | None:
    """The move about to be played in a replay, where it is not simply a choice."""
    if isinstance(action, actions.Roll) and state.held is None:
        return t("coach.replay.next_roll", name=name)
    return None


def picture(action, state) -> dict | None:
    """What to draw of ``action``: the die kept, selected on the roll."""
    if isinstance(action, actions.Keep):
        return {"dice": {"values": [int(f) for f in state.rolled], "faces": "ingredients", "face_keys": INGREDIENT_KEYS,
                         "states": ["selected" if i == action.die else "available" for i in range(len(state.rolled))]}}
    return None


def draw_position(shown, t: Translator, component) -> list:
    """A replay's position on the game's own trays (:mod:`.table`), read-only: the cauldron and
    the roll, each under its name, as on the game's table (unnamed, the two read as one row of
    dice)."""
    from .table import cauldron_tray, rolled_states, rolled_tray

    cauldron = component("cauldron", lambda: cauldron_tray(replay=True))
    rolled = component("rolled", lambda: rolled_tray(replay=True, interactive=False))
    cauldron.param.update(values=[int(i) for i in shown.cauldron], lang=t.lang, visible=bool(shown.cauldron))
    values, states = rolled_states(shown)
    rolled.param.update(values=values, states=states, lang=t.lang, visible=bool(values))
    drawn = []
    for key, dice in (("cauldron", cauldron), ("rolled", rolled)):
        if dice.visible:
            group = component(f"{key}-named", lambda key=key, dice=dice: pn.Column(
                pn.pane.HTML("", stylesheets=[HINT_CSS], margin=0, css_classes=[f"cubiri-replay-{key}-name", "cubiri-replay-name"]),
                dice, margin=0))
            group[0].object = f'<p class="cubiri-muted"><strong>{html.escape(t(f"magikaboom.play.{key}"))}</strong></p>'
            drawn.append(group)
    return drawn

