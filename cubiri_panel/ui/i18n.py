"""Translations: one JSON catalog per language and domain, looked up as ``t("domain.key", **kw)``.

Catalogs live in ``locales/<lang>/<domain>.json``. A domain is a file, so each game's view
author owns ``<lang>/<game>.json`` and ``common.json`` holds the app chrome. Inside a file,
objects nest for readability and are flattened with dots: ``{"a11y": {"die": "..."}}`` in
``common.json`` is ``t("common.a11y.die")``. Texts are ``str.format`` templates with named
placeholders; translators may reorder placeholders but never rename them
(``tests/ui/test_i18n.py`` checks every language against English).

Game names and the words MAGDAGDON, MISHIMASH, MAGIKABOOM, PEACEFUL, SURVIVAL and NIGHTMARE are
never translated: catalogs spell them as they are.
"""

from __future__ import annotations

import functools
import json
import string
from collections.abc import Iterable
from pathlib import Path

LOCALES = Path(__file__).parent / "locales"
LANGUAGES = ("en", "it", "es", "lv")
DEFAULT_LANGUAGE = "en"
# Each language is offered under its own name, so a reader finds theirs whatever is showing.
LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "es": "Español", "lv": "Latviešu"}
GAMES = ("magdagdon", "mishimash", "magikaboom")
GAME_NAMES = {"magdagdon": "MAGDAGDON", "mishimash": "MISHIMASH", "magikaboom": "MAGIKABOOM"}


def normalize_language(code: object) -> str | None:
    """The supported language a code such as ``"it"``, ``"es-AR"`` or ``"LV_lv"`` names, else None."""
    if not isinstance(code, str):
        return None
    primary = code.strip().replace("_", "-").split("-")[0].lower()
    return primary if primary in LANGUAGES else None


def resolve_language(setting: str | None = None, url: str | None = None,
                     browser: str | Iterable[str] | None = None) -> str:
    """The language to show: the saved setting, else ``?lang=``, else the browser's, else English."""
    browsers = [browser] if isinstance(browser, str) or browser is None else list(browser)
    for candidate in (setting, url, *browsers):
        lang = normalize_language(candidate)
        if lang:
            return lang
    return DEFAULT_LANGUAGE


def _flatten(prefix: str, data: object, out: dict[str, str], source: Path) -> None:
    if isinstance(data, dict):
        for key, value in data.items():
            _flatten(f"{prefix}.{key}", value, out, source)
    elif isinstance(data, str):
        out[prefix] = data
    else:
        raise ValueError(f"{source}: {prefix} must be text or an object, not {type(data).__name__}")


def domains(lang: str = DEFAULT_LANGUAGE) -> tuple[str, ...]:
    """The catalog files (domains) present for ``lang``, sorted."""
    folder = LOCALES / lang
    return tuple(sorted(p.stem for p in folder.glob("*.json"))) if folder.is_dir() else ()


@functools.cache
def catalog(lang: str) -> dict[str, str]:
    """Every text of ``lang``, keyed ``domain.key``. Cached: catalogs ship with the package."""
    texts: dict[str, str] = {}
    for domain in domains(lang):
        path = LOCALES / lang / f"{domain}.json"
        _flatten(domain, json.loads(path.read_text(encoding="utf-8")), texts, path)
    return texts


def keys(lang: str) -> set[str]:
    """The keys ``lang`` defines, over all its domain files."""
    return set(catalog(lang))


def placeholders(template: str) -> set[str]:
    """The named ``str.format`` fields of a template (``"{n}"`` -> ``{"n"}``)."""
    return {field.split(".")[0].split("[")[0]
            for _, field, _, _ in string.Formatter().parse(template) if field}


class Translator:
    """Texts of one language. ``t("common.roll")``; a key missing in this language falls back to
    English (and a key missing everywhere shows as itself), so a half-finished catalog never
    breaks a page; the catalog test is what keeps them complete."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE):
        self.lang = normalize_language(lang) or DEFAULT_LANGUAGE
        self._texts = catalog(self.lang)
        self._fallback = catalog(DEFAULT_LANGUAGE)

    def __call__(self, key: str, /, **kw: object) -> str:
        return self.t(key, **kw)

    def t(self, key: str, /, **kw: object) -> str:
        template = self._texts.get(key) or self._fallback.get(key)
        if template is None:
            return key
        try:
            return template.format(**kw)
        except (KeyError, IndexError, ValueError):
            # A caller that forgot an argument still gets readable text, not a crashed page.
            return template

    def has(self, key: str) -> bool:
        return key in self._texts or key in self._fallback

    def __repr__(self) -> str:
        return f"Translator({self.lang!r})"
