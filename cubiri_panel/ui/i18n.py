"""Translations: one JSON catalog per language and domain, looked up as ``t("domain.key", **kw)``.

Catalogs live in ``locales/<lang>/<domain>.json``. A domain is a file, so each game's view
author owns ``<lang>/<game>.json`` and ``common.json`` holds the app chrome. Inside a file,
objects nest for readability and are flattened with dots: ``{"a11y": {"die": "..."}}`` in
``common.json`` is ``t("common.a11y.die")``. Texts are ICU MessageFormat messages: named
placeholders ``{n}``, and a count's forms chosen by the language's CLDR plural rules
(``plurals.py``): ``{n, plural, one {# die} other {# dice}}``, with exact matches such as
``=0 {...}``, ``#`` for the number as the code passed it, and placeholders nested in the
branches; ``{kind, select, rolls {...} other {...}}`` picks a branch by a word the code passes.
Translators may reorder placeholders but never rename them (``tests/ui/test_i18n.py`` checks
every language against English). ``locales/README.md`` is the translators' guide.

Game names and the words MAGDAGDON, MISHIMASH, MAGIKABOOM, PEACEFUL, SURVIVAL and NIGHTMARE are
never translated: catalogs spell them as they are.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from decimal import Decimal
from pathlib import Path

from .plurals import operands, plural_category

LOCALES = Path(__file__).parent / "locales"
LANGUAGES = ("en", "it", "es", "lv")
DEFAULT_LANGUAGE = "en"
# Each language is offered under its own name, so a reader finds theirs whatever is showing.
LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "es": "Español", "lv": "Latviešu"}


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


#: Catalogs a game brings from its own folder (``domain -> folder of <lang>.json``): a game
#: registered from outside the package (:func:`.registry.register`) keeps its texts with it.
_ADDED: dict[str, Path] = {}


def add_domain(domain: str, folder: Path | None) -> None:
    """Read the texts of ``domain`` from ``folder/<lang>.json`` (``None``: take them out again)."""
    if folder is None:
        _ADDED.pop(domain, None)
    else:
        _ADDED[domain] = Path(folder)
    catalog.cache_clear()


def _path(lang: str, domain: str) -> Path:
    return _ADDED[domain] / f"{lang}.json" if domain in _ADDED else LOCALES / lang / f"{domain}.json"


def domains(lang: str = DEFAULT_LANGUAGE) -> tuple[str, ...]:
    """The catalog files (domains) present for ``lang``, sorted."""
    folder = LOCALES / lang
    shipped = {p.stem for p in folder.glob("*.json")} if folder.is_dir() else set()
    return tuple(sorted(shipped | {d for d in _ADDED if _path(lang, d).is_file()}))


@functools.cache
def catalog(lang: str) -> dict[str, str]:
    """Every text of ``lang``, keyed ``domain.key``. Cached: catalogs ship with the package."""
    texts: dict[str, str] = {}
    for domain in domains(lang):
        path = _path(lang, domain)
        _flatten(domain, json.loads(path.read_text(encoding="utf-8")), texts, path)
    return texts


def keys(lang: str) -> set[str]:
    """The keys ``lang`` defines, over all its domain files."""
    return set(catalog(lang))


# A parsed message is a list of nodes: literal text; ("arg", name); ("#",) for the count of the
# nearest plural; (kind, name, {selector: nodes}) for a plural or a select.
Node = str | tuple


@functools.cache
def parse(template: str) -> tuple[Node, ...]:
    """The nodes of an ICU message; ``ValueError`` if its braces or branches are malformed.

    >>> parse("{n, plural, one {# die} other {# dice}} left")
    (('plural', 'n', {'one': (('#',), ' die'), 'other': (('#',), ' dice')}), ' left')
    """
    nodes, end = _message(template, 0, in_plural=False)
    if end != len(template):
        raise ValueError(f"unmatched }} at {end} in {template!r}")
    return nodes


def _message(text: str, pos: int, in_plural: bool) -> tuple[tuple[Node, ...], int]:
    nodes: list[Node] = []
    start = pos
    while pos < len(text) and text[pos] != "}":
        if text[pos] == "{" or text[pos] == "#" and in_plural:
            if pos > start:
                nodes.append(text[start:pos])
            if text[pos] == "#":
                nodes.append(("#",))
                pos += 1
            else:
                node, pos = _argument(text, pos + 1, in_plural)
                nodes.append(node)
            start = pos
        else:
            pos += 1
    if pos > start:
        nodes.append(text[start:pos])
    return tuple(nodes), pos


def _argument(text: str, pos: int, in_plural: bool) -> tuple[Node, int]:
    head_end = _next(text, pos, "{}")
    head = [part.strip() for part in text[pos:head_end].split(",")]
    if text[head_end] == "}" and len(head) == 1 and head[0]:
        return ("arg", head[0]), head_end + 1
    if len(head) != 3 or head[1] not in ("plural", "select") or not head[0]:
        raise ValueError(f"not a placeholder, plural or select: {text[pos - 1:head_end + 1]!r}")
    name, kind, selector = head
    branches: dict[str, tuple[Node, ...]] = {}
    pos = head_end
    while True:
        if not selector:
            raise ValueError(f"a branch without a selector in {text!r}")
        body, pos = _message(text, pos + 1, in_plural or kind == "plural")
        if pos >= len(text):
            raise ValueError(f"unclosed branch {selector!r} in {text!r}")
        branches[selector] = body
        after = _next(text, pos + 1, "{}")
        selector = text[pos + 1:after].strip()
        if text[after] == "}" and not selector:
            return (kind, name, branches), after + 1
        pos = after


def _next(text: str, pos: int, chars: str) -> int:
    while pos < len(text) and text[pos] not in chars:
        pos += 1
    if pos == len(text):
        raise ValueError(f"unclosed {{ in {text!r}")
    return pos


def placeholders(template: str) -> set[str]:
    """The argument names of a message, in its branches too (``"{n}"`` -> ``{"n"}``)."""
    found: set[str] = set()

    def walk(nodes: tuple[Node, ...]) -> None:
        for node in nodes:
            if isinstance(node, tuple) and len(node) > 1:
                found.add(node[1])
                for body in (node[2].values() if len(node) == 3 else ()):
                    walk(body)
    walk(parse(template))
    return found


def format_message(template: str, lang: str, args: dict[str, object]) -> str:
    """``template`` with ``args`` filled in and each plural's branch chosen for ``lang``;
    ``KeyError`` if an argument is missing or a plural or select lacks its ``other`` branch.

    >>> format_message("{n, plural, zero {# punkti} one {# punkts} other {# punkti}}", "lv", {"n": 121})
    '121 punkts'
    """
    return _render(parse(template), lang, args, None)


def _render(nodes: tuple[Node, ...], lang: str, args: dict[str, object], count: object) -> str:
    out = []
    for node in nodes:
        if isinstance(node, str):
            out.append(node)
        elif node[0] == "#":
            out.append(str(count))
        elif node[0] == "arg":
            out.append(str(args[node[1]]))
        else:
            kind, name, branches = node
            value = args[name]
            out.append(_render(_branch(kind, branches, value, lang), lang, args,
                               value if kind == "plural" else count))
    return "".join(out)


def _branch(kind: str, branches: dict[str, tuple[Node, ...]], value: object, lang: str) -> tuple[Node, ...]:
    if kind == "select":
        return branches.get(str(value), branches["other"])
    number = operands(value, lang)["n"]
    for selector, body in branches.items():
        if selector.startswith("=") and Decimal(selector[1:]) == number:
            return body
    return branches.get(plural_category(lang, value), branches["other"])


class Translator:
    """Texts of one language. ``t("common.close")``; a key missing in this language falls back to
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
            return format_message(template, self.lang, kw)
        except (KeyError, ValueError, ArithmeticError):
            # A caller that forgot an argument still gets readable text, not a crashed page.
            return template

    def has(self, key: str) -> bool:
        return key in self._texts or key in self._fallback

    def __repr__(self) -> str:
        return f"Translator({self.lang!r})"
