"""Deprecated: a turn of MISHIMASH is :class:`.rules.Turn` now. These names stay importable
for the MISHIMASH views until they import them from :mod:`.rules`."""

from .rules import ALL_DICE, BANK_OR_ROLL, MISHIMASH_BONUS_HALF, MUST_ROLL, MUST_TAKE  # noqa: F401
