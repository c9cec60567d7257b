"""The rules pages: ``rules/<game>.<lang>.md``, one Markdown file a game and language, and the
glossary of button words and terms they share with the catalogs."""

from __future__ import annotations

import functools
import json
from pathlib import Path

from .i18n import DEFAULT_LANGUAGE, GAMES, LANGUAGES, normalize_language

RULES = Path(__file__).parent / "rules"


def rules_path(game: str, lang: str) -> Path:
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; choose from {GAMES}")
    return RULES / f"{game}.{normalize_language(lang) or DEFAULT_LANGUAGE}.md"


def has_rules(game: str, lang: str) -> bool:
    return rules_path(game, lang).is_file()


def rules_markdown(game: str, lang: str) -> str | None:
    """The rules of ``game`` in ``lang`` as Markdown, or ``None`` if that page does not exist.

    The files are the project's own text (never user input), so the Markdown is rendered as is.
    """
    path = rules_path(game, lang)
    return path.read_text(encoding="utf-8") if path.is_file() else None


def missing_rules() -> list[tuple[str, str]]:
    """Every (game, language) that has no rules page."""
    return [(g, lang) for g in GAMES for lang in LANGUAGES if not has_rules(g, lang)]


@functools.cache
def glossary() -> dict[str, dict[str, str]]:
    """The button words and game terms per language (``rules/glossary.json``), which the rules
    pages and the catalogs share."""
    return json.loads((RULES / "glossary.json").read_text(encoding="utf-8"))
