"""Stored values as strict JSON: whatever a key holds is untrusted, so reading never raises
anything but :class:`Unreadable`."""

from __future__ import annotations

import json
from typing import Any


class Unreadable(Exception):
    """A stored value that is not Cubiri's data: too long, not JSON, or refused."""


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def parse(raw: Any, limit: int) -> Any:
    """``raw`` as strict JSON (no ``NaN``/``Infinity``), or :class:`Unreadable`: a value longer
    than ``limit`` is refused before it is parsed, and any failure of the parser counts."""
    if not isinstance(raw, str):
        raise Unreadable("not text")
    if len(raw) > limit:
        raise Unreadable(f"longer than {limit} characters")
    try:
        return json.loads(raw, parse_constant=_no_constant)
    except Exception as err:  # RecursionError for deep nesting, ValueError, anything
        raise Unreadable(f"not JSON ({type(err).__name__})") from None


def dumps(data: Any) -> str:
    """``data`` as the store writes it: sorted keys, and letters as they are, not as ``\\u``
    escapes (a name of emoji then takes 2 characters a letter, not 12)."""
    return json.dumps(data, sort_keys=True, allow_nan=False, ensure_ascii=False)
