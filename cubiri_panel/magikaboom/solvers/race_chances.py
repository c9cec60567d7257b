"""The chance of winning MAGIKABOOM from a position, and of each choice the mover has: the
champion's eyes and the odds panel's figure.

* Two players: exact. The race is solved (:mod:`.race`): every value is the chance of winning
  when both players play to win from here, every roll, explosion and effect of the turn in
  progress counted, and who plays next.
* Three or more: a model built from the two-player race, not solved. The mover's chance
  against each opponent alone (a *duel*) is the two-player value of the pair's hats, the turn
  in progress included: the first step of each choice (the potion scored, or the effect of
  continuing) is applied to the real table, every later step as if the two were alone. The
  opponents' duels among themselves are two-player values too, the one who plays first after
  this turn moving first. The duels are combined as if independent: a player's weight is the
  product of its chances in its duels, and its chance is its share of the weights (with two
  players this is the solved value itself). What the model leaves out: the others' effects
  and explosions between the mover's turns (every explosion gives *all* opponents 2, a
  pumpkin goes to the last of the whole table, a bat to all but the leader), the later rolls
  of this turn as they would fall on the other hats, and that the duels are not independent.
  It is a guide, not an exact figure (its calibration is in ``benchmarks/README.md``).

Chances count a shared win as a share (one half between two). Values depend only on the
position (scores, seat, cauldron, the dice rolled and in hand), so the champion is
deterministic.
"""

from __future__ import annotations

from math import prod
from typing import Any

from cubiri_panel.action import Action

from ..actions import Keep, Roll, Stop
from ..facts import GOAL
from ..rules import Phase, ingredient_scores, potion_points
from .race import race_table


def _share(scores: tuple[int, ...], seat: int) -> float:
    """``seat``'s share of the win once a hat is on the goal."""
    top = max(scores)
    return 1 / scores.count(top) if scores[seat] == top else 0.0


def _order(seat: int, count: int) -> list[int]:
    """The other seats, in the order they play after ``seat``'s turn."""
    return [(seat + k) % count for k in range(1, count)]


def _rivalries(scores: tuple[int, ...], seat: int) -> list[float]:
    """For each opponent (in playing order after ``seat``), the product of its chances in
    its duels with the other opponents, the earlier of two to play moving first."""
    table, others = race_table(), _order(seat, len(scores))
    weights = []
    for i in others:
        weight = 1.0
        for j in others:
            if i != j:
                first, second = (i, j) if others.index(i) < others.index(j) else (j, i)
                chance = table.chance(scores[first], scores[second])
                weight *= chance if first == i else 1 - chance
        weights.append(weight)
    return weights


def _combined(duels: list[float], rivals: list[float]) -> float:
    """The mover's share of the weights: its duels against the opponents' (see module)."""
    if len(duels) == 1:
        return duels[0]
    mine = prod(duels)
    theirs = sum((1 - d) * w for d, w in zip(duels, rivals))
    total = mine + theirs
    return mine / total if total else 1 / (len(duels) + 1)


def _stop(points: int, scores: tuple[int, ...], seat: int) -> list[float] | float:
    """The duels after stopping with ``points``, or the share if that ends the game."""
    after = scores[:seat] + (scores[seat] + points,) + scores[seat + 1:]
    if after[seat] >= GOAL:
        return _share(after, seat)
    table = race_table()
    return [table.after_turn((after[seat], after[j])) for j in _order(seat, len(scores))]


def _continue(cauldron: tuple, held: int, scores: tuple[int, ...], seat: int) -> list[float] | float:
    """The duels after continuing (the effect of ``held``, then a roll against ``cauldron``),
    or the share if the effect ends the game."""
    after = ingredient_scores(held, seat, scores)
    if max(after) >= GOAL:
        return _share(after, seat)
    table = race_table()
    return [table.roll_value(cauldron, (after[seat], after[j])) for j in _order(seat, len(scores))]


def choice_chances(game: Any) -> dict[Action, float]:
    """Each legal choice of the player to move with the chance of winning after it (the
    model's, see the module text); empty when the game is over. At the start of a turn the
    only choice is to roll, worth the position's chance."""
    if game.phase is Phase.OVER:
        return {}
    seat, scores = game.current_player, tuple(game.scores)
    rivals = _rivalries(scores, seat) if len(scores) > 2 else []

    def chance(found):
        return found if isinstance(found, float) else _combined(found, rivals)

    cauldron = tuple(game.cauldron)
    match game.phase:
        case Phase.ROLL:
            table = race_table()
            duels = [table.chance(scores[seat], scores[j]) for j in _order(seat, len(scores))]
            return {Roll(): _combined(duels, rivals)}
        case Phase.KEEP:
            rolled, found = tuple(game.rolled), {}
            stop = chance(_stop(potion_points(cauldron + rolled), scores, seat))
            for die in (0, 1):
                value = stop
                if game.reserve:
                    go_on = chance(_continue(cauldron + (rolled[die],), rolled[1 - die], scores, seat))
                    value = max(value, go_on)
                found[Keep(die)] = value
            return found
        case Phase.STOP_OR_CONTINUE:
            held = game.held
            found = {Stop(): chance(_stop(potion_points(cauldron + (held,)), scores, seat))}
            if game.can_continue:
                found[Roll()] = chance(_continue(cauldron, held, scores, seat))
            return found
    raise ValueError(f"unknown phase {game.phase!r}")


def win_chance(game: Any) -> float | None:
    """The chance that the player to move wins, playing on to win from here (exact with two
    players, the model's with more); ``None`` once the game is over."""
    found = choice_chances(game)
    return max(found.values()) if found else None


def exact(game: Any) -> bool:
    """Whether :func:`win_chance` is exact for this table (two players) or the model's."""
    return len(game.scores) == 2
