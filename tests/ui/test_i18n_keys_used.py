"""Every catalog key is used by some code: the app's Python and JavaScript, the site's build,
templates and scripts, the lessons or the notebooks. A key is found by its name written whole, by
a name that code completes ("lab.unit." + a unit, f"{game}.errors.{rule}"), or, in the site's
scripts, by its name within the lab's texts (say("result") is lab.result)."""

import re
from pathlib import Path

from cubiri_panel.ui.i18n import LOCALES, catalog

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("cubiri_panel/**/*.py", "cubiri_panel/**/*.js", "apps/*.py", "site/*.py", "site/templates/*",
           "site/lessons/*.md", "notebooks/*.ipynb")
SCRIPTS = "site/static/*.js"
# One dotted name in code; a part may be a placeholder ({game}, ${key}), and a name may end in a
# dot that code completes.
PART = r"(?:[\w\-]|\$?\{[^{}\s\"']*\})+"
NAME = re.compile(rf"{PART}(?:\.{PART})+\.?")
# The lab's scripts name lab.* keys without their domain: say("result"), say(`figures.${key}`).
SAID = re.compile(r"(?:say\(|texts\[)\s*[\"'`]([^\"'`]+)[\"'`]")


def as_pattern(name: str) -> str | None:
    literal = re.sub(r"\$?\{[^}]*\}", "", name)
    if not re.search(r"[a-z_]{3,}", literal):
        return None  # "{a}.{b}" names nothing in particular
    pattern = re.sub(r"\\\$\\\{[^}]*\\\}|\\\{[^}]*\\\}", r"[\\w\\-]*", re.escape(name))
    return pattern + r"[\w\-.]+" if name.endswith(".") else pattern


def used_names() -> re.Pattern:
    names = set()
    for glob in SOURCES:
        for path in ROOT.glob(glob):
            if path.is_file():
                names |= set(NAME.findall(path.read_text(encoding="utf-8", errors="ignore")))
    for path in ROOT.glob(SCRIPTS):
        text = path.read_text(encoding="utf-8")
        names |= set(NAME.findall(text))
        names |= {"lab." + said for said in SAID.findall(text)}
    patterns = sorted(filter(None, map(as_pattern, names)))
    return re.compile("|".join(f"(?:{p})" for p in patterns))


def unused(keys, used: re.Pattern) -> list[str]:
    """The keys no name in code stands for (a key's tail after its domain counts too)."""
    found = []
    for key in keys:
        parts = key.split(".")
        if not any(used.fullmatch(".".join(parts[i:])) for i in range(len(parts) - 1)):
            found.append(key)
    return found


def test_every_catalog_key_is_used():
    # the catalogs the package ships (a game registered from elsewhere brings and uses its own)
    shipped = {path.stem for path in (LOCALES / "en").glob("*.json")}
    keys = [key for key in catalog("en") if key.split(".")[0] in shipped]
    assert len(keys) > 500 and unused(keys, used_names()) == []


def test_the_search_finds_an_unused_key_and_a_completed_one():
    used = re.compile("|".join(filter(None, map(as_pattern, ["lab.unit.", "{game}.errors.{code}", "coach.value.points"]))))
    assert unused(["common.roll", "lab.unit.rolls", "mishimash.errors.bust", "coach.value.points",
                   "coach.value.chance"], used) == ["common.roll", "coach.value.chance"]
