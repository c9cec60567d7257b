"""No English left in the Italian, Spanish and Latvian texts: a text that reads exactly as
English's is untranslated unless it holds only names and numbers or is listed below with why,
and no text carries English's small words."""

import re

import pytest

from cubiri_panel.ui import i18n
from cubiri_panel.ui.i18n import parse

OTHERS = ("it", "es", "lv")
# Names every language writes as they are (locales/README.md): the games, the difficulties, the
# powers, the project and what it is built on.
NAMES = ("MAGDAGDON", "MISHIMASH", "MAGIKABOOM", "PEACEFUL", "SURVIVAL", "NIGHTMARE", "Majda Powers",
         "Majda Power", "Cubiri", "Python", "SHA-256", "CSV", "YOUR-SITE")
# Texts a language rightly writes as English does, and why.
SAME_AS_ENGLISH = {
    # Italian says "computer" (the machine and the computer player).
    "it": {"common.players.computer_level", "common.players.computer_short",
           "common.players.default_computer"},
    "es": {"common.settings.speed_normal"},
    "lv": set(),
}
# English words that no Italian, Spanish or Latvian sentence holds.
ENGLISH_WORDS = {"the", "and", "you", "your", "with", "press", "tap", "of", "this", "game", "dice", "roll",
                 "score", "points", "turn", "powers", "expert", "hint", "move", "chance", "odds", "share"}
# "dice" is Italian and Spanish for "says"; "turn" and "move" are not words of theirs, "roll" no verb.
OWN_WORDS = {"it": {"dice"}, "es": {"dice"}, "lv": set()}


def literal_text(nodes) -> str:
    """The words a message shows, placeholders and plural keywords left out (branches kept)."""
    parts = []
    for node in nodes:
        if isinstance(node, str):
            parts.append(node)
        elif node[0] in ("plural", "select"):
            parts.extend(literal_text(body) for body in node[2].values())
    return " ".join(parts)


def words(text: str) -> list[str]:
    for name in NAMES:
        text = text.replace(name, " ")
    return re.findall(r"[^\W\d_]+", text)


def untranslated(lang: str) -> dict[str, str]:
    english, other = i18n.catalog("en"), i18n.catalog(lang)
    return {key: text for key, text in other.items()
            if text == english[key] and words(literal_text(parse(text)))}


@pytest.mark.parametrize("lang", OTHERS)
def test_no_text_is_left_in_english(lang):
    left = untranslated(lang)
    assert {key: text for key, text in left.items() if key not in SAME_AS_ENGLISH[lang]} == {}
    # an exception that no longer applies is taken off the list
    assert sorted(SAME_AS_ENGLISH[lang] - set(left)) == []


@pytest.mark.parametrize("lang", OTHERS)
def test_no_text_holds_english_words(lang):
    found = {}
    for key, text in i18n.catalog(lang).items():
        english = {w for w in words(literal_text(parse(text))) if w.lower() in ENGLISH_WORDS - OWN_WORDS[lang]}
        if english:
            found[key] = sorted(english)
    assert found == {}


def test_the_checks_find_english_left_behind():
    assert words(literal_text(parse("Cubiri MAGDAGDON {date} · {difficulty}"))) == []
    assert words(literal_text(parse("Powers"))) == ["Powers"]
    assert words(literal_text(parse("{n, plural, one {# die} other {# dice}}"))) == ["die", "dice"]
