"""Deprecated: the position of a MAGIKABOOM game is :class:`.rules.State` now. These names stay
importable meanwhile."""

from .rules import KEEP, OVER, ROLL, STOP_OR_CONTINUE, Phase  # noqa: F401
from .rules import State as MagikaboomState  # noqa: F401
