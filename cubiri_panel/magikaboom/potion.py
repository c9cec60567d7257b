"""Deprecated: the cauldron's rules (explosions, potion points) are in :mod:`.rules` now. These
names stay importable for the MAGIKABOOM views meanwhile."""

from .rules import (DICE, EXPLODING_KINDS, EXPLODING_SAME, EXPLOSION_GAIN,  # noqa: F401
                    POTION_POINTS, explodes, potion_ingredient, potion_points)
