"""The lessons write a difference of two percentages in percentage points, never with "%", in
every language; and a lesson writes each number in the same characters as the game embedded in it
(both through cubiri_panel/ui/numbers.py)."""

import re
from fractions import Fraction

import jinja2
import pytest

from cubiri_panel.magikaboom import explosion_probability
from cubiri_panel.mishimash import bust_probability
from cubiri_panel.ui import numbers as number_style, odds
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.plurals import plural_category

from .pages import SITE, source

LANGS = ("en", "it", "es", "lv")
NAMES = ("magdagdon", "mishimash", "magikaboom", "victory")
# The lesson numbers that are differences of two shares, by their names: a choice's cost or what
# a player gave away (one chance of winning less another), a simulation's distance from the
# exact value, and a share's standard error.
DIFFERENCE = re.compile(r"(cost|given_away|error|_se)$")


OPEN, CLOSE = "\ue000", "\ue001"


class Difference(float):
    """A number the lesson must write in percentage points."""


def marked(value, key=""):
    if isinstance(value, dict):
        return {k: marked(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [marked(v, key) for v in value]
    if isinstance(value, (float, Fraction)) and DIFFERENCE.search(key):
        return Difference(value)
    return value


def render(text: str, lang: str, numbers: dict) -> tuple[str, list, list]:
    """The lesson as a reader sees it, with the differences it wrote as percentages and the
    percentage points it wrote."""
    as_percent, as_points = [], []

    def pct(value):
        if isinstance(value, Difference):
            as_percent.append(float(value))
        return SITE.pct(value, lang)

    def points(write):
        def filter_(value):
            shown = write(value, lang)
            as_points.append(shown)
            return OPEN + shown + CLOSE  # marked, to see what the page writes after it
        return filter_

    env = jinja2.Environment(undefined=jinja2.StrictUndefined)
    env.filters.update(frac=SITE.frac, pct=pct, pp=points(SITE.pp), pp_value=points(SITE.pp_value),
                       num=lambda v: SITE.num(v, lang), int=lambda v: SITE.integer(v, lang))
    page = env.from_string(text).render(
        n=marked(numbers), lang=lang, t=Translator(lang), plural=lambda shown: plural_category(lang, shown), embed_game=lambda **kw: "",
        bar_chart=lambda rows, label="label", value="value", title="": "")
    return page, as_percent, as_points


def percent_after_points(page: str) -> list[str]:
    """The percentage points of ``page`` that a "%" follows."""
    return re.findall(OPEN + r"([^" + CLOSE + "]*)" + CLOSE + r"[\s\u00a0]?%", page)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", NAMES)
def test_a_difference_of_percentages_is_in_percentage_points(numbers, name, lang):
    page, as_percent, as_points = render(source(name, lang), lang, numbers[name])
    assert as_percent == [], f"{name}.{lang} writes these differences with %: {as_percent}"
    assert percent_after_points(page) == []
    if name != "victory":  # each game lesson has a cost, a table of distances and a standard error
        assert len(as_points) >= 3, as_points


def test_the_check_finds_a_difference_written_with_percent(numbers):
    text = "stopping gave away {{ n.review_cost | pct }} of winning chance"
    assert render(text, "it", numbers["magikaboom"])[1] == [float(numbers["magikaboom"]["review_cost"])]
    page, _, shown = render("a distance of {{ n.review_cost | pp_value }} %", "es", numbers["magikaboom"])
    assert percent_after_points(page) == shown


@pytest.mark.parametrize("lang", LANGS)
def test_a_lesson_and_its_game_write_the_same_number_alike(numbers, lang):
    t = Translator(lang)
    pages = {name: render(source(name, lang), lang, numbers[name])[0].replace(OPEN, "").replace(CLOSE, "")
             for name in NAMES[:3]}
    # what the game's odds panels show for the same chances and counts, character for character
    bust = bust_probability(3)
    assert odds.chance(bust, t) in pages["mishimash"] and odds.percent(bust, lang) in pages["mishimash"]
    boom = explosion_probability((1, 1, 1, 2))
    assert odds.percent(boom, lang) in pages["magikaboom"]
    assert odds.whole(6 ** 4, lang) in pages["magdagdon"]
    # and every exact chance of every game lesson, written both ways
    for name in NAMES[:3]:
        for key, value in numbers[name].items():
            if isinstance(value, Fraction) and 0 <= value <= 1:
                assert SITE.pct(value, lang) == odds.percent(value, lang), (name, key)
                assert SITE.num(value, lang) == odds.expected(value, lang), (name, key)
            elif isinstance(value, int) and not isinstance(value, bool):
                assert SITE.integer(value, lang) == odds.whole(value, lang), (name, key)


@pytest.mark.parametrize("lang", LANGS)
def test_a_simulated_share_is_written_as_the_lab_form_writes_it(lang):
    """A lesson's convergence table and the form's run of the same seed and trials show one number:
    both read a simulated float as its shortest decimal and round half to even (the form in the
    browser through Intl, held to numbers.py by tests/ui/test_numbers_cldr.py). Every share a run
    of 2,000 trials can give is checked; each odd count of hits is a half of a tenth of a percent,
    written "27.8%" for 557 of 2,000 (27.85%), where the float's binary value made it "27.9%"."""
    for hits in range(2_001):
        share = hits / 2_000
        assert SITE.pct(share, lang) == number_style.percent(share, lang), hits
        assert SITE.pp_value(share, lang) == number_style.point_value(share, lang), hits
        assert SITE.pp(share, lang) == number_style.points(share, lang), hits
        assert SITE.num(share * 100, lang) == number_style.decimal(share * 100, lang, 2), hits
    assert SITE.pct(557 / 2_000, "en") == "27.8%" and SITE.pp_value(0.0785, "en") == "7.8"
