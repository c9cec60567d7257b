"""Numbers, percentages, percentage points, dates and lists as each language writes them: the one
place the app, the lessons, the lab form, the class pages, the high scores and the notebooks
write them. It imports no Panel, so the site build and the notebooks use it as they are.

The project follows Unicode CLDR 48 (``tests/ui/test_numbers_cldr.py`` holds every function to
Babel's CLDR data and to the browser's ``Intl``), with these choices, made here once:

* English is British English (CLDR ``en_GB``): the day before the month in a date, and no comma
  before the "and" of a list. Its numbers are CLDR ``en``'s, which ``en_GB`` shares.
* The minus sign is U+2212 ("−0.5") in every language, not CLDR's hyphen-minus: it is the sign
  typography and screen readers read as minus, and it is as wide as "+".
* A percentage point is a unit of its own: a difference of two percentages is written
  :func:`points` ("8.3 percentage points"), never with "%".

So: whole numbers "1,296" (en), "1296" (it, es, lv: CLDR groups only five digits or more there),
"12,960" / "12.960" / "12.960" / "12 960" (lv with a no-break space); percentages "27.8%",
"27,8%", "27,8 %" (es, a no-break space), "27,8%"; dates "07/12/2026", "07/12/2026",
"7/12/2026", "7.12.2026."; lists "1, 5 and 5", "1, 5 e 5", "1, 5 y 5", "1, 5 un 5".
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

from .i18n import Translator

MINUS = "\u2212"
NBSP = "\u00a0"
# CLDR 48's symbols: decimal mark, group separator, and the smallest number grouped
# (minimumGroupingDigits 2 makes it 10 000 in Italian, Spanish and Latvian).
DECIMAL_MARK = {"en": ".", "it": ",", "es": ",", "lv": ","}
GROUP = {"en": ",", "it": ".", "es": ".", "lv": NBSP}
GROUP_FROM = {"en": 1_000, "it": 10_000, "es": 10_000, "lv": 10_000}
# CLDR's percent pattern: "#,##0%" everywhere except Spanish, "#,##0 %" with a no-break space.
PERCENT_SIGN = {"en": "%", "it": "%", "es": NBSP + "%", "lv": "%"}
# CLDR's "yMd" date (en_GB for English); Latvian ends the year with its ordinal dot.
DATE_PATTERN = {"en": "{d:02}/{m:02}/{y}", "it": "{d:02}/{m:02}/{y}", "es": "{d}/{m}/{y}", "lv": "{d}.{m:02}.{y}."}
# CLDR's standard list pattern's last joint ("{0} and {1}"); Spanish "y" becomes "e" before an
# "i" sound ("Ana e Isabel"), as ICU does.
AND = {"en": " and ", "it": " e ", "es": " y ", "lv": " un "}
_SPANISH_E = re.compile(r"^(?:i|hi(?![aeoáéó]))", re.IGNORECASE)

Number = Fraction | Decimal | float | int


def _exact(value: Number) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (Fraction, Decimal, float, int)):
        raise TypeError(f"a number, not {type(value).__name__}")
    # A float is read as its shortest decimal (0.05, not 0.05000000000000000277), as ICU, Babel
    # and the browser read it: so 0.05 rounds half to even, to 0.0, everywhere alike.
    return Fraction(Decimal(repr(float(value)))) if isinstance(value, float) else Fraction(value)


def _rounded(value: Fraction, digits: int) -> Decimal:
    # Half to even, as CLDR formatting (and Babel, and ICU) rounds.
    exact = Decimal(value.numerator) / Decimal(value.denominator) if value.denominator != 1 else Decimal(value.numerator)
    return exact.quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_EVEN)


def _grouped(digits: str, lang: str) -> str:
    if int(digits) < GROUP_FROM[lang]:
        return digits
    head = len(digits) % 3 or 3
    return GROUP[lang].join([digits[:head]] + [digits[i:i + 3] for i in range(head, len(digits), 3)])


def _write(value: Decimal, lang: str, keep_zeros: bool) -> str:
    text = format(abs(value), "f")
    whole, _, fraction = text.partition(".")
    if not keep_zeros:
        fraction = fraction.rstrip("0")
    body = _grouped(whole, lang) + (DECIMAL_MARK[lang] + fraction if fraction else "")
    # no sign on a value that rounds to zero: "0", never "−0"
    return (MINUS if value < 0 and any(ch in "123456789" for ch in body) else "") + body


def integer(n: Number, lang: str) -> str:
    """A whole number (a non-whole one rounded half to even): ``1296`` -> "1,296" (en), "1296"
    (it, es, lv); ``12960`` -> "12,960", "12.960", "12.960", "12 960"; ``-5`` -> "−5"."""
    return _write(_rounded(_exact(n), 0), lang, False)


def decimal(value: Number, lang: str, digits: int = 2, keep_zeros: bool = False) -> str:
    """``value`` rounded to ``digits`` decimals, trailing zeros dropped unless ``keep_zeros``:
    ``Fraction(78229, 52488)`` -> "1.49" ("1,49" in it, es, lv), ``-0.5`` -> "−0.5",
    ``1296.5`` -> "1,296.5"."""
    return _write(_rounded(_exact(value), digits), lang, keep_zeros)


def signed(value: Number, lang: str, digits: int = 2) -> str:
    """A difference with its sign: "+1.5", "−0.5", and "0" for no difference."""
    text = decimal(value, lang, digits)
    return text if text.startswith(MINUS) or text == "0" else "+" + text


def _percent_text(p: Fraction, lang: str, digits: int) -> str:
    step = Fraction(1, 10 ** digits)
    scaled = p * 100
    if 0 < scaled <= step / 2:  # exactly half a step (1 in 2,000) would round to even, onto 0
        return "<" + decimal(step, lang, digits, keep_zeros=True)
    if 100 - step / 2 <= scaled < 100:
        return ">" + decimal(100 - step, lang, digits, keep_zeros=True)
    if scaled.denominator == 1:
        return integer(scaled, lang)          # exactly 0%, 50%, 100%
    return decimal(scaled, lang, digits, keep_zeros=True)


def percent(p: Number, lang: str, digits: int = 1) -> str:
    """A share (0 to 1) as a percentage: ``Fraction(5, 18)`` -> "27.8%" ("27,8%" in it and lv,
    "27,8 %" in es). An exact whole percentage drops its decimals ("50%"); a share that is
    neither 0 nor 1 never rounds onto them: "<0.1%", ">99.9%"."""
    share = _exact(p)
    if not 0 <= share <= 1:
        raise ValueError(f"a share is between 0 and 1, not {float(share)}")
    return _percent_text(share, lang, digits) + PERCENT_SIGN[lang]


def point_value(difference: Number, lang: str, digits: int = 1) -> str:
    """A difference of two shares in percentage points, the number alone: ``0.083`` -> "8.3"
    (0.361 − 0.278). For a message that writes the unit in its own grammatical case."""
    return decimal(_exact(difference) * 100, lang, digits)


def points(difference: Number, lang: str, digits: int = 1) -> str:
    """A difference of two shares with its unit: ``0.083`` -> "8.3 percentage points",
    "8,3 punti percentuali", "8,3 puntos porcentuales", "8,3 procentpunkti"; the unit agrees
    with the number ("1 percentage point", Latvian "2,1 procentpunkts")."""
    return Translator(lang)("common.units.percentage_points", n=point_value(difference, lang, digits))


def date(day: dt.date | str, lang: str) -> str:
    """A date as the language writes it in figures: 7 December 2026 -> "07/12/2026" (en, it),
    "7/12/2026" (es), "7.12.2026." (lv). A stored ISO date ("2026-12-07") is read first; text
    that is not one is shown as it is."""
    if isinstance(day, str):
        try:
            day = dt.date.fromisoformat(day)
        except ValueError:
            return day
    return DATE_PATTERN[lang].format(d=day.day, m=day.month, y=day.year)


def join(items: Sequence[object], lang: str) -> str:
    """Items joined as a list the language reads aloud: "1, 5 and 5", "1, 5 e 5", "1, 5 y 5",
    "1, 5 un 5"; "Ana e Isabel" in Spanish; one item alone; nothing is ""."""
    words = [str(item) for item in items]
    if len(words) < 2:
        return "".join(words)
    joint = AND[lang]
    if lang == "es" and _SPANISH_E.match(words[-1]):
        joint = " e "
    return ", ".join(words[:-1]) + joint + words[-1]
