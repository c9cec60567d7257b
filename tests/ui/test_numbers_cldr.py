"""The number module writes every language's numbers as CLDR does (Babel's data), with the
module's own stated choices only (the minus sign U+2212, English as en_GB), and the site's
JavaScript (lab-common.js, on the browser's Intl) writes the same characters for the same values."""

import datetime as dt
import json
import subprocess
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from babel import Locale
from babel.dates import format_skeleton
from babel.lists import format_list
from babel.numbers import format_decimal, format_percent

from cubiri_panel.ui import numbers
from cubiri_panel.ui.plurals import plural_category

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "it", "es", "lv")
# English is written as British English (the module's stated choice); its numbers are en's.
CLDR_LOCALE = {"en": "en_GB", "it": "it", "es": "es", "lv": "lv"}
WHOLES = (0, 1, 2, 5, 11, 21, 22, 101, 999, 1000, 1296, 9999, 10_000, 12_960, 123_456, 1_000_000,
          1_000_000_000, -1, -5, -1296, -12_960)
DECIMALS = (Fraction(78229, 52488), Fraction(1, 3), Fraction(-1, 2), Fraction(5, 2), Decimal("0.125"),
            12.5, 1.5, 0.05, 2.0, 1296.75, 12_960.5, -1234.567, 0.004, -0.004)
SHARES = (Fraction(5, 18), Fraction(1, 1296), Fraction(5, 216), Fraction(1, 2), Fraction(1, 4), 0.0735,
          0.278, 0.999, 0.5, 0.123456, Fraction(0), Fraction(1), 0.01, 0.2784)
DAYS = (dt.date(2026, 12, 7), dt.date(2026, 1, 1), dt.date(2027, 10, 31))


def cldr(text: str) -> str:
    """CLDR's text with the module's one sign of its own: a true minus, U+2212."""
    return text.replace("-", numbers.MINUS)


def rounded(value, digits: int) -> Decimal:
    # a float as its shortest decimal, as CLDR formatting (Babel, ICU) reads it
    exact = Fraction(Decimal(repr(value))) if isinstance(value, float) else Fraction(value)
    return (Decimal(exact.numerator) / Decimal(exact.denominator)).quantize(Decimal(1).scaleb(-digits))


def intl(lang: str, values: list, options: dict) -> list[str]:
    """``Intl.NumberFormat`` in node (ICU 78, CLDR 48) on ``values``."""
    script = ("const [lang, values, options] = JSON.parse(process.argv[1]);"
              "console.log(JSON.stringify(values.map((v) => new Intl.NumberFormat(lang, options).format(v))));")
    out = subprocess.run(["node", "-e", script, json.dumps([lang, values, options])],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


@pytest.mark.parametrize("lang", LANGS)
def test_whole_numbers_are_cldr(lang):
    # Babel does not apply CLDR's minimumGroupingDigits (it, es and lv leave 1296 whole), so the
    # four-digit numbers are held to Intl's CLDR 48, the rest to Babel's data as well.
    assert [numbers.integer(n, lang) for n in WHOLES] == [cldr(s) for s in intl(lang, list(WHOLES), {})]
    for n in WHOLES:
        if not 1000 <= abs(n) < 10_000:
            assert numbers.integer(n, lang) == cldr(format_decimal(n, locale=lang)), n


@pytest.mark.parametrize("lang", LANGS)
def test_decimals_are_cldr(lang):
    for value in DECIMALS:
        for digits in (1, 2):
            got = numbers.decimal(value, lang, digits)
            if rounded(value, digits) == 0:  # the module's choice: a value shown as 0 has no sign
                assert not got.startswith(numbers.MINUS)
                continue
            if 1000 <= abs(rounded(value, 0)) < 10_000 and lang != "en":
                continue  # minimumGroupingDigits: held to Intl below
            # CLDR's own pattern for the language, with as many decimals as the value keeps
            expected = format_decimal(rounded(value, digits), locale=lang, decimal_quantization=False)
            assert got == cldr(expected), (value, digits)
    floats = [float(v) for v in DECIMALS]
    assert [numbers.decimal(v, lang, 2, keep_zeros=True) for v in floats] == [
        cldr(s) for s in intl(lang, floats, {"minimumFractionDigits": 2, "maximumFractionDigits": 2,
                                             "roundingMode": "halfEven", "signDisplay": "negative"})]


@pytest.mark.parametrize("lang", LANGS)
def test_signed_differences_carry_their_sign(lang):
    assert numbers.signed(Fraction(3, 2), lang) == "+" + numbers.decimal(1.5, lang)
    assert numbers.signed(-0.5, lang) == cldr(format_decimal(Decimal("-0.5"), locale=lang))
    assert numbers.signed(0.001, lang) == numbers.signed(-0.001, lang) == "0"


@pytest.mark.parametrize("lang", LANGS)
def test_percentages_are_cldr(lang):
    # a whole percentage without decimals, as CLDR's pattern writes it; any other with one
    # decimal kept ("1.0%" is not exactly 1%), as Intl writes it with that many digits
    floats = [float(s) for s in SHARES]
    fixed = intl(lang, floats, {"style": "percent", "minimumFractionDigits": 1, "maximumFractionDigits": 1,
                                "roundingMode": "halfEven"})
    for share, value, digits in zip(SHARES, floats, fixed):
        whole = Decimal(repr(value)) * 100 if isinstance(share, float) else Fraction(share) * 100
        if whole == int(whole):
            assert numbers.percent(share, lang) == format_percent(value, locale=lang), share
        else:
            assert numbers.percent(share, lang) == digits, share
    # a share neither 0 nor 1 never reads as them
    assert numbers.percent(Fraction(1, 100_000), lang).startswith("<")
    assert numbers.percent(Fraction(99_999, 100_000), lang).startswith(">")


@pytest.mark.parametrize("lang", LANGS)
def test_percentage_points_are_a_unit_that_agrees_with_its_number(lang):
    for difference in (0.083, 0.01, 0.021, 0.11, 0.2, 0.0, 1.0, 0.5, 0.0005):
        text = numbers.points(difference, lang)
        value = numbers.point_value(difference, lang)
        assert text.startswith(value + " ") and "%" not in text
        unit = text[len(value) + 1:]
        form = "one" if plural_category(lang, value) == "one" else "other"
        assert Locale.parse(CLDR_LOCALE[lang]).plural_form(Decimal(value.replace(",", "."))) == plural_category(lang, value)
        words = {"en": ("percentage point", "percentage points"), "it": ("punto percentuale", "punti percentuali"),
                 "es": ("punto porcentual", "puntos porcentuales"), "lv": ("procentpunkts", "procentpunkti")}[lang]
        assert unit == words[0 if form == "one" else 1], (difference, text)


@pytest.mark.parametrize("lang", LANGS)
def test_dates_are_cldr(lang):
    for day in DAYS:
        assert numbers.date(day, lang) == format_skeleton("yMd", day, locale=CLDR_LOCALE[lang])
        assert numbers.date(day.isoformat(), lang) == numbers.date(day, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_lists_are_cldr(lang):
    for items in (["1"], ["1", "5"], ["1", "5", "5"], ["Ana", "Ben", "Cleo", "Dan"]):
        assert numbers.join(items, lang) == format_list(items, locale=CLDR_LOCALE[lang])
    assert numbers.join([], lang) == ""


def test_spanish_and_becomes_e_before_an_i_sound():
    assert numbers.join(["Ana", "Isabel"], "es") == "Ana e Isabel"
    assert numbers.join(["Ana", "Hilda"], "es") == "Ana e Hilda"
    assert numbers.join(["Ana", "Hierro"], "es") == "Ana y Hierro"


def node_numbers(lang: str, calls: list) -> list[str]:
    script = """
global.window = {}; global.document = { currentScript: { src: "http://localhost/static/lab-common.js" } };
require(process.argv[1]);
const [lang, calls] = JSON.parse(process.argv[2]);
const t = window.CubiriLab.texts({ lang, texts: {}, style: {} });
console.log(JSON.stringify(calls.map(([name, ...args]) => t[name](...args))));
"""
    out = subprocess.run(["node", "-e", script, str(ROOT / "site" / "static" / "lab-common.js"),
                          json.dumps([lang, calls])], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


@pytest.mark.parametrize("lang", LANGS)
def test_the_sites_javascript_writes_the_same_numbers(lang):
    floats = [float(v) for v in DECIMALS]
    # halves of the last digit shown among them (0.05%, 99.95%, 27.85%): rounded alike, never onto 0 or 100
    shares = [float(s) for s in SHARES] + [0.00001, 0.99999, 0.25, 0.75, 0.0005, 0.9995, 0.2785, 0.00005, 0.99995]
    calls = ([["grouped", n] for n in WHOLES] + [["decimal", v, d] for v in floats for d in (1, 2)]
             + [["decimal", v, 2, True] for v in floats] + [["percent", s, d] for s in shares for d in (1, 2)]
             + [["points", s - 0.25, 2] for s in shares])
    python = ([numbers.integer(n, lang) for n in WHOLES] + [numbers.decimal(v, lang, d) for v in floats for d in (1, 2)]
              + [numbers.decimal(v, lang, 2, keep_zeros=True) for v in floats]
              + [numbers.percent(s, lang, d) for s in shares for d in (1, 2)]
              + [numbers.point_value(s - 0.25, lang, 2) for s in shares])
    assert node_numbers(lang, calls) == python
