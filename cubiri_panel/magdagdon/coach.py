"""The coach of MAGDAGDON: a turn's choices valued by the expert
(:mod:`~cubiri_panel.magdagdon.solvers.best_turn`), as the final score it expects after them.

A decision is what a player makes of dice just rolled (after the turn's roll or a Majda
Power): the turn's placements as a whole (:class:`Placements`, settled by ``Confirm``), a
power (``Adjust``, ``Reroll``) or, on MAGDAGDON, the ruin (``AcceptMagdagdon``). Each is valued
by the expert's own estimate of the final score after it, power penalties included:

* placements: the expert's value of the board they leave one roll ahead
  (:func:`~.best_turn.lookahead`); a hint lists the few the expert looks at so
  (:func:`~.best_turn.ranked_placements`), a review values the ones played the same way;
* ``Adjust``: the best board the changed dice allow (or the best ruin, if they allow none),
  less the power's penalty and what an unused power is worth to the expert later
  (:func:`~.best_turn.power_cost`), as the expert weighs a power;
* ``Reroll``: the same, on average over every way the rerolled dice fall, each placing the
  required dice as well as it can (the expert's quick look, :func:`~.best_turn.reroll_value`).
  The expert weighs a reroll only on MAGDAGDON, of all four dice, so only those are among the
  choices a hint ranks; a reroll a player made is valued all the same;
* a ruin: the expert's value of the board with it, one roll ahead.

Every value is an estimate (the expert's evaluation of a board is a heuristic), with its
``margin``: two values closer than it are about equal (:data:`~.best_turn.MARGIN`, measured).
The values differ from the expert's own choice only where its quick first look skips a power
(:func:`~.best_turn.plan_turn`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from ..coach.decision import Decision, Option, decide
from .actions import AcceptMagdagdon, Adjust, Confirm, Place, Reroll
from .facts import RUIN, SIZE
from .rules import Phase, available, required
from .solvers.best_turn import (MARGIN, dice_worth, lookahead, power_cost, ranked_placements, ranked_ruins,
                               reroll_value)



@dataclasses.dataclass(frozen=True, slots=True)
class Placements:
    """A MAGDAGDON turn's placements as one choice: ``steps`` are ``(die, row, col)`` in an order
    the rules allow, ``values`` the numbers placed (in the same order) and ``board`` the 16
    cells after them; two placements are the same choice when they leave the same board.
    ``kept`` are the placements already prepared that the choice builds on, ``(die, row, col)``
    each (a hint asked with dice prepared); ``steps`` follow them."""

    steps: tuple[tuple[int, int, int], ...] = dataclasses.field(compare=False)
    values: tuple[int, ...] = dataclasses.field(compare=False)
    board: tuple[int, ...]
    kept: tuple[tuple[int, int, int], ...] = dataclasses.field(default=(), compare=False)

    def actions(self) -> tuple:
        """The game's moves that make these placements from the position they were offered in
        (its ``kept`` dice prepared, no other): each ``Place``, then ``Confirm``."""
        return (*(Place(*step) for step in self.steps), Confirm())

    def __str__(self) -> str:
        return "place " + ", ".join(f"{v} at ({r}, {c})" for (_, r, c), v in zip(self.steps, self.values))


#: What the coach offers as one choice besides the game's actions: a turn's placements.
CHOICES = (Placements,)


def _placements(cells: tuple[int, ...], dice: tuple[int, ...], steps) -> Placements:
    board = list(cells)
    for die, cell in steps:
        board[cell] = dice[die]
    return Placements(tuple((die, *divmod(cell, SIZE)) for die, cell in steps),
                      tuple(dice[die] for die, _ in steps), tuple(board))


def _kept(state) -> tuple[tuple[int, int, int], ...]:
    return tuple((die, *divmod(cell, SIZE)) for die, cell in enumerate(state.prepared) if cell is not None)


def _completions(state) -> list[tuple[float, Placements]]:
    """The expert's ways to finish the turn from the dice prepared in ``state``, keeping them:
    the free dice placed on the board as prepared, ``(lookahead, placements)`` best first;
    ``[]`` when the prepared dice block every way (they must be taken back)."""
    free = available(state)
    kept = _kept(state)
    need = max(0, required(state) - len(kept))
    values = tuple(state.dice[d] for d in free)
    found = []
    for worth, after, steps in ranked_placements(state.overlay, values, need, state.difficulty.minimum):
        placed = tuple((free[i], *divmod(cell, SIZE)) for i, cell in steps)
        found.append((worth, Placements(placed, tuple(state.dice[d] for d, _, _ in placed), after, kept)))
    return found


def prepared_placements(state) -> Placements:
    """The placements prepared in ``state`` (about to be confirmed)."""
    steps = [(die, cell) for die, cell in enumerate(state.prepared) if cell is not None]
    return _placements(state.board, state.dice, steps)


def paid(state) -> int:
    """The penalties of the powers used so far."""
    return sum(state.difficulty.penalties[:state.powers_used])


def _power_cost(state) -> float:
    return power_cost(state.board, required(state), state.difficulty.penalties[state.powers_used])


def _option(action, worth: float, state) -> Option:
    return Option(action, worth, "points", False, MARGIN[state.difficulty.value])


def options(state) -> list[Option]:
    """The choices the expert weighs in ``state``, starting from the dice already prepared
    (a hint): the ways to finish the turn keeping them (or, when they block every way, the
    placements of the whole roll, which take them back first), and the powers on the dice not
    prepared, with the final score it expects after each, best first; ``[]`` where there is
    no real choice."""
    return _choices(state, keep_prepared=True)


def _choices(state, keep_prepared: bool) -> list[Option]:
    """:func:`options`; without ``keep_prepared`` the prepared dice count as not yet placed
    (a review weighs the roll as it came)."""
    if state.phase not in (Phase.PLACE, Phase.MAGDAGDON):
        return []
    cells, dice, need, minimum = state.board, state.dice, required(state), state.difficulty.minimum
    base = -paid(state)
    found: list[Option] = []
    kept = keep_prepared and state.phase is Phase.PLACE and any(c is not None for c in state.prepared)
    completions = _completions(state) if kept else []
    if completions:
        found += [_option(choice, worth + base, state) for worth, choice in completions]
    elif state.phase is Phase.PLACE:
        for worth, _, steps in ranked_placements(cells, dice, need, minimum):
            found.append(_option(_placements(cells, dice, steps), worth + base, state))
    else:
        for worth, cell in ranked_ruins(cells, minimum):
            found.append(_option(AcceptMagdagdon(*divmod(cell, SIZE)), worth + base, state))
    if state.powers_used < state.difficulty.powers:
        cost = _power_cost(state)
        # A power touches only a die not prepared (RULES.md): with dice prepared, the others.
        free = set(available(state)) if keep_prepared else set(range(len(dice)))
        for die, now in enumerate(dice):
            if die not in free:
                continue
            for delta in (-1, 1):
                if 1 <= now + delta <= 6:
                    changed = dice[:die] + (now + delta,) + dice[die + 1:]
                    found.append(_option(Adjust(die, delta), dice_worth(cells, changed, need, minimum) + base - cost,
                                         state))
        if state.phase is Phase.MAGDAGDON and free:
            every = tuple(sorted(free))
            held = tuple(sorted(v for d, v in enumerate(dice) if d not in free))
            found.append(_option(Reroll(every), reroll_value(cells, held, len(every), need, minimum) + base - cost,
                                 state))
    if len(found) < 2:
        return []
    return sorted(found, key=lambda option: -option.value)


def chosen_option(state, action) -> Option:
    """The value of the choice ``action`` settles (``Confirm``: the prepared placements)."""
    cells, dice, need, base = state.board, state.dice, required(state), -paid(state)
    minimum = state.difficulty.minimum
    match action:
        case Confirm():
            choice = prepared_placements(state)
            return _option(choice, lookahead(choice.board, minimum) + base, state)
        case AcceptMagdagdon(row=row, col=col):
            cell = row * SIZE + col
            return _option(action, lookahead(cells[:cell] + (RUIN,) + cells[cell + 1:], minimum) + base, state)
        case Adjust(die=die, delta=delta):
            changed = dice[:die] + (dice[die] + delta,) + dice[die + 1:]
            return _option(action, dice_worth(cells, changed, need, minimum) + base - _power_cost(state), state)
        case Reroll(dice=chosen):
            kept = tuple(sorted(v for d, v in enumerate(dice) if d not in chosen))
            worth = reroll_value(cells, kept, len(chosen), need, minimum)
            return _option(action, worth + base - _power_cost(state), state)
    raise ValueError(f"{action!r} settles no MAGDAGDON decision")


SETTLES = (Confirm, AcceptMagdagdon, Adjust, Reroll)


def decisions(game) -> Iterator[tuple[int, Decision | None]]:
    """``(number, decision)`` for each action of a MAGDAGDON game's history: the decision it
    settles (see the module text), else ``None``."""
    start = None
    for number, state, action, _, _ in game.steps():
        if state.phase is Phase.ROLL:
            yield number, None
            continue
        if start is None or start.dice != state.dice or start.powers_used != state.powers_used \
                or start.turn != state.turn:
            start = state  # dice just rolled, adjusted or rerolled: a new decision begins
        if not isinstance(action, SETTLES):
            yield number, None
            continue
        mine = chosen_option(state, action)
        choices = _choices(start, keep_prepared=False)
        if choices and not any(o.action == mine.action for o in choices):
            choices = sorted([*choices, mine], key=lambda option: -option.value)
        yield number, decide(number, 0, choices, mine.action, start) if choices else None
        start = None


def player(state) -> int:
    """MAGDAGDON is played alone: every decision is the one player's."""
    return 0


def describe(action, state) -> str:
    """A choice in plain English words, read against the position it was chosen in."""
    match action:
        case Adjust(die=die, delta=delta):
            return f"{delta:+d} on the {state.dice[die]}"
        case Reroll(dice=dice):
            return "reroll " + ", ".join(str(state.dice[i]) for i in dice)
        case AcceptMagdagdon(row=row, col=col):
            return f"ruin at ({row}, {col})"
    return str(action)


def expert_game(game):
    """A new game with ``game``'s difficulty and seed, for the expert to play: the same dice as
    the player's as long as neither rerolls (a reroll draws dice the other game does not).
    ``ValueError`` for a game that does not roll from its own seed."""
    from .game import MagdagdonGame

    if not game.replayable:
        raise ValueError("only a game that rolls from its own seed has the expert's score")
    return MagdagdonGame(game.difficulty, seed=game.seed)


def expert_score(game) -> int:
    """The final score the expert (``ExpertPlayer``) makes from ``game``'s seed
    (:func:`expert_game`): the yardstick of a player's score."""
    from .bots import ExpertPlayer

    expert = expert_game(game)
    expert.play_unpublished(ExpertPlayer().choose)
    return expert.score
