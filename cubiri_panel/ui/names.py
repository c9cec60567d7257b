"""Players' names as typed: what a set-up form keeps of them, and how it shows their limit.

A name is shown on every screen and in the high scores, so characters that are not letters a
person means are removed before it reaches the engine: control characters (a pasted tab or
line break) and the bidirectional overrides and isolates, which turn the rest of a line
around (``"\\u202eexe.txt"`` shows as "txt.exe"). The zero-width joiner stays: emoji are made
of it.
"""

from __future__ import annotations

import unicodedata

# Embeddings, overrides, isolates and the directional marks.
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")


def clean_name(text: str, limit: int) -> str:
    """``text`` without control or bidi characters, spaces trimmed, cut to ``limit`` characters."""
    kept = "".join(c for c in text if c not in BIDI_CONTROLS
                   and unicodedata.category(c) not in ("Cc", "Zl", "Zp"))
    return kept.strip()[:limit].strip()


def with_count(label: str, typed: str | None, limit: int) -> str:
    """A name field's label with how much of its limit the name uses: "Player 1 · 5/32"."""
    return f"{label} · {len(clean_name(typed or '', limit))}/{limit}"
