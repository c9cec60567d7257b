"""MAGIKABOOM's words: the engine's structured events and effects, in the reader's language.

The engine writes its log as small values (:mod:`cubiri_panel.magikaboom.events`); this module
turns each into a line of ``magikaboom.json``, with the players' names put in as text (callers
escape them when they build HTML).
"""

from __future__ import annotations

from collections.abc import Sequence

from cubiri_panel.magikaboom import (EFFECTS, DiceRolled, Effect, EffectApplied, EffectKind, Event, GameEnded,
                                     HatMove, Ingredient, IngredientKept, PotionExploded, PotionScored,
                                     TurnStarted)
from cubiri_panel.memo import memoized

from ..i18n import Translator
from ..numbers import join


#: The catalog keys of the ingredients faces 1 to 6 show: a dice tray of ingredients names its
#: dice by them (``DiceTray(face_keys=INGREDIENT_KEYS)``).
INGREDIENT_KEYS = [f"common.ingredients.{Ingredient(face)}" for face in range(1, 7)]


def ingredient_name(face: int, t: Translator) -> str:
    """The ingredient a die face shows, in ``t``'s language (``1`` -> "Ghost")."""
    return t(INGREDIENT_KEYS[int(face) - 1])


def join_names(names: Sequence[str], t: Translator) -> str:
    """"Ana", "Ana and Ben", "Ana, Ben and Cleo" in the reader's language."""
    return join(names, t.lang)


def signed(amount: int) -> str:
    # A true minus sign: a hyphen reads as a dash next to a name.
    return f"+{amount}" if amount > 0 else f"−{-amount}"


def moves_text(moves: Sequence[HatMove], names: Sequence[str], t: Translator) -> str:
    """"Ben +2 → 7, Cleo +2 → 4"."""
    return ", ".join(t("magikaboom.move", name=names[m.seat], amount=signed(m.amount), after=m.after)
                     for m in moves)


def effect_text(effect: Effect, t: Translator) -> str:
    """What an ingredient does, from the engine's effect table (not from the ingredient: the
    table is data and may change)."""
    if effect.kind is EffectKind.GAIN and effect.amount < 0:
        return t("magikaboom.effects.lose", n=-effect.amount)
    return t(f"magikaboom.effects.{effect.kind.value}", n=effect.amount)


def unmoved_text(reason: str, t: Translator) -> str:
    key = f"magikaboom.unmoved.{reason}"
    return t(key) if t.has(key) else t("magikaboom.unmoved.no-change")


@memoized(maxsize=4096)
def _cached_line(event: Event, names: tuple[str, ...], lang: str) -> str:
    return event_line(event, names, Translator(lang))


def cached_line(event: Event, names: Sequence[str], t: Translator) -> str:
    """:func:`event_line`, remembered: the log shows the same lines after every action."""
    return _cached_line(event, tuple(names), t.lang)


def event_line(event: Event, names: Sequence[str], t: Translator) -> str:
    """One log line for ``event``."""
    name = names[event.seat]
    match event:
        case TurnStarted():
            return t("magikaboom.log.turn", name=name)
        case DiceRolled(dice=(first, second)):
            return t("magikaboom.log.roll", name=name, first=ingredient_name(first, t),
                     second=ingredient_name(second, t))
        case IngredientKept():
            return t("magikaboom.log.keep", name=name, ingredient=ingredient_name(event.ingredient, t))
        case EffectApplied():
            args = dict(name=name, ingredient=ingredient_name(event.ingredient, t),
                        effect=effect_text(EFFECTS[event.ingredient], t))
            if event.moves:
                return t("magikaboom.log.effect", moves=moves_text(event.moves, names, t), **args)
            return t("magikaboom.log.effect_nothing", reason=unmoved_text(event.unmoved, t), **args)
        case PotionExploded():
            return t("magikaboom.log.explosion", name=name, moves=moves_text(event.moves, names, t))
        case PotionScored(points=0):
            return t("magikaboom.log.potion_zero", name=name)
        case PotionScored():
            return t("magikaboom.log.potion", name=name, count=event.count, points=event.points,
                     ingredient=ingredient_name(event.ingredient, t), moves=moves_text(event.moves, names, t))
        case GameEnded():
            key = "magikaboom.log.end_one" if len(event.winners) == 1 else "magikaboom.log.end_many"
            return t(key, names=join_names([names[s] for s in event.winners], t), score=max(event.scores))
    return str(event)
