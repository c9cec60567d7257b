"""URL parameters: ``?lang=``, ``?seed=``, ``?difficulty=``, ``?embed=1``.

Values are checked here and only here; a bad value falls back to its default and leaves a
notice (a catalog key and arguments, see :mod:`.notices`) for the page to show. Outside a
served page (a notebook) there is no URL and everything is at its default.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qs

from .i18n import normalize_language
from .registry import choices

# The difficulties games offer, by name ("peaceful", ...), as links and the settings spell them;
# the first is the default.
DIFFICULTIES = choices("difficulty")
DEFAULT_DIFFICULTY = DIFFICULTIES[0]
# Seeds are shared in links and typed by hand: a whole number, or a short word. A refusal
# names both forms with their limits.
SEED_DIGITS = 18
SEED_LETTERS = 32
SEED_INT = re.compile(rf"^[+-]?\d{{1,{SEED_DIGITS}}}$")
SEED_TEXT = re.compile(rf"^[A-Za-z0-9_-]{{1,{SEED_LETTERS}}}$")
# Values shown back in a notice are cut, so a pasted essay cannot flood the page.
SHOWN = 40


@dataclasses.dataclass(frozen=True)
class UrlParams:
    lang: str | None = None          # a supported language, or None when not given / not valid
    seed: int | str | None = None
    difficulty: str | None = None    # "peaceful", "survival", "nightmare" or None
    embed: bool = False
    problems: tuple[tuple[str, dict], ...] = ()  # (catalog key, arguments) for notices


def _shown(value: str) -> str:
    return value if len(value) <= SHOWN else value[:SHOWN - 1] + "…"


def parse_seed(value: str) -> int | str | None:
    """``"42"`` -> 42, ``"daily-2026-11-29"`` -> that string, anything else -> None."""
    value = value.strip()
    if SEED_INT.match(value):
        return int(value)
    if SEED_TEXT.match(value):
        return value
    return None


def _last(query: Mapping[str, Any], name: str) -> str | None:
    """The last value of ``name`` in ``query``, as text, or ``None`` where it is not given."""
    value = query.get(name)
    if isinstance(value, (list, tuple)):
        value = value[-1] if value else None
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    return None if value is None else str(value)


def _embed(raw: str) -> bool | None:
    """``?embed=``'s value as a yes or no, or ``None`` for anything else."""
    word = raw.strip().lower()
    return True if word in ("1", "true", "yes") else False if word in ("0", "false", "no", "") else None


#: Each parameter: how its text is read (``None``: not a value of it), and the notice a bad value
#: leaves, with what that notice says beside the value.
READERS = {
    "lang": (normalize_language, "common.notices.url_lang", {}),
    "seed": (lambda raw: parse_seed(raw), "common.notices.url_seed", {"digits": SEED_DIGITS, "letters": SEED_LETTERS}),
    "difficulty": (lambda raw: raw.strip().lower() if raw.strip().lower() in DIFFICULTIES else None,
                   "common.notices.url_difficulty", {}),
    "embed": (_embed, "common.notices.url_embed", {}),
}


def parse_query(query: Mapping[str, Any] | str | None) -> UrlParams:
    """Validate a query: a ``?a=b`` string, or a mapping of names to a value or list of values
    (``str`` or ``bytes``, as ``pn.state.session_args`` gives them). The last value wins."""
    if query is None:
        return UrlParams()
    if isinstance(query, str):
        query = parse_qs(query.lstrip("?"), keep_blank_values=True)
    values: dict[str, Any] = {}
    problems: list[tuple[str, dict]] = []
    for name, (read, notice, said) in READERS.items():
        raw = _last(query, name)
        if raw is None:
            continue
        value = read(raw)
        if value is None:
            problems.append((notice, {"value": _shown(raw), **said}))
        else:
            values[name] = value
    return UrlParams(**values, problems=tuple(problems))


def current() -> UrlParams:
    """The parameters of the page being served; defaults in a notebook or a script."""
    import panel as pn  # here, so the parsing above stays importable without Panel

    location = pn.state.location
    search = getattr(location, "search", "") if location is not None else ""
    if search:
        return parse_query(search)
    if pn.state.curdoc is not None and pn.state.curdoc.session_context is not None:
        try:
            return parse_query(pn.state.session_args)
        except Exception:  # no request behind this document (e.g. a notebook kernel)
            return UrlParams()
    return UrlParams()
