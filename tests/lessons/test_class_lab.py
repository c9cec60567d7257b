"""Class mode: each student's seed follows from (lesson, simulation, class code, number) by the
stated rule, every classmate's run is the one that student's page runs, and the summary says
how far the runs and the pooled estimate lie from the exact value."""

import csv
import hashlib
import io
import statistics

import pytest

from cubiri_panel.lessons.class_lab import (MAX_CLASS, class_code, class_csv, class_run, class_seed,
                                            class_summary, classmate_run, lab_csv, student_run)
from cubiri_panel.lessons.lab import run_lab

BUST = "mishimash/bust/3/convergence"


def test_the_seed_is_the_stated_sha256_rule():
    text = f"mishimash/{BUST}/3b/7".encode()
    assert class_seed(BUST, "3B", 7) == int(hashlib.sha256(text).hexdigest(), 16) % 10 ** 9
    assert class_seed(BUST, " 3b\u202e ", 7) == class_seed(BUST, "3B", 7)  # cleaned like names
    assert len({class_seed(BUST, "3B", n) for n in range(1, MAX_CLASS + 1)}) == MAX_CLASS
    assert class_seed(BUST, "3B", 1) != class_seed("magikaboom/explosion/AAAB/convergence", "3B", 1)


@pytest.mark.parametrize("code", ["", "   ", "x" * 25, None, "\u202e"])
def test_an_empty_or_overlong_class_code_is_refused(code):
    with pytest.raises(ValueError, match="class code"):
        class_code(code)


@pytest.mark.parametrize("number, size", [(0, 30), (31, 30), (1, 61), (1, 0), ("2", 30), (True, 30)])
def test_a_student_outside_the_class_is_refused(number, size):
    with pytest.raises(ValueError):
        class_run(BUST, 100, "3B", size, number)


def test_each_classmate_run_is_the_run_that_students_page_shows():
    for number in (1, 2, 30):
        mate = classmate_run(BUST, 500, "3B", number)
        own = run_lab(BUST, 500, class_seed(BUST, "3B", number))
        assert (mate["hits"], mate["estimate"]) == (own["hits"], pytest.approx(own["estimate"]))
        assert student_run(BUST, 500, "3B", number)["curve"] == own["curve"]


def test_the_class_picture_pools_the_runs_and_measures_their_spread():
    result = class_run(BUST, 1_000, "Rossi 3B", 30, 4)
    runs, summary = result["runs"], result["summary"]
    assert [r["number"] for r in runs] == list(range(1, 31)) and result["student"]["number"] == 4
    assert result["student"]["hits"] == runs[3]["hits"]
    assert summary["pooled"] == sum(r["hits"] for r in runs) / 30_000
    exact = 5 / 18
    assert summary["exact"] == pytest.approx(exact)
    assert summary["spread"] == pytest.approx(statistics.median(abs(r["estimate"] - exact) for r in runs))
    # 30,000 trials pool to within a few of their standard errors; one run of 1,000 scatters more
    assert summary["pooled_error"] < 4 * (exact * (1 - exact) / 30_000) ** 0.5
    assert summary["highest"] - summary["lowest"] > 4 * summary["pooled_error"]
    with pytest.raises(ValueError):
        class_summary(BUST, [])


def test_a_class_run_and_a_lab_run_come_out_as_csv():
    result = class_run(BUST, 100, "3B", 5, 1)
    rows = list(csv.DictReader(io.StringIO(class_csv(result).removeprefix("\ufeff"), newline="")))
    assert [int(r["student"]) for r in rows] == [1, 2, 3, 4, 5] and rows[0]["class"] == "3B"  # as typed; the seeds read it without case
    assert int(rows[2]["hits"]) == result["runs"][2]["hits"]
    lab = run_lab(BUST, 200, 1)
    text = lab_csv(lab)
    assert text.startswith("\ufeffsimulation,seed,trials,frequency,exact\r\n")
    assert text.count("\r\n") == 1 + len(lab["curve"])
