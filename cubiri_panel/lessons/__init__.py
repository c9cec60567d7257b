"""The numbers the probability lessons teach, computed by the engines when the site is built.

One function per game returns its lesson's numbers as a dict of named values: exact
``fractions.Fraction`` values (enumerations of equally likely dice outcomes), seeded
simulation estimates beside them (floats, with ``trials`` and ``seed`` recorded in the dict;
``*_se`` is an estimate's standard error), and small tables (lists of dicts). The lesson pages
(``site/lessons/<game>.<lang>.md``) read them as ``n.<name>``; the teaching notebooks use the
same functions and the simulation helpers.

Like the engines, this package imports neither Panel nor Bokeh.
"""

from .magdagdon import magdagdon_numbers
from .magikaboom import magikaboom_numbers
from .mishimash import mishimash_numbers
from .victory import victory_numbers
from .sampling import (SEED, TRIALS, Estimate, convergence, roll, running_estimates, simulate_mean,
                       simulate_probability)

NUMBERS = {"magdagdon": magdagdon_numbers, "mishimash": mishimash_numbers,
           "magikaboom": magikaboom_numbers, "victory": victory_numbers}
#: Each lesson page by name, with the games it embeds: a lesson a game, and "Points or victory?"
#: across two of them.
EMBEDS = {"magdagdon": ("magdagdon",), "mishimash": ("mishimash",), "magikaboom": ("magikaboom",),
          "victory": ("mishimash", "magikaboom")}


def lesson_numbers(game: str) -> dict:
    """The numbers of ``game``'s lesson (``"magdagdon"``, ``"mishimash"`` or ``"magikaboom"``),
    or of the lesson across games ``"victory"`` ("Points or victory?")."""
    try:
        return NUMBERS[game]()
    except KeyError:
        raise ValueError(f"no lesson for {game!r}: choose one of {sorted(NUMBERS)}") from None


__all__ = ["Estimate", "NUMBERS", "SEED", "TRIALS", "convergence", "lesson_numbers",
           "magdagdon_numbers", "magikaboom_numbers", "mishimash_numbers", "roll",
           "running_estimates", "simulate_mean", "simulate_probability", "victory_numbers"]
