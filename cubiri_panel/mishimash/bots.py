"""Computer players for MISHIMASH.

A bot reads a :class:`~.game.MishimashPosition` (or the game, which is one): what every
player sees (``phase``, ``takes()``, ``turn_points``, ``multiplier``, ``dice_in_hand``,
``clears``), and returns one of the legal actions. A bare :class:`~.rules.Turn` answers the
same names, which is how :func:`~.simulate.play_turn` lets the same bots play a turn alone.
Bots roll no dice of their own, so they are deterministic.
"""

from __future__ import annotations

from ..memo import memoized
from .actions import Bank, Roll, Take
from .roll_cache import best_takes
from .rules import BANK_OR_ROLL, MUST_ROLL, PLAY, Turn
from .solvers.reach_probability import SHIPPED_NEED_HALF, reach_values
from .solvers.turn_plan import finishing_choice, plan_turn
from .solvers.turn_values import TurnValues, optimal_turn_values

ROLL, BANK = Roll(), Bank()  # actions are immutable values: one of each will do


@memoized(maxsize=128)  # at most 63 index sets of six dice
def _take(indices: tuple[int, ...]) -> Take:
    return Take(indices)


BEST_THRESHOLD = 27  # the best fixed threshold (tests/mishimash/solvers/test_turn_values.py checks it)


class ThresholdBot:
    """Takes every scoring die; banks once the turn holds at least ``threshold`` points."""

    def __init__(self, threshold: float = BEST_THRESHOLD):
        if not threshold > 0:
            raise ValueError(f"threshold must be positive, not {threshold!r}")
        self.threshold = threshold

    def choose(self, game):
        phase = game.phase
        if phase == MUST_ROLL:
            return ROLL
        if phase == BANK_OR_ROLL:
            return BANK if self.wants_to_bank(game) else ROLL
        _, their_indices = best_takes(game.dice)
        return _take(their_indices[0])  # listed first: the most points, every scoring die

    def wants_to_bank(self, game) -> bool:
        return game.turn_points >= self.threshold


class CautiousBot(ThresholdBot):
    """Banks early: at 10 points, or as soon as two dice or fewer are left to roll."""

    def __init__(self):
        super().__init__(threshold=10)

    def wants_to_bank(self, game) -> bool:
        return game.turn_points >= self.threshold or game.dice_in_hand <= 2


class OptimalBot:
    """Maximises the expected points banked this turn, both in what it takes and in when it
    banks, from the table of optimal turn values (see :mod:`.solvers.turn_values`).

    Among takes of equal value it prefers the one listed first (most points). Turn values
    rise with the turn points, so of the takes using the same number of dice only the one
    with the most points can be best: those are all it compares.

    A choice depends only on the position and on the (dice used, points) of those takes, and
    a long simulation meets the same few thousand of them again and again, so each player
    remembers its choices: a position between rolls decides roll or bank; a position with a
    roll waiting, together with the takes on offer, decides which of them (the roll's order
    of dice only says where they lie). The same choices, computed once each.
    """

    def __init__(self, values: TurnValues | None = None):
        self._values = values
        self._between_rolls: dict[Turn, Roll | Bank] = {}
        self._takes: dict[tuple, int] = {}

    @property
    def values(self) -> TurnValues:
        if self._values is None:  # loaded on first use, shared by every optimal player
            self._values = optimal_turn_values()
        return self._values

    def choose(self, game):
        turn = game if type(game) is Turn else game.state.turn  # the same facts in one read
        dice = turn.dice
        if dice:  # the k-th roll waits for a take; k = rolls
            choices, their_indices = best_takes(dice)
            if len(choices) == 1:
                return _take(their_indices[0])
            in_hand, rolls, half, clears, _ = turn
            position = (in_hand, rolls, half, clears, choices)
            best = self._takes.get(position)
            if best is None:
                best = self._takes[position] = self.values.best_choice(in_hand, rolls, half, clears,
                                                                       choices)
            return _take(their_indices[best])
        decided = self._between_rolls.get(turn)
        if decided is None:
            decided = self._between_rolls[turn] = self.roll_or_bank(turn)
        return decided

    def roll_or_bank(self, turn: Turn) -> Roll | Bank:
        """Between rolls: roll while rolling promises more than banking the turn points."""
        in_hand, rolls, half, clears, _ = turn
        if not rolls:
            return ROLL
        return ROLL if self.values.value_half(in_hand, rolls + 1, half, clears) > half else BANK


class ChampionBot:
    """Plays to win the game, not to bank points: the chance of winning decides.

    * In the final round and in sudden death, when no one plays after it in the round, it
      plays for the best chance to beat the score to beat (:class:`~.solvers.reach_probability.ReachPolicy`):
      exact, a tie counting as a loss. When others play after it, it chooses at the turn's
      start the way of the family (below) with the best chance that none of them then beats
      it, and keeps to it.
    * A turn that has reached the target, with others still to have a final turn, banks or
      rolls on for the lead that gives them the least chance to overtake
      (:func:`~.solvers.turn_plan.finishing_choice`).
    * Before that, at the start of each turn, it chooses how to play the whole turn, from the
      points-optimal play, the same banking by X points or never below X, and "make X points,
      then bank", by the chance of winning after the turn in the model of :mod:`.solvers.win_model` (two
      players: the solved table's choice; more: the chance of beating the strongest rival in
      a race of two). Playing a points-optimal way it takes what :class:`OptimalBot` takes,
      and banks at once when that ends the game with no one left to answer.

    Alone at the table, or shown a bare turn with no scores, it plays as :class:`OptimalBot`.
    Every choice is a function of what the table shows, so it is deterministic.
    """

    def __init__(self):
        self._optimal = OptimalBot()
        self._plan_for: tuple | None = None
        self._plan: tuple[str, int] = ("optimal", 0)

    def choose(self, game):
        if type(game) is Turn or len(game.state.scores_half) == 1:
            return self._optimal.choose(game)
        state = game.state
        turn = state.turn
        key = (state.scores_half, state.current, state.stage, state.queue, state.contenders,
               game.target)
        if key != self._plan_for:  # a new turn: what to play for, computed once
            self._plan, self._plan_for = plan_turn(state, game.target), key
        kind, half = self._plan
        if (not turn.dice and turn.rolls and state.stage == PLAY
                and state.scores_half[state.current] + turn.half_points >= 2 * game.target):
            if _others_done(state):
                return BANK  # this bank ends the game and wins it
            return finishing_choice(state, game.target)  # the others will get a final turn
        if kind == "reach":
            return _reach_choice(turn, half, self._optimal)
        if not turn.dice and turn.rolls:
            points = turn.half_points
            if kind == "bank by" and points >= half:
                return BANK
            if kind == "roll to" and points < half:
                return ROLL
        return self._optimal.choose(turn)


def _others_done(state) -> bool:
    """True when a bank reaching the target leaves no one a final turn: the last seat."""
    return state.current == len(state.scores_half) - 1


def _reach_choice(turn: Turn, need: int, optimal: OptimalBot):
    """The move of :class:`~.solvers.reach_probability.ReachPolicy` for a turn that must make ``need`` half-points.

    Where the shipped reach table does not hold the positions a take leads to (more than its
    100 points still to make, a chance of a few in a hundred at most, and what a turn that
    started so far from its need goes through), it takes what the points-optimal player takes,
    and never banks short of the need: so every decision is a look-up."""
    in_hand, rolls, half, clears, dice = turn
    if dice:
        choices, their_indices = best_takes(dice)
        if len(choices) == 1:
            return _take(their_indices[0])
        left = need - half
        place = None
        if left <= SHIPPED_NEED_HALF:
            place = reach_values().best_choice(in_hand, rolls, left, clears, choices, known=True)
        if place is None:  # not in the shipped table: what the points-optimal player takes
            place = optimal.values.best_choice(in_hand, rolls, half, clears, choices)
        return _take(their_indices[place])
    return BANK if rolls and half >= need else ROLL


BOTS = {"cautious": CautiousBot, "threshold": ThresholdBot, "optimal": OptimalBot,
        "champion": ChampionBot}
