"""Class mode for the lessons' simulations: every student of a class runs the same simulation
from a seed of their own, and every page shows the whole class's runs, each replayed from its
seed, so the students and the teacher see the same class picture without a server.

The seed rule, stated on the page: the seed of student ``number`` in class ``code`` is the
SHA-256 digest of the text ``"<lesson>/<simulation>/<code>/<number>"`` (UTF-8), read as a whole
number, modulo 1,000,000,000. The class code is cleaned as players' names are (controls and
direction marks removed, spaces at the ends trimmed) and read without regard to case, so "3B"
on the board and "3b" typed give one class: the rule of ``classroom.hand_in``, which the class's
link and its games handed in share.

Like the rest of the package, this imports neither Panel nor numpy.
"""

from __future__ import annotations

import hashlib

from ..classroom.hand_in import class_code, shown_class_code
from .lab import LABS, _prepared, check_trials, run_lab
from .sampling import rng_for

MAX_CLASS = 60


def check_student(number, size) -> tuple[int, int]:
    """``(number, size)`` if the class has 1 to :data:`MAX_CLASS` students and ``number`` is one
    of them; ``ValueError`` otherwise."""
    if not (type(size) is int and 1 <= size <= MAX_CLASS):
        raise ValueError(f"a class has 1 to {MAX_CLASS} students, not {size!r:.20}")
    if not (type(number) is int and 1 <= number <= size):
        raise ValueError(f"the student's number is 1 to {size}, not {number!r:.20}")
    return number, size


def class_seed(name: str, code: str, number: int) -> int:
    """The seed of student ``number`` of class ``code`` in the simulation ``name``."""
    if name not in LABS:
        raise ValueError(f"no simulation called {name!r:.60}: choose one of {sorted(LABS)}")
    text = f"{LABS[name].lesson}/{name}/{class_code(code)}/{number}"
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest(), "big") % 10 ** 9


def classmate_run(name: str, trials: int, code: str, number: int) -> dict:
    """One student's run, without its curve: ``{"number", "seed", "trials", "hits",
    "estimate"}``, the same draws as :func:`run_lab` with that seed gives."""
    check_trials(trials, LABS[name].max_trials)
    seed = class_seed(name, code, number)
    sample, _ = _prepared(name)
    rng = rng_for(seed, name)
    hits = sum(1 for _ in range(trials) if sample(rng))
    return {"number": number, "seed": seed, "trials": trials, "hits": hits, "estimate": hits / trials}


def student_run(name: str, trials: int, code: str, number: int) -> dict:
    """The student's own run, curve and all: :func:`run_lab` from the student's class seed."""
    return {**run_lab(name, trials, class_seed(name, code, number)), "number": number}


def _median(values: list[float]) -> float:
    # Pyodide's standard library as the site ships it has no ``statistics``
    ordered, middle = sorted(values), len(values) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def class_summary(name: str, runs: list[dict]) -> dict:
    """What the class's runs show beside the exact value: ``{"exact", "students", "trials",
    "hits", "pooled", "spread", "pooled_error", "lowest", "highest"}``. ``spread`` is the median
    distance of the estimates from the exact value (half of them lie within it), and
    ``pooled_error`` the distance of the pooled estimate, all hits over all trials."""
    if not runs:
        raise ValueError("a class summary needs at least one run")
    _, exact = _prepared(name)
    exact = float(exact)
    trials, hits = sum(r["trials"] for r in runs), sum(r["hits"] for r in runs)
    pooled = hits / trials
    estimates = [r["estimate"] for r in runs]
    return {"exact": exact, "students": len(runs), "trials": trials, "hits": hits, "pooled": pooled,
            "spread": _median([abs(e - exact) for e in estimates]),
            "pooled_error": abs(pooled - exact), "lowest": min(estimates), "highest": max(estimates)}


def class_run(name: str, trials: int, code: str, size: int, number: int) -> dict:
    """A whole class's picture at once (a notebook's form; the site runs the students one by one
    for its progress): the student's run, every classmate's and the summary."""
    check_student(number, size)
    class_code(code)
    runs = [classmate_run(name, trials, code, n) for n in range(1, size + 1)]
    return {"code": shown_class_code(code), "size": size, "student": student_run(name, trials, code, number),
            "runs": runs, "summary": class_summary(name, runs)}


def class_csv(result: dict) -> str:
    """A class run as a CSV file: a row a student (``cubiri_panel.csvfile``)."""
    from ..csvfile import to_csv
    exact = result["summary"]["exact"]
    return to_csv(("class", "student", "seed", "trials", "hits", "estimate", "exact"),
                  ({"class": result["code"], "student": r["number"], "seed": r["seed"], "trials": r["trials"],
                    "hits": r["hits"], "estimate": r["estimate"], "exact": exact} for r in result["runs"]))


def lab_csv(result: dict) -> str:
    """A lab run (``run_lab``'s result) as a CSV file: the running frequency at each point shown."""
    from ..csvfile import to_csv
    return to_csv(("simulation", "seed", "trials", "frequency", "exact"),
                  ((result["name"], result["seed"], t, f, result["exact"]) for t, f in result["curve"]))
