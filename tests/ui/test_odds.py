"""Odds as exact fractions and percentages, in each language's notation."""

import html
from fractions import Fraction

import pytest

from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.odds import fraction_text, odds_table, odds_value, percent


@pytest.mark.parametrize(("p", "lang", "text"), [
    (Fraction(5, 18), "en", "27.8%"),
    (Fraction(5, 18), "it", "27,8%"),
    (Fraction(0), "lv", "0%"),
    (Fraction(1), "es", "100%"),
    (Fraction(1, 100000), "en", "0.1%"),     # possible, so never shown as 0
    (Fraction(99999, 100000), "en", "99.9%"),  # not certain, so never shown as 100
])
def test_percent(p, lang, text):
    assert percent(p, lang) == text


def test_fraction_and_value():
    assert fraction_text(Fraction(10, 36)) == "5/18"
    assert fraction_text(Fraction(1)) == "1"
    assert odds_value(Fraction(5, 18), Translator("es")) == "5/18 (27,8%)"


def test_table_escapes_labels_and_says_when_empty():
    t = Translator("en")
    pane = odds_table([("<b>Ana</b> busts", Fraction(1, 3))], t)
    assert html.escape("<b>Ana</b>") in pane.object and "<b>Ana" not in pane.object
    assert "1/3" in pane.object and "33.3%" in pane.object
    assert t("common.odds.none") in odds_table([], t).object
