"""Rebuild the shipped table of the champion player: ``race_table.json`` (see :mod:`.race`).

Run ``python -m cubiri_panel.magikaboom.solvers.build_race_table`` after changing the rules, the
effect table or the model; ``tests/magikaboom/test_race.py`` fails until the file matches. Needs
numpy (installed with the app).
"""

from __future__ import annotations

import time

from .race import write_table


def main() -> None:
    start = time.perf_counter()

    def progress(text: str) -> None:
        print(f"{time.perf_counter() - start:6.1f} s  {text}", flush=True)

    path = write_table(progress=progress)
    print(f"wrote {path} in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
