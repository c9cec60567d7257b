"""The lessons' words in each language: the terms the translation review settled on, one style of
quotation marks a language, the same numbers in every language, and the grammar that depends on a
number (Italian articles before a simulated percentage, Latvian singular after a count ending in 1).
See ../shared/reviews/translations.md for the findings these tests keep from coming back."""

import re
from collections import Counter

import jinja2
import pytest

from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.plurals import plural_category

from .pages import SITE, source, worksheet
NAMES = ("magdagdon", "mishimash", "magikaboom", "victory")
LANGS = ("en", "it", "es", "lv")
PAGES = [(name, lang) for name in NAMES for lang in LANGS]
# A lesson and its worksheet to print are worded alike.
SOURCES = {"lesson": source, "worksheet": worksheet}

JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.S)
NAME = re.compile(r"\bn\.([A-Za-z_]\w*)|\bn\[\s*[\"'](\w+)[\"']\s*\]")
KEY = re.compile(r"\bt\(\s*\"([\w.]+)\"")

# What the review found taught or worded wrong, and the same slips found on the pass over all
# sixteen pages, by language (case-insensitive, in the prose).
FORBIDDEN = {
    "it": (
        "frequenza progressiva", "stima progressiva",  # running relative frequency: "frequenza relativa"
        "il gioco che", "il gioco giusto", "il gioco migliore", "il gioco peggiore", "gioco ottimale",
        "lo ritiri", "tanti punti quanto", "ogni pochi turni", "per due modi di prendere",
        "partite al primo posto", "che non è lo stesso che", "il piccolo totale c'è", "dall'ultimo dado",
        "l'ultimo giro", "valori dolci",
    ),
    "es": (
        "frecuencia acumulada", "estimación acumulada",  # cumulative frequency: another concept
        "el juego que", "el juego correcto", "el mejor juego", "el peor juego", "juego óptimo",
        "cogiendo", "coger", "la toma", "maneras de tomar", "prima fija", "separadas cinco puntos",
        "mitad y mitad", "sombrero que llega", "tienen semilla", "no hay ninguno", "del juego tiene",
    ),
    "lv": (
        "uzkrātais biežums", "uzkrātais novērtējums",  # cumulative frequency: another concept
        "atradām spēli", "pareizā spēle", "labākā spēle", "sliktākā spēle", "optimālā spēle",
        "zina arī spēli", "pirmajā vietā tas", "pie tik maz", "prēmij", "pēdējais aplis", "pēdējā apļa",
        "īkšķa likum", "pār visiem", "samazināt −1", "palielināt +1", "kāda ir tava vieta",
        "vienādi vērti", "līdzsvara punkt", "ar roku",
    ),
    "en": (),
}
# The running relative frequency, in every lesson's own language (the lab form uses the same term).
RELATIVE_FREQUENCY = {"en": "relative frequency", "it": "frequenza relativa", "es": "frecuencia relativa", "lv": "relatīvais biežums"}
# One quotation style a language: the marks allowed, and those that must not appear.
QUOTES = {"en": ("“”", "\"«»„"), "it": ("«»", "\"“”„"), "es": ("«»", "\"“”„"), "lv": ("„”", "\"“«»")}


def prose(text):
    """What a reader sees of the source: Jinja expressions, comments and code spans left out."""
    return re.sub(r"`[^`]*`", " ", JINJA.sub(" ", text))


@pytest.mark.parametrize("kind", SOURCES)
@pytest.mark.parametrize("name, lang", PAGES)
def test_no_term_the_review_ruled_out(name, lang, kind):
    text = prose(SOURCES[kind](name, lang)).lower()
    assert [term for term in FORBIDDEN[lang] if term in text] == []


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", sorted(RELATIVE_FREQUENCY))
def test_the_running_share_is_the_relative_frequency(name, lang):
    assert RELATIVE_FREQUENCY[lang] in prose(source(name, lang)).lower()


@pytest.mark.parametrize("kind", SOURCES)
@pytest.mark.parametrize("name, lang", PAGES)
def test_one_quotation_style_a_language(name, lang, kind):
    text = prose(SOURCES[kind](name, lang))
    allowed, banned = QUOTES[lang]
    assert [mark for mark in banned if mark in text] == []
    if len(allowed) == 2:  # an opening and a closing mark: every quotation is closed
        opened = closed = 0
        for mark in text:
            opened += mark == allowed[0]
            closed += mark == allowed[1]
            assert closed <= opened
        assert opened == closed
    else:
        assert text.count(allowed) % 2 == 0


@pytest.mark.parametrize("kind", SOURCES)
@pytest.mark.parametrize("name", NAMES)
def test_every_language_tells_the_same_numbers(name, kind):
    """Each engine number as often as in English, the app's own words by the same keys, and
    no number typed in one language only."""
    source = SOURCES[kind]
    english = source(name, "en")

    def typed(text):
        return set(re.findall(r"\d+", prose(text)))

    for lang in LANGS[1:]:
        text = source(name, lang)
        assert Counter(a or b for a, b in NAME.findall(text)) == Counter(a or b for a, b in NAME.findall(english)), lang
        assert Counter(KEY.findall(text)) == Counter(KEY.findall(english)), lang
        assert typed(text) == typed(english), lang


# -- grammar that depends on a number ------------------------------------------------------------

def render_page(name, lang, numbers):
    env = jinja2.Environment(undefined=jinja2.StrictUndefined)
    env.filters.update(frac=SITE.frac, pct=lambda v: SITE.pct(v, lang), pp=lambda v: SITE.pp(v, lang),
                       pp_value=lambda v: SITE.pp_value(v, lang), num=lambda v: SITE.num(v, lang),
                       int=lambda v: SITE.integer(v, lang))
    return env.from_string(source(name, lang)).render(
        n=numbers, lang=lang, t=Translator(lang), plural=lambda shown: plural_category(lang, shown), embed_game=lambda **kw: "",
        bar_chart=lambda rows, label="label", value="value", title="": "")


def measured_as(numbers, value):
    """The numbers with every measured value (a float: simulations and played games) set to
    ``value``; exact values (Fractions) and counts stay as they are."""
    if isinstance(numbers, dict):
        return {k: measured_as(v, value) for k, v in numbers.items()}
    if isinstance(numbers, list):
        return [measured_as(v, value) for v in numbers]
    return value if isinstance(numbers, float) else numbers


# Italian reads 1, 8, 11 and 80-89 with a vowel (uno, otto, undici, ottanta): l'8%, dell'11%;
# and 0 as zero: lo 0,5%.
ITALIAN_PERCENT = re.compile(r"\b(il|al|dal|nel|del|l['’]|all['’]|dall['’]|nell['’]|dell['’]|lo|allo|dallo|nello|dello) ?(\d+)(?:,\d)?%")


def wrong_italian_articles(text):
    wrong = []
    for article, whole in ITALIAN_PERCENT.findall(text):
        vowel = whole in ("1", "8", "11") or (len(whole) == 2 and whole[0] == "8")
        want = "elided" if vowel else "lo" if whole == "0" else "plain"
        have = "elided" if article.endswith(("'", "’")) else "lo" if article.endswith("lo") else "plain"
        if want != have:
            wrong.append(f"{article} {whole}")
    return wrong


@pytest.mark.parametrize("name", NAMES)
def test_italian_article_before_a_percentage_agrees_with_the_number(numbers, name):
    assert wrong_italian_articles(render_page(name, "it", numbers[name])) == []
    for measured in (0.083, 0.113, 0.254, 0.005, 0.812):
        assert wrong_italian_articles(render_page(name, "it", measured_as(numbers[name], measured))) == [], measured


def test_the_italian_check_finds_a_wrong_article():
    assert wrong_italian_articles("nel 8,3% dei casi, il 54,3%") == ["nel 8"]
    assert wrong_italian_articles("dall'25,0% al 11%, il 0,5%") == ["dall' 25", "al 11", "il 0"]


# Latvian: a count ending in 1 but not 11 takes the singular ("21 kauliņš", "1 punktu"), so the
# next word must not have a plural ending (nominative -i/-as/-es aside, which the genitive shares).
LATVIAN_COUNT = re.compile(r"(?<![\d,\u00a0])(\d{1,3}(?:\u00a0\d{3})*)(?![\d,])\s+(\w+)")
PLURAL_ENDING = re.compile(r"(i|us|iem|os|ām|ēm|ās|ēs)$")
NOT_NOUNS = {"vai", "un", "ir", "ne", "no", "pie", "līdz", "pret", "kā", "jo", "tiem", "tikai", "reizi"}


def latvian_plural_after_one(text):
    wrong = []
    for count, word in LATVIAN_COUNT.findall(text):
        digits = count.replace("\u00a0", "")
        if digits.endswith("1") and not digits.endswith("11") and word not in NOT_NOUNS \
                and PLURAL_ENDING.search(word):
            wrong.append(f"{count} {word}")
    return wrong


@pytest.mark.parametrize("name", NAMES)
def test_latvian_singular_after_a_count_ending_in_one(numbers, name):
    assert latvian_plural_after_one(render_page(name, "lv", numbers[name])) == []


def test_the_latvian_check_finds_a_plural_after_one():
    text = "21 kauliņi, 11 kauliņi, 1 kauliņš, 2\u00a0021 punkti, 1 vai 5, 31 punktu"
    assert latvian_plural_after_one(text) == ["21 kauliņi", "2\u00a0021 punkti"]
