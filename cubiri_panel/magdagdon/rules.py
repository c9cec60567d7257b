"""MAGDAGDON in one module: its facts, a position, the moves it allows and what each one does.

Read it beside the rule card (RULES.md section 1). A position is a ``State``;
``legal_actions(state)`` lists the moves allowed in it and ``step(state, action, dice)`` is the
position a move leads to, given the dice it rolled (``dice_to_roll`` says how many), so the
rules draw nothing and a game replays from its seed. An illegal move raises ``IllegalAction``.

Cells are numbered 0-15 in reading order (``row * SIZE + col``) and hold ``EMPTY``, a number
1-6 or ``RUIN``. The moves ask where a die may go (``legal_cell``) and whether the dice can still
be placed (``can_place``) of ``placement``, the same answers from bitmasks, fast; the tests check
the two against each other on every kind of position.

Readings the card leaves open: ``turn`` counts the turns played (a confirmed turn and an
accepted MAGDAGDON); in MAGDAGDON the only moves are a power and accepting, so prepared dice stay
until accepting discards them; a prepared die that another one reaches the field only through
cannot be taken back first.
"""

from __future__ import annotations

import datetime as dt
import enum
import itertools
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from ..errors import IllegalAction
from .actions import AcceptMagdagdon, Action, Adjust, Confirm, Place, Reroll, Roll, TakeBack
from .difficulty import Difficulty
from .events import DiceRerolled, DiceRolled, DieAdjusted, Event, GameEnded, RuinAccepted, TurnConfirmed

# -- the facts -------------------------------------------------------------------------------
SIZE = 4             # the board is 4 x 4
DICE = 4             # dice in a roll
EMPTY, RUIN = 0, 7   # what a cell holds besides a number 1-6
RUIN_COST = 15
# The three difficulties (the dice a turn must place, what each Majda Power costs) are
# ``Difficulty``, in ``difficulty``: a module of their own, which every page's settings read.

# The fast forms of the placement questions are built from the facts above, so they are imported
# after them (placement cannot be imported before them: it reads them).
from . import placement  # noqa: E402


class Bonus(enum.Enum):
    """The one bonus a full line can earn; the value is its points."""

    STRAIGHT = 60        # four values consecutive in one direction: 1-2-3-4, 6-5-4-3, ...
    FOUR_OF_A_KIND = 40
    TWO_PAIRS = 20       # a, a, b, b with a != b, in any order

    @property
    def points(self) -> int:
        return self.value


STRAIGHTS = tuple(tuple(range(a, a + 4)) for a in (1, 2, 3))
STRAIGHTS += tuple(s[::-1] for s in STRAIGHTS)
# The rows top to bottom, then the columns left to right, as the cells they hold.
LINES = tuple(tuple(r * SIZE + c for c in range(SIZE)) for r in range(SIZE)) + \
    tuple(tuple(r * SIZE + c for r in range(SIZE)) for c in range(SIZE))


_ROW_COL = tuple(divmod(cell, SIZE) for cell in range(SIZE * SIZE))

# -- a position ------------------------------------------------------------------------------
class Phase(enum.StrEnum):
    """Where the turn stands."""

    ROLL = "roll"              # waiting for the roll that starts a turn
    PLACE = "place"            # dice rolled: prepare, take back, use powers, confirm
    MAGDAGDON = "magdagdon"    # no ordering of the dice reaches the required count
    OVER = "over"              # all 16 cells hold a number or a ruin


class Record(NamedTuple):
    """A finished game, as its high-score table stores it."""

    score: int
    difficulty: str
    date: str        # ISO date the game ended
    turns: int       # turns played, confirmed or accepted
    powers_used: int


class State(NamedTuple):
    """The whole position of a game."""

    difficulty: Difficulty
    board: tuple[int, ...]            # the 16 permanent cells: numbers and ruins
    overlay: tuple[int, ...]          # the board with the prepared numbers written on it
    phase: Phase
    dice: tuple[int, ...]             # the four dice; () while waiting to roll and when over
    prepared: tuple[int | None, ...]  # per die, the cell it is prepared on, or None
    turn: int                         # turns played so far
    powers_used: int
    record: Record | None             # set when the game ends
    log: tuple[Event, ...]            # what happened, oldest first


TurnState = State  # the name before the three games' states were all called State


def new_game(difficulty: Difficulty) -> State:
    board = (EMPTY,) * (SIZE * SIZE)
    return State(Difficulty(difficulty), board, board, Phase.ROLL, (), (), 0, 0, None, ())


def is_number(content: int) -> bool:
    return EMPTY < content < RUIN


def neighbours(cell: int) -> list[int]:
    """The cells beside ``cell``: above, left, right, below (diagonals never count)."""
    row, col = divmod(cell, SIZE)
    return [r * SIZE + c for r, c in ((row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col))
            if 0 <= r < SIZE and 0 <= c < SIZE]


# -- where a die may go ----------------------------------------------------------------------
def placement_problem(cells: Sequence[int], cell: int, value: int) -> str | None:
    """The legal-cell rule: which part of it refuses a die showing ``value`` on ``cell`` of
    ``cells`` (permanent and prepared numbers alike), as a rule code, or ``None`` if it may go."""
    if cells[cell] != EMPTY:
        return "cell-taken"
    if not any(is_number(v) for v in cells):
        return None  # the first number goes anywhere; a ruin is not a number
    beside = [cells[n] for n in neighbours(cell) if is_number(cells[n])]
    if not beside:
        return "not-adjacent"
    if any(abs(number - value) > 1 for number in beside):
        return "differs-by-more-than-1"
    return None


def legal_cell(cells: Sequence[int], cell: int, value: int) -> bool:
    return placement_problem(cells, cell, value) is None  # placement.open_cells answers fast


def can_place(cells: tuple[int, ...], dice: Sequence[int], need: int) -> bool:
    """True if some ordering places ``need`` of these dice one after another, each on a cell
    legal once the ones before it are placed (``placement.can_place_cells`` answers fast)."""
    if need <= 0:
        return True
    for k, value in enumerate(dice):
        rest = tuple(dice[:k]) + tuple(dice[k + 1:])
        for cell in range(SIZE * SIZE):
            if legal_cell(cells, cell, value) and \
                    can_place(cells[:cell] + (value,) + cells[cell + 1:], rest, need - 1):
                return True
    return False


def required(state: State) -> int:
    """Dice this turn must place: ``min(minimum, empty cells)``."""
    return min(state.difficulty.minimum, state.board.count(EMPTY))


def available(state: State) -> list[int]:
    """The rolled dice not prepared, by index."""
    return [die for die, cell in enumerate(state.prepared) if cell is None]


def legal_placements(state: State) -> list[tuple[int, tuple[int, int]]]:
    """Every ``(die, (row, col))`` that may be prepared now."""
    if state.phase is not Phase.PLACE:
        return []
    open_now = placement.open_cells(state.overlay)  # (cell, values allowed as bits): legal_cell
    placements = []
    for die, at in enumerate(state.prepared):
        if at is None:
            bit = 1 << state.dice[die]
            placements += [(die, _ROW_COL[cell]) for cell, values in open_now if values & bit]
    return placements


def blocked(state: State) -> bool:
    """The dice could reach the required count from the permanent board, but the prepared
    ones make it unreachable: some must be taken back (it never causes MAGDAGDON)."""
    if state.phase is not Phase.PLACE:
        return False
    free = available(state)
    need = required(state) - (DICE - len(free))
    return need > 0 and not placement.can_place_cells(state.overlay, [state.dice[d] for d in free], need)


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
        for n in neighbours(todo.pop()):
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
        actions += [Adjust(d, delta) for d in free for delta in (-1, 1) if 1 <= state.dice[d] + delta <= 6]
        actions += [Reroll(dice) for size in range(1, len(free) + 1) for dice in itertools.combinations(free, size)]
    if phase is Phase.MAGDAGDON:
        actions += [AcceptMagdagdon(*divmod(c, SIZE)) for c, v in enumerate(state.board) if v == EMPTY]
    return actions


def dice_to_roll(state: State, action: Action) -> int:
    """How many dice ``action`` rolls; a refused roll or reroll raises here, before any die is
    drawn."""
    if type(action) is Roll:
        if state.phase is not Phase.ROLL:
            require_phase(state, Phase.ROLL)
        return DICE
    if type(action) is Reroll:
        return len(reroll_dice(state, action.dice))
    return 0


def step(state: State, action: Action, dice: Sequence[int] = (),
         today: Callable[[], dt.date] = dt.date.today) -> State:
    """The position after ``action``. ``dice`` are what it rolled, in die order; ``today`` is
    asked for the date of the record only if it ends the game."""
    kind = type(action)
    if kind is Place:
        die, cell = action.die, check_place(state, action.die, action.row, action.col)
        overlay = state.overlay[:cell] + (state.dice[die],) + state.overlay[cell + 1:]
        prepared = state.prepared[:die] + (cell,) + state.prepared[die + 1:]
        return State(state.difficulty, state.board, overlay, state.phase, state.dice, prepared, state.turn,
                         state.powers_used, None, state.log)
    if kind is Roll:
        if state.phase is not Phase.ROLL:
            require_phase(state, Phase.ROLL)
        dice = _rolled(dice, DICE)
        stuck = _magdagdon(state, dice)
        return _after_dice(state, dice, (None,) * DICE, state.powers_used, DiceRolled(state.turn + 1, dice, stuck))
    if kind is Confirm:
        return _confirm(state, today)
    if kind is TakeBack:
        require_phase(state, Phase.PLACE)
        _check_die(action.die)
        problem = take_back_problem(state, action.die)
        if problem:
            raise problem
        cell = state.prepared[action.die]
        return state._replace(prepared=_put(state.prepared, action.die, None),
                              overlay=_put(state.overlay, cell, EMPTY))
    if kind is Adjust:
        return _adjust(state, action.die, action.delta)
    if kind is Reroll:
        chosen = reroll_dice(state, action.dice)
        rolled = dict(zip(chosen, _rolled(dice, len(chosen))))
        after = tuple(rolled.get(d, v) for d, v in enumerate(state.dice))
        event = DiceRerolled(state.turn + 1, chosen, tuple(state.dice[d] for d in chosen),
                             tuple(rolled.values()), _next_penalty(state), _magdagdon(state, after))
        return _after_dice(state, after, state.prepared, state.powers_used + 1, event)
    if kind is AcceptMagdagdon:
        return _accept(state, action.row, action.col, today)
    raise IllegalAction(f"{action!r} is not a MAGDAGDON action", "not-an-action")


def check_place(state: State, die: Any, row: Any, col: Any) -> int:
    """The cell ``(row, col)`` if die ``die`` may be prepared on it now; else ``IllegalAction``."""
    if state.phase is not Phase.PLACE:
        require_phase(state, Phase.PLACE)
    _check_unprepared(state, die, "preparing it again")
    cell, value = _cell(row, col), state.dice[die]
    for c, values in placement.open_cells(state.overlay):  # legal_cell, fast
        if c == cell and values >> value & 1:
            return cell
    rule, (row, col) = placement_problem(state.overlay, cell, value), _ROW_COL[cell]
    if rule == "cell-taken":
        raise IllegalAction(f"cell ({row}, {col}) is not empty", rule, row=row, col=col)
    if rule == "not-adjacent":
        raise IllegalAction(f"cell ({row}, {col}) touches no number (diagonals don't count)", rule, row=row, col=col)
    clash = next(v for v in (state.overlay[n] for n in neighbours(cell)) if is_number(v) and abs(v - value) > 1)
    raise IllegalAction(f"a {value} cannot go next to a {clash}: neighbours differ by at most 1", rule,
                        value=value, neighbour=clash)


def _confirm(state: State, today: Callable[[], dt.date]) -> State:
    if state.phase is not Phase.PLACE:
        require_phase(state, Phase.PLACE)
    need, count = required(state), DICE - state.prepared.count(None)
    if count < need:
        raise IllegalAction(f"this turn must place {need} dice; {count} prepared",
                            "below-required", required=need, prepared=count)
    return _end_turn(state, state.overlay, TurnConfirmed(state.turn + 1, state.board, state.overlay), today)


def _adjust(state: State, die: Any, delta: Any) -> State:
    _check_power(state)
    _check_unprepared(state, die, "a power touches it")
    if type(delta) is not int or delta not in (-1, 1):
        raise IllegalAction(f"a die changes by +1 or -1, not {delta!r}", "bad-adjust", delta=delta)
    value = state.dice[die] + delta
    if not 1 <= value <= 6:
        raise IllegalAction(f"die {die} would show {value}: dice stay within 1-6", "off-the-die",
                            die=die, value=value)
    dice = _put(state.dice, die, value)
    event = DieAdjusted(state.turn + 1, die, state.dice[die], value, _next_penalty(state), _magdagdon(state, dice))
    return _after_dice(state, dice, state.prepared, state.powers_used + 1, event)


def _accept(state: State, row: Any, col: Any, today: Callable[[], dt.date]) -> State:
    if state.phase is not Phase.MAGDAGDON:
        if state.phase is Phase.OVER:
            require_phase(state, Phase.MAGDAGDON)
        raise IllegalAction("MAGDAGDON can be accepted only when the roll cannot be placed", "not-magdagdon")
    cell = _cell(row, col)
    if state.board[cell] != EMPTY:
        raise IllegalAction(f"cell ({row}, {col}) is not empty", "cell-taken", row=row, col=col)
    return _end_turn(state, _put(state.board, cell, RUIN), RuinAccepted(state.turn + 1, row, col), today)


def _magdagdon(state: State, dice: tuple[int, ...]) -> bool:
    """No ordering of ``dice`` reaches the required count from the permanent board (prepared
    placements never cause MAGDAGDON)."""
    return not placement.can_place_cells(state.board, dice, required(state))  # can_place, fast


def _after_dice(state: State, dice: tuple[int, ...], prepared: tuple[int | None, ...], powers_used: int,
                event: DiceRolled | DieAdjusted | DiceRerolled) -> State:
    """After a roll or a power, which ``event`` tells, MAGDAGDON included."""
    phase = Phase.MAGDAGDON if event.magdagdon else Phase.PLACE
    return State(state.difficulty, state.board, state.overlay, phase, dice, prepared, state.turn, powers_used,
                     None, state.log + (event,))


def _end_turn(state: State, board: tuple[int, ...], event: Event, today: Callable[[], dt.date]) -> State:
    turn, log = state.turn + 1, state.log + (event,)
    if EMPTY in board:
        return State(state.difficulty, board, board, Phase.ROLL, (), (), turn, state.powers_used, None, log)
    final = board_score(board) - state.difficulty.penalty_for(state.powers_used)
    date = today()
    if isinstance(date, dt.datetime):  # a clock that gives the time too: keep the date
        date = date.date()
    record = Record(final, state.difficulty.value, date.isoformat(), turn, state.powers_used)
    return State(state.difficulty, board, board, Phase.OVER, (), (), turn, state.powers_used, record,
                     log + (GameEnded(turn, final),))


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


def _check_die(die: Any) -> None:
    if type(die) is not int or not 0 <= die < DICE:
        raise IllegalAction(f"there is no die {die!r}: dice are 0-3", "no-such-die", die=die)


def _check_unprepared(state: State, die: Any, doing: str) -> None:
    if type(die) is not int or not 0 <= die < DICE:
        _check_die(die)
    if state.prepared[die] is not None:
        raise IllegalAction(f"die {die} is prepared: take it back before {doing}", "die-prepared", die=die)


def _cell(row: Any, col: Any) -> int:
    if type(row) is int and type(col) is int and 0 <= row < SIZE and 0 <= col < SIZE:
        return row * SIZE + col
    raise IllegalAction(f"({row!r}, {col!r}) is not a cell of the 4x4 board", "off-board", row=row, col=col)


def _check_power(state: State) -> None:
    """Majda Powers: any time after a roll, while powers are left."""
    if state.phase not in (Phase.PLACE, Phase.MAGDAGDON):
        require_phase(state, Phase.PLACE)
    if state.powers_used >= state.difficulty.powers:
        difficulty = state.difficulty
        raise IllegalAction(f"no Majda Powers left ({difficulty.name} grants {difficulty.powers})",
                            "no-powers-left")


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


def _rolled(dice: Sequence[int], count: int) -> tuple[int, ...]:
    if len(dice) != count:
        raise ValueError(f"this move rolls {count} dice, not {len(dice)}: {tuple(dice)}")
    return tuple(dice)


def _next_penalty(state: State) -> int:
    return state.difficulty.penalties[state.powers_used]


def _put(values: tuple, index: int, value: Any) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


# -- scoring ---------------------------------------------------------------------------------
def line_bonus(values: Sequence[int]) -> Bonus | None:
    """The one bonus four values earn, or ``None``; a line with an empty cell or a ruin earns none."""
    values = tuple(values)
    if len(values) != SIZE or min(values) < 1 or max(values) > 6:
        return None
    if values in STRAIGHTS:
        return Bonus.STRAIGHT
    counts = sorted(values.count(v) for v in set(values))
    if counts == [4]:
        return Bonus.FOUR_OF_A_KIND
    if counts == [2, 2]:
        return Bonus.TWO_PAIRS
    return None


def line_points(cells: Sequence[int], line: Sequence[int]) -> int:
    """The bonus points the line (its cells) earns on this board."""
    bonus = line_bonus([cells[c] for c in line])
    return bonus.points if bonus else 0


def board_score(cells: Sequence[int]) -> int:
    """Every number counts in its row and its column, plus the bonuses, minus 15 a ruin (the
    power penalties are ``Difficulty.penalty_for``)."""
    ruins = cells.count(RUIN)
    numbers = sum(cells) - RUIN * ruins  # an empty cell is 0
    return 2 * numbers + sum(line_points(cells, line) for line in LINES) - RUIN_COST * ruins


def score(state: State) -> int:
    """The final-score formula on the permanent board, power penalties included."""
    return board_score(state.board) - state.difficulty.penalty_for(state.powers_used)
