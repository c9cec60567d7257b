"""The catalogs' texts as a reader sees them: counts in the form each language's CLDR rule asks
for, no count left unpluralised, no player given a gender, one quotation style a language, and
the rule cards' words (``cubiri_panel/ui/rules/glossary.json``). ``locales/README.md`` explains
each rule to translators."""

import re

import pytest

from cubiri_panel.ui import i18n
from cubiri_panel.ui.i18n import LANGUAGES, Translator, format_message, parse
from cubiri_panel.ui.plurals import categories, plural_category
from cubiri_panel.ui.rules import glossary

COUNTS = (0, 1, 2, 5, 11, 21, 101, 1000)
# Placeholders that hold how many of something. ``n`` is not one: it numbers a die, a turn, a row
# or a space ("die {n}"), and where it is an amount it stands alone ("gain {n}").
COUNT_NAMES = {"count", "required", "prepared", "left", "total", "penalty", "score", "points", "sum",
               "trials", "hits", "digits", "letters", "seconds", "most", "target", "turns", "kinds",
               "rolls", "bonus", "gain", "min", "max", "spread", "difference"}
# Words that may follow a count left bare: they do not agree with it ("{left} of {total}", "{seconds} s").
CONNECTIVES = {"en": {"of", "to", "or", "and", "from", "with", "s"},
               "it": {"su", "di", "dei", "da", "a", "e", "o", "s", "tra", "con"},
               "es": {"de", "a", "o", "y", "s", "por", "entre", "con"},
               "lv": {"no", "līdz", "un", "vai", "s", "ar"}}
# Words before a number that agree with it ("te ne restano 1", "1 are prepared").
AGREEING = {"en": {"are", "were", "is", "was"}, "it": {"restano", "rimangono", "mancano", "sono"},
            "es": {"quedan", "faltan", "son"}, "lv": {"atlikuši", "atlikušas", "atlicis", "atlikusi"}}
WORD = r"[^\W\d_]+"


def texts(lang):
    return i18n.catalog(lang).items()


def nodes_of(tree, kinds=("plural", "select", "arg")):
    """Every argument node of a parsed message, in its branches too."""
    for node in tree:
        if isinstance(node, tuple) and node[0] in ("plural", "select"):
            if node[0] in kinds:
                yield node
            for body in node[2].values():
                yield from nodes_of(body, kinds)
        elif isinstance(node, tuple) and node[0] in kinds:
            yield node


def counted(lang):
    return {key: text for key, text in texts(lang) if any(nodes_of(parse(text), ("plural",)))}


# -- the messages ---------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_is_a_well_formed_message_with_an_other_branch(lang):
    for key, text in texts(lang):
        for kind, name, branches in nodes_of(parse(text), ("plural", "select")):
            assert "other" in branches, (key, name)
            if kind == "plural":
                allowed = set(categories(lang))
                assert all(s in allowed or re.fullmatch(r"=\d+", s) for s in branches), (key, list(branches))


def test_every_language_pluralises_what_english_does():
    english = set(counted("en"))
    assert len(english) >= 15, "the scan found too few counted texts: it is broken"
    for lang in LANGUAGES:
        for key in english:
            text = i18n.catalog(lang)[key]
            plural = {n[1] for n in nodes_of(parse(text), ("plural",))}
            # a language may instead say it in label form ("Rezultāts: {score}"), which the lint allows
            assert plural or key in LABEL_FORM[lang], (lang, key)


# Texts that English pluralises and a language writes as a label ("Dadi da piazzare: 2").
LABEL_FORM = {"en": set(),
              "it": {"magdagdon.hint.place", "magdagdon.hint.ready", "magdagdon.errors.below-required"},
              "es": {"magdagdon.hint.place", "magdagdon.hint.ready", "magdagdon.errors.below-required"},
              "lv": {"magdagdon.hint.place", "magdagdon.hint.ready", "magdagdon.errors.below-required",
                     "mishimash.log.win", "mishimash.banner.win",
                     "mishimash.end.solo"}}


def sample_args(text, count):
    """Arguments for every placeholder of ``text``: each plural gets ``count``, each select its
    first branch, the rest a word."""
    args = {}
    for node in nodes_of(parse(text)):
        if node[0] == "plural":
            args[node[1]] = count
        elif node[0] == "select":
            args.setdefault(node[1], next(iter(node[2])))
        else:
            args.setdefault(node[1], "X")
    return args


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_counted_text_has_and_chooses_the_form_of_every_count(lang):
    needed = {plural_category(lang, n) for n in COUNTS}
    assert needed == ({"zero", "one", "other"} if lang == "lv" else {"one", "other"})
    for key, text in counted(lang).items():
        for _, name, branches in nodes_of(parse(text), ("plural",)):
            assert needed <= set(branches), (key, name, sorted(needed - set(branches)))
            # the branch the formatter takes for each count is the one CLDR names (or an exact =n)
            marked = "{v, plural, " + " ".join(f"{s} {{{s}}}" for s in branches) + "}"
            for n in COUNTS:
                expected = f"={n}" if f"={n}" in branches else plural_category(lang, n)
                assert format_message(marked, lang, {"v": n}) == expected, (key, name, n)
        for n in COUNTS:
            for select in [s for node in nodes_of(parse(text), ("select",)) for s in node[2]] or [None]:
                args = sample_args(text, n)
                for node in nodes_of(parse(text), ("select",)):
                    args[node[1]] = select
                shown = format_message(text, lang, args)
                assert "{" not in shown and "#" not in shown.replace("(#", ""), (key, n, shown)
                assert str(n) in shown or key == "lab.result" and lang == "en" and n == 1, (key, n, shown)


def say(lang, key, **kw):
    return Translator(lang)(key, **kw)


def test_counted_texts_read_as_the_language_asks():
    assert say("en", "magdagdon.hint.ready", prepared=1).startswith("1 die prepared:")
    assert say("en", "magdagdon.hint.ready", prepared=21).startswith("21 dice prepared:")
    assert say("en", "magdagdon.errors.below-required", required=1, prepared=1) == "this turn must place 1 die; 1 is prepared."
    assert say("en", "magdagdon.errors.below-required", required=2, prepared=0) == "this turn must place 2 dice; 0 are prepared."
    assert say("en", "magdagdon.end.title", score=1) == "1 point"
    assert say("en", "magdagdon.end.title", score=121) == "121 points"
    assert "happened once:" in say("en", "lab.result", kind="rolls", trials="1,000", hits=1, estimate="", exact="", difference="0.5", error="0.1")
    assert say("it", "magdagdon.powers.left", left=1, total=1, penalty=70) == "Majda Powers rimaste: 1 su 1. La prossima costa 70 punti."
    assert say("it", "magdagdon.hint.over", score=1) == "Partita finita: 1 punto."
    assert say("it", "lab.running", kind="turns", trials="1") == "Simulazione di 1 turno…"
    assert say("es", "mishimash.banner.win", name="Ana", score=1) == "¡Ana gana con 1 punto!"
    assert "ocurrió 1 vez:" in say("es", "lab.result", kind="rolls", trials="5000", hits="1", estimate="", exact="", difference="0,5", error="0,1")
    assert "ocurrió 2 veces:" in say("es", "lab.result", kind="rolls", trials="5000", hits="2", estimate="", exact="", difference="0,5", error="0,1")
    costs = {n: say("lv", "magdagdon.powers.left", left=1, total=3, penalty=n).split("maksā ")[1] for n in (1, 10, 11, 21, 40)}
    assert costs == {1: "1 punktu.", 10: "10 punktus.", 11: "11 punktus.", 21: "21 punktu.", 40: "40 punktus."}
    after = {n: say("lv", "lab.result", kind="rolls", trials=n, hits=3, estimate="", exact="", difference="0,5", error="0,1").split(" notikumu")[0]
             for n in ("1", "21", "11", "5\u00a0000", "101")}
    assert [say("lv", "magdagdon.end.title", score=n) for n in (121, 111, 57, 10)] == \
        ["121 punkts", "111 punkti", "57 punkti", "10 punkti"]
    assert after == {"1": "Pēc 1 metiena", "21": "Pēc 21 metiena", "11": "Pēc 11 metieniem",
                     "5\u00a0000": "Pēc 5\u00a0000 metieniem", "101": "Pēc 101 metiena"}
    assert say("lv", "lab.running", kind="turns", trials="2\u00a0000") == "Simulē: 2\u00a0000 gājieni…"


# -- the lint: a count is pluralised or stands as a label -----------------------------------------
def bare_counts(text, lang):
    """The count placeholders of ``text`` outside any plural that a word agrees with: the word
    right after (unless a connective) or an agreeing word right before."""
    found = []

    def walk(tree):
        for i, node in enumerate(tree):
            if isinstance(node, tuple) and node[0] == "select":
                for body in node[2].values():
                    walk(body)
            if not (isinstance(node, tuple) and node[0] == "arg" and node[1] in COUNT_NAMES):
                continue
            after = tree[i + 1] if i + 1 < len(tree) and isinstance(tree[i + 1], str) else ""
            before = tree[i - 1] if i > 0 and isinstance(tree[i - 1], str) else ""
            next_word = re.match(rf"\s*({WORD})", after)
            last_word = re.search(rf"({WORD})\s*$", before)
            if next_word and next_word.group(1).lower() not in CONNECTIVES[lang] or \
                    last_word and last_word.group(1).lower() in AGREEING[lang]:
                found.append(node[1])
    walk(parse(text))
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_count_is_left_unpluralised(lang):
    assert {key: bare_counts(text, lang) for key, text in texts(lang) if bare_counts(text, lang)} == {}


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Tap a die. Prepare at least {required} dice this turn."),
    ("en", "this turn must place 2 dice; {prepared} are prepared."),
    ("en", "Game over: {score} points."),
    ("it", "Majda Powers: te ne restano {left} su {total}."),
    ("it", "l'evento si è verificato {hits} volte"),
    ("es", "Majda Powers: te quedan {left} de {total}."),
    ("lv", "Majda Powers: atlikušas {left} no {total}."),
    ("lv", "{score} punkti"),
    ("lv", "notikums notika {hits} reizes"),
])
def test_the_lint_finds_the_counts_the_review_found(lang, text):
    assert bare_counts(text, lang)


# -- names: whoever the player is -----------------------------------------------------------------
# Words that give a player a gender in a text that names them: a past participle agreeing with
# the name as the subject ("{name} si è fermato"; "La pozione di {name} è esplosa" agrees with
# the potion), or a noun or adjective for the player (a word list per language).
GENDERED = {
    "en": re.compile(r"\b(?:he|she|his|her|him)\b", re.I),
    "it": re.compile(r"(?:^|[.:;!?]\s)\{names?\}\s+(?:si\s+)?(?:è|era|fu|sarà|resta)\s+\w+[oa]\b"
                     r"|\b(?:vincitor[ei]|vincitrice|campion(?:e|essa)|pront[oa]|bloccat[oa]|eliminat[oa])\b", re.I),
    "es": re.compile(r"(?:^|[.:;!?¡]\s?)\{names?\}\s+(?:se\s+)?(?:está|es|fue|queda|quedó|ha\s+sido)\s+\w+(?:ad|id)[oa]s?\b"
                     r"|\b(?:ganador(?:a)?|list[oa]|eliminad[oa]|campe(?:ón|ona)|bloquead[oa])\b", re.I),
    "lv": re.compile(r"\b\w+(?:ējis|ējusi|ājis|ājusi|ījis|ījusi|dzis|gusi|jies|jusies|usies|tis|tusi)\b"
                     r"|\b(?:uzvarētāj[sa]|spēlētāj[sa]|pirmais|pēdējais)\b", re.I),
}
# Tags shown beside a player's name: they describe the player too.
NAME_TAGS = {"magikaboom.score.winner", "mishimash.score.winner", "magikaboom.score.playing", "mishimash.score.playing"}


def name_texts(lang):
    return {key: text for key, text in texts(lang) if "{name}" in text or "{names}" in text or key in NAME_TAGS}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_texts_that_name_a_player_give_no_gender(lang):
    listed = name_texts(lang)
    assert len(listed) >= 40, "the scan found too few texts that name a player"
    assert {key: text for key, text in listed.items() if GENDERED[lang].search(text)} == {}


@pytest.mark.parametrize(("lang", "text"), [
    ("it", "{name} si è fermato, ma la pozione non vale nulla."),
    ("it", "vincitore"),
    ("es", "ganador"),
    ("es", "{name} está preparado."),
    ("lv", "Uzvarētājs {name}: {place}. vieta rekordu tabulā."),
    ("lv", "{name} sasniedzis mērķi."),
    ("lv", "{name} apstājusies."),
])
def test_the_gender_check_finds_what_the_review_found(lang, text):
    assert GENDERED[lang].search(text)


# -- typography -----------------------------------------------------------------------------------
QUOTES = {"en": "“”’", "it": "«»’", "es": "«»", "lv": "„”"}
ALL_QUOTES = "\"'“”„‟«»‘’‚‹›"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_quotation_style_a_language(lang):
    wrong = {key: sorted(set(text) & set(ALL_QUOTES) - set(QUOTES[lang])) for key, text in texts(lang)}
    assert {key: marks for key, marks in wrong.items() if marks} == {}
    opening, closing = QUOTES[lang][0], QUOTES[lang][1]
    assert [key for key, text in texts(lang) if text.count(opening) != text.count(closing)] == []


# -- the rule cards' words ------------------------------------------------------------------------
# Each button's catalog keys: the button says exactly the glossary's word.
BUTTONS = {"roll": ["magdagdon.buttons.roll", "mishimash.buttons.roll", "magikaboom.roll"],
           "confirm": ["magdagdon.buttons.confirm"], "reroll": ["magdagdon.buttons.reroll"],
           "minus_one": ["magdagdon.buttons.minus"], "plus_one": ["magdagdon.buttons.plus"],
           "bank": ["mishimash.buttons.bank"], "stop": ["magikaboom.stop"], "continue": ["magikaboom.continue"]}
# Each game term's domain: its catalog uses the glossary's word.
TERMS = {"ruin": "magdagdon", "majda_power": "magdagdon", "potion": "magikaboom", "cauldron": "magikaboom",
         "hat": "magikaboom", "explosion": "magikaboom", "reserve": "magikaboom", "bust": "mishimash",
         "turn_points": "mishimash", "multiplier": "mishimash", "score": "mishimash",
         "relative_frequency": "lab", "standard_error": "lab"}
# Words the review rejected, that never come back.
REJECTED = {"it": ["frequenza progressiva", "lo ritiri", "traguardo", "a portata di tocco", "giocatori del computer", "giocatore del computer"],
            "es": ["frecuencia acumulada", "bonificación", "movimiento", "juega ahora", "simuladas"],
            "lv": ["uzkrātais", "uzkrātā", "SAMAZINĀT", "PALIELINĀT", "Izredzes", "brūvē", "droši", "šodienas dienas"]}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_buttons_say_the_rule_cards_words(lang):
    words = glossary()[lang]
    for term, keys in BUTTONS.items():
        assert {key: say(lang, key) for key in keys} == {key: words[term] for key in keys}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_game_terms_are_the_glossary_words(lang):
    words = glossary()[lang]
    for term, domain in TERMS.items():
        used = [text for key, text in texts(lang) if key.startswith(domain + ".")]
        assert any(words[term].lower() in text.lower() for text in used), (term, words[term])
    for word in REJECTED.get(lang, []):
        assert [key for key, text in texts(lang) if word.lower() in text.lower()] == [], word


@pytest.mark.parametrize("lang", LANGUAGES)
def test_majda_powers_keeps_its_name(lang):
    for key, text in i18n.catalog("en").items():
        if "Majda Power" in text:
            assert "Majda Power" in i18n.catalog(lang)[key], key
