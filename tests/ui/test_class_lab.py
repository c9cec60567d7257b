"""Class mode in a notebook (``ui/class_lab.py``): the site's "Run with my class" form, with the
same class picture, sentence and CSV file, and wrong entries answered in words."""

from __future__ import annotations

import base64
import re

import pytest

from cubiri_panel.lessons.class_lab import class_csv, class_run
from cubiri_panel.ui.class_lab import ClassLab
from cubiri_panel.ui.i18n import LANGUAGES
from cubiri_panel.ui.numbers import point_value

BUST = "mishimash/bust/3/convergence"


def test_the_form_shows_the_class_run_the_site_shows():
    form = ClassLab(BUST, code="Rossi 3B", number=5, size=24)
    form.__panel__()
    form._run.clicks += 1
    expected = class_run(BUST, 1_000, "Rossi 3B", 24, 5)
    assert form.result == expected
    s = expected["summary"]
    text = form._answer.object
    assert "Your class: 24 students, 24,000 trials in all." in text
    assert f"within {point_value(s['spread'], 'en')} percentage points of the exact value" in text
    assert f"the class is within {point_value(s['pooled_error'], 'en')} percentage point" in text
    assert f"(Rossi 3B, 5: {expected['runs'][4]['seed']})" in text
    chart = form._chart.object
    assert form._chart_box.visible and chart.title.text == "Every student’s estimate, the pooled estimate and the exact value"
    dots = [r.data_source.data for r in chart.renderers if "x" in r.data_source.data]
    assert sorted(x for d in dots for x in d["x"]) == sorted(r["estimate"] for r in expected["runs"])
    link = re.search(r'download="([^"]+)" href="data:text/csv;charset=utf-8;base64,([^"]+)"', form._download.object)
    assert link.group(1) == "cubiri-mishimash-bust-3-Rossi-3B.csv"  # the code as typed, no space
    assert base64.b64decode(link.group(2)).decode("utf-8") == class_csv(expected)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_form_speaks_the_page_s_language(lang):
    form = ClassLab("victory/mishimash/reach/convergence", code="3B", size=3, trials=100, lang=lang)
    form.run()
    words = {"en": "Your class", "it": "La tua classe", "es": "Tu clase", "lv": "Tava klase"}
    assert words[lang] in form._answer.object
    assert form._trials.name == {"en": "Turns", "it": "Turni", "es": "Turnos", "lv": "Gājieni"}[lang]


@pytest.mark.parametrize("change, words", [
    ({"code": "  "}, "Type the class code your teacher gives: 1 to 24 characters."),
    ({"size": 61}, "A class has from 1 to 60 students."),
    ({"number": 25}, "Your number is a whole number from 1 to 24."),
    ({"trials": 9}, "Choose a whole number of rolls from 10 to 200,000."),
])
def test_a_wrong_entry_is_refused_in_words_and_the_last_picture_stays(change, words):
    form = ClassLab(BUST, code="Rossi 3B", size=24)
    before = form.run()
    form.param.update(**change)
    assert form.run() is None
    assert form.result is before and form._chart_box.visible
    assert f'<p role="alert">{words}</p>' == form._answer.object
