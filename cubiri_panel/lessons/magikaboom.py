"""The numbers of the MAGIKABOOM lesson: how the chance of an explosion grows with the
cauldron, and when stopping beats continuing.

A cauldron is described by a *pattern* of letters, one per die, equal letters for equal
ingredients: ``AAB`` is two of one ingredient and one of another. The explosion chance and the
stop/continue values depend only on the pattern (the rules treat the six ingredients alike), so
one cauldron per pattern stands for all of them.

Exact values are the engine's (:func:`explosion_probability`, :func:`decision_odds`,
:func:`turn_points`): enumerations of the 36 equally likely rolls of two dice, as
``Fraction``. They count *potion* points only: ingredient effects depend on the other hats. The
simulations roll real dice through the rules (:func:`explodes`, :func:`potion_points`), and to
play on after continuing they make the engine's optimal choices.
"""

from __future__ import annotations

import copy
import random
from fractions import Fraction
from typing import Any

from ..magikaboom import decision_odds, explodes, explosion_probability, keep_odds, potion_points
from ..magikaboom import turn_points
from ..memo import memoized
from .review import magikaboom_review
from .sampling import SEED, TRIALS, checkpoints_for, convergence, roll, simulate_mean, simulate_probability

#: Cauldrons when the player chooses to stop or continue (the die just kept included), from the
#: first keep to the last one that may still continue (four dice: one left in the reserve).
PATTERNS = ("A", "AA", "AB", "AAA", "AAB", "ABC", "AAAA", "AAAB", "AABB", "AABC")
#: The stop-or-continue decisions the lesson walks through: (cauldron, die in hand).
DECISIONS = (("AB", "A"), ("AA", "A"), ("AAA", "B"), ("AAB", "B"), ("AAAB", "B"), ("ABC", "A"))
_FACE = {"A": 1, "B": 2, "C": 3, "D": 4}


def faces(pattern: str) -> tuple[int, ...]:
    """A cauldron showing ``pattern`` (A is a ghost, B a crow, C a pumpkin, D a crystal)."""
    return tuple(_FACE[letter] for letter in pattern)


def kinds(pattern: str) -> int:
    return len(set(pattern))


def explosion_event(cauldron: tuple[int, ...]):
    """The event "continuing explodes": two fresh dice against ``cauldron``."""
    return lambda rng: explodes(cauldron, roll(rng, 2))


class OptimalPotion:
    """Plays a potion on from a cauldron with the engine's exact optimal choices (which die to
    keep, whether to stop), remembering each choice so that thousands of simulated turns cost
    a few hundred look-ups."""

    def __init__(self):
        self._keep: dict[tuple, int] = {}
        self._stop: dict[tuple, bool] = {}

    def keep(self, cauldron: tuple[int, ...], rolled: tuple[int, int]) -> int:
        key = (tuple(sorted(cauldron)), rolled)
        choice = self._keep.get(key)
        if choice is None:
            first, second = keep_odds(cauldron, rolled)
            choice = self._keep[key] = 1 if second > first else 0
        return choice

    def stops(self, cauldron: tuple[int, ...], held: int) -> bool:
        key = (tuple(sorted(cauldron)), held)
        choice = self._stop.get(key)
        if choice is None:
            choice = self._stop[key] = decision_odds(cauldron, held).best == "stop"
        return choice

    def play_on(self, cauldron: tuple[int, ...], rng: random.Random) -> int:
        """Potion points of rolling two dice against ``cauldron`` and playing on (0 if it
        explodes)."""
        while True:
            rolled = roll(rng, 2)
            if explodes(cauldron, rolled):
                return 0
            i = self.keep(cauldron, rolled)
            cauldron, held = cauldron + (rolled[i],), rolled[1 - i]
            if self.stops(cauldron, held):
                return potion_points(cauldron + (held,))


def stop_at_once_points() -> Fraction:
    """Expected potion points when the player always stops after the first roll: a pair scores
    1 (both dice go into the cauldron), anything else nothing; by the 36 rolls of two dice."""
    return Fraction(sum(potion_points((x, y)) for x in range(1, 7) for y in range(1, 7)), 36)


@memoized(maxsize=4)
def _numbers(trials: int, seed: Any) -> dict:
    n: dict[str, Any] = {"trials": trials, "seed": seed, "outcomes": 36}
    rows = []
    for pattern in PATTERNS:
        cauldron = faces(pattern)
        exact = explosion_probability(cauldron)
        sim = simulate_probability(explosion_event(cauldron), trials, seed,
                                   name=f"magikaboom/explosion/{pattern}")
        row = {"pattern": pattern, "dice": len(pattern), "kinds": kinds(pattern),
               "explosion": exact, "booms": int(exact * 36),
               "explosion_sim": sim.value, "explosion_se": sim.standard_error}
        rows.append(row)
        for field in ("explosion", "booms", "explosion_sim", "explosion_se"):
            n[f"{field}_{pattern.lower()}"] = row[field]
    n["explosion_table"] = rows

    player = OptimalPotion()
    decisions = []
    for pattern, held_letter in DECISIONS:
        cauldron, held = faces(pattern), _FACE[held_letter]
        odds = decision_odds(cauldron, held)
        sim = simulate_mean(lambda rng, c=cauldron: player.play_on(c, rng), trials, seed,
                            name=f"magikaboom/continue/{pattern}/{held_letter}")
        decisions.append({"pattern": pattern, "held": held_letter,
                          "stop": odds.stop, "go_on": odds.go_on, "explosion": odds.explosion,
                          "go_on_sim": sim.value, "go_on_se": sim.standard_error,
                          "continue_better": odds.best == "continue"})
    n["decisions"] = decisions
    for row in decisions:
        key = f"{row['pattern']}_{row['held']}".lower()
        for field in ("stop", "go_on", "go_on_sim", "go_on_se", "explosion"):
            n[f"decision_{key}_{field}"] = row[field]

    whole = simulate_mean(lambda rng: player.play_on((), rng), trials, seed, name="magikaboom/turn")
    once = simulate_mean(lambda rng: potion_points(roll(rng, 2)), trials, seed,
                         name="magikaboom/stop-at-once")
    n.update(turn_points=turn_points(), turn_points_sim=whole.value, turn_points_se=whole.standard_error,
             stop_at_once=stop_at_once_points(), stop_at_once_sim=once.value,
             stop_at_once_se=once.standard_error)
    n["turn_ratio"] = float(n["turn_points"] / n["stop_at_once"])
    n["explosion_convergence"] = convergence(explosion_event(faces("AAAB")), n["explosion_aaab"],
                                             seed=seed, name="magikaboom/explosion/AAAB/convergence",
                                             checkpoints=checkpoints_for(trials))
    n.update(magikaboom_review())  # one seeded game, reviewed by the coach
    return n


def magikaboom_numbers(trials: int = TRIALS, seed: Any = SEED) -> dict:
    """The MAGIKABOOM lesson's numbers. Per cauldron pattern p in ``PATTERNS`` (lower case;
    also the table ``explosion_table``): ``explosion_p`` (exact), ``booms_p`` of ``outcomes``
    rolls, ``explosion_sim_p``; per decision in ``DECISIONS`` (``decisions`` table, key
    ``<pattern>_<held>``): ``decision_<key>_stop`` (points), ``_go_on`` (exact expected points
    of continuing and playing on optimally), ``_go_on_sim``, ``_explosion``; ``turn_points``
    (a whole turn played optimally) and ``stop_at_once`` (always stopping at once), each with
    ``_sim``; ``turn_ratio``; ``explosion_convergence``."""
    return copy.deepcopy(_numbers(trials, seed))
