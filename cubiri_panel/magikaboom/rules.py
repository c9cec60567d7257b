"""The rules of MAGIKABOOM (RULES.md section 3), in the order the rule card gives them.

The whole game is one immutable :class:`State`; :func:`legal_actions` lists the moves and
:func:`step` plays one. Chance is explicit: a roll's two dice are passed in (:func:`dice_to_roll`
says how many), so the game draws them from its seed and a lesson or a test scripts them.
Every step writes what happened to the log (:mod:`.events`). Scores *are* hat spaces: every hat
starts on space 1 and never goes below it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import NamedTuple

from ..errors import IllegalAction
from .actions import Keep, Roll, Stop
from .events import (DiceRolled, EffectApplied, Event, GameEnded, IngredientKept, PotionExploded,
                     PotionScored, TurnStarted, hat_moves)
from .facts import (DICE, EFFECTS, EXPLODING_KINDS, EXPLODING_SAME, EXPLOSION_GAIN, FIRST_SPACE, GOAL,
                    POTION_POINTS, Effect, EffectKind, Ingredient)


def ingredient(value: object) -> Ingredient:
    """``value`` as an Ingredient; ``ValueError`` unless it is a die face 1-6 (never a bool)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        raise ValueError(f"an ingredient is a die face 1-6, not {value!r}")
    return Ingredient(value)


# -- the position ------------------------------------------------------------------------------
class Phase(StrEnum):
    """What the player to move must do now (equal to its text: ``Phase.KEEP == "keep"``)."""

    ROLL = "roll"                          # roll two dice from the reserve
    KEEP = "keep"                          # put one of the two rolled dice into the cauldron
    STOP_OR_CONTINUE = "stop-or-continue"  # stop, or continue with the die in hand (roll)
    OVER = "over"


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
        return cls((FIRST_SPACE,) * seats, 0, Phase.ROLL, (), DICE, (), None, (TurnStarted(0),))


# -- the legal moves ---------------------------------------------------------------------------
def legal_actions(state: State) -> list:
    """Roll to start; keep one of the two dice rolled; then stop, or continue while the
    reserve holds a die."""
    match state.phase:
        case Phase.ROLL:
            return [Roll()]
        case Phase.KEEP:
            return [Keep(0), Keep(1)]
        case Phase.STOP_OR_CONTINUE:
            return [Stop(), Roll()] if state.reserve else [Stop()]
    return []


def _check_roll(state: State) -> None:
    if state.phase is Phase.KEEP:
        raise IllegalAction("put one of the rolled dice into the cauldron first", "must-keep-first")
    if state.phase is Phase.STOP_OR_CONTINUE and not state.reserve:
        raise IllegalAction("the reserve is empty: the only move left is to stop", "reserve-empty")


# -- the cauldron: explosions and potions --------------------------------------------------------
class Explosion(NamedTuple):
    """Which limit a potion reached: "kinds" (``count`` different ingredients) or "same"
    (``count`` of ``ingredient``)."""

    rule: str
    count: int
    ingredient: Ingredient | None


def explosion(cauldron: Iterable[int], rolled: Iterable[int]) -> Explosion | None:
    """Why the cauldron plus the dice just rolled explode: 4 or more different ingredients, or
    5 or more of one; ``None`` if they do not."""
    dice = (*cauldron, *rolled)
    kinds = set(dice)
    if len(kinds) >= EXPLODING_KINDS:
        return Explosion("kinds", len(kinds), None)
    for face in kinds:
        if dice.count(face) >= EXPLODING_SAME:
            return Explosion("same", dice.count(face), Ingredient(face))
    return None


def explodes(cauldron: Iterable[int], rolled: Iterable[int]) -> bool:
    """Whether the cauldron plus the dice just rolled hold 4 or more different ingredients,
    or 5 or more of one ingredient."""
    return explosion(cauldron, rolled) is not None


def potion_ingredient(cauldron: Iterable[int]) -> tuple[int | None, int]:
    """The ingredient the potion is scored on and how many of it: the most common one (the
    lowest face among equals, since they score the same), or ``(None, 0)`` for an empty one."""
    dice = tuple(cauldron)
    if not dice:
        return None, 0
    most = max(map(dice.count, dice))
    return min(face for face in dice if dice.count(face) == most), most


def potion_points(cauldron: Iterable[int]) -> int:
    """Points of a finished potion: its most common ingredient, 2 dice 1, 3 dice 3, 4 dice 6.
    A potion that did not explode never holds 5 of one ingredient, so 4 is the most that counts."""
    dice = tuple(cauldron)
    most = max(map(dice.count, dice), default=0)
    return POTION_POINTS.get(min(most, max(POTION_POINTS)), 0)


# -- the hats and the effects --------------------------------------------------------------------
def rank(scores: Sequence[int], seat: int) -> int:
    """``1 +`` the number of players with a strictly higher score (ties share a rank)."""
    return 1 + sum(1 for s in scores if s > scores[seat])


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
    ahead = [s for s in scores if s > scores[seat]]
    if not ahead or min(ahead) - 1 <= scores[seat]:
        return None
    return min(ahead) - 1


def _moved(scores: tuple[int, ...], seat: int, space: int) -> tuple[int, ...]:
    return scores[:seat] + (space,) + scores[seat + 1:]


def effect_scores(effect: Effect, seat: int, scores: tuple[int, ...]) -> tuple[int, ...]:
    """The scores after ``seat`` applies ``effect`` (no hat goes below the first space)."""
    match effect.kind:
        case EffectKind.GAIN:
            return _moved(scores, seat, max(FIRST_SPACE, scores[seat] + effect.amount))
        case EffectKind.RANK_GAIN:
            return _moved(scores, seat, scores[seat] + rank(scores, seat))
        case EffectKind.BEHIND_NEXT_HAT:
            target = ghost_target(scores, seat)
            return scores if target is None else _moved(scores, seat, target)
        case EffectKind.LAST_GAIN:
            last = last_players(scores)
            return tuple(max(FIRST_SPACE, s + effect.amount) if i in last else s for i, s in enumerate(scores))
        case EffectKind.ALL_BUT_LEADERS_GAIN:
            top = leaders(scores)
            return tuple(s if i in top else max(FIRST_SPACE, s + effect.amount) for i, s in enumerate(scores))
    raise ValueError(f"unknown effect kind {effect.kind!r}")


def ingredient_scores(ingredient: Ingredient, seat: int, scores: tuple[int, ...]) -> tuple[int, ...]:
    """The scores after ``seat`` applies the effect of ``ingredient`` (see ``facts.EFFECTS``)."""
    return effect_scores(EFFECTS[ingredient], seat, scores)


def why_nothing_moves(effect: Effect, seat: int, scores: Sequence[int]) -> str:
    """Why ``effect`` leaves every hat where it is, as a short code for the log and the
    previews (only meaningful when :func:`effect_scores` changes nothing)."""
    if effect.kind is EffectKind.BEHIND_NEXT_HAT:
        return "leads" if rank(scores, seat) == 1 else "next-hat-adjacent"
    if effect.kind is EffectKind.ALL_BUT_LEADERS_GAIN and len(set(scores)) == 1:
        return "everyone-leads"
    if effect.amount < 0 and min(scores) == FIRST_SPACE:
        return "first-space"
    return "no-change"


def apply_effect(ingredient: Ingredient, seat: int,
                 scores: tuple[int, ...]) -> tuple[tuple[int, ...], EffectApplied]:
    """The scores after ``seat`` uses ``ingredient``, and the log event that tells it."""
    effect = EFFECTS[ingredient]
    after = effect_scores(effect, seat, scores)
    moves = hat_moves(scores, after)
    unmoved = "" if moves else why_nothing_moves(effect, seat, scores)
    return after, EffectApplied(seat, Ingredient(ingredient), effect.kind, moves, unmoved)


# -- the moves -----------------------------------------------------------------------------------
def dice_to_roll(state: State, action) -> int:
    """How many dice ``action`` rolls: two for a roll, unless continuing ends the game by the
    effect of the die in hand; none for a keep or a stop. ``IllegalAction`` if the rules forbid
    a roll now. The game draws that many and hands them to :func:`step`."""
    if state.phase is Phase.OVER:
        raise IllegalAction("the game is over", "game-over")
    match action:
        case Roll():
            _check_roll(state)
            if state.phase is Phase.STOP_OR_CONTINUE:
                after = ingredient_scores(state.held, state.player, state.scores)
                return 0 if max(after) >= GOAL else 2
            return 2
    return 0


def step(state: State, action, dice: tuple[int, ...] = ()) -> State:
    """The state after ``action``, a roll showing ``dice``; ``IllegalAction`` if the rules forbid
    it now (the state given is a value: nothing changes)."""
    if state.phase is Phase.OVER:
        raise IllegalAction("the game is over", "game-over")
    match action:
        case Roll():
            return _roll(state, dice)
        case Keep(die=die):
            return _keep(state, die)
        case Stop():
            return _stop(state)
    raise IllegalAction(f"{action!r} is not a MAGIKABOOM move", "not-an-action")


def _roll(state: State, dice: tuple[int, ...]) -> State:
    """At the start of a turn, two dice from the reserve; to continue, the die in hand takes
    effect, then is rolled with one from the reserve."""
    _check_roll(state)
    if state.phase is Phase.ROLL:
        return _rolled(state, state.reserve - 2, dice)
    scores, event = apply_effect(state.held, state.player, state.scores)
    state = state._replace(scores=scores, log=state.log + (event,))
    if max(scores) >= GOAL:
        return _ended(state)
    return _rolled(state, state.reserve - 1, dice)


def _rolled(state: State, reserve: int, dice: tuple[int, ...]) -> State:
    """After a roll of ``dice`` (the die in hand first, if any): keep one, or the explosion,
    which gives every opponent 2 and ends the turn."""
    if len(dice) != 2:
        raise ValueError(f"a roll of two dice, not {len(dice)}")
    rolled = (Ingredient(dice[0]), Ingredient(dice[1]))
    log = state.log + (DiceRolled(state.player, rolled),)
    boom = explosion(state.cauldron, rolled)
    if boom is None:
        return state._replace(phase=Phase.KEEP, reserve=reserve, rolled=rolled, held=None, log=log)
    after = tuple(s if seat == state.player else s + EXPLOSION_GAIN for seat, s in enumerate(state.scores))
    log += (PotionExploded(state.player, hat_moves(state.scores, after), state.cauldron + rolled, *boom),)
    state = state._replace(scores=after, reserve=reserve, rolled=rolled, held=None, log=log)
    return _ended(state) if max(after) >= GOAL else _next_turn(state)


def _keep(state: State, die: int) -> State:
    """One of the two dice rolled goes into the cauldron; the other stays in hand."""
    if state.phase is Phase.ROLL:
        raise IllegalAction("roll the dice first", "must-roll-first")
    if state.phase is Phase.STOP_OR_CONTINUE:
        raise IllegalAction("a die is already in the cauldron: stop or continue", "already-kept")
    if type(die) is not int or die not in (0, 1):
        raise IllegalAction(f"die must be 0 or 1, not {die!r}", "bad-die", die=die)
    kept = state.rolled[die]
    return state._replace(phase=Phase.STOP_OR_CONTINUE, cauldron=state.cauldron + (kept,),
                          held=state.rolled[1 - die], log=state.log + (IngredientKept(state.player, kept),))


# -- scoring and the end -------------------------------------------------------------------------
def _stop(state: State) -> State:
    """The die in hand goes into the cauldron too and the potion is scored: the hat moves on by
    its points."""
    if state.phase is Phase.ROLL:
        raise IllegalAction("roll the dice first", "must-roll-first")
    if state.phase is Phase.KEEP:
        raise IllegalAction("put one of the rolled dice into the cauldron first", "must-keep-first")
    player, potion = state.player, state.cauldron + (state.held,)
    points = potion_points(potion)
    face, count = potion_ingredient(potion)
    after = _moved(state.scores, player, state.scores[player] + points)
    event = PotionScored(player, Ingredient(face), count, points, hat_moves(state.scores, after), potion)
    state = state._replace(scores=after, cauldron=potion, held=None, log=state.log + (event,))
    return _ended(state) if max(after) >= GOAL else _next_turn(state)


def _next_turn(state: State) -> State:
    player = (state.player + 1) % len(state.scores)
    return State(state.scores, player, Phase.ROLL, (), DICE, (), None, state.log + (TurnStarted(player),))


def _ended(state: State) -> State:
    """A hat reached the goal: the game ends at once, the table left as it was then; every
    player on the highest score wins."""
    return state._replace(phase=Phase.OVER,
                          log=state.log + (GameEnded(state.player, leaders(state.scores), state.scores),))


def is_over(state: State) -> bool:
    return state.phase is Phase.OVER


def winners(state: State) -> list[int]:
    """The seats on the highest score once the game is over (ties share the win)."""
    return list(leaders(state.scores)) if is_over(state) else []
