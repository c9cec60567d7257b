"""The CLDR plural rules: the data is CLDR's own, and the evaluator reads it as Babel does."""

import json
import re
from decimal import Decimal

import pytest
from babel import Locale

from cubiri_panel.ui import plurals
from cubiri_panel.ui.i18n import LANGUAGES
from cubiri_panel.ui.plurals import operands, plural_category

DATA = json.loads(plurals.RULES_FILE.read_text(encoding="utf-8"))
DECIMALS = ["0.0", "0.1", "0.5", "1.0", "1.00", "1.1", "1.5", "2.1", "10.1", "10.11", "11.0", "11.5",
            "12.50", "21.5", "100.01", "0.01", "1000.0"]


def test_the_rules_name_their_cldr_version_and_cover_every_language():
    assert re.match(r"CLDR \d+", DATA["source"])
    assert set(DATA["cardinal"]) == set(LANGUAGES)
    for lang in LANGUAGES:
        assert plurals.categories(lang)[-1] == "other" and plurals.rules(lang)["other"] == ""


def test_latvian_has_zero_one_other_and_the_others_one_and_other_short_of_exact_millions():
    assert plurals.categories("lv") == ("zero", "one", "other")
    assert {plural_category("lv", n) for n in range(10_001)} == {"zero", "one", "other"}
    for lang in ("en", "it", "es"):
        assert {plural_category(lang, n) for n in range(10_001)} == {"one", "other"}
    assert [plural_category(lang, 1_000_000) for lang in ("en", "it", "es")] == ["other", "many", "many"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_whole_numbers_fall_as_babel_says(lang):
    babel = Locale.parse(lang).plural_form
    wrong = [n for n in [*range(10_001), 1_000_000, 2_000_000, 1_000_001] if plural_category(lang, n) != babel(n)]
    assert wrong == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_decimals_fall_as_babel_says(lang):
    babel = Locale.parse(lang).plural_form
    assert {d: plural_category(lang, Decimal(d)) for d in DECIMALS} == {d: babel(Decimal(d)) for d in DECIMALS}


def _samples(text):
    """CLDR's own sample numbers of a rule (``0, 2~16, 100, …``), without compact ``c`` forms."""
    for item in text.replace("…", "").split(","):
        item = item.strip()
        if not item or "c" in item:
            continue
        low, _, high = item.partition("~")
        if not high:
            yield low
        elif "." in low:  # 0.0~1.5: every step of the last decimal
            places = len(low.split(".")[1])
            step = Decimal(1).scaleb(-places)
            value = Decimal(low)
            while value <= Decimal(high):
                yield str(value)
                value += step
        else:
            yield from (str(n) for n in range(int(low), int(high) + 1))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cldr_samples_fall_in_their_own_category(lang):
    for category, rule in DATA["cardinal"][lang].items():
        for kind in re.findall(r"@(?:integer|decimal)([^@]*)", rule):
            for sample in _samples(kind):
                assert plural_category(lang, Decimal(sample)) == category, (lang, sample)


def test_numbers_the_code_passes_formatted_are_read_in_their_language():
    assert plural_category("lv", "1\u00a0001") == "one" and plural_category("lv", "12\u00a0345") == "other"
    assert plural_category("it", "1.000") == "other" and plural_category("en", "1,001") == "other"
    assert plural_category("lv", "0,1") == "one" and plural_category("lv", "−21") == "one"
    assert operands("12,50", "es") == {"n": Decimal("12.50"), "i": 12, "v": 2, "w": 1, "f": 50, "t": 5, "e": 0, "c": 0}


def test_a_rule_outside_the_syntax_is_refused():
    with pytest.raises(ValueError):
        plurals.matches("n is 1", operands(1))
