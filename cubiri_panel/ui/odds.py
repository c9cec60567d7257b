"""Chances and expected values as people read them: the one place the UI writes them.

The engine gives exact ``Fraction``s (``bust_probability``, ``explosion_probability``,
MAGDAGDON's odds module) or, for the solved MISHIMASH model, floats. A reader wants "27.8%",
"2.3% (1 in 43)", "impossible" or "certain", and an expected value as a plain decimal ("1.49"),
each in their language's notation, as :mod:`.numbers` writes it.
The exact fraction is shown beside only where a lesson asks for it (``with_fraction=True``).
All three games' odds panels format their numbers here, and :func:`odds_table` gives a simple
panel of labelled chances.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from fractions import Fraction

import panel as pn

from . import numbers, theme
from .i18n import Translator

# At or below one in ten a chance also reads as "1 in N": rare events are counted, not percented.
ONE_IN_AT_MOST = Fraction(1, 10)
MINUS = numbers.MINUS

ODDS_CSS = theme.TEXT_CSS + """
table.cubiri-odds-table { display: table; width: 100%; }
.cubiri-odds-table td.num { text-align: right; font-variant-numeric: tabular-nums; }
/* A value that is a sentence (a chance and how it is known) reads under its label across the
   table, from the left, instead of a narrow right-aligned column of four lines on a phone. */
.cubiri-odds-table tr.says td { border-bottom: 0; padding-bottom: 0; }
.cubiri-odds-table tr.said td { text-align: left; padding-top: 0; font-weight: 700; }
"""


def _exact(value: Fraction | float | int) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (Fraction, float, int)):
        raise TypeError(f"a chance or a value is a number, not {type(value).__name__}")
    return Fraction(value)


def whole(n: int, lang: str) -> str:
    """A whole number as ``lang`` writes it (:func:`.numbers.integer`): "1,296" (en), "1296"
    (it, es, lv), "12.960" (it, es), "12 960" (lv)."""
    return numbers.integer(n, lang)


def decimal(value: Fraction | float | int, lang: str, digits: int = 2) -> str:
    """``value`` rounded to at most ``digits`` decimals, trailing zeros dropped, in ``lang``'s
    notation (:func:`.numbers.decimal`): "1.49" ("1,49" in it/es/lv), "−0.5"."""
    _exact(value)
    return numbers.decimal(value, lang, digits)


def expected(value: Fraction | float | int, lang: str, digits: int = 2) -> str:
    """An expected value (points, spaces) as people read it: a decimal, "1.49"."""
    return decimal(value, lang, digits)


def percent(p: Fraction | float, lang: str, digits: int = 1) -> str:
    """A chance as a percentage (:func:`.numbers.percent`): ``Fraction(5, 18)`` -> "27.8%"
    ("27,8%" in it/lv, "27,8 %" in es); "0%", "50%", "100%" when exact; "<0.1%", ">99.9%"
    for a chance that is neither 0 nor 1 but rounds onto them."""
    if not 0 <= _exact(p) <= 1:
        raise ValueError(f"a chance is between 0 and 1, not {float(p)}")
    return numbers.percent(p, lang, digits)


def one_in(p: Fraction | float) -> int:
    """``N`` of "1 in N": the whole number nearest ``1/p`` (``Fraction(5, 216)`` -> 43)."""
    p = _exact(p)
    if not 0 < p <= 1:
        raise ValueError("only a possible chance is one in some number")
    return round(1 / p)


def fraction_text(p: Fraction | int) -> str:
    """An exact fraction as the rules write it: "5/18", and "1" for a whole number."""
    p = Fraction(p)
    text = str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}"
    return text.replace("-", MINUS)


def chance(p: Fraction | float, t: Translator, *, estimate: bool = False, with_fraction: bool = False) -> str:
    """A chance as people read it, in ``t``'s language:

    * exact 0 and 1: "impossible", "certain" (an ``estimate`` never claims either: it shows
      "<0.1%" or ">99.9%" instead);
    * at most one in ten: the percentage and "1 in N" ("2.3% (1 in 43)");
    * otherwise the percentage ("27.8%");
    * ``with_fraction``: the exact fraction beside it ("27.8% = 5/18"), for the lessons.
    """
    exact = _exact(p)
    if estimate:
        exact = min(max(exact, Fraction(1, 10 ** 9)), 1 - Fraction(1, 10 ** 9))
    if exact == 0:
        text = t("common.odds.impossible")
    elif exact == 1:
        text = t("common.odds.certain")
    elif exact <= ONE_IN_AT_MOST:
        text = t("common.odds.one_in", percent=percent(exact, t.lang), n=whole(one_in(exact), t.lang))
    else:
        text = percent(exact, t.lang)
    if with_fraction and not estimate:
        text = t("common.odds.with_fraction", chance=text, fraction=fraction_text(exact))
    return text


def odds_table(rows: Sequence[tuple[str, Fraction]], t: Translator, intro: bool = True) -> pn.pane.HTML:
    """A titled table of chances, one labelled row each. Labels are escaped: they may hold
    player names."""
    body = "".join(f'<tr><td>{html.escape(label)}</td><td class="num">{html.escape(chance(p, t))}</td></tr>'
                   for label, p in rows)
    parts = [f'<h3>{html.escape(t("common.odds.title"))}</h3>']
    if intro:
        parts.append(f'<p class="cubiri-muted">{html.escape(t("common.odds.intro"))}</p>')
    parts.append(f'<table class="cubiri-odds-table">{body}</table>' if rows else
                 f'<p>{html.escape(t("common.odds.none"))}</p>')
    return pn.pane.HTML("".join(parts), stylesheets=[ODDS_CSS], sizing_mode="stretch_width", margin=0)
