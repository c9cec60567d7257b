"""The rules pages: ``rules/<game>.<lang>.md``, one Markdown file a game and language, and the
glossary of button words and terms they share with the catalogs."""

from __future__ import annotations

import functools
import json
from pathlib import Path

from markdown_it import MarkdownIt

from .i18n import DEFAULT_LANGUAGE, LANGUAGES, normalize_language
from .registry import names

RULES = Path(__file__).parent / "rules"


def rules_path(game: str, lang: str) -> Path:
    if game not in names():
        raise ValueError(f"unknown game {game!r}; choose from {names()}")
    return RULES / f"{game}.{normalize_language(lang) or DEFAULT_LANGUAGE}.md"


def has_rules(game: str, lang: str) -> bool:
    return rules_path(game, lang).is_file()


def rules_markdown(game: str, lang: str) -> str | None:
    """The rules of ``game`` in ``lang`` as Markdown, or ``None`` if that page does not exist.

    The files are the project's own text (never user input), so the Markdown is rendered as is.
    """
    path = rules_path(game, lang)
    return path.read_text(encoding="utf-8") if path.is_file() else None


def rules_html(game: str, lang: str) -> str | None:
    """The rules of ``game`` in ``lang`` as HTML, or ``None`` if that page does not exist.

    Every cell of a table's body carries its column's heading (``data-label``), so that a phone
    too narrow for a wide table can show its rows one under another, each value named beside it
    (the rules card's stylesheet does it).

    >>> html = rules_html("magdagdon", "en")
    >>> '<td data-label="Majda Powers">3</td>' in html
    True
    """
    text = rules_markdown(game, lang)
    return None if text is None else markdown_html(text)


def markdown_html(text: str) -> str:
    """Markdown (CommonMark and tables) as HTML, each table body cell labelled with its heading.

    >>> print(markdown_html("| Face | Effect |\\n|---|---|\\n| 1 | **Move** |"))
    <table>
    <thead>
    <tr>
    <th>Face</th>
    <th>Effect</th>
    </tr>
    </thead>
    <tbody>
    <tr>
    <td data-label="Face">1</td>
    <td data-label="Effect"><strong>Move</strong></td>
    </tr>
    </tbody>
    </table>
    <BLANKLINE>
    """
    md = MarkdownIt("commonmark", {"html": True}).enable("table")
    tokens = md.parse(text)
    headings: list[str] = []
    column = 0
    for i, token in enumerate(tokens):
        if token.type == "thead_open":
            headings = []
        elif token.type == "th_open":
            headings.append("".join(child.content for child in tokens[i + 1].children or []))
        elif token.type == "tr_open":
            column = 0
        elif token.type == "td_open":
            if column < len(headings) and headings[column]:
                token.attrSet("data-label", headings[column])
            column += 1
    return md.renderer.render(tokens, md.options, {})


def missing_rules() -> list[tuple[str, str]]:
    """Every (game, language) that has no rules page."""
    return [(g, lang) for g in names() for lang in LANGUAGES if not has_rules(g, lang)]


@functools.cache
def glossary() -> dict[str, dict[str, str]]:
    """The button words and game terms per language (``rules/glossary.json``), which the rules
    pages and the catalogs share."""
    return json.loads((RULES / "glossary.json").read_text(encoding="utf-8"))
