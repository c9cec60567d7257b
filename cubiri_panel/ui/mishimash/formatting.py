"""Numbers as each language writes them: points (exact halves), chances and fractions.

Italian, Spanish and Latvian write a decimal comma; MISHIMASH points are often halves (a single
5 is worth 0.5), so "12,5" must read naturally there.
"""

from __future__ import annotations

from fractions import Fraction

from ..i18n import Translator

DECIMAL_COMMA = {"it", "es", "lv"}


def number(value: float, lang: str, digits: int = 2) -> str:
    """``value`` with at most ``digits`` decimals (trailing zeros dropped), in ``lang``'s style."""
    text = f"{value:.{digits}f}".rstrip("0").rstrip(".") if digits else f"{value:.0f}"
    if text in ("-0", ""):
        text = "0"
    return text.replace(".", ",") if lang in DECIMAL_COMMA else text


def points(value: float, lang: str) -> str:
    """Points as shown on the table: whole numbers plain, halves with one decimal."""
    return number(float(value), lang, 1)


def dice_text(values) -> str:
    """A roll written as the rules write it: ``1-1-5``."""
    return "-".join(str(v) for v in values)


def percent(chance: Fraction | float, t: Translator) -> str:
    return t("mishimash.format.percent", value=number(float(chance) * 100, t.lang, 2))


def chance(value: Fraction, t: Translator) -> str:
    """An exact chance as "5/216 (2.31%)"; the fraction is the exact value, the percent rounded."""
    exact = str(value) if value.denominator != 1 else str(value.numerator)
    return t("common.odds.value", fraction=exact, percent=percent(value, t))
