"""A game's review, and hints: the coach's questions, for any kind of game.

:func:`review` lists a game's decisions (finished or not), :func:`options` and :func:`hint` value
the choices of the position now. Each game's coach is a module of its own (``coach`` in its
record in :mod:`cubiri_panel.registry`); this one rebuilds a game and asks the right one.
"""

from __future__ import annotations

from collections.abc import Iterator

from .. import registry
from .decision import Decision, Option, decide, table_html


class Review(list):
    """A game's decisions in order (a ``list`` of :class:`~.decision.Decision`), shown as a
    table in a notebook, with the summaries a review view shows."""

    def costliest(self, count: int = 3, player: int | None = None) -> list[Decision]:
        """The ``count`` decisions that cost most (of ``player``'s, if given), costliest
        first; decisions that cost nothing, or less than the uncertainty of their estimated
        values (``margin``), are left out."""
        mine = [d for d in self if not d.is_best and d.cost > d.margin and (player is None or d.player == player)]
        return sorted(mine, key=lambda d: -d.cost)[:count]

    def given_away(self, player: int | None = None) -> float:
        """What ``player``'s decisions (everyone's, if ``None``) cost in all, in the review's
        unit: points of expected score, or of winning chance (a sum of each decision's cost,
        each measured where it was made)."""
        return sum(d.cost for d in self if player is None or d.player == player)

    def _repr_html_(self) -> str:
        return table_html(list(self)) if self else "<p>No decisions to review yet.</p>"


def _coach(game):
    try:
        return registry.of(game).coach_module()
    except registry.UnknownGame:
        raise TypeError(f"the coach reviews the games of Cubiri, not {type(game).__name__}") from None


def review_steps(game) -> Iterator[tuple[int, int, Decision | None]]:
    """The review of ``game`` one action at a time, for a view that shows its progress and
    keeps the page responsive between steps: ``(number, total, decision)`` after each action of
    the history (``number`` of ``total``), ``decision`` the one that action settled, else
    ``None``. :func:`review` collects the decisions."""
    coach, total = _coach(game), len(game.history)
    if hasattr(coach, "decisions"):  # a game whose decisions span several actions
        for number, decision in coach.decisions(game):
            yield number, total, decision
        return
    valuer = coach.valuer() if hasattr(coach, "valuer") else coach.options
    for number, state, action, _, _ in game.steps():
        choices = valuer(state)
        yield number, total, (decide(number, coach.player(state), choices, action.canonical(), state)
                              if choices else None)


def review(game) -> Review:
    """Every decision of ``game`` (finished or not) where the player to move had a real choice,
    in order: what was played, what was best and what each was worth (see
    :class:`~.decision.Decision`). The game is replayed from its seed (``ValueError`` for one
    rolling from a source given as ``rng``); it is not changed."""
    return Review(decision for _, _, decision in review_steps(game) if decision is not None)


def moments(game) -> dict[int, tuple[int, int]]:
    """Where each action of ``game`` falls as players count: ``{number: (turn, roll)}``, the
    turn and the roll within it of the last roll before the ``number``-th action, numbered as
    the game's own log rows number them (an action before the first roll has none). A decision
    is said "turn 5, roll 2" rather than by its place in the history."""
    rows = registry.of(game).log_rows(game)
    rolled = [number for number, _, _, dice, _ in game.steps() if dice]
    if len(rolled) != len(rows):  # each log row is one roll: a game whose rows are not, says so
        raise ValueError(f"{registry.of(game).title}'s log has {len(rows)} rows for {len(rolled)} rolls")
    found, last = {}, None
    at = dict(zip(rolled, rows))
    for number in range(1, len(game.history) + 1):
        if last is not None:
            found[number] = (last.turn, last.roll)
        last = at.get(number, last)
    return found


def options(game) -> list[Option]:
    """Every choice the player to move has now, valued as :func:`review` values them, best
    first; ``[]`` when there is nothing to choose (a roll to make, one move allowed, the game
    over). A choice is whatever the game's coach values as one: an action, or a MAGDAGDON
    turn's whole placement from the dice as rolled (dice already prepared count as free)."""
    return _coach(game).options(game.state)


def hint(game) -> Option | None:
    """The best choice now (the first of :func:`options`), or ``None`` when there is nothing to
    choose."""
    found = options(game)
    return found[0] if found else None
