"""Turning lesson sources into pages: language-aware number filters, charts and the game embed.

Lesson sources (``site/lessons/<game>.<lang>.md``) are Markdown with Jinja2 expressions. Every
number in them comes from ``cubiri_panel.lessons.<game>_numbers()``, passed in as ``n``, so a
lesson can never disagree with the engine.
"""

from __future__ import annotations

import html
from fractions import Fraction
from numbers import Real
from urllib.parse import urlencode

import jinja2
from cubiri_panel.ui import numbers
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.plurals import plural_category
from cubiri_panel.ui.rules import markdown_html

# The decimal mark, the thousands separator and the percent sign (with its space, if any) the
# number module writes, for the site's JavaScript, which reads numbers back into plurals.
NUMBER_STYLE = {lang: (numbers.DECIMAL_MARK[lang], numbers.GROUP[lang], numbers.PERCENT_SIGN[lang])
                for lang in numbers.DECIMAL_MARK}


def frac(value: Fraction | int) -> str:
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


# The filters hand numbers.py the value itself: it reads a float as its shortest decimal, as the
# lab's JavaScript (Intl) does, so a simulated 0.2785 is "27.8%" in the lesson's table and in the
# form's run alike. Fraction(0.2785), the float's binary value just above 0.2785, made it "27.9%".

def pct(value: Real, lang: str) -> str:
    """A share as a percentage, as the app writes it: "27.8%", "27,8%", "27,8 %"."""
    return numbers.percent(value, lang, 1)


def pp(value: Real, lang: str) -> str:
    """A difference of two shares with its unit: "8.3 percentage points", "8,3 procentpunkti"."""
    return numbers.points(value, lang, 1)


def pp_value(value: Real, lang: str) -> str:
    """A difference of two shares in percentage points, the number alone ("8.3"), where the
    text names the unit: a table's heading, or a sentence that puts it in its own case."""
    return numbers.point_value(value, lang, 1)


def num(value: Real, lang: str) -> str:
    """At most two decimals, trailing zeros dropped, in the language's style."""
    return numbers.decimal(value, lang, 2)


def integer(value: Real, lang: str) -> str:
    return numbers.integer(value, lang)


def bar_chart(rows: list[dict], label: str, value: str, lang: str, title: str = "") -> str:
    """A horizontal bar chart (values in 0..1, shown as percentages) in HTML: its words and
    numbers are text at the page's own size on any screen (a drawing scaled down to a phone's
    width made them about 6 px there), readable without JavaScript, and each bar has its
    percentage written beside it, so colour is never the only cue. The stylesheet lays the rows
    out (site/static/cubiri.css: label beside its bar, or above it on a phone).

    >>> chart = bar_chart([{"x": "opening", "p": 0.5}], "x", "p", "it", "Chance")
    >>> '<span class="bar-label">opening</span>' in chart, '<span class="bar-value">50%</span>' in chart
    (True, True)
    """
    parts = ['<figure class="chart"><ul class="bars">']
    for row in rows:
        share = min(max(float(row[value]), 0.0), 1.0)
        parts.append(f'<li><span class="bar-label">{html.escape(str(row[label]))}</span><span class="bar-track">'
                     f'<span class="bar" style="--share: {share:.4f}"></span>'
                     f'<span class="bar-value">{html.escape(pct(share, lang))}</span></span></li>')
    parts.append("</ul>")
    if title:
        parts.append(f"<figcaption>{html.escape(title)}</figcaption>")
    parts.append("</figure>")
    return "".join(parts)


def game_embed(game: str, lang: str, title: str, seed: int | str | None = None, height: int = 720) -> str:
    """The one-line embed for a game page, the same snippet lesson authors copy (EMBED.md)."""
    query = {"embed": 1, "lang": lang} | ({} if seed is None else {"seed": seed})
    return (f'<iframe class="cubiri-embed" src="../{game}.html?{html.escape(urlencode(query))}" '
            f'title="{html.escape(title)}" loading="lazy" style="width:100%;height:{height}px;border:0"></iframe>')


def lesson_embed(game: str, lang: str, title: str, seed: int | str | None = None, height: int = 720) -> str:
    """``game_embed`` as a lesson shows it: its frame opens the game's cover (site/covers.py)
    and keeps the game's address in ``data-game``, for static/lesson-game.js to open once the
    reader comes to the game."""
    snippet = game_embed(game, lang, title, seed, height)
    return snippet.replace(' src="../', f' src="../covers/{game}.{lang}.html" data-game="../', 1)


def source_environment(lang: str) -> jinja2.Environment:
    """The Jinja2 environment a lesson's sources are written for: its number filters in ``lang``."""
    env = jinja2.Environment(undefined=jinja2.StrictUndefined, autoescape=False)
    env.filters.update(frac=frac, pct=lambda v: pct(v, lang), pp=lambda v: pp(v, lang),
                       pp_value=lambda v: pp_value(v, lang), num=lambda v: num(v, lang),
                       int=lambda v: integer(v, lang))
    return env


def render_lesson(source: str, game: str, lang: str, numbers: dict, game_title: str,
                  games: dict[str, str] | None = None) -> tuple[str, str]:
    """The lesson's title and its body as HTML. A lesson about one game (``game``, its title
    ``game_title``) embeds it once; a lesson across games (``games``: name -> title) embeds each
    of them once, naming it: ``embed_game(game="mishimash")``."""
    games = games or {game: game_title}
    lesson = f"{game}.{lang}"
    env = source_environment(lang)
    embeds: list[str] = []

    def embed_game(seed=None, height=720, game=next(iter(games))):
        if game not in games:
            raise ValueError(f"lesson {lesson} embeds {game!r}, not one of its games {sorted(games)}")
        embeds.append(game)
        return ('\n\n<aside class="lesson-game">' + lesson_embed(game, lang, games[game], seed, height)
                + "</aside>\n\n")

    def chart(rows, label="label", value="value", title=""):
        return "\n\n" + bar_chart(rows, label, value, lang, title) + "\n\n"

    # t: the app's own words (a computer level as the set-up names it), in the lesson's language
    # plural: the CLDR category of a number as the lesson writes it, for a noun that agrees with it
    markdown = env.from_string(source).render(n=numbers, lang=lang, embed_game=embed_game, bar_chart=chart,
                                              t=Translator(lang), plural=lambda shown: plural_category(lang, shown))
    if sorted(embeds) != sorted(games):
        raise ValueError(f"lesson {lesson} must embed each of its games once ({sorted(games)}), not {embeds}")
    return split_title(markdown, f"lesson {lesson}")


def split_title(markdown: str, source: str) -> tuple[str, str]:
    """A source's ``# `` title and the rest as HTML."""
    lines = markdown.lstrip().splitlines()
    if not lines or not lines[0].startswith("# "):
        raise ValueError(f"{source} must start with a '# ' title")
    # each table cell labelled with its heading: a phone shows a wide table a row at a time; a
    # table wider than the page scrolls sideways, so it takes the keyboard's focus (its arrows scroll it)
    body = markdown_html("\n".join(lines[1:])).replace("<table>", '<table tabindex="0">')
    return lines[0][2:].strip(), body


#: The most lines of room a worksheet gives one answer: a page holds about forty.
MOST_ANSWER_LINES = 12


def answer_space(lines: int = 3) -> str:
    """Room for a written answer on a printed worksheet: ``lines`` ruled lines, drawn as borders
    (a printer leaves out backgrounds), not read out by a screen reader (it holds no words).

    >>> answer_space(2)
    '<span class="answer" aria-hidden="true"><span></span><span></span></span>'
    """
    if not 1 <= lines <= MOST_ANSWER_LINES:
        raise ValueError(f"an answer has 1 to {MOST_ANSWER_LINES} lines, not {lines!r}")
    return '<span class="answer" aria-hidden="true">' + "<span></span>" * lines + "</span>"


def render_worksheet(source: str, lesson: str, lang: str, numbers: dict) -> tuple[str, str]:
    """A lesson's worksheet (``site/lessons/<lesson>.<lang>.worksheet.md``): its title and its
    questions as HTML. Its source reads the lesson's numbers as ``n``, as the lesson does, so a
    worksheet's exact values are the lesson's; ``answer(lines)`` leaves room to write."""
    env = source_environment(lang)
    markdown = env.from_string(source).render(n=numbers, lang=lang, answer=answer_space, t=Translator(lang),
                                              plural=lambda shown: plural_category(lang, shown))
    return split_title(markdown, f"worksheet {lesson}.{lang}")
