"""Players' names as the tables and high scores keep them."""

from __future__ import annotations

import unicodedata
from typing import Any

# Bidirectional embeddings, overrides, isolates and marks reorder what follows them
# ("\u202eexe.txt" shows as "txt.exe"). The zero-width joiner stays: emoji are made of it.
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_UNSEEN = ("Cc", "Zl", "Zp")  # controls (a pasted tab or line break) and line separators


def clean_name(name: Any) -> str:
    """A player's name as the table shows it: control, line-separator and bidirectional
    characters removed, spaces at the ends trimmed."""
    text = str(name)
    return "".join(ch for ch in text if ch not in _BIDI and unicodedata.category(ch) not in _UNSEEN).strip()
