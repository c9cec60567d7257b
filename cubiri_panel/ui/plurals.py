"""CLDR plural categories: which form of a counted word a number asks for, in each language.

The rules are Unicode CLDR's own, copied verbatim into ``locales/plurals.json`` (that file names
the CLDR version); this module only evaluates them, following the rule syntax of UTS #35 (Part 3,
Language Plural Rules): ``or`` of ``and`` of relations ``operand [% m] (= | !=) ranges``, over
the operands of a number's decimal form (``n`` its absolute value, ``i`` its integer digits,
``v``/``w`` how many fraction digits with/without trailing zeros, ``f``/``t`` those digits as an
integer, ``e``/``c`` the compact exponent, always 0 here). The samples after ``@`` are ignored.

>>> plural_category("en", 1), plural_category("en", 0), plural_category("lv", 21), plural_category("lv", 11)
('one', 'other', 'one', 'zero')
>>> plural_category("lv", "1,5"), plural_category("it", "1.000")
('other', 'other')
"""

from __future__ import annotations

import functools
import json
import re
from decimal import Decimal
from pathlib import Path

RULES_FILE = Path(__file__).parent / "locales" / "plurals.json"
# How each language writes a decimal point, so "12,5" (it, es, lv) and "1.000" (it) are read as
# the numbers they show: the code hands some counts over already formatted (``odds.whole``).
DECIMAL_MARK = {"en": ".", "it": ",", "es": ",", "lv": ","}


@functools.cache
def rules(lang: str) -> dict[str, str]:
    """CLDR's cardinal rules of ``lang``, category -> condition (samples stripped); ``other``
    has no condition and is what every number no other rule takes falls to."""
    data = json.loads(RULES_FILE.read_text(encoding="utf-8"))["cardinal"][lang]
    return {category: rule.split("@")[0].strip() for category, rule in data.items()}


def categories(lang: str) -> tuple[str, ...]:
    """The plural categories ``lang`` has, in CLDR's order (``other`` last)."""
    return tuple(rules(lang))


def operands(number: int | float | str | Decimal, lang: str = "en") -> dict[str, int | Decimal]:
    """The CLDR operands of a number; a string is read in ``lang``'s notation ("1.000" is a
    thousand in Italian), ignoring grouping spaces, signs and anything that is not a digit."""
    if isinstance(number, str):
        mark = DECIMAL_MARK.get(lang, ".")
        kept = "".join(ch for ch in number if ch.isdigit() or ch == mark).replace(mark, ".")
        number = Decimal(kept)
    elif not isinstance(number, Decimal):
        number = Decimal(str(number))
    number = abs(number)
    text = format(number, "f")
    whole, _, fraction = text.partition(".")
    trimmed = fraction.rstrip("0")
    return {"n": number, "i": int(whole), "v": len(fraction), "w": len(trimmed),
            "f": int(fraction or 0), "t": int(trimmed or 0), "e": 0, "c": 0}


_RELATION = re.compile(r"^([niftvwec])\s*(?:%\s*(\d+))?\s*(!=|=)\s*([\d.,\s]+)$")


def _holds(relation: str, values: dict[str, int | Decimal]) -> bool:
    match = _RELATION.match(relation.strip())
    if not match:
        raise ValueError(f"not a CLDR plural relation: {relation!r}")
    operand, modulus, op, ranges = match.groups()
    value = values[operand] % int(modulus) if modulus else values[operand]
    inside = False
    for item in ranges.split(","):
        low, _, high = item.strip().partition("..")
        # A range holds whole numbers only: 1.5 is not in 1..2 (UTS #35).
        inside = inside or (value == int(low) if not high else
                            value == int(value) and int(low) <= value <= int(high))
    return inside if op == "=" else not inside


def matches(condition: str, values: dict[str, int | Decimal]) -> bool:
    """Whether a CLDR condition (``or`` of ``and`` of relations) holds for these operands."""
    return any(all(_holds(relation, values) for relation in conjunction.split(" and "))
               for conjunction in condition.split(" or "))


def plural_category(lang: str, number: int | float | str | Decimal) -> str:
    """The CLDR plural category (``zero``, ``one``, ``many``, ``other``...) of ``number`` in ``lang``."""
    values = operands(number, lang)
    for category, condition in rules(lang).items():
        if condition and matches(condition, values):
            return category
    return "other"
