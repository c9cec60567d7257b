"""Deprecated: the ingredients and their effects are in :mod:`.rules` now (:data:`~.rules.EFFECTS`
is still the one place to change the assignment). These names stay importable meanwhile."""

from .rules import EFFECTS, Effect, EffectKind, Ingredient, ingredient  # noqa: F401
