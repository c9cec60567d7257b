"""The lessons' simulations, for learners to run themselves: a number of trials and a seed in,
the running frequency out, beside the exact value it converges on.

Each lesson page of the site has a small form that calls :func:`run_lab` in the browser (the
engine in Pyodide, with param and nothing else), and draws what it returns. The simulations
are the very ones of the lessons' convergence tables, with the same names, so the same seed
gives the same figures in CPython, in a notebook and on the page: with the lesson's own seed
and trials the last point is the table's last row.

Like the rest of the package, this imports neither Panel nor numpy.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ..memo import memoized
from .sampling import Sample, running_estimates

MIN_TRIALS, MAX_TRIALS, MAX_TURNS = 10, 200_000, 50_000
#: Points of the running frequency a run returns at most (a chart needs no more): every trial up
#: to the first hundred, then spread evenly on a logarithmic scale, the last trial always in.
CURVE_POINTS = 400
#: What a lesson page's form starts with, the run every learner sees first. The trials: enough to
#: see the frequency settle, quick to run (a played turn costs many rolls, so fewer turns).
START_TRIALS = {"rolls": 5_000, "turns": 2_000}
#: The seed: one whose first run is a typical one, every simulation of every lesson at its starting
#: trials within a standard error of the exact value (tests/lessons/test_lab.py holds it there).
#: The lessons' own seed, 2026, put the MISHIMASH bust 3.6 standard errors off at 5,000 rolls: a
#: run that rare, seen first by everyone, teaches that a simulation misses.
START_SEED = 64


@dataclass(frozen=True)
class Lab:
    """One simulation a learner can run: its lesson page, what one trial is, and how to make
    the trial (a sample: 1.0 when the event happens, else 0.0) with the exact chance of it."""

    name: str    # the simulation's name: it seeds the dice, as in the lesson's table
    lesson: str  # "magdagdon", "mishimash", "magikaboom" or "victory"
    unit: str    # what a trial is: "rolls" or "turns"
    make: Callable[[], tuple[Sample, float]]
    label: str   # its name on the form: a key of ``lab.labs``
    #: The games whose solved tables its players read (the static site loads those tables).
    tables: tuple[str, ...] = ()

    @property
    def max_trials(self) -> int:
        """The most trials a run may ask for: a played turn costs many rolls, so fewer turns."""
        return MAX_TRIALS if self.unit == "rolls" else MAX_TURNS

    @property
    def start_trials(self) -> int:
        """The trials the form offers first."""
        return START_TRIALS[self.unit]


def _indicator(event) -> Sample:
    return lambda rng: 1.0 if event(rng) else 0.0


def _magdagdon_corner() -> tuple[Sample, float]:
    from ..magdagdon import Board, Difficulty, magdagdon_probability
    from .magdagdon import POSITIONS, magdagdon_event
    corner = Board.parse(POSITIONS["corner"])
    return (_indicator(magdagdon_event(corner, Difficulty.NIGHTMARE)),
            magdagdon_probability(corner, Difficulty.NIGHTMARE))


def _mishimash_bust() -> tuple[Sample, float]:
    from ..mishimash import bust_probability
    from .mishimash import busts
    return _indicator(busts(3)), bust_probability(3)


def _magikaboom_explosion() -> tuple[Sample, float]:
    from ..magikaboom import explosion_probability
    from .magikaboom import explosion_event, faces
    cauldron = faces("AAAB")
    return _indicator(explosion_event(cauldron)), explosion_probability(cauldron)


def _reach(player: str) -> Callable[[], tuple[Sample, float]]:
    """Final-round turns that must make the lesson's 100 points: played for it, or for points."""
    def make() -> tuple[Sample, float]:
        from ..mishimash import OptimalBot, ReachPolicy, reach_probability
        from .victory import FINAL_NEED, points_player_reach, turn_makes
        if player == "reach":
            return _indicator(turn_makes(ReachPolicy(FINAL_NEED), FINAL_NEED)), reach_probability(FINAL_NEED)
        return _indicator(turn_makes(OptimalBot(), FINAL_NEED)), points_player_reach(FINAL_NEED)
    return make


LABS: dict[str, Lab] = {lab.name: lab for lab in (
    Lab("magdagdon/corner/nightmare/convergence", "magdagdon", "rolls", _magdagdon_corner, "corner"),
    Lab("mishimash/bust/3/convergence", "mishimash", "rolls", _mishimash_bust, "bust"),
    # the lessons of MAGIKABOOM and of victory embed its game, whose champion reads the race table
    Lab("magikaboom/explosion/AAAB/convergence", "magikaboom", "rolls", _magikaboom_explosion, "explosion",
        ("magikaboom",)),
    Lab("victory/mishimash/reach/convergence", "victory", "turns", _reach("reach"), "reach",
        ("mishimash", "magikaboom")),
    Lab("victory/mishimash/points_player/convergence", "victory", "turns", _reach("points_player"),
        "points_player", ("mishimash", "magikaboom")),
)}


def labs_of(lesson: str) -> list[Lab]:
    """The simulations of a lesson page, in the order its form offers them."""
    return [lab for lab in LABS.values() if lab.lesson == lesson]


@memoized(maxsize=None)
def _prepared(name: str) -> tuple[Sample, float]:
    return LABS[name].make()


def curve_trials(trials: int, points: int = CURVE_POINTS) -> list[int]:
    """The trial counts a run reports the running frequency at: 1..100, then about evenly on a
    logarithmic scale up to ``trials`` (always included)."""
    shown = list(range(1, min(trials, 100) + 1))
    if trials > 100:
        steps = points - len(shown)
        ratio = (trials / 100) ** (1 / steps)
        at = 100.0
        for _ in range(steps):
            at *= ratio
            if round(at) > shown[-1]:
                shown.append(round(at))
        if shown[-1] != trials:
            shown.append(trials)
    return shown


def check_trials(trials, most: int = MAX_TRIALS) -> int:
    if not (type(trials) is int and MIN_TRIALS <= trials <= most):
        raise ValueError(f"the number of trials must be a whole number from {MIN_TRIALS:,} to "
                         f"{most:,}, not {trials!r:.40}")
    return trials


def check_seed(seed) -> int:
    if not (type(seed) is int and 0 <= seed < 10 ** 9):
        raise ValueError(f"the seed must be a whole number from 0 to 999,999,999, not {seed!r:.40}")
    return seed


def run_lab(name: str, trials: int, seed: int) -> dict:
    """Run the simulation ``name`` (a key of :data:`LABS`) for ``trials`` trials from ``seed``.

    Returns ``{"name", "unit", "trials", "seed", "exact", "estimate", "standard_error",
    "hits", "curve"}``: ``curve`` is ``[[trials so far, running frequency], ...]`` at
    :func:`curve_trials`, and ``hits`` the trials where the event happened. A bad name, number
    of trials or seed raises ``ValueError`` and runs nothing.
    """
    if name not in LABS:
        raise ValueError(f"no simulation called {name!r:.60}: choose one of {sorted(LABS)}")
    check_trials(trials, LABS[name].max_trials)
    check_seed(seed)
    sample, exact = _prepared(name)
    means = running_estimates(sample, trials, seed, name)
    estimate = means[-1]
    hits = round(estimate * trials)
    return {"name": name, "unit": LABS[name].unit, "trials": trials, "seed": seed,
            "exact": float(exact), "estimate": estimate,
            "standard_error": math.sqrt(max(estimate * (1 - estimate), 0.0) / trials),
            "hits": hits, "curve": [[t, means[t - 1]] for t in curve_trials(trials)]}
