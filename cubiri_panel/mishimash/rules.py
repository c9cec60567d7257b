"""The rules of MISHIMASH (RULES.md section 2), in the order the rule card gives them: a turn,
its moves (roll, take, bank), then the table: turns in seat order, the final round, sudden
death and the end.

A turn is a :class:`Turn` and the whole game a :class:`State`, both immutable; what a roll
scores is :mod:`.scoring`. Chance is explicit: a roll's dice are passed in (:func:`dice_to_roll`
says how many), so the game draws them from its seed, a lesson scripts them and a simulation
draws millions, through the same rules. Points are half-points (``half / 2`` is what a player
sees).
"""

from __future__ import annotations

import itertools
from enum import StrEnum
from typing import NamedTuple

from ..errors import IllegalAction
from .actions import Bank, Roll, Take
from .events import (DiceRolled, DiceTaken, Event, FinalRoundStarted, GameEnded, MishimashScored,
                     SuddenDeathStarted, TurnBanked, TurnBusted, TurnEvent)
from .facts import ALL_DICE, DEFAULT_TARGET, MISHIMASH_BONUS_HALF
from .scoring import Option, counts_of, take_half_points, takes, takes_by_counts


# -- a turn -----------------------------------------------------------------------------------
class Phase(StrEnum):
    """What the player to move must do now (equal to its text: ``Phase.MUST_ROLL == "must-roll"``)."""

    MUST_ROLL = "must-roll"        # the turn's first roll
    MUST_TAKE = "must-take"        # a roll waits for at least one combination to be taken
    BANK_OR_ROLL = "bank-or-roll"  # bank the turn, or roll the dice in hand
    OVER = "over"


MUST_ROLL, MUST_TAKE, BANK_OR_ROLL, OVER = Phase


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

    def takes(self) -> tuple[Option, ...]:
        """The legal takes from the roll waiting for one, most points first."""
        return takes(self.dice) if self.dice else ()


def turn_actions(turn: Turn) -> list:
    """The moves a turn allows: a take of the roll waiting for one; else roll, or bank once
    the turn has rolled."""
    if turn.dice:
        return [Take(option.indices) for option in takes(turn.dice)]
    return [Bank(), Roll()] if turn.rolls else [Roll()]


# -- the moves of a turn ------------------------------------------------------------------------
def roll(turn: Turn, dice: tuple[int, ...]) -> Turn | None:
    """The turn after rolling ``dice`` (every die in hand), or ``None``: a bust, no combination;
    the turn's unbanked points are lost."""
    if turn.dice:
        raise IllegalAction("take at least one combination from this roll before rolling again",
                            "must-take")
    if len(dice) != turn.dice_in_hand:
        raise ValueError(f"a roll of {turn.dice_in_hand} dice, not {len(dice)}")
    if not takes_by_counts(counts_of(dice)):
        return None
    return Turn(turn.dice_in_hand, turn.rolls + 1, turn.half_points, turn.clears, dice)


class TakePoints(NamedTuple):
    """What a take gives: the points of the dice taken (before the multiplier), the roll's
    multiplier, the MISHIMASH bonus (0 unless the take uses every die rolled) and the turn after."""

    half_points: int
    multiplier: int
    bonus_half: int
    after: Turn


def take(turn: Turn, indices) -> TakePoints:
    """Take the dice at ``indices`` of the roll waiting: their points times the roll's
    multiplier join the turn. Using every rolled die is a MISHIMASH: a bonus of 10 x the clear
    count (never multiplied), and six dice again. ``IllegalAction`` naming the rule if not
    allowed."""
    check_roll_waits(turn)
    picked = check_indices(indices, len(turn.dice))
    half = take_half_points(turn.dice, tuple(turn.dice[i] for i in picked))
    points = turn.half_points + half * turn.rolls  # only this roll's points are multiplied
    left = len(turn.dice) - len(picked)
    if left:
        return TakePoints(half, turn.rolls, 0, Turn(left, turn.rolls, points, turn.clears, ()))
    clears = turn.clears + 1
    bonus = MISHIMASH_BONUS_HALF * clears
    return TakePoints(half, turn.rolls, bonus, Turn(ALL_DICE, turn.rolls, points + bonus, clears, ()))


def check_roll_waits(turn: Turn) -> None:
    """``IllegalAction`` unless a roll waits for a take."""
    if not turn.dice:
        if turn.rolls:
            raise IllegalAction("dice were already taken from this roll: bank or roll", "already-taken")
        raise IllegalAction("roll before taking dice", "must-roll")


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


def bank(turn: Turn) -> int:
    """The half-points banked by ending the turn now; ``IllegalAction`` before a roll, or while
    a roll waits for a take."""
    if turn.dice:
        raise IllegalAction("take at least one combination from this roll before banking", "must-take")
    if not turn.rolls:
        raise IllegalAction("roll at least once before banking", "must-roll")
    return turn.half_points


# -- the table: turns in seat order, and the end ------------------------------------------------
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
    played, ``turn_log`` those of the turn in play, so that a move copies only its own turn's.
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
    target_half: int = 2 * DEFAULT_TARGET  # the target, checked only after a bank
    log: tuple[tuple[Event, ...], ...] = ()
    turn_log: tuple[Event, ...] = ()

    @property
    def events(self) -> tuple[Event, ...]:
        """The whole turn log, oldest first."""
        return (*itertools.chain.from_iterable(self.log), *self.turn_log)

    @classmethod
    def start(cls, seats: int, target: int = DEFAULT_TARGET) -> State:
        return cls(Turn(), (0,) * seats, (0,) * seats, target_half=2 * target)


def legal_actions(state: State) -> list:
    return [] if is_over(state) else turn_actions(state.turn)


def dice_to_roll(state: State, action) -> int:
    """How many dice ``action`` rolls (0 for a take or a bank); ``IllegalAction`` if the rules
    forbid a roll now. The game draws that many and hands them to :func:`step`."""
    if is_over(state):
        raise IllegalAction("the game is over", "game-over")
    match action:
        case Roll():
            if state.turn.dice:
                raise IllegalAction("take at least one combination from this roll before rolling "
                                    "again", "must-take")
            return state.turn.dice_in_hand
    return 0


def step(state: State, action, dice: tuple[int, ...] = ()) -> State:
    """The state after ``action`` (a roll showing ``dice``); ``IllegalAction`` if the rules forbid
    it now (the state given is a value: nothing changes). Each move writes its events."""
    if is_over(state):
        raise IllegalAction("the game is over", "game-over")
    seat, turn = state.current, state.turn
    match action:
        case Roll():
            after = roll(turn, dice)
            if after is None:
                return end_turn(state, TurnBusted(seat, dice, turn.half_points))
            return _turn_goes_on(state, after, None, (DiceRolled(seat, dice, after.rolls),))
        case Take(dice=indices):
            took = take(turn, indices)
            taken = DiceTaken(seat, turn.dice, indices, took.half_points, took.multiplier)
            if not took.bonus_half:
                return _turn_goes_on(state, took.after, None, (taken,))
            cleared = MishimashScored(seat, took.after.clears, took.bonus_half)
            return _turn_goes_on(state, took.after, cleared, (taken, cleared))
        case Bank():
            half = bank(turn)
            return end_turn(state, TurnBanked(seat, half, state.scores_half[seat] + half))
    raise IllegalAction(f"{action!r} is not a MISHIMASH move", "not-an-action")


def _turn_goes_on(state: State, turn: Turn, event: TurnEvent | None, told: tuple[Event, ...]) -> State:
    """The table after a roll or a take that leaves the turn going on at ``turn``: ``event`` is
    the latest event (a MISHIMASH, or ``None``), ``told`` joins the turn's log."""
    return state._replace(turn=turn, last_event=event, turn_log=state.turn_log + told)


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
    seat, banked = state.current, isinstance(event, TurnBanked)
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


def is_over(state: State) -> bool:
    return state.stage == Stage.OVER
