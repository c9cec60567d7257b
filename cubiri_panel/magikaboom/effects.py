"""What an ingredient's effect does to the hats.

Scores *are* hat spaces: every hat starts on space 1 and never goes below it. An effect takes
the mover's seat and the scores (a tuple in seat order) and returns the new scores; nothing
here knows about turns or dice, so the game, the previews and the computer players' turn tree
all share these few lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from .events import EffectApplied, hat_moves
from .ingredients import EFFECTS, Effect, EffectKind, Ingredient

#: The lowest space on the track: where hats start, and the floor of a skull.
FIRST_SPACE = 1
#: A hat on this space or beyond ends the game at once.
GOAL = 28


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


# The kinds under plain names: ``EffectKind.GAIN`` is a look-up through the enum class, and
# every effect in every simulated game passes through here.
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


def apply_effect(ingredient: Ingredient, seat: int,
                 scores: tuple[int, ...]) -> tuple[tuple[int, ...], EffectApplied]:
    """The scores after ``seat`` uses ``ingredient``, and the log event that tells it."""
    effect = EFFECTS[ingredient]
    after = effect_scores(effect, seat, scores)
    moves = hat_moves(scores, after)
    unmoved = "" if moves else why_nothing_moves(effect, seat, scores)
    # (The die in hand is already an Ingredient in play: the enum is called only for a bare int.)
    face = ingredient if type(ingredient) is Ingredient else Ingredient(ingredient)
    return after, EffectApplied(seat, face, effect.kind, moves, unmoved)
