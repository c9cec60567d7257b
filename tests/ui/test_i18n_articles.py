"""Italian articles before a number the code writes in: "il 1", "al 8° posto" and "scaricato il
8 %" are read "l'uno", "all'ottavo", "l'otto per cento", so a masculine article never stands
before a number's placeholder; "un {value}" (un uno, un otto) and a label ("posizione {place}")
read right for every number. The lessons have their own check (tests/lessons/test_wording.py)."""

import re

from cubiri_panel.ui import i18n

# Placeholders that hold words, not numbers: an article may stand before them.
WORDS = {"name", "names", "game", "difficulty", "label", "ingredient", "choice", "chosen", "best", "combination",
         "what", "reason", "language", "level", "effect", "moves", "dice", "cells", "first", "last", "file",
         "error", "unit", "kind", "fraction", "date", "action", "text", "bonuses", "seed", "code"}
# Masculine articles and articulated prepositions whose form depends on the next sound.
ARTICLE = re.compile(r"\b(?:il|lo|al|allo|del|dello|dal|dallo|nel|nello|sul|sullo|col)\s+\{(\w+)\}", re.I)


def numbers_after_an_article(text: str) -> list[str]:
    return [name for name in ARTICLE.findall(text) if name not in WORDS]


def test_no_italian_article_stands_before_a_number():
    found = {key: numbers_after_an_article(text) for key, text in i18n.catalog("it").items()}
    assert {key: names for key, names in found.items() if names} == {}


def test_the_check_finds_the_articles_it_was_written_for():
    assert numbers_after_an_article("usare −1 sul {value}") == ["value"]
    assert numbers_after_an_article("scaricato il {percent}") == ["percent"]
    assert numbers_after_an_article("al {place}° posto") == ["place"]
    assert numbers_after_an_article("usare −1 su un {value}; la partita di {game}; il {name}") == []
