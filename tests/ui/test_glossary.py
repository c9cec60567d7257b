"""One word for one thing: each language's word for the engine, the review, the relative
frequency, MISHIMASH's take, MAGIKABOOM's race and goal, the high scores and pooling is the
glossary's (cubiri_panel/ui/rules/glossary.json), and the other words a reader met for the same
thing appear in no catalog, lesson or notebook of that language. A failure names where and the word."""

import json
import re
from pathlib import Path

import pytest

from cubiri_panel.ui.i18n import LANGUAGES, catalog
from cubiri_panel.ui.rules import glossary

ROOT = Path(__file__).resolve().parents[2]
TERMS = ("engine", "review", "relative_frequency", "take", "race", "goal", "high_scores", "pool")
# Where each term is named in every language: the glossary word must be there (case aside).
HOME = {"engine": "lab.errors.run", "review": "coach.review.title", "relative_frequency": "lab.figures.estimate",
        "take": "mishimash.hint.choose", "race": "magikaboom.odds.race_title", "goal": "magikaboom.track.goal",
        "high_scores": "magdagdon.end.highscores", "pool": "classroom.end.hint"}
# The other words for the same things, found in earlier readings; ``only`` limits a word to the
# texts about one game where, elsewhere, it names something else (Latvian "mērķis" is
# MISHIMASH's target; Italian "classifica" is MAGIKABOOM's ranking).
REJECTED = {
    "en": {"relative_frequency": [r"running (frequency|estimate|share)"], "take": [r"set (it|them) aside"]},
    "it": {"review": [r"\brevisione\b"], "race": [r"\bcors[ae]\b"], "goal": [r"\btraguard[oi]\b"],
           "take": [r"metterl[oi] da parte"], "pool": [r"\bmett\w* insieme\b", r"\bmettendol\w* insieme\b"],
           "high_scores": [r"\bclassifica\b"]},
    "es": {"review": [r"\brevisión\b"], "race": [r"\bvalor de carrera\b"], "take": [r"\bapartarl[oa]s?\b"],
           "pool": [r"\bjunt(ar|an|ando)\b", r"\bjunta (las|los|cada)\b"]},
    "lv": {"engine": [r"\bprogramm(a|as|ai|u|ā|ām)\b"], "review": [r"\bapskats?\b"],
           "take": [r"noliktu to malā", r"paņemt atpakaļ"], "goal": [r"\bmērķ\w*"],
           "final_score": [r"\bgala rezultāt\w*"]},
}
ONLY = {("lv", "goal"): "magikaboom", ("it", "high_scores"): "!magikaboom"}


def texts(lang: str) -> list[tuple[str, str]]:
    """(where, text) for every catalog key, lesson line and notebook cell in ``lang``."""
    found = [(key, text) for key, text in catalog(lang).items()]
    for path in sorted((ROOT / "site" / "lessons").glob(f"*.{lang}.md")):
        found += [(f"{path.relative_to(ROOT)}:{i}", line) for i, line in enumerate(path.read_text().splitlines(), 1)]
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        parts = path.name.split(".")
        if (parts[1] if len(parts) == 3 else "en") != lang:
            continue
        cells = json.loads(path.read_text())["cells"]
        found += [(f"{path.relative_to(ROOT)} cell {i}", "".join(cell["source"])) for i, cell in enumerate(cells)]
    return found


def in_scope(where: str, only: str | None) -> bool:
    if only is None:
        return True
    about = re.split(r"[./ ]", where.removeprefix("site/lessons/").removeprefix("notebooks/"))[0]
    return about != only[1:] if only.startswith("!") else about == only


def rejected_words(lang: str, found: list[tuple[str, str]]) -> list[tuple[str, str]]:
    hits = []
    for term, patterns in REJECTED.get(lang, {}).items():
        only = ONLY.get((lang, term))
        for where, text in found:
            if in_scope(where, only):
                hits += [(where, m.group()) for p in patterns for m in re.finditer(p, text, re.IGNORECASE)]
    return hits


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_glossary_names_every_term(lang):
    words = glossary()[lang]
    assert set(TERMS) <= set(words)
    for term, key in HOME.items():
        assert words[term].lower() in catalog(lang)[key].lower(), (key, words[term])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_other_word_for_a_glossary_term(lang):
    assert rejected_words(lang, texts(lang)) == []


def test_the_check_names_where_and_the_word():
    found = [("magikaboom.odds.race_title", "Valore di corsa"), ("site/lessons/mishimash.lv.md:3", "līdz mērķim"),
             ("site/lessons/magikaboom.lv.md:3", "pirms mērķa"), ("magikaboom.effects.rank", "primo in classifica")]
    assert rejected_words("it", found) == [("magikaboom.odds.race_title", "corsa")]
    assert rejected_words("lv", found) == [("site/lessons/magikaboom.lv.md:3", "mērķa")]
