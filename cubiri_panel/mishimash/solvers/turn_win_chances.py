"""The chance of winning from any position of a turn, between rolls or with a roll waiting for
a take: what banking now, rolling on and each take are worth to the player to move, for the
coach and the odds panel.

The value of a choice is the chance of winning after it, built from two parts:

* **Banking** ``t`` half-points, ``B(t)``: the chance of winning once the turn is banked (a bust
  is ``B(0)``: the same table with the same scores, the next player to move).

  - In the final round and in sudden death: zero unless the new score is above every rival who
    has finished the round; then the chance that none of the seats still to play beats it, each
    playing its one turn for the best chance to bank more (:mod:`.reach_probability`, exact).
  - Before it, a bank reaching the target: the same, for the seats after this one, who get a
    final turn (the last seat's bank wins at once).
  - Before it, two players: the solved race of :mod:`.win_model` (a model: needs on a grid,
    a turn's way kept from its start), the other player to move.
  - Before it, three to six players: the same race, pair by pair, combined as if the races
    were independent: each seat's weight is the product of its chances against every other
    seat, the one who plays first after this turn moving first in each pair, and this seat's
    chance is its share of the weights (with two players, the race itself). A guide, labelled
    estimated: the races are run by the same players and are not independent.

* **Rolling on** from a position between rolls: the best, over a family of aims ``X`` (the
  threshold the bank needs, the target, and a ladder of round numbers), of playing on to make
  ``X`` more half-points for the best chance of making them, then banking::

      R = max over X of  P(X) * B(t + X) + (1 - P(X)) * B(0)

  where ``P(X)`` is the exact best chance of making ``X`` more from this position
  (:class:`~.reach_probability.ReachValues`). Each term is the value of a way of playing on
  that a player can follow, landing at least on ``t + X``, so ``R`` never claims more than a
  real way of playing gives under ``B``. In a final turn with no one left to answer, ``B`` is
  a step (win above the score to beat, lose below) and the aim at the step is the best of all
  ways of playing: ``R`` is then exactly :mod:`.reach_probability`'s chance.

A take is worth the better of banking and rolling on at the position it leads to.

What the family leaves out: an aim is weighed only where its chance is in the shipped reach
table or quick to work out (up to :data:`~.turn_plan.QUICK_NEED_HALF` half-points), so that a
review of a whole game takes well under a second; and a way of playing on that would bank
somewhere between aims is not among them. So rolling on late in a long turn, at a high
multiplier, where the points-optimal player goes on for far more than the ladder's aims, is
valued low: there the coach may prefer banking, or a take of more points, where the champion
rolls on. These values are labelled estimated.

Exact (``Chance.exact``): in a final turn with no one left to answer, wherever the needed
reach chances are in the shipped table or quick to work out (a tie with the score to beat
counts as not winning, as :mod:`.reach_probability` counts it). Every other figure is the
model's, labelled estimated. Alone at the table there is no one to beat: :func:`choice_chances`
and :func:`chance_to_win` give ``None`` (the coach values solo turns in points).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from ..actions import Bank, Roll
from ..facts import ALL_DICE
from ..rules import FINAL_ROUND, SUDDEN_DEATH, State, Turn, is_over, take, turn_actions
from .reach_probability import SHIPPED_NEED_HALF, reach_values
from .turn_plan import QUICK_NEED_HALF, beat_chance
from .win_model import win_chances

# Aims (half-points more to make) weighed for rolling on, beside the thresholds of the
# position: enough to follow how far past a threshold a player should go, few enough that a
# position is valued in a few hundred look-ups.
LADDER = (1, 2, 3, 4, 6, 8, 10, 12, 16, 20, 24, 30, 40, 50, 60, 80, 100, 120, 160, 200)


class Chance(NamedTuple):
    """A chance of winning, and whether it is exact (else the model's estimate)."""

    value: float
    exact: bool


class _Bank(NamedTuple):
    """``B`` of the module text for one table and seat: ``value(t)`` with ``exact``, and the
    thresholds where it jumps (aims worth weighing exactly)."""

    value: Callable[[int], float]
    exact: bool
    thresholds: tuple[int, ...]


def _beat(lead_half: int) -> tuple[float, bool]:
    """The chance that a player's whole turn banks more than ``lead_half`` half-points, playing
    for it: exact where the shipped reach table holds it, else the model's grid."""
    need = lead_half + 1
    if need <= 0:
        return 1.0, True   # already ahead: a bust keeps the score that beats
    found = reach_values().known(ALL_DICE, 1, need, 0) if need <= SHIPPED_NEED_HALF else None
    if found is not None:
        return found[0], True
    return beat_chance(win_chances(), lead_half / 2), False


def _survive(total: int, later: list[int]) -> tuple[float, bool]:
    """The chance that none of the scores ``later`` (each with one turn left) beats ``total``."""
    chance, exact = 1.0, True
    for score in later:
        beaten, known = _beat(total - score)
        chance *= 1 - beaten
        exact = exact and known
    return chance, exact


def bank_values(state: State) -> _Bank:
    """``B`` for the player to move in ``state`` (two or more seats, the game not over)."""
    scores, me = state.scores_half, state.current
    mine, goal, seats = scores[me], state.target_half, len(scores)
    memo: dict[int, float] = {}
    if state.stage in (FINAL_ROUND, SUDDEN_DEATH):
        rivals = state.contenders if state.stage == SUDDEN_DEATH else range(seats)
        later = [scores[j] for j in state.queue]
        done = [scores[j] for j in rivals if j != me and j not in state.queue]
        top = max(done, default=-1)

        def value(t: int) -> float:
            return 0.0 if mine + t <= top else _survive(mine + t, later)[0]
        thresholds = (top + 1 - mine,)
    else:
        after = [scores[j] for j in range(me + 1, seats)]
        race = _races(win_chances(), scores, me, goal)

        def value(t: int) -> float:
            total = mine + t
            if total >= goal:
                return _survive(total, after)[0]
            return race(total)
        thresholds = (goal - mine,)

    def cached(t: int) -> float:
        found = memo.get(t)
        if found is None:
            found = memo[t] = value(t)
        return found
    # exact in a final turn with no one left to answer: a step, whatever the scores
    return _Bank(cached, state.stage in (FINAL_ROUND, SUDDEN_DEATH) and not state.queue, thresholds)


def _races(table, scores: tuple[int, ...], me: int, goal: int) -> Callable[[int], float]:
    """The model's chance that ``me`` wins after banking to a total below the target, the next
    seat to move (see the module text), as a function of that total: the races between the
    other seats do not depend on it, so they are worked out once."""
    seats, needs = len(scores), [(goal - s) / 2 for s in scores]
    others = [j for j in range(seats) if j != me]
    # after this turn the others play in seat order from the next seat, and this one last:
    # in each race the one who plays first moves first, and role 0 is the one seated first
    order = {seat: place for place, seat in enumerate((me + k) % seats for k in range(1, seats + 1))}

    def race(i: int, j: int) -> float:
        first, second = (i, j) if order[i] < order[j] else (j, i)
        chance = table.chance(0 if first < second else 1, needs[first], needs[second])
        return chance if first == i else 1 - chance
    among = {i: 1.0 for i in others}
    for i in others:
        for j in others:
            if i != j:
                among[i] *= race(i, j)

    def chance(total: int) -> float:
        mine = (goal - total) / 2
        # each other seat plays before this one again: its race against this seat
        beats = {j: table.chance(0 if j < me else 1, needs[j], mine) for j in others}
        if seats == 2:
            return 1 - beats[others[0]]
        weight = 1.0
        for j in others:
            weight *= 1 - beats[j]
        total_weight = weight + sum(among[j] * beats[j] for j in others)
        return weight / total_weight if total_weight else 1 / seats
    return chance


class TurnChances:
    """The chances of one turn's positions for the player to move in ``state`` (the scores,
    the stage and the seat fix ``B``; any position of the same turn may be asked)."""

    def __init__(self, state: State):
        if len(state.scores_half) < 2:
            raise ValueError("alone at the table there is no chance of winning to weigh")
        self.bank = bank_values(state)
        self.reach = reach_values()
        self._rolls: dict[tuple[int, int, int, int], Chance] = {}

    def bank_chance(self, t: int) -> Chance:
        """Banking ``t`` half-points now."""
        return Chance(self.bank.value(t), self.bank.exact)

    def _odds(self, d: int, k: int, x: int, c: int) -> tuple[float, float] | None:
        """``(P, L)`` of making ``x`` more, if known or quick to work out, else ``None``."""
        found = self.reach.known(d, k, x, c)
        if found is None and x <= QUICK_NEED_HALF:
            found = self.reach.odds(d, k, x, c)
        return found

    def roll_chance(self, d: int, k: int, t: int, c: int) -> Chance:
        """Rolling on from a position between rolls: ``d`` dice in hand, ``k`` the multiplier of
        the next roll, ``t`` turn half-points, ``c`` clears (see the module text)."""
        key = (d, k, t, c)
        found = self._rolls.get(key)
        if found is not None:
            return found
        bank = self.bank.value
        bust = bank(0)
        aims = set(LADDER)
        aims.update(x - t for x in self.bank.thresholds if x > t)
        best, exact = bust, self.bank.exact
        for x in sorted(aims):
            odds = self._odds(d, k, x, c)
            if odds is None:
                if x + t in self.bank.thresholds:
                    exact = False   # the aim that matters most is beyond quick reach
                    odds = (self._far_chance(d, k, x, c), 0.0)
                else:
                    continue
            chance = odds[0]
            value = chance * bank(t + x) + (1 - chance) * bust
            if value > best:
                best = value
        found = self._rolls[key] = Chance(best, exact and self.bank.exact)
        return found

    def _far_chance(self, d: int, k: int, x: int, c: int) -> float:
        """An estimate of the chance of making a need too large to work out quickly: the exact
        chance of the largest quick need from here, falling beyond it at the rate a whole turn's
        chance falls on the model's grid."""
        near = self.reach.odds(d, k, QUICK_NEED_HALF, c)[0]
        table = win_chances()
        start_near = beat_chance(table, (QUICK_NEED_HALF - 1) / 2)
        start_far = beat_chance(table, (x - 1) / 2)
        return near * (start_far / start_near) if start_near else 0.0

    def between_rolls(self, turn: Turn) -> Chance:
        """The position between rolls ``turn`` (a roll made, nothing waiting): the better of
        banking and rolling on."""
        d, rolls, t, c, _ = turn
        roll = self.roll_chance(d, rolls + 1, t, c)
        if not rolls:
            return roll
        bank = self.bank_chance(t)
        return bank if bank.value >= roll.value else roll

    def choices(self, turn: Turn) -> dict[Any, Chance]:
        """Every legal move of ``turn`` with its chance (a take by its die indices)."""
        if turn.dice:
            found = {}
            for action in turn_actions(turn):
                points = take(turn, action.dice)
                found[action] = self.between_rolls(points.after)
            return found
        roll = self.roll_chance(turn.dice_in_hand, turn.rolls + 1, turn.half_points, turn.clears)
        if not turn.rolls:
            return {Roll(): roll}
        return {Bank(): self.bank_chance(turn.half_points), Roll(): roll}


def choice_chances(position) -> dict[Any, Chance] | None:
    """Each legal move of the player to move in ``position`` (a game or a
    ``MishimashPosition``) with the chance of winning after it; ``None`` alone at the table or
    once the game is over."""
    state = position.state
    if len(state.scores_half) < 2 or is_over(state):
        return None
    return TurnChances(state).choices(state.turn)


def chance_to_win(position) -> Chance | None:
    """The chance that the player to move wins, playing on from here as well as the model
    knows, valid at any point of a turn: the best of :func:`choice_chances`. ``None`` alone at
    the table or once the game is over."""
    found = choice_chances(position)
    if not found:
        return None
    return max(found.values(), key=lambda chance: chance.value)

