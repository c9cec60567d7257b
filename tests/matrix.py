"""Which cases of a whole matrix (every language x device x state) a test run covers.

``make test`` runs a fixed slice: with :func:`diagonal`, every value of every axis appears at
least once; with :func:`chosen`, the values named (the rest are covered by other tests);
``make test-matrix`` (``CUBIRI_FULL_MATRIX=1``) runs every combination.

>>> diagonal(["en", "it", "es", "lv"], [320, 390])
[('en', 320), ('it', 390), ('es', 320), ('lv', 390)]
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Sequence

FULL = os.environ.get("CUBIRI_FULL_MATRIX") == "1"


def diagonal(*axes: Sequence, full: bool | None = None) -> list[tuple]:
    """Every combination of the axes' values when the whole matrix is asked for; else as many
    cases as the longest axis has values, the i-th taking each axis's i-th value (cycling)."""
    if FULL if full is None else full:
        return list(itertools.product(*axes))
    return [tuple(axis[i % len(axis)] for axis in axes) for i in range(max(map(len, axes)))]


def chosen(values: Sequence, keep: Sequence) -> list:
    """All ``values`` when the whole matrix is asked for; else only those in ``keep``."""
    assert set(keep) <= set(values), set(keep) - set(values)
    return list(values) if FULL else [v for v in values if v in keep]
