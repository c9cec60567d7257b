"""The odds panel's numbers: exact fractions beside percentages, in the reader's notation.

Each game computes its odds with the engine (``bust_probability``, ``explosion_probability``,
MAGDAGDON's odds module) and hands ``(label, Fraction)`` rows to :func:`odds_table`; the
shell shows the result beside the game while the odds toggle is on.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from fractions import Fraction

import panel as pn

from . import theme
from .i18n import Translator

# English writes 27.8%, the other three languages 27,8%.
DECIMAL_COMMA = {"it", "es", "lv"}

ODDS_CSS = theme.TEXT_CSS + """
table.cubiri-odds-table { display: table; width: 100%; }
.cubiri-odds-table td.num { text-align: right; font-variant-numeric: tabular-nums; }
/* A number breaks at its spaces ("78229/52488 ≈ 1.49"), not past a phone's edge. */
.cubiri-odds-table td.num.frac { min-width: 5em; }
.cubiri-odds-table td.frac { font-weight: 700; }
"""


def percent(p: Fraction, lang: str, digits: int = 1) -> str:
    """``Fraction(5, 18)`` -> ``"27.8%"`` (``"27,8%"`` in it/es/lv). Exact 0 and 1 stay whole,
    and a non-zero chance never shows as 0."""
    p = Fraction(p)
    if p in (0, 1):
        text = str(int(p * 100))
    else:
        value = round(float(p) * 100, digits)
        floor = 10 ** -digits
        text = f"{max(value, floor) if p > 0 else value:.{digits}f}"
        if value >= 100:
            text = f"{100 - floor:.{digits}f}"   # "100%" would claim a certainty that is not there
    if lang in DECIMAL_COMMA:
        text = text.replace(".", ",")
    return f"{text}%"


def fraction_text(p: Fraction) -> str:
    p = Fraction(p)
    return str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}"


def odds_value(p: Fraction, t: Translator) -> str:
    """``"5/18 (27.8%)"``, through the catalog so each language orders it its own way."""
    return t("common.odds.value", fraction=fraction_text(p), percent=percent(p, t.lang))


def odds_table(rows: Sequence[tuple[str, Fraction]], t: Translator, intro: bool = True) -> pn.pane.HTML:
    """A titled table of exact odds. Labels are escaped: they may hold player names."""
    body = "".join(
        f'<tr><td>{html.escape(label)}</td><td class="num frac">{fraction_text(p)}</td>'
        f'<td class="num">{percent(p, t.lang)}</td></tr>' for label, p in rows)
    parts = [f'<h3>{html.escape(t("common.odds.title"))}</h3>']
    if intro:
        parts.append(f'<p class="cubiri-muted">{html.escape(t("common.odds.intro"))}</p>')
    parts.append(f'<table class="cubiri-odds-table">{body}</table>' if rows else
                 f'<p>{html.escape(t("common.odds.none"))}</p>')
    return pn.pane.HTML("".join(parts), stylesheets=[ODDS_CSS], sizing_mode="stretch_width", margin=0)
