"""The actions a saved MAGDAGDON game keeps: the same game, without the dithering.

A player may prepare and take back dice as often as they like, so the history of a turn has
no length limit; its position does. Between two chance moves (the roll and each Majda Power)
only the prepared dice change, so a saved turn keeps, for each such stretch, a shortest way
from the dice prepared at its start to those prepared at its end: the dice that moved taken
back and placed again, in an order the rules allow. Replaying the saved actions gives the
same dice, the same powers on the same dice and the same position, and no game needs more
than ``MagdagdonGame.MAX_HISTORY`` of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..action import Action
from ..errors import IllegalAction
from .actions import Place, TakeBack
from .board import cell_of
from .facts import SIZE

if TYPE_CHECKING:
    from .game import MagdagdonGame

# Orders to try before the longer way round (everything taken back, then placed): a stretch
# changes at most four dice, so this is never reached in a real turn.
_TRIES = 200


def saved_actions(game: MagdagdonGame) -> list[Action]:
    """``game.history`` with each stretch of placements between chance moves shortened."""
    history = game.history
    if not any(isinstance(a, TakeBack) for a in history):
        return list(history)  # without take-backs every placement is already needed
    scratch = type(game)(game.difficulty, seed=game.seed)
    kept: list[Action] = []
    stretch: list[Action] = []
    for action in history:
        if isinstance(action, (Place, TakeBack)):
            stretch.append(action)
            continue
        kept += _shortest(scratch, stretch)
        scratch.apply(action)
        kept.append(action)
        stretch = []
    kept += _shortest(scratch, stretch)
    return kept


def _prepared(game: MagdagdonGame) -> dict[int, int]:
    return {die: c for die, c in enumerate(game.state.prepared) if c is not None}


def _shortest(scratch: MagdagdonGame, stretch: Sequence[Action]) -> list[Action]:
    """Apply to ``scratch`` a shortest legal way to the prepared dice ``stretch`` leads to,
    and return it (``stretch`` itself, should no shorter way be found)."""
    if not stretch:
        return []
    state, length = scratch.state, len(scratch._history)
    start = _prepared(scratch)
    target = dict(start)
    for action in stretch:
        match action:
            case Place(die=die, row=row, col=col):
                target[die] = row * SIZE + col
            case TakeBack(die=die):
                target.pop(die, None)
    backs = [TakeBack(d) for d, c in start.items() if target.get(d) != c]
    places = [Place(d, *cell_of(c)) for d, c in target.items() if start.get(d) != c]
    route = _route(scratch, backs + places, [_TRIES])
    if route is None:  # the long way round: every die taken back, then the target's placed
        route = _route(scratch, [TakeBack(d) for d in start], [_TRIES])
        if route is not None:
            more = _route(scratch, [Place(d, *cell_of(c)) for d, c in target.items()], [_TRIES])
            route = None if more is None else route + more
    if route is not None and _prepared(scratch) == target:
        return route
    scratch.state = state
    del scratch._history[length:]
    for action in stretch:
        scratch.apply(action)
    return list(stretch)


def _route(game: MagdagdonGame, todo: list[Action], budget: list[int]) -> list[Action] | None:
    """An order of ``todo`` that ``game`` accepts move by move (left applied), or ``None``
    (``game`` unchanged). ``budget`` bounds the moves tried."""
    if not todo:
        return []
    state, length = game.state, len(game._history)
    for i, action in enumerate(todo):
        if budget[0] <= 0:
            return None
        budget[0] -= 1
        try:
            game.apply(action)
        except IllegalAction:
            continue
        rest = _route(game, todo[:i] + todo[i + 1:], budget)
        if rest is not None:
            return [action, *rest]
        game.state = state
        del game._history[length:]
    return None
