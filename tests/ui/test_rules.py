"""The in-app rules pages: one Markdown page a game and a language, plus the shared glossary.

Files are read by path from the repository (no package import), so this runs with only the
standard library and pytest.
"""

import json
import re
from pathlib import Path

import pytest

RULES_DIR = Path(__file__).resolve().parents[2] / "cubiri_panel" / "ui" / "rules"
GAMES = ("magdagdon", "mishimash", "magikaboom")
LANGS = ("en", "it", "es", "lv")

# Buttons each game's page names; the page must use the glossary's word for them.
BUTTONS = {
    "magdagdon": ("roll", "confirm", "reroll"),
    "mishimash": ("roll", "bank"),
    "magikaboom": ("stop", "continue"),
}
GLOSSARY_KEYS = {
    "roll", "confirm", "bank", "stop", "continue", "ruin", "majda_power", "potion", "cauldron",
    "hat", "bust", "turn_points", "multiplier", "score",
}


def page(game, lang):
    return (RULES_DIR / f"{game}.{lang}.md").read_text(encoding="utf-8")


def sections(text):
    return [line for line in text.splitlines() if line.startswith("## ")]


@pytest.fixture(scope="module")
def glossary():
    return json.loads((RULES_DIR / "glossary.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_page_exists_with_title_and_game_name(game, lang):
    text = page(game, lang)
    assert text.strip(), "empty page"
    assert text.startswith("# "), "a page starts with its '# ' title"
    assert game.upper() in text.splitlines()[0]
    assert game.upper() in text


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS[1:])
def test_same_number_of_sections_as_english(game, lang):
    english = sections(page(game, "en"))
    assert english, "the English page has '## ' sections"
    assert len(sections(page(game, lang))) == len(english)


@pytest.mark.parametrize("lang", LANGS)
def test_magdagdon_keeps_difficulty_names(lang):
    text = page("magdagdon", lang)
    for name in ("PEACEFUL", "SURVIVAL", "NIGHTMARE"):
        assert name in text


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_plain_markdown_only(game, lang):
    text = page(game, lang)
    assert not re.search(r"</?[a-zA-Z][^>]*>", text), "no HTML"
    assert "](" not in text, "no links or images"


def test_glossary_has_same_keys_in_every_language(glossary):
    assert set(glossary) == set(LANGS)
    english = set(glossary["en"])
    assert GLOSSARY_KEYS <= english
    for lang in LANGS:
        assert set(glossary[lang]) == english, lang
        assert all(isinstance(v, str) and v.strip() for v in glossary[lang].values()), lang


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_pages_use_the_glossary_button_words(glossary, game, lang):
    text = page(game, lang)
    for key in BUTTONS[game]:
        assert glossary[lang][key] in text, (key, glossary[lang][key])
