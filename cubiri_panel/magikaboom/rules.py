"""The rules of MAGIKABOOM (RULES.md section 3), in the order the rule card gives them.

The facts of the game are data (the ingredients and their effects, the explosion limits, the
potion points); the whole game is one immutable :class:`State`; :func:`legal_actions` lists the
moves and :func:`step` plays one. Chance is explicit: a roll's two dice are passed in
(:func:`dice_to_roll` says how many), so the game draws them from its seed and a lesson or a
test scripts them, through the same rules. Every step writes what happened to the log
(:mod:`.events`).

Scores *are* hat spaces: every hat starts on space 1 and never goes below it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from enum import IntEnum, StrEnum
from types import MappingProxyType
from typing import NamedTuple

from ..errors import IllegalAction
from .actions import Keep, Roll, Stop
from .events import (DiceRolled, EffectApplied, Event, GameEnded, IngredientKept, PotionExploded,
                     PotionScored, TurnStarted, hat_moves)


# -- the facts -------------------------------------------------------------------------------------
class Ingredient(IntEnum):
    """An ingredient is a die face: ``Ingredient(3)`` is what a rolled 3 shows."""

    GHOST = 1
    CROW = 2
    PUMPKIN = 3
    CRYSTAL = 4
    SKULL = 5
    BAT = 6

    def __str__(self) -> str:
        return self.name.lower()


class EffectKind(StrEnum):
    """The kinds of effect an ingredient can have on the hats (the score track)."""

    BEHIND_NEXT_HAT = "behind-next-hat"  # move your hat just behind the nearest hat ahead
    GAIN = "gain"                        # you gain ``amount`` (negative: lose)
    LAST_GAIN = "last-gain"              # the last player(s) gain ``amount``
    RANK_GAIN = "rank-gain"              # you gain your rank (1st: 1, 2nd: 2, ...)
    ALL_BUT_LEADERS_GAIN = "all-but-leaders-gain"  # everyone but the leader(s) gains ``amount``


@dataclasses.dataclass(frozen=True, slots=True)
class Effect:
    """One ingredient's effect: a kind and, for the kinds that need one, an amount."""

    kind: EffectKind
    amount: int = 0

    def __str__(self) -> str:
        return {
            EffectKind.BEHIND_NEXT_HAT: "move your hat just behind the nearest hat ahead",
            EffectKind.GAIN: f"{'gain' if self.amount >= 0 else 'lose'} {abs(self.amount)}",
            EffectKind.LAST_GAIN: f"the last player(s) gain {self.amount}",
            EffectKind.RANK_GAIN: "gain your rank",
            EffectKind.ALL_BUT_LEADERS_GAIN: f"everyone but the leader(s) gains {self.amount}",
        }[self.kind]


#: Ingredient -> effect. The rule card fixes only the crow and the crystal; RULES.md assigns the
#: other four. This is the one place to change the assignment: the game, the log, the odds and
#: the computer players all read it.
EFFECTS: Mapping[Ingredient, Effect] = MappingProxyType({
    Ingredient.GHOST: Effect(EffectKind.BEHIND_NEXT_HAT),
    Ingredient.CROW: Effect(EffectKind.GAIN, 1),
    Ingredient.PUMPKIN: Effect(EffectKind.LAST_GAIN, 2),
    Ingredient.CRYSTAL: Effect(EffectKind.RANK_GAIN),
    Ingredient.SKULL: Effect(EffectKind.GAIN, -1),
    Ingredient.BAT: Effect(EffectKind.ALL_BUT_LEADERS_GAIN, 1),
})

DICE = 6              # dice a player has each turn: the reserve at the start of a turn
FIRST_SPACE = 1       # where hats start, and the floor of a skull
GOAL = 28             # a hat on this space or beyond ends the game at once
EXPLODING_KINDS = 4   # a potion explodes with this many different ingredients ...
EXPLODING_SAME = 5    # ... or this many of one (cauldron plus the dice just rolled)
EXPLOSION_GAIN = 2    # what every opponent gains when the mover's potion explodes
POTION_POINTS = {2: 1, 3: 3, 4: 6}  # by the count of the most common ingredient


def ingredient(value: object) -> Ingredient:
    """``value`` as an Ingredient; ``ValueError`` unless it is a die face 1-6 (never a bool)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        raise ValueError(f"an ingredient is a die face 1-6, not {value!r}")
    return Ingredient(value)


# -- the hats ----------------------------------------------------------------------------------------
def rank(scores: Sequence[int], seat: int) -> int:
    """``1 +`` the number of players with a strictly higher score (ties share a rank)."""
    mine = scores[seat]
    return 1 + sum(1 for s in scores if s > mine)


def leaders(scores: Sequence[int]) -> tuple[int, ...]:
    """The seats on the highest score."""
    top = max(scores)
    return tuple(i for i, s in enumerate(scores) if s == top)


def last_players(scores: Sequence[int]) -> tuple[int, ...]:
    """The seats on the lowest score."""
    bottom = min(scores)
    return tuple(i for i, s in enumerate(scores) if s == bottom)


def ghost_target(scores: Sequence[int], seat: int) -> int | None:
    """The space just behind the nearest hat ahead of ``seat``, or ``None`` when the ghost
    moves nothing: the player leads (alone or tied), or the hat ahead is on the next space."""
    mine = scores[seat]
    ahead = [s for s in scores if s > mine]
    if not ahead or min(ahead) - 1 <= mine:
        return None
    return min(ahead) - 1


# The kinds under plain names: every effect in every simulated game passes through here.
_GAIN, _RANK_GAIN, _BEHIND_NEXT_HAT, _LAST_GAIN, _ALL_BUT_LEADERS_GAIN = (
    EffectKind.GAIN, EffectKind.RANK_GAIN, EffectKind.BEHIND_NEXT_HAT, EffectKind.LAST_GAIN,
    EffectKind.ALL_BUT_LEADERS_GAIN)


def effect_scores(effect: Effect, seat: int, scores: tuple[int, ...]) -> tuple[int, ...]:
    """The scores after ``seat`` applies ``effect`` (the scores unchanged if it moves nobody)."""
    kind, amount = effect.kind, effect.amount
    if kind is _GAIN or kind is _RANK_GAIN:
        gain = amount if kind is _GAIN else rank(scores, seat)
        new = max(FIRST_SPACE, scores[seat] + gain)
        return scores if new == scores[seat] else scores[:seat] + (new,) + scores[seat + 1:]
    if kind is _BEHIND_NEXT_HAT:
        target = ghost_target(scores, seat)
        return scores if target is None else scores[:seat] + (target,) + scores[seat + 1:]
    if kind is _LAST_GAIN:
        bottom = min(scores)
        return tuple([max(FIRST_SPACE, s + amount) if s == bottom else s for s in scores])
    if kind is _ALL_BUT_LEADERS_GAIN:
        top = max(scores)
        return tuple([s if s == top else max(FIRST_SPACE, s + amount) for s in scores])
    raise ValueError(f"unknown effect kind {kind!r}")


def ingredient_scores(ingredient: Ingredient, seat: int, scores: tuple[int, ...]) -> tuple[int, ...]:
    """The scores after ``seat`` applies the effect of ``ingredient`` (see :data:`EFFECTS`)."""
    return effect_scores(EFFECTS[ingredient], seat, scores)


def why_nothing_moves(effect: Effect, seat: int, scores: Sequence[int]) -> str:
    """A short stable code for why ``effect`` would leave every hat where it is, for the log
    and the previews (a player should see why a ghost or a skull did nothing). Only meaningful
    when :func:`effect_scores` changes nothing."""
    kind = effect.kind
    if kind is EffectKind.BEHIND_NEXT_HAT:
        return "leads" if rank(scores, seat) == 1 else "next-hat-adjacent"
    if kind is EffectKind.ALL_BUT_LEADERS_GAIN and len(set(scores)) == 1:
        return "everyone-leads"
    if effect.amount < 0 and min(scores) == FIRST_SPACE:
        return "first-space"
    return "no-change"


_FACES = (None, *Ingredient)  # die value -> Ingredient, quicker than calling the enum


def apply_effect(ingredient: Ingredient, seat: int,
                 scores: tuple[int, ...]) -> tuple[tuple[int, ...], EffectApplied]:
    """The scores after ``seat`` uses ``ingredient``, and the log event that tells it."""
    effect = EFFECTS[ingredient]
    after = effect_scores(effect, seat, scores)
    moves = hat_moves(scores, after)
    unmoved = "" if moves else why_nothing_moves(effect, seat, scores)
    return after, EffectApplied(seat, _FACES[ingredient], effect.kind, moves, unmoved)


# -- the cauldron --------------------------------------------------------------------------------------
def explodes(cauldron: Iterable[int], rolled: Iterable[int]) -> bool:
    """Whether the cauldron plus the dice just rolled hold 4 or more different ingredients,
    or 5 or more of one ingredient."""
    dice = (*cauldron, *rolled)
    kinds = set(dice)
    if len(kinds) >= EXPLODING_KINDS:
        return True
    # Counting only pays when there are enough dice for five of one (this runs on every roll).
    return len(dice) >= EXPLODING_SAME and max(map(dice.count, kinds)) >= EXPLODING_SAME


def potion_points(cauldron: Iterable[int]) -> int:
    """Points of a finished potion: its most common ingredient, 2 dice 1, 3 dice 3, 4 dice 6.

    A potion that did not explode never holds 5 of one ingredient, so 4 is the most that
    counts; fewer than 2 of every ingredient scores nothing.
    """
    dice = tuple(cauldron)
    most = max(map(dice.count, set(dice)), default=0)
    return POTION_POINTS.get(min(most, max(POTION_POINTS)), 0)


def potion_ingredient(cauldron: Iterable[int]) -> tuple[int | None, int]:
    """The ingredient the potion is scored on and how many of it: the most common one (the
    lowest face among equals, since they score the same), or ``(None, 0)`` for an empty one."""
    dice = tuple(cauldron)
    if not dice:
        return None, 0
    most = max(map(dice.count, set(dice)))
    return min(face for face in dice if dice.count(face) == most), most


# -- the state -----------------------------------------------------------------------------------------
class Phase(StrEnum):
    """What the player to move must do now (equal to its text: ``Phase.KEEP == "keep"``)."""

    ROLL = "roll"                          # roll two dice from the reserve
    KEEP = "keep"                          # put one of the two rolled dice into the cauldron
    STOP_OR_CONTINUE = "stop-or-continue"  # stop, or continue with the die in hand (roll)
    OVER = "over"


ROLL, KEEP, STOP_OR_CONTINUE, OVER = Phase  # under plain names: tested several times a move


class State(NamedTuple):
    """The whole position. ``cauldron`` is in the order the dice went in; ``rolled`` is the
    last roll (kept on show until the turn ends); ``held`` is the die in hand after a keep."""

    scores: tuple[int, ...]
    player: int
    phase: Phase
    cauldron: tuple[Ingredient, ...]
    reserve: int
    rolled: tuple[Ingredient, ...]
    held: Ingredient | None
    log: tuple[Event, ...]

    @classmethod
    def start(cls, seats: int) -> State:
        """Every hat on the first space; seat 0 to roll from a full reserve."""
        return cls((FIRST_SPACE,) * seats, 0, ROLL, (), DICE, (), None, (TurnStarted(0),))


_new = tuple.__new__  # builds a State without NamedTuple's slower keyword-handling __new__


def winners(state: State) -> list[int]:
    """The seats on the highest score once the game is over (ties share the win)."""
    return list(leaders(state.scores)) if state.phase is OVER else []


# -- the moves -----------------------------------------------------------------------------------------
_ROLL, _KEEPS, _STOP = Roll(), (Keep(0), Keep(1)), Stop()


def legal_actions(state: State) -> list:
    phase = state.phase
    if phase is ROLL:
        return [_ROLL]
    if phase is KEEP:
        return list(_KEEPS)
    if phase is STOP_OR_CONTINUE:
        return [_STOP, _ROLL] if state.reserve else [_STOP]
    return []


def dice_to_roll(state: State, action) -> int:
    """How many dice ``action`` rolls: two for a roll, unless continuing ends the game by the
    effect of the die in hand; none for a keep or a stop. ``IllegalAction`` if the rules forbid
    a roll now. The game draws that many and hands them to :func:`step`."""
    if state.phase is OVER:
        raise IllegalAction("the game is over", "game-over")
    if action.kind != "roll":
        return 0
    _check_roll(state)
    if state.phase is STOP_OR_CONTINUE:
        return 0 if max(effect_scores(EFFECTS[state.held], state.player, state.scores)) >= GOAL else 2
    return 2


def _check_roll(state: State) -> None:
    if state.phase is KEEP:
        raise IllegalAction("put one of the rolled dice into the cauldron first", "must-keep-first")
    if state.phase is STOP_OR_CONTINUE and not state.reserve:
        raise IllegalAction("the reserve is empty: the only move left is to stop", "reserve-empty")


def step(state: State, action, dice: tuple[int, ...] = ()) -> State:
    """The state after ``action``, a roll showing ``dice``; ``IllegalAction`` if the rules forbid
    it now (the state given is a value: nothing changes)."""
    phase, kind = state.phase, action.kind
    if phase is OVER:
        raise IllegalAction("the game is over", "game-over")
    scores, player, _, cauldron, reserve, rolled, held, log = state
    if kind == "roll":
        _check_roll(state)
        if phase is ROLL:  # two dice from the reserve
            return _rolled(state, scores, log, reserve - 2, dice)
        # continue: the die in hand takes effect, then is rolled with one from the reserve
        scores, event = apply_effect(held, player, scores)
        log += (event,)
        if max(scores) >= GOAL:
            return _ended(state, scores, log, cauldron, reserve, rolled, held)
        return _rolled(state, scores, log, reserve - 1, dice)
    if kind == "keep":
        if phase is ROLL:
            raise IllegalAction("roll the dice first", "must-roll-first")
        if phase is STOP_OR_CONTINUE:
            raise IllegalAction("a die is already in the cauldron: stop or continue", "already-kept")
        die = action.die
        if type(die) is not int or die not in (0, 1):
            raise IllegalAction(f"die must be 0 or 1, not {die!r}", "bad-die", die=die)
        kept = rolled[die]
        return _new(State, (scores, player, STOP_OR_CONTINUE, cauldron + (kept,), reserve, rolled,
                            rolled[1 - die], log + (IngredientKept(player, kept),)))
    if kind == "stop":
        if phase is ROLL:
            raise IllegalAction("roll the dice first", "must-roll-first")
        if phase is KEEP:
            raise IllegalAction("put one of the rolled dice into the cauldron first", "must-keep-first")
        cauldron += (held,)
        points = potion_points(cauldron)  # the most common ingredient: 2 dice 1, 3 dice 3, 4 dice 6
        face, count = potion_ingredient(cauldron)
        after = scores[:player] + (scores[player] + points,) + scores[player + 1:]
        log += (PotionScored(player, _FACES[face], count, points, hat_moves(scores, after)),)
        if max(after) >= GOAL:
            return _ended(state, after, log, cauldron, reserve, rolled, None)
        return _next_turn(after, player, log)
    raise IllegalAction(f"{action!r} is not a MAGIKABOOM move", "not-an-action")


def _rolled(state: State, scores: tuple[int, ...], log: tuple, reserve: int, dice) -> State:
    """After a roll of ``dice`` (the die in hand first, if any): keep one, or the explosion."""
    if len(dice) != 2:
        raise ValueError(f"a roll of two dice, not {len(dice)}")
    player, cauldron = state.player, state.cauldron
    dice = (_FACES[dice[0]], _FACES[dice[1]])
    log += (DiceRolled(player, dice),)
    if not explodes(cauldron, dice):
        return _new(State, (scores, player, KEEP, cauldron, reserve, dice, None, log))
    after = tuple([s if seat == player else s + EXPLOSION_GAIN for seat, s in enumerate(scores)])
    log += (PotionExploded(player, hat_moves(scores, after)),)
    if max(after) >= GOAL:
        return _ended(state, after, log, cauldron, reserve, dice, None)
    return _next_turn(after, player, log)


def _next_turn(scores: tuple[int, ...], player: int, log: tuple) -> State:
    player = (player + 1) % len(scores)
    return _new(State, (scores, player, ROLL, (), DICE, (), None, log + (TurnStarted(player),)))


def _ended(state: State, scores: tuple[int, ...], log: tuple, cauldron: tuple, reserve: int,
           rolled: tuple, held: Ingredient | None) -> State:
    """A hat reached the goal: the game ends at once, the table left as it was then; every
    player on the highest score wins."""
    return State(scores, state.player, OVER, cauldron, reserve, rolled, held,
                 log + (GameEnded(state.player, leaders(scores), scores),))
