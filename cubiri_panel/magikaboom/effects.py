"""Deprecated: what an ingredient's effect does to the hats is in :mod:`.rules` now. These
names stay importable meanwhile."""

from .rules import (FIRST_SPACE, GOAL, apply_effect, effect_scores, ghost_target,  # noqa: F401
                    ingredient_scores, last_players, leaders, rank, why_nothing_moves)
