"""Deprecated: the table of MISHIMASH is :class:`.rules.State` now. These names stay importable
for the MISHIMASH views until they import them from :mod:`.rules`."""

from .rules import BANK, BUST, FINAL_ROUND, MISHIMASH, OVER, PLAY, SUDDEN_DEATH  # noqa: F401
