"""MAGDAGDON as the game runs it, in the order of the rule card (RULES.md section 1).

A position is a ``State``; ``legal_actions(state)`` lists the moves allowed in it and
``step(state, action, dice)`` is the position a move leads to, given the dice it rolled
(``dice_to_roll`` says how many), so the rules draw nothing and a game replays from its seed.
An illegal move raises ``IllegalAction`` and changes nothing. Where a die may go is
``placement``; the score, ``scoring``; the card's numbers, ``facts``.

Readings the card leaves open: ``turn`` counts the turns played (a confirmed turn and an
accepted MAGDAGDON); in MAGDAGDON the only moves are a power and accepting, so prepared dice stay
until accepting discards them; a prepared die that another one reaches the field only through
cannot be taken back first.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Sequence
from typing import Any, NamedTuple

from ..action import Action
from ..errors import IllegalAction
from .actions import AcceptMagdagdon, Adjust, Confirm, Place, Reroll, Roll, TakeBack
from .events import DiceRerolled, DiceRolled, DieAdjusted, Event, GameEnded, RuinAccepted, TurnConfirmed
from .facts import CELLS, DICE, EMPTY, FACES, RUIN, SIZE, Difficulty
from .placement import NEIGHBOURS, can_place, is_number, open_cells, placement_problem
from .scoring import ScoreBreakdown, board_score, breakdown


# -- the position ----------------------------------------------------------------------------
class Phase(enum.StrEnum):
    """Where the turn stands."""

    ROLL = "roll"              # waiting for the roll that starts a turn
    PLACE = "place"            # dice rolled: prepare, take back, use powers, confirm
    MAGDAGDON = "magdagdon"    # no ordering of the dice reaches the required count
    OVER = "over"              # all 16 cells hold a number or a ruin


class State(NamedTuple):
    """The whole position of a game. Cells hold ``EMPTY``, a number 1-6 or ``RUIN``."""

    difficulty: Difficulty
    board: tuple[int, ...]            # the 16 permanent cells: numbers and ruins
    overlay: tuple[int, ...]          # the board with the prepared numbers written on it
    phase: Phase
    dice: tuple[int, ...]             # the four dice; () while waiting to roll and when over
    prepared: tuple[int | None, ...]  # per die, the cell it is prepared on, or None
    turn: int                         # turns played so far
    powers_used: int
    log: tuple[Event, ...]            # what happened, oldest first


def new_game(difficulty: Difficulty) -> State:
    board = (EMPTY,) * CELLS
    return State(Difficulty(difficulty), board, board, Phase.ROLL, (), (), 0, 0, ())


# -- the turn --------------------------------------------------------------------------------
def required(state: State) -> int:
    """Dice this turn must place: ``min(minimum, empty cells)``."""
    return state.difficulty.required(state.board.count(EMPTY))


def available(state: State) -> list[int]:
    """The rolled dice not prepared, by index."""
    return [die for die, cell in enumerate(state.prepared) if cell is None]


def legal_placements(state: State) -> list[tuple[int, tuple[int, int]]]:
    """Every ``(die, (row, col))`` that may be prepared now."""
    if state.phase is not Phase.PLACE:
        return []
    open_now = open_cells(state.overlay)
    return [(die, divmod(cell, SIZE)) for die in available(state)
            for cell, values in open_now.items() if state.dice[die] in values]


def blocked(state: State) -> bool:
    """The dice could reach the required count from the permanent board, but the prepared
    ones make it unreachable: some must be taken back (it never causes MAGDAGDON)."""
    if state.phase is not Phase.PLACE:
        return False
    free = available(state)
    need = required(state) - (DICE - len(free))
    return need > 0 and not can_place(state.overlay, [state.dice[d] for d in free], need)


def take_back_problem(state: State, die: int) -> IllegalAction | None:
    """Why prepared die ``die`` may not go back to the pool now, or ``None``: the other prepared
    dice must still be placeable one after another from the permanent board."""
    cell = state.prepared[die]
    if cell is None:
        return IllegalAction(f"die {die} is not prepared", "not-prepared", die=die)
    others = {c for d, c in enumerate(state.prepared) if c is not None and d != die}
    reached = {c for c, v in enumerate(state.board) if is_number(v)} or {min(others, default=cell)}
    todo = list(reached)
    while todo:
        for n in NEIGHBOURS[todo.pop()]:
            if n in others and n not in reached:
                reached.add(n)
                todo.append(n)
    if not others <= reached:
        return IllegalAction(f"another prepared die reaches the field only through die {die}; "
                             "take that one back first", "needed-by-prepared", die=die)
    return None


# -- the moves -------------------------------------------------------------------------------
def legal_actions(state: State) -> list[Action]:
    """Every move allowed now."""
    phase, free = state.phase, available(state)
    if phase is Phase.OVER:
        return []
    if phase is Phase.ROLL:
        return [Roll()]
    actions: list[Action] = []
    if phase is Phase.PLACE:
        actions += [Place(die, row, col) for die, (row, col) in legal_placements(state)]
        actions += [TakeBack(d) for d, c in enumerate(state.prepared)
                    if c is not None and take_back_problem(state, d) is None]
        if DICE - len(free) >= required(state):
            actions.append(Confirm())
    if state.powers_used < state.difficulty.powers:
        actions += [Adjust(d, delta) for d in free for delta in (-1, 1) if 1 <= state.dice[d] + delta <= FACES]
        actions += [Reroll(dice) for size in range(1, len(free) + 1) for dice in itertools.combinations(free, size)]
    if phase is Phase.MAGDAGDON:
        actions += [AcceptMagdagdon(*divmod(c, SIZE)) for c, v in enumerate(state.board) if v == EMPTY]
    return actions


def dice_to_roll(state: State, action: Action) -> int:
    """How many dice ``action`` rolls; a refused roll or reroll raises here, before any die is
    drawn."""
    match action:
        case Roll():
            require_phase(state, Phase.ROLL)
            return DICE
        case Reroll(dice=dice):
            return len(reroll_dice(state, dice))
    return 0


def step(state: State, action: Action, dice: Sequence[int] = ()) -> State:
    """The position after ``action``; ``dice`` are what it rolled, in die order."""
    match action:
        case Roll():
            return _roll(state, dice)
        case Place(die=die, row=row, col=col):
            return _place(state, die, row, col)
        case TakeBack(die=die):
            return _take_back(state, die)
        case Confirm():
            return _confirm(state)
        case Adjust(die=die, delta=delta):
            return _adjust(state, die, delta)
        case Reroll(dice=chosen):
            return _reroll(state, chosen, dice)
        case AcceptMagdagdon(row=row, col=col):
            return _accept(state, row, col)
    raise IllegalAction(f"{action!r} is not a MAGDAGDON action", "not-an-action")


def _roll(state: State, dice: Sequence[int]) -> State:
    require_phase(state, Phase.ROLL)
    dice = _rolled(dice, DICE)
    return _after_dice(state, dice, (None,) * DICE, state.powers_used,
                       DiceRolled(state.turn + 1, dice, is_magdagdon(state, dice)))


def _place(state: State, die: Any, row: Any, col: Any) -> State:
    cell = check_place(state, die, row, col)
    return state._replace(overlay=_put(state.overlay, cell, state.dice[die]),
                          prepared=_put(state.prepared, die, cell))


def check_place(state: State, die: Any, row: Any, col: Any) -> int:
    """The cell ``(row, col)`` if die ``die`` may be prepared on it now; else ``IllegalAction``."""
    require_phase(state, Phase.PLACE)
    _check_unprepared(state, die, "preparing it again")
    cell, value = _cell(row, col), state.dice[die]
    rule = placement_problem(state.overlay, cell, value)
    if rule == "cell-taken":
        raise IllegalAction(f"cell ({row}, {col}) is not empty", rule, row=row, col=col)
    if rule == "not-adjacent":
        raise IllegalAction(f"cell ({row}, {col}) touches no number (diagonals don't count)", rule, row=row, col=col)
    if rule == "differs-by-more-than-1":
        clash = next(v for v in (state.overlay[n] for n in NEIGHBOURS[cell]) if is_number(v) and abs(v - value) > 1)
        raise IllegalAction(f"a {value} cannot go next to a {clash}: neighbours differ by at most 1", rule,
                            value=value, neighbour=clash)
    return cell


def _take_back(state: State, die: Any) -> State:
    require_phase(state, Phase.PLACE)
    _check_die(die)
    problem = take_back_problem(state, die)
    if problem:
        raise problem
    return state._replace(prepared=_put(state.prepared, die, None),
                          overlay=_put(state.overlay, state.prepared[die], EMPTY))


def _confirm(state: State) -> State:
    require_phase(state, Phase.PLACE)
    need, count = required(state), DICE - state.prepared.count(None)
    if count < need:
        raise IllegalAction(f"this turn must place {need} dice; {count} prepared",
                            "below-required", required=need, prepared=count)
    points = board_score(state.overlay) - board_score(state.board)
    return _end_turn(state, state.overlay, TurnConfirmed(state.turn + 1, state.board, state.overlay, points))


def _adjust(state: State, die: Any, delta: Any) -> State:
    _check_power(state)
    _check_unprepared(state, die, "a power touches it")
    if type(delta) is not int or delta not in (-1, 1):
        raise IllegalAction(f"a die changes by +1 or -1, not {delta!r}", "bad-adjust", delta=delta)
    value = state.dice[die] + delta
    if not 1 <= value <= FACES:
        raise IllegalAction(f"die {die} would show {value}: dice stay within 1-6", "off-the-die",
                            die=die, value=value)
    dice = _put(state.dice, die, value)
    event = DieAdjusted(state.turn + 1, die, state.dice[die], value, _next_penalty(state), is_magdagdon(state, dice))
    return _after_dice(state, dice, state.prepared, state.powers_used + 1, event)


def reroll_dice(state: State, dice: Any) -> tuple[int, ...]:
    """The dice a reroll of ``dice`` rolls, in increasing order; ``IllegalAction`` if it may not."""
    _check_power(state)
    try:
        chosen = tuple(sorted(set(dice)))
    except TypeError:
        raise IllegalAction(f"choose dice by index, not {dice!r:.30}", "no-such-die") from None
    if not chosen:
        raise IllegalAction("choose at least one die to reroll", "no-dice-chosen")
    for die in chosen:
        _check_unprepared(state, die, "a power touches it")
    return chosen


def _reroll(state: State, dice: Any, rolled: Sequence[int]) -> State:
    chosen = reroll_dice(state, dice)
    new = dict(zip(chosen, _rolled(rolled, len(chosen))))
    after = tuple(new.get(d, v) for d, v in enumerate(state.dice))
    event = DiceRerolled(state.turn + 1, chosen, tuple(state.dice[d] for d in chosen), tuple(new.values()),
                         _next_penalty(state), is_magdagdon(state, after))
    return _after_dice(state, after, state.prepared, state.powers_used + 1, event)


def _accept(state: State, row: Any, col: Any) -> State:
    if state.phase is not Phase.MAGDAGDON:
        if state.phase is Phase.OVER:
            require_phase(state, Phase.MAGDAGDON)
        raise IllegalAction("MAGDAGDON can be accepted only when the roll cannot be placed", "not-magdagdon")
    cell = _cell(row, col)
    if state.board[cell] != EMPTY:
        raise IllegalAction(f"cell ({row}, {col}) is not empty", "cell-taken", row=row, col=col)
    return _end_turn(state, _put(state.board, cell, RUIN), RuinAccepted(state.turn + 1, row, col))


def is_magdagdon(state: State, dice: Sequence[int]) -> bool:
    """No ordering of ``dice`` reaches the required count from the permanent board (prepared
    placements never cause MAGDAGDON)."""
    return not can_place(state.board, dice, required(state))


def _after_dice(state: State, dice: tuple[int, ...], prepared: tuple[int | None, ...], powers_used: int,
                event: DiceRolled | DieAdjusted | DiceRerolled) -> State:
    """After a roll or a power, which ``event`` tells, MAGDAGDON included."""
    phase = Phase.MAGDAGDON if event.magdagdon else Phase.PLACE
    return state._replace(phase=phase, dice=dice, prepared=prepared, powers_used=powers_used,
                          log=state.log + (event,))


def _end_turn(state: State, board: tuple[int, ...], event: Event) -> State:
    after = state._replace(board=board, overlay=board, phase=Phase.ROLL, dice=(), prepared=(),
                           turn=state.turn + 1, log=state.log + (event,))
    if EMPTY in board:
        return after
    return after._replace(phase=Phase.OVER, log=after.log + (GameEnded(after.turn, score(after)),))


# -- refusals --------------------------------------------------------------------------------
def require_phase(state: State, phase: Phase) -> None:
    """Refuse a move that belongs to another phase of the turn."""
    if state.phase is phase:
        return
    if state.phase is Phase.OVER:
        raise IllegalAction("the game is over", "game-over")
    if state.phase is Phase.MAGDAGDON:
        raise IllegalAction("the turn is in MAGDAGDON: use a Majda Power or accept a ruin", "in-magdagdon")
    if state.phase is Phase.ROLL:
        raise IllegalAction("roll the dice first", "not-rolled")
    raise IllegalAction("the dice are already rolled", "already-rolled")


def _check_power(state: State) -> None:
    """Majda Powers: any time after a roll, while powers are left."""
    if state.phase not in (Phase.PLACE, Phase.MAGDAGDON):
        require_phase(state, Phase.PLACE)
    if state.powers_used >= state.difficulty.powers:
        difficulty = state.difficulty
        raise IllegalAction(f"no Majda Powers left ({difficulty.name} grants {difficulty.powers})",
                            "no-powers-left")


def _check_die(die: Any) -> None:
    if type(die) is not int or not 0 <= die < DICE:
        raise IllegalAction(f"there is no die {die!r}: dice are 0-3", "no-such-die", die=die)


def _check_unprepared(state: State, die: Any, doing: str) -> None:
    _check_die(die)
    if state.prepared[die] is not None:
        raise IllegalAction(f"die {die} is prepared: take it back before {doing}", "die-prepared", die=die)


def _cell(row: Any, col: Any) -> int:
    if type(row) is int and type(col) is int and 0 <= row < SIZE and 0 <= col < SIZE:
        return row * SIZE + col
    raise IllegalAction(f"({row!r}, {col!r}) is not a cell of the 4x4 board", "off-board", row=row, col=col)


def _rolled(dice: Sequence[int], count: int) -> tuple[int, ...]:
    if len(dice) != count:
        raise ValueError(f"this move rolls {count} dice, not {len(dice)}: {tuple(dice)}")
    return tuple(dice)


def _next_penalty(state: State) -> int:
    return state.difficulty.penalties[state.powers_used]


def _put(values: tuple, index: int, value: Any) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


# -- scoring and the end ---------------------------------------------------------------------
def score_breakdown(state: State) -> ScoreBreakdown:
    """The parts of the final-score formula on the permanent board, power penalties included."""
    used = state.powers_used
    return breakdown(state.board, used, state.difficulty.penalty_for(used))


def score(state: State) -> int:
    return score_breakdown(state).total


def is_over(state: State) -> bool:
    """All 16 cells hold a number or a ruin."""
    return state.phase is Phase.OVER
