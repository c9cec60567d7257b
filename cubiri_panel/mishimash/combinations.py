"""Deprecated: the combinations of MISHIMASH are in :mod:`.rules` now. This name stays for the
MISHIMASH views until they call ``Turn.take_points`` (``rules.take_half_points`` is the same)."""

from .rules import take_half_points as selection_half_points  # noqa: F401
