"""The rules of MISHIMASH (RULES.md section 2), in the order the rule card gives them.

The facts of the game are data; a turn is a :class:`Turn` and the whole game a :class:`State`,
both immutable; :func:`legal_actions` lists the moves and :func:`step` plays one. Chance is
explicit: a roll's dice are passed in (:func:`dice_to_roll` says how many), so the game draws
them from its seed, a lesson scripts them and a simulation draws millions, through the same
rules.

Points are counted in half-points, ints: a single 5 is worth 0.5, and ints keep every sum exact
and JSON-safe. ``half / 2`` is what a player sees, a float that is exact for halves.

Which takes a roll offers is worked out once a roll shape by the roll cache
(:mod:`.roll_cache`), from :func:`takes_by_counts` below and tested against it: only speed.
"""

from __future__ import annotations

import itertools
from enum import StrEnum
from typing import NamedTuple

from ..errors import IllegalAction
from ..memo import memoized
from .actions import Bank, Roll, Take
from .events import (DiceRolled, DiceTaken, Event, FinalRoundStarted, GameEnded, MishimashScored,
                     SuddenDeathStarted, TurnBanked, TurnBusted, TurnEvent)
from .roll_cache import Option, best_takes, cached_takes

# -- the facts ---------------------------------------------------------------------------------
ALL_DICE = 6
FACES = range(1, 7)
# Three of a kind, in half-points: three 1s are 10 points, three of 2-6 the face value.
# Four, five, six of a kind: 2x, 3x, 4x that.
THREE_OF_A_KIND_HALF = {1: 20, 2: 4, 3: 6, 4: 8, 5: 10, 6: 12}
SINGLE_HALF = {1: 2, 5: 1}  # a single 1 is 1 point, a single 5 half a point
STRAIGHT_HALF = 30          # 1-2-3-4-5-6
THREE_PAIRS_HALF = 20       # three different faces, exactly two each
MISHIMASH_BONUS_HALF = 20   # +10 points times the clear count; never multiplied


def points(half_points: int) -> float:
    """Half-points as the points a player sees (exact: halves are exact floats)."""
    return half_points / 2


# -- combinations and takes ----------------------------------------------------------------------
# A roll is a tuple of dice values in die order; its counts are how many dice show each face.
def counts_of(dice: tuple[int, ...]) -> tuple[int, ...]:
    """How many dice show each face 1-6."""
    count = dice.count  # spelled out: this runs for every roll of every simulated turn
    return count(1), count(2), count(3), count(4), count(5), count(6)


def check_roll(roll) -> tuple[int, ...]:
    """``roll`` as a tuple if it is 1 to 6 dice showing 1-6; ``ValueError`` otherwise."""
    roll = tuple(roll)
    if not (1 <= len(roll) <= 6 and all(type(v) is int and 1 <= v <= 6 for v in roll)):
        raise ValueError(f"a roll is 1 to 6 dice, each showing 1 to 6, not {roll!r:.40}")
    return roll


def _all_six_combination(counts: tuple[int, ...]) -> tuple[str, int] | None:
    """A straight or three pairs, which use all six dice and are then the roll's only
    combination; ``None`` for any other roll."""
    if sum(counts) != 6:
        return None
    if all(c == 1 for c in counts):
        return "straight", STRAIGHT_HALF
    # exactly two each of three faces; four of a kind plus a pair is not three pairs
    if sorted(counts) == [0, 0, 0, 2, 2, 2]:
        return "three-pairs", THREE_PAIRS_HALF
    return None


@memoized(maxsize=None)
def combinations_by_counts(counts: tuple[int, ...]) -> tuple[tuple[str, tuple[int, ...], int], ...]:
    """The separate combinations of a roll given by its counts, as (kind, values, half-points).

    Each single 1 or 5 is listed once per die, since each is a combination of its own.
    """
    whole = _all_six_combination(counts)
    if whole:
        kind, half = whole
        return ((kind, tuple(f for f in FACES for _ in range(counts[f - 1])), half),)
    found = []
    for face in FACES:
        n = counts[face - 1]
        if n >= 3:  # an N-of-a-kind takes every die of its face
            found.append(("of-a-kind", (face,) * n, THREE_OF_A_KIND_HALF[face] * (n - 2)))
        elif face in SINGLE_HALF:  # 1s and 5s are singles only when they show once or twice
            found.extend(("single", (face,), SINGLE_HALF[face]) for _ in range(n))
    return tuple(found)


@memoized(maxsize=None)
def takes_by_counts(counts: tuple[int, ...]) -> dict[tuple[int, ...], int]:
    """Every legal take of a roll (a union of separate combinations), as the counts taken of
    each face -> half-points. Empty for a bust."""
    # Each face contributes independently: all or none of an N-of-a-kind, any number of
    # singles; a straight or three pairs is all six dice or nothing.
    whole = _all_six_combination(counts)
    if whole:
        return {counts: whole[1]}
    choices = []
    for face in FACES:
        n = counts[face - 1]
        if n >= 3:
            choices.append([(0, 0), (n, THREE_OF_A_KIND_HALF[face] * (n - 2))])
        elif face in SINGLE_HALF:
            choices.append([(i, i * SINGLE_HALF[face]) for i in range(n + 1)])
        else:
            choices.append([(0, 0)])
    result = {}
    for pick in itertools.product(*choices):
        taken = tuple(t for t, _ in pick)
        if any(taken):
            result[taken] = sum(h for _, h in pick)
    return result


def take_half_points(roll: tuple[int, ...], taken: tuple[int, ...]) -> int:
    """Half-points of taking the dice values ``taken`` from ``roll``; ``IllegalAction`` naming
    the broken rule when that is not exactly a union of separate combinations of the roll."""
    roll_counts, taken_counts = counts_of(roll), counts_of(taken)
    if len(taken) != sum(taken_counts):
        raise IllegalAction(f"dice values must be 1-6, got {list(taken)}", "not-in-roll")
    half = takes_by_counts(roll_counts).get(taken_counts)
    if half is not None:
        return half
    _explain_refusal(roll, roll_counts, taken_counts)
    raise AssertionError("unreachable: every refusal is explained")  # pragma: no cover


def _explain_refusal(roll, roll_counts, taken_counts) -> None:
    if not any(taken_counts):
        raise IllegalAction("take at least one combination", "take-nothing")
    for face in FACES:
        if taken_counts[face - 1] > roll_counts[face - 1]:
            raise IllegalAction(f"the roll {list(roll)} has only {roll_counts[face - 1]} "
                                f"{face}s", "not-in-roll", face=face)
    if not takes_by_counts(roll_counts):
        raise IllegalAction(f"the roll {list(roll)} holds no combination", "bust")
    whole = _all_six_combination(roll_counts)
    if whole:
        raise IllegalAction(f"a {whole[0].replace('-', ' ')} is taken whole, all six dice",
                            "splits-a-combination", combination=whole[0])
    for face in FACES:
        have, take = roll_counts[face - 1], taken_counts[face - 1]
        if have >= 3 and take not in (0, have):
            raise IllegalAction(f"{have} of a kind of {face}s is taken whole: all {have} dice",
                                "splits-a-combination", face=face, count=have)
        if take and have < 3 and face not in SINGLE_HALF:
            raise IllegalAction(f"a {face} scores only in three of a kind or more",
                                "not-a-combination", face=face)


class Combination(NamedTuple):
    """One indivisible combination of a roll: its kind, its dice values and its points."""

    kind: str            # "single", "of-a-kind", "straight" or "three-pairs"
    values: tuple[int, ...]
    points: float


def combinations(roll: tuple[int, ...]) -> tuple[Combination, ...]:
    """The separate combinations of a roll (each single 1 or 5 counted once per die)."""
    return tuple(Combination(kind, values, points(half))
                 for kind, values, half in combinations_by_counts(counts_of(check_roll(roll))))


def is_bust(dice: tuple[int, ...]) -> bool:
    """True when a roll holds no combination at all."""
    return not takes_by_counts(counts_of(check_roll(dice)))


def takes(roll: tuple[int, ...]) -> tuple[Option, ...]:
    """Every legal take of a roll, once per distinct set of values, most points first.

    ``indices`` picks the first dice of each face in die order, so ``Take(option.indices)``
    performs it. Empty when the roll busts.
    """
    return cached_takes(check_roll(roll))


def score_selection(roll: tuple[int, ...], selection: tuple[int, ...]) -> float:
    """Points of taking the dice values ``selection`` from ``roll``.

    >>> score_selection((1, 1, 1, 5, 3, 4), (1, 1, 1))
    10.0

    Raises ``IllegalAction`` (rule ``not-a-combination``, ``splits-a-combination``,
    ``not-in-roll``, ``bust`` or ``take-nothing``) when the selection is not exactly a union of
    separate combinations of the roll.
    """
    return points(take_half_points(check_roll(roll), tuple(selection)))


def check_indices(indices, count: int) -> tuple[int, ...]:
    """``indices`` as a sorted tuple if they are distinct die indices of a roll of ``count``
    dice (whole numbers, not bools); ``IllegalAction`` otherwise."""
    try:
        picked = tuple(indices)
    except TypeError:
        raise IllegalAction("take a list of die indices", "bad-dice") from None
    if not all(type(i) is int for i in picked):
        raise IllegalAction(f"die indices must be whole numbers, got {list(picked)!r:.40}", "bad-dice")
    if any(not 0 <= i < count for i in picked):
        raise IllegalAction(f"the roll has dice 0 to {count - 1} only", "no-such-die", dice=count)
    if len(set(picked)) != len(picked):
        raise IllegalAction("each die can be taken once", "die-taken-twice")
    return tuple(sorted(picked))


# -- a turn ---------------------------------------------------------------------------------------
class Phase(StrEnum):
    """What the player to move must do now (equal to its text: ``Phase.MUST_ROLL == "must-roll"``)."""

    MUST_ROLL = "must-roll"        # the turn's first roll
    MUST_TAKE = "must-take"        # a roll waits for at least one combination to be taken
    BANK_OR_ROLL = "bank-or-roll"  # bank the turn, or roll the dice in hand
    OVER = "over"


MUST_ROLL, MUST_TAKE, BANK_OR_ROLL, OVER = Phase


class TakePoints(NamedTuple):
    """What a take gives: the points of the dice taken (before the multiplier), the roll's
    multiplier, the MISHIMASH bonus (0 unless the take uses every die rolled) and the turn after."""

    half_points: int
    multiplier: int
    bonus_half: int
    after: Turn


class Turn(NamedTuple):
    """Where a turn stands. ``rolls`` counts the rolls so far, so the k-th roll has multiplier k.
    ``dice`` is the latest roll while it waits for a take, else empty."""

    dice_in_hand: int = ALL_DICE
    rolls: int = 0
    half_points: int = 0
    clears: int = 0
    dice: tuple[int, ...] = ()

    @property
    def phase(self) -> Phase:
        if self.dice:
            return MUST_TAKE
        return BANK_OR_ROLL if self.rolls else MUST_ROLL

    @property
    def multiplier(self) -> int:
        """The multiplier of the roll in play: the roll waiting for a take, else the next roll."""
        return self.rolls if self.dice else self.rolls + 1

    @property
    def turn_points(self) -> float:
        return self.half_points / 2

    def takes(self) -> tuple:
        """The legal takes from the roll waiting for one, most points first (see :func:`takes`)."""
        return cached_takes(self.dice) if self.dice else ()

    def legal_actions(self) -> list:
        if self.dice:
            return [Take(o.indices) for o in cached_takes(self.dice)]
        return [Bank(), Roll()] if self.rolls else [Roll()]

    # -- the moves, each checked before it is worked out ---------------------------------------
    def check_roll(self) -> None:
        if self.dice:
            raise IllegalAction("take at least one combination from this roll before rolling "
                                "again", "must-take")

    def rolled(self, dice: tuple[int, ...]) -> Turn | None:
        """The turn after rolling ``dice`` (all dice in hand), or ``None``: a bust, no
        combination; the turn's unbanked points are lost."""
        choices, _ = best_takes(dice)
        if not choices:
            return None
        in_hand, rolls, half_points, clears, _ = self
        return _new(Turn, (in_hand, rolls + 1, half_points, clears, dice))

    def check_take(self) -> None:
        if not self.dice:
            if self.rolls:
                raise IllegalAction("dice were already taken from this roll: bank or roll",
                                    "already-taken")
            raise IllegalAction("roll before taking dice", "must-roll")

    def took(self, indices) -> Turn:
        """The turn after taking the dice at ``indices``; ``IllegalAction`` if not allowed. The
        points taken are multiplied by the roll's multiplier; using every rolled die is a
        MISHIMASH: a bonus of 10 x the clear count, and six dice again."""
        _, rolls, half_points, clears, dice = self
        if not dice:
            self.check_take()
        choices, their_indices = best_takes(dice)
        if indices in their_indices:  # as computer players give them: looked up
            place = their_indices.index(indices)
            picked, half = their_indices[place], choices[place][1]
        else:
            picked = check_indices(indices, len(dice))
            half = take_half_points(dice, tuple(dice[i] for i in picked))
        half_points += half * rolls  # only this roll's points are multiplied
        left = len(dice) - len(picked)
        if left:
            return _new(Turn, (left, rolls, half_points, clears, ()))
        clears += 1
        return _new(Turn, (ALL_DICE, rolls, half_points + MISHIMASH_BONUS_HALF * clears, clears, ()))

    def take_points(self, indices) -> TakePoints:
        """What taking the dice at ``indices`` gives (see :class:`TakePoints`), for showing it
        before it is taken; ``IllegalAction`` naming the rule if it is not allowed."""
        self.check_take()
        picked = check_indices(indices, len(self.dice))
        half = take_half_points(self.dice, tuple(self.dice[i] for i in picked))
        after = self.took(picked)
        bonus = MISHIMASH_BONUS_HALF * after.clears if after.clears > self.clears else 0
        return TakePoints(half, self.rolls, bonus, after)

    def check_bank(self) -> None:
        if self.dice:
            raise IllegalAction("take at least one combination from this roll before banking",
                                "must-take")
        if not self.rolls:
            raise IllegalAction("roll at least once before banking", "must-roll")


_new = tuple.__new__  # builds a named tuple without NamedTuple's slower keyword-handling __new__


# -- the table: turns in seat order, and the end ---------------------------------------------------
class Stage(StrEnum):
    """How far the game is: play, the final round, sudden death among the tied, over."""

    PLAY = "play"
    FINAL_ROUND = "final-round"
    SUDDEN_DEATH = "sudden-death"
    OVER = "over"


PLAY, FINAL_ROUND, SUDDEN_DEATH, _ = Stage

class State(NamedTuple):
    """The whole position of a game. Scores are in half-points.

    ``queue`` holds the seats still to play after the current one in the final round or in
    the current sudden-death round; ``contenders`` the seats tied for first in sudden death.
    ``last_turn`` is how the latest finished turn ended (a bust or a bank), ``last_event`` what
    the latest action set off (a bust, a bank or a MISHIMASH, else ``None``).

    The turn log (:mod:`.events`) is kept turn by turn: ``log`` holds the events of each turn
    played, ``turn_log`` those of the turn in play. A game runs to thousands of actions, and a
    single tuple of events would be copied whole by every one of them.
    """

    turn: Turn
    scores_half: tuple[int, ...]
    turns: tuple[int, ...]
    current: int = 0
    stage: Stage = Stage.PLAY
    queue: tuple[int, ...] = ()
    contenders: tuple[int, ...] = ()
    winner: int | None = None
    last_turn: TurnEvent | None = None
    last_event: TurnEvent | None = None
    target_half: int = 2000  # the target, checked only after a bank
    log: tuple[tuple[Event, ...], ...] = ()
    turn_log: tuple[Event, ...] = ()

    @property
    def events(self) -> tuple[Event, ...]:
        """The whole turn log, oldest first."""
        return (*itertools.chain.from_iterable(self.log), *self.turn_log)

    @classmethod
    def start(cls, seats: int, target: int = 1000) -> State:
        return cls(Turn(), (0,) * seats, (0,) * seats, target_half=2 * target)


def _turn_goes_on(state: State, turn: Turn, event: TurnEvent | None, told: tuple[Event, ...]) -> State:
    """The table after a roll or a take that leaves the turn going on at ``turn``: ``event`` is
    the latest event (a MISHIMASH, or ``None``), ``told`` joins the turn's log. (Every roll and
    take of every simulated game comes here: the fields are copied in order, not replaced by
    name; ``state[1:9]`` runs from ``scores_half`` to ``last_turn``.)"""
    return _new(State, (turn, *state[1:9], event, state.target_half, state.log, state.turn_log + told))


def end_turn(state: State, event: TurnEvent) -> State:
    """The table after the current player's turn ended with ``event`` (a bust or a bank); the
    turn's events go to the log, with what the table does next (the final round, sudden death,
    the end)."""
    after = _table_after(state, event)
    stage = after.stage
    if stage == state.stage and (stage != SUDDEN_DEATH or after.contenders == state.contenders):
        return after
    if stage == FINAL_ROUND:
        told = FinalRoundStarted(state.current, state.target_half)
    elif stage == SUDDEN_DEATH:
        told = SuddenDeathStarted(state.current, after.contenders)
    else:
        told = GameEnded(state.current, after.winner, after.scores_half)
    return after._replace(log=after.log[:-1] + (after.log[-1] + (told,),))


def _table_after(state: State, event: TurnEvent) -> State:
    seat, banked = state.current, event.kind == TurnBanked.kind
    scores = list(state.scores_half)
    if banked:
        scores[seat] += event.half_points
    turns = list(state.turns)
    turns[seat] += 1
    done = state._replace(turn=Turn(), scores_half=tuple(scores), turns=tuple(turns),
                          last_turn=event, last_event=event,
                          log=state.log + (state.turn_log + (event,),), turn_log=())
    seats = len(scores)
    reached = banked and scores[seat] >= state.target_half  # only after a bank
    if seats == 1:
        return done._replace(stage=Stage.OVER, winner=seat) if reached else done
    if state.stage == PLAY:
        if not reached:
            return done._replace(current=(seat + 1) % seats)
        # the final round: the seats after this one, without wrapping around
        return _next_in_round(done._replace(stage=FINAL_ROUND), tuple(range(seat + 1, seats)),
                              tuple(range(seats)))
    candidates = tuple(range(seats)) if state.stage == FINAL_ROUND else state.contenders
    return _next_in_round(done, state.queue, candidates)


def _next_in_round(state: State, queue: tuple[int, ...], candidates: tuple[int, ...]) -> State:
    if queue:
        return state._replace(current=queue[0], queue=queue[1:])
    top = max(state.scores_half[s] for s in candidates)
    tied = tuple(s for s in candidates if state.scores_half[s] == top)
    if len(tied) == 1:  # highest banked score wins
        return state._replace(stage=Stage.OVER, winner=tied[0], queue=(), contenders=())
    # the tied play sudden-death rounds, one turn each in seat order
    return state._replace(stage=SUDDEN_DEATH, contenders=tied, current=tied[0], queue=tied[1:])


# -- the moves of a game ------------------------------------------------------------------------------
def legal_actions(state: State) -> list:
    return [] if state.stage == OVER else state.turn.legal_actions()


def dice_to_roll(state: State, action) -> int:
    """How many dice ``action`` rolls (0 for a take or a bank); ``IllegalAction`` if the rules
    forbid a roll now. The game draws that many and hands them to :func:`step`."""
    if state.stage == OVER:
        raise IllegalAction("the game is over", "game-over")
    if action.kind != "roll":
        return 0
    state.turn.check_roll()
    return state.turn.dice_in_hand


def step(state: State, action, dice: tuple[int, ...] = ()) -> State:
    """The state after ``action``, a roll showing ``dice``; ``IllegalAction`` if the rules forbid
    it now (the state given is a value: nothing changes)."""
    if state.stage == OVER:
        raise IllegalAction("the game is over", "game-over")
    turn, kind = state.turn, action.kind
    if kind == "roll":
        turn.check_roll()
        if len(dice) != turn.dice_in_hand:
            raise ValueError(f"a roll of {turn.dice_in_hand} dice, not {len(dice)}")
        after = turn.rolled(dice)
        if after is None:
            return end_turn(state, _new(TurnBusted, (state.current, dice, turn.half_points)))
        return _turn_goes_on(state, after, None, (_new(DiceRolled, (state.current, dice, after.rolls)),))
    if kind == "take":
        turn.check_take()
        after = turn.took(action.dice)  # checks the indices unless they are a listed take
        seat = state.current
        if after.clears == turn.clears:
            half = (after.half_points - turn.half_points) // turn.rolls
            return _turn_goes_on(state, after, None,
                                 (_new(DiceTaken, (seat, turn.dice, action.dice, half, turn.rolls)),))
        bonus = MISHIMASH_BONUS_HALF * after.clears
        half = (after.half_points - turn.half_points - bonus) // turn.rolls
        cleared = MishimashScored(seat, after.clears, bonus)
        return _turn_goes_on(state, after, cleared,
                             (DiceTaken(seat, turn.dice, action.dice, half, turn.rolls), cleared))
    if kind == "bank":
        turn.check_bank()
        seat = state.current
        return end_turn(state, _new(TurnBanked, (seat, turn.half_points, state.scores_half[seat] + turn.half_points)))
    raise IllegalAction(f"{action!r} is not a MISHIMASH move", "not-an-action")
