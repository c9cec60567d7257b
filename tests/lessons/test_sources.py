"""The lesson sources (site/lessons/<game>.<lang>.md) keep to the contract with the site builder:
every game in every language, every number read from the engine's numbers, the game embedded
once, a chart, the same numbers in every language, and no computed result typed by hand."""

import json
import re
from fractions import Fraction
from pathlib import Path

import jinja2
import pytest

from cubiri_panel import lessons
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.plurals import plural_category

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "site" / "lessons"
GLOSSARY = json.loads((ROOT / "cubiri_panel" / "ui" / "rules" / "glossary.json").read_text())
GAMES = ("magdagdon", "mishimash", "magikaboom")
LANGS = ("en", "it", "es", "lv")
PAGES = [(game, lang) for game in GAMES for lang in LANGS]
# The buttons each lesson talks about, by their glossary key.
BUTTONS = {"magdagdon": (), "mishimash": ("bank", "roll"), "magikaboom": ("stop", "continue")}

NAME = re.compile(r"\bn\.([A-Za-z_]\w*)|\bn\[\s*[\"'](\w+)[\"']\s*\]")
JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)


def source(game, lang):
    return (LESSONS / f"{game}.{lang}.md").read_text(encoding="utf-8")


def names_used(text):
    return {a or b for a, b in NAME.findall(text)}


def prose(text):
    """The text a reader sees, Jinja expressions and code spans left out."""
    return re.sub(r"`[^`]*`", "", JINJA.sub(" ", text))


@pytest.fixture(scope="module")
def numbers():
    # few trials: the names do not depend on them, and this keeps the test quick
    return {game: lessons.NUMBERS[game](trials=200, seed=1) for game in GAMES}


def test_every_game_has_a_lesson_in_every_language():
    found = {p.name for p in LESSONS.glob("*.md")}
    assert {f"{game}.{lang}.md" for game, lang in PAGES} <= found


@pytest.mark.parametrize("game, lang", PAGES)
def test_names_exist_in_the_numbers(numbers, game, lang):
    used = names_used(source(game, lang))
    assert used, "a lesson without engine numbers"
    assert used <= set(numbers[game]), sorted(used - set(numbers[game]))


@pytest.mark.parametrize("game, lang", PAGES)
def test_page_shape(game, lang):
    text = source(game, lang)
    assert text.startswith("# ") and len(text.splitlines()[0]) > 5
    assert len(re.findall(r"\bembed_game\s*\(", text)) == 1
    assert len(re.findall(r"\bbar_chart\s*\(", text)) >= 1
    words = len(prose(text).split())
    assert 500 <= words <= 1800, words  # the MISHIMASH lesson explains its terms and reviews a game: the longest


@pytest.mark.parametrize("game", GAMES)
def test_languages_use_the_same_numbers(game):
    english = names_used(source(game, "en"))
    for lang in LANGS[1:]:
        assert names_used(source(game, lang)) == english, lang


@pytest.mark.parametrize("game, lang", PAGES)
def test_no_computed_result_is_typed(game, lang):
    text = prose(source(game, lang))
    assert not re.findall(r"\d\s?%", text), "a typed percentage"
    assert not re.findall(r"\b\d+/\d+\b", text), "a typed fraction"
    assert not re.findall(r"\d[.,]\d", text), "a typed decimal"


@pytest.mark.parametrize("game, lang", PAGES)
def test_button_words_come_from_the_glossary(game, lang):
    text = source(game, lang)
    for key in BUTTONS[game]:
        assert GLOSSARY[lang][key] in text, (key, GLOSSARY[lang][key])
    for name in ("MAGDAGDON", "MISHIMASH", "MAGIKABOOM"):
        if name.lower() == game:
            assert name in text


def _render(text, numbers, lang):
    """Render with a stand-in for the site's environment: strict about every name, so a row
    field that does not exist fails here, not at site-build time."""
    env = jinja2.Environment(undefined=jinja2.StrictUndefined)
    as_float = lambda x: f"{float(x):.6g}"  # noqa: E731
    env.filters.update(frac=lambda x: str(Fraction(x)), pct=as_float, pp=as_float, pp_value=as_float,
                       num=as_float, int=lambda x: str(int(x)))
    calls = {"embed": 0, "chart": 0}

    def embed_game(seed=None, height=None, game=None):
        calls["embed"] += 1
        calls.setdefault("games", []).append(game)
        return "<iframe></iframe>"

    def bar_chart(rows, label="label", value="value", title=""):
        calls["chart"] += 1
        assert rows and all(0 <= float(row[value]) <= 1 and str(row[label]) for row in rows)
        return "<svg></svg>"

    out = env.from_string(text).render(n=numbers, lang=lang, embed_game=embed_game, bar_chart=bar_chart,
                                       t=Translator(lang), plural=lambda shown: plural_category(lang, shown))
    return out, calls


@pytest.mark.parametrize("game, lang", PAGES)
def test_renders_with_the_engine_numbers(numbers, game, lang):
    out, calls = _render(source(game, lang), numbers[game], lang)
    assert calls == {"embed": 1, "chart": calls["chart"], "games": [None]} and calls["chart"] >= 1
    # every Markdown table row has as many cells as its header
    lines = out.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("|---"):
            width = lines[i - 1].count("|")
            j = i + 1
            while j < len(lines) and lines[j].startswith("|"):
                assert lines[j].count("|") == width, lines[j]
                j += 1
            assert j > i + 1, "a table without rows"


# -- lessons across games ("Points or victory?") ------------------------------------------------
ACROSS = {"victory": ("mishimash", "magikaboom")}
ACROSS_PAGES = [(name, lang) for name in ACROSS for lang in LANGS]


@pytest.fixture(scope="module")
def across_numbers():
    # a handful of games and trials: the names do not depend on them
    return {"victory": lessons.victory_numbers(trials=200, seed=1, games=20, boom_games=24)}


@pytest.mark.parametrize("name, lang", ACROSS_PAGES)
def test_a_lesson_across_games_reads_engine_numbers_and_embeds_each_game_once(across_numbers, name, lang):
    text = source(name, lang)
    used = names_used(text)
    assert used and used <= set(across_numbers[name]), sorted(used - set(across_numbers[name]))
    assert used == names_used(source(name, "en")), "every language reads the same numbers"
    out, calls = _render(text, across_numbers[name], lang)
    assert sorted(calls["games"]) == sorted(ACROSS[name]) and calls["chart"] >= 1
    assert text.startswith("# ") and 800 <= len(prose(text).split()) <= 1800
    for game in ACROSS[name]:
        assert game.upper() in text
    bare = prose(text)
    assert not re.findall(r"\d\s?%", bare), "a typed percentage"
    assert not re.findall(r"\b\d+/\d+\b", bare), "a typed fraction"
    assert not re.findall(r"\d[.,]\d", bare), "a typed decimal"
    # the computer players are named as the set-up names them, in the page's language
    # (one ladder of levels for both games, ui/players.py: "Computer: champion")
    assert 't("common.players.computer_level", level=t("common.levels.champion"))' in text
    assert 't("common.players.computer_level", level=t("common.levels.expert"))' in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_head_to_head_says_what_its_interval_shows(across_numbers, lang):
    """The MAGIKABOOM paragraph says the edge is shown when the whole interval lies above a
    fair share, and that it is not when the interval holds it, in every language."""
    numbers = across_numbers["victory"]
    text = source("victory", lang)
    shown, not_shown = ({**numbers, "boom2_low": numbers["boom2_fair"] + d} for d in (0.01, -0.01))
    above, holds = _render(text, shown, lang)[0], _render(text, not_shown, lang)[0]
    assert above != holds
    first = {"en": "The whole interval lies above a fair half", "it": "L’intervallo intero sta sopra la metà",
             "es": "El intervalo entero queda por encima de la mitad", "lv": "Viss intervāls ir virs puses"}[lang]
    assert first in above and first not in holds


# -- worksheets to print (site/lessons/<name>.<lang>.worksheet.md) ------------------------------
SHEETS = [(name, lang) for name in (*GAMES, *ACROSS) for lang in LANGS]


@pytest.mark.parametrize("name, lang", SHEETS)
def test_a_worksheet_asks_questions_with_room_and_a_table_to_fill_in(numbers, across_numbers, name, lang):
    from .pages import SITE, worksheet

    text = worksheet(name, lang)
    n = {**numbers, **across_numbers}[name]
    used = names_used(text)
    assert used and used <= set(n), sorted(used - set(n))
    title, body = SITE.render_worksheet(text, name, lang, n)
    assert title and len(re.findall(r"<li>", body)) >= 5, "a worksheet asks at least five questions"
    assert body.count('<span class="answer"') >= 4
    assert re.search(r"<td data-label=\"[^\"]+\"></td>", body), "a table with cells left to fill in"
    bare = prose(text)
    assert not re.findall(r"\d\s?%", bare) and not re.findall(r"\b\d+/\d+\b", bare) and not re.findall(r"\d[.,]\d", bare)


def test_an_answer_has_lines_within_reason():
    from .pages import SITE

    assert SITE.answer_space(1).count("<span></span>") == 1
    for wrong in (0, SITE.MOST_ANSWER_LINES + 1):
        with pytest.raises(ValueError, match="an answer has 1 to"):
            SITE.answer_space(wrong)
