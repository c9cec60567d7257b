"""The numbers the probability lessons teach, computed by the engines when the site is built.

One function per game returns its lesson's numbers as a dict of named values: exact
``fractions.Fraction`` values (enumerations of equally likely dice outcomes), seeded
simulation estimates beside them (floats, with ``trials`` and ``seed`` recorded in the dict;
``*_se`` is an estimate's standard error), and small tables (lists of dicts). The lesson pages
(``site/lessons/<game>.<lang>.md``) read them as ``n.<name>``; the teaching notebooks use the
same functions and the simulation helpers.

Like the engines, this package imports neither Panel nor Bokeh.
"""

from collections.abc import Callable, Iterator, Mapping
from importlib import import_module

from .sampling import (SEED, TRIALS, Estimate, convergence, roll, running_estimates, simulate_mean,
                       simulate_probability)

# Each lesson's module (named as the lesson) and the function in it that computes its numbers.
_FUNCTIONS = {"magdagdon": "magdagdon_numbers", "mishimash": "mishimash_numbers",
              "magikaboom": "magikaboom_numbers", "victory": "victory_numbers"}


class _Lessons(Mapping):
    """Each lesson's numbers function, by the lesson's name, imported when first looked up: they
    run where the site is built and in the notebooks, never on the site's pages, which ship
    without them (``site/packages.py``'s ``NOT_ON_THE_SITE``) while running this package's
    simulations."""

    def __getitem__(self, name: str) -> Callable[..., dict]:
        if name not in _FUNCTIONS:
            raise KeyError(name)
        return getattr(import_module(f".{name}", __name__), _FUNCTIONS[name])

    def __iter__(self) -> Iterator[str]:
        return iter(_FUNCTIONS)

    def __len__(self) -> int:
        return len(_FUNCTIONS)


NUMBERS = _Lessons()


def __getattr__(name: str):
    """``magdagdon_numbers`` and its siblings, imported when first used (PEP 562)."""
    lesson = name.removesuffix("_numbers")
    if name != lesson and lesson in _FUNCTIONS:
        return NUMBERS[lesson]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
