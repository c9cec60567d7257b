"""A decision and an option as notebooks and views read them."""

from __future__ import annotations

from cubiri_panel.coach.decision import Decision, Option, decide, format_cost, format_value
from cubiri_panel.magikaboom import Keep, Roll, Stop


def test_the_best_is_the_choice_played_when_it_is_worth_as_much():
    options = [Option(Stop(), 0.6, "chance", True), Option(Roll(), 0.6, "chance", True)]
    tied = decide(5, 1, options, Roll(), None)
    assert tied.best == Roll() and tied.cost == 0 and tied.is_best
    worse = decide(5, 1, options + [Option(Keep(0), 0.25, "chance", True)], Keep(0), None)
    assert worse.best == Stop() and abs(worse.cost - 0.35) < 1e-12
    assert worse.options == 3 and not worse.is_best


def test_a_decision_reads_as_a_sentence():
    d = Decision(12, 0, Stop(), Roll(), 0.412, 0.475, "chance", False)
    text = str(d)
    assert text.startswith("decision 12, seat 0: played stop(); best roll()")
    assert "41.2% against 47.5%" in text and "6.3 percentage points of winning chance" in text
    assert text.endswith("(estimated)")
    best = Decision(3, 1, Roll(), Roll(), 0.5, 0.5, "chance", True)
    assert "the best choice" in str(best) and "exact" in str(best)
    points = Decision(7, 0, Stop(), Roll(), 102.25, 110.5, "points", False)
    assert "expected points 102.2 against 110.5" in str(points) and "8.2 points" in str(points)


def test_a_decision_is_a_small_table_in_a_notebook():
    html = Decision(12, 0, Stop(), Roll(), 0.412, 0.475, "chance", True)._repr_html_()
    assert html.startswith("<table class='cubiri-decision'>") and html.count("<tr>") == 6
    for part in ("12", "stop() (41.2%)", "roll() (47.5%)", "6.3 percentage points of winning chance", "exact"):
        assert part in html
    # what a decision shows is text, never markup
    odd = Decision(1, 0, "<b>x</b>", "y", 0.0, 1.0, "points", False)._repr_html_()
    assert "<b>" not in odd and "&lt;b&gt;" in odd


def test_values_and_costs_are_written_as_people_read_them():
    assert format_value(0.4751, "chance") == "47.5%" and format_value(112.34, "points") == "112.3"
    assert format_cost(0.063, "chance") == "6.3 percentage points of winning chance"
    assert format_cost(8.25, "points") == "8.2 points"
    assert str(Option(Stop(), 0.5, "chance", False)) == "stop(): 50.0% (estimated)"
