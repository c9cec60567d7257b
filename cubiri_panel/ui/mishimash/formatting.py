"""Numbers on the MISHIMASH table: points (often halves: a single 5 is worth 0.5, so "12,5" must
read naturally in it/es/lv) and dice. Chances and expected values are :mod:`..odds`'s.
"""

from __future__ import annotations

from ..odds import decimal


def points(value: float, lang: str) -> str:
    """Points as shown on the table: whole numbers plain, halves with one decimal."""
    return decimal(value, lang, 1)


def dice_text(values) -> str:
    """A roll written as the rules write it: ``1-1-5``."""
    return "-".join(str(v) for v in values)
