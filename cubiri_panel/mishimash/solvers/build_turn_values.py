"""Rebuild the shipped table of optimal turn values (``turn_values.json``).

Run ``python -m cubiri_panel.mishimash.solvers.build_turn_values`` after changing the rules, the scoring or
``turn_values.DEFAULT_CAP``; ``tests/mishimash/solvers/test_turn_values.py`` fails until the file matches.
"""

from __future__ import annotations

import time

from .turn_values import DEFAULT_CAP, write_table


def main() -> None:
    start = time.perf_counter()
    path = write_table(cap=DEFAULT_CAP)
    print(f"wrote {path} (cap {DEFAULT_CAP}) in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
