"""Chances and expected values as people read them, in each language's notation (ui/odds.py)."""

import html
from fractions import Fraction

import pytest

from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.odds import (chance, decimal, expected, fraction_text, odds_table, one_in, percent,
                                  whole)

NBSP = "\u00a0"


@pytest.mark.parametrize(("p", "lang", "text"), [
    (Fraction(5, 18), "en", "27.8%"),
    (Fraction(5, 18), "it", "27,8%"),
    (Fraction(5, 18), "lv", "27,8%"),
    (Fraction(5, 18), "es", f"27,8{NBSP}%"),       # Spanish puts a space before the sign
    (Fraction(0), "lv", "0%"),
    (Fraction(1), "en", "100%"),
    (Fraction(1, 2), "en", "50%"),                # exact whole percentages lose their decimals
    (Fraction(1, 8), "en", "12.5%"),
    (Fraction(1, 3), "en", "33.3%"),
    (Fraction(1, 1999), "en", "0.1%"),            # 0.05003%: rounds up, not onto 0
    (Fraction(1, 2001), "en", "<0.1%"),           # 0.04998%: possible, so never "0.0%"
    (Fraction(1, 2000), "en", "<0.1%"),           # 0.05%, a half: not rounded to even, onto "0.0%"
    (Fraction(1, 10**12), "it", "<0,1%"),
    (Fraction(1999, 2000), "en", ">99.9%"),       # 99.95%: not certain, so never "100.0%"
    (Fraction(99999, 100000), "lv", ">99,9%"),
    (Fraction(1998, 2000), "en", "99.9%"),
    (0.25, "en", "25%"),                          # a float from the solved model
    (0.123456, "es", f"12,3{NBSP}%"),
])
def test_percent(p, lang, text):
    assert percent(p, lang) == text


def test_percent_refuses_what_is_not_a_chance():
    with pytest.raises(ValueError):
        percent(Fraction(3, 2), "en")
    with pytest.raises(ValueError):
        percent(-0.1, "en")
    with pytest.raises(TypeError):
        percent("1/2", "en")


@pytest.mark.parametrize(("p", "n"), [
    (Fraction(1, 10), 10), (Fraction(5, 216), 43), (Fraction(1, 1296), 1296), (Fraction(2, 3), 2),
    (Fraction(1), 1), (Fraction(2, 5), 2), (Fraction(1, 100_000), 100_000),
])
def test_one_in_is_the_nearest_whole_number(p, n):
    assert one_in(p) == n


def test_one_in_is_only_for_a_possible_chance():
    with pytest.raises(ValueError):
        one_in(Fraction(0))


@pytest.mark.parametrize(("p", "lang", "text"), [
    (Fraction(0), "en", "impossible"),
    (Fraction(1), "en", "certain"),
    (Fraction(0), "it", "impossibile"),
    (Fraction(1), "lv", "noteikti"),
    (Fraction(5, 18), "en", "27.8%"),                       # above one in ten: a percentage
    (Fraction(11, 100), "en", "11%"),
    (Fraction(1, 10), "en", "10% (1 in 10)"),               # one in ten and below: also 1 in N
    (Fraction(5, 216), "en", "2.3% (1 in 43)"),
    (Fraction(5, 216), "it", "2,3% (1 su 43)"),
    (Fraction(5, 216), "es", f"2,3{NBSP}% (1 de cada 43)"),
    (Fraction(5, 216), "lv", "2,3% (1 no 43)"),
    (Fraction(1, 1296), "en", "0.1% (1 in 1,296)"),
    (Fraction(1, 1296), "it", "0,1% (1 su 1296)"),
    (Fraction(1, 1296), "es", f"0,1{NBSP}% (1 de cada 1296)"),
    (Fraction(1, 100_000), "en", "<0.1% (1 in 100,000)"),   # tiny: the count says how rare
    (Fraction(1, 100_000), "lv", f"<0,1% (1 no 100{NBSP}000)"),
    (Fraction(1295, 1296), "en", "99.9%"),                  # near 1 ...
    (Fraction(9999, 10000), "en", ">99.9%"),                # ... and nearer: never "100%"
])
def test_chance(p, lang, text):
    assert chance(p, Translator(lang)) == text


def test_an_estimate_is_never_impossible_or_certain():
    t = Translator("en")
    assert chance(0.0, t, estimate=True) == "<0.1% (1 in 1,000,000,000)"
    assert chance(1.0, t, estimate=True) == ">99.9%"
    assert chance(0.5, t, estimate=True) == "50%"


def test_the_exact_fraction_is_beside_only_when_asked():
    t = Translator("en")
    assert chance(Fraction(5, 18), t, with_fraction=True) == "27.8% = 5/18"
    assert chance(Fraction(5, 216), Translator("it"), with_fraction=True) == "2,3% (1 su 43) = 5/216"
    assert chance(Fraction(0), t, with_fraction=True) == "impossible = 0"
    assert "/" not in chance(Fraction(5, 18), t)


@pytest.mark.parametrize(("value", "lang", "text"), [
    (Fraction(78229, 52488), "en", "1.49"),
    (Fraction(78229, 52488), "it", "1,49"),
    (Fraction(27269, 11664), "lv", "2,34"),
    (Fraction(3), "es", "3"),
    (Fraction(5, 2), "en", "2.5"),           # trailing zeros go
    (Fraction(-1, 2), "en", "\u22120.5"),    # a true minus sign
    (Fraction(-1, 1000), "en", "0"),         # never "-0"
    (0.0, "en", "0"),
    (123.456, "it", "123,46"),
])
def test_expected(value, lang, text):
    assert expected(value, lang) == text


def test_decimal_digits():
    assert decimal(12.5, "it", 1) == "12,5" and decimal(12.0, "en", 1) == "12" and decimal(2.4, "en", 0) == "2"


@pytest.mark.parametrize(("n", "lang", "text"), [
    (1296, "en", "1,296"), (1296, "it", "1296"), (1296, "es", "1296"), (1296, "lv", "1296"),
    (12345, "it", "12.345"), (12345, "es", "12.345"), (12345, "lv", f"12{NBSP}345"), (999, "en", "999"),
    (-1500, "en", "\u22121,500"),
])
def test_whole(n, lang, text):
    assert whole(n, lang) == text


def test_fraction_text():
    assert fraction_text(Fraction(10, 36)) == "5/18"
    assert fraction_text(Fraction(1)) == "1"
    assert fraction_text(Fraction(-1, 3)) == "\u22121/3"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_the_words(lang):
    t = Translator(lang)
    for key in ("impossible", "certain", "one_in", "with_fraction"):
        assert t.has(f"common.odds.{key}")
    assert "{" not in chance(Fraction(1, 20), t)


def test_table_escapes_labels_and_says_when_empty():
    t = Translator("en")
    pane = odds_table([("<b>Ana</b> busts", Fraction(1, 3))], t)
    assert html.escape("<b>Ana</b>") in pane.object and "<b>Ana" not in pane.object
    assert "33.3%" in pane.object and "1/3" not in pane.object
    assert t("common.odds.none") in odds_table([], t).object
