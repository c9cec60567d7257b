"""Rebuild the shipped tables of the champion player: the reach values (``reach_values.json``,
see :mod:`.reach_probability`) and the win chances (``win_chances.json``, see :mod:`.win_model`).

Run ``python -m cubiri_panel.mishimash.solvers.build_champion_tables`` after changing the rules, the scoring,
the optimal turn values or the model; ``tests/mishimash/solvers/test_reach_probability.py`` and
``test_win_model.py`` fail until the files match. Needs numpy (installed with the app).
"""

from __future__ import annotations

import time

from ...memo import clear_memos
from . import reach_probability
from .win_model import write_table


def main() -> None:
    start = time.perf_counter()

    def progress(text: str) -> None:
        print(f"{time.perf_counter() - start:6.1f} s  {text}", flush=True)

    progress(f"wrote {reach_probability.write_table()}")
    clear_memos(reach_probability.__name__)  # read the table just written
    path = write_table(progress=progress)
    print(f"wrote {path} in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
