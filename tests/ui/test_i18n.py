"""Every language has every text, with the same placeholders, and every rules page."""

import ast
import json
import re
from pathlib import Path

import pytest

from cubiri_panel.ui import i18n
from cubiri_panel.ui.i18n import LANGUAGES, Translator, placeholders, resolve_language
from cubiri_panel.ui.rules import missing_rules, rules_markdown

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
UI = Path(i18n.__file__).parent
UNTRANSLATED = ("MAGDAGDON", "MISHIMASH", "MAGIKABOOM", "PEACEFUL", "SURVIVAL", "NIGHTMARE")


@pytest.mark.parametrize("lang", OTHERS)
def test_language_has_every_english_key_and_no_other(lang):
    english, other = i18n.keys("en"), i18n.keys(lang)
    assert sorted(english - other) == [], f"{lang} lacks these texts"
    assert sorted(other - english) == [], f"{lang} has texts English does not"


@pytest.mark.parametrize("lang", OTHERS)
def test_language_has_every_domain_file(lang):
    assert i18n.domains(lang) == i18n.domains("en")


@pytest.mark.parametrize("lang", OTHERS)
def test_placeholders_match_english(lang):
    english, other = i18n.catalog("en"), i18n.catalog(lang)
    wrong = {key: (placeholders(english[key]), placeholders(other[key]))
             for key in english.keys() & other.keys()
             if placeholders(english[key]) != placeholders(other[key])}
    assert wrong == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_texts_are_not_empty_and_keep_the_game_words(lang):
    english, other = i18n.catalog("en"), i18n.catalog(lang)
    assert [k for k, v in other.items() if not v.strip()] == []
    for key, text in english.items():
        for word in UNTRANSLATED:
            if word in text:
                assert word in other[key], f"{lang} {key} must keep {word} as it is"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_files_are_objects_of_text(lang):
    for path in (UI / "locales" / lang).glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert isinstance(data, dict), path


def test_every_game_has_a_rules_page_in_every_language():
    assert missing_rules() == []


def test_rules_markdown_reads_the_page_of_that_language():
    english, italian = rules_markdown("magdagdon", "en"), rules_markdown("magdagdon", "it")
    assert "MAGDAGDON" in english and "MAGDAGDON" in italian and english != italian
    assert rules_markdown("mishimash", "xx") == rules_markdown("mishimash", "en")  # unknown: English


def _literal_keys(source: str) -> set[str]:
    """Catalog keys the code names literally: first arguments of ``t(...)``, ``.t(...)``,
    ``notify(...)`` and ``add(...)`` calls, any argument of other calls that reads as a
    ``common.notices.`` key (the store hands its notices on), and ``"@key"`` references
    (docstrings ignored)."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            value = node.args[0].value
            if name in ("t", "notify", "add") and isinstance(value, str) and DOMAIN.match(value):
                found.add(value)
        if isinstance(node, ast.Call):
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) \
                        and arg.value.startswith("common.notices.") and DOMAIN.match(arg.value):
                    found.add(arg.value)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("@"):
            if DOMAIN.match(node.value[1:]):
                found.add(node.value[1:])
    return found


DOMAIN = re.compile(r"^(common|magdagdon|mishimash|magikaboom)\.[\w.]*\w$")  # f-string pieces end in "."


def test_every_literal_key_used_in_the_ui_code_exists():
    used = set()
    for path in UI.rglob("*.py"):
        used |= _literal_keys(path.read_text(encoding="utf-8"))
    assert "common.notices.set_aside_game" in used, "the scan found too little: it is broken"
    assert sorted(used - i18n.keys("en")) == []


def test_translator_formats_and_falls_back():
    assert Translator("lv")("common.a11y.cell", row=1, col=3, value=4) == "1. rinda, 3. kolonna: 4"
    assert Translator("en").t("common.a11y.die", n=2, value=5) == "die 2 showing 5"
    assert Translator("xx").lang == "en"
    assert Translator("it").t("no.such.key") == "no.such.key"
    # A missing argument leaves the template readable rather than raising.
    assert "{n}" in Translator("en").t("common.players.default_person")


@pytest.mark.parametrize(("setting", "url", "browser", "expected"), [
    ("it", "es", "lv-LV", "it"),
    ("", "es", "lv-LV", "es"),
    ("", None, "lv-LV", "lv"),
    ("", "xx", ["de-DE", "es-AR"], "es"),
    ("", None, "de-DE", "en"),
    (None, None, None, "en"),
])
def test_language_resolution_order(setting, url, browser, expected):
    assert resolve_language(setting, url, browser) == expected
