"""MAGDAGDON game flow: rolls, prepared placements, Majda Powers, MAGDAGDON and ruins.

Every action validates first, then rolls if it must, then builds the next ``TurnState`` and
commits it, so a refused action changes nothing. Settled readings of RULES.md section 1:

* ``turn`` counts the turns played (0 at the start); a confirmed turn and an accepted
  MAGDAGDON each count one.
* While the turn is in MAGDAGDON the only actions are a power (while powers are left) and
  accepting, as the rules say literally: a prepared die cannot be taken back then, and so no
  power can touch it.
* Taking a die back is refused while another prepared die reaches the field only through it:
  the prepared dice must always be placeable in some order from the permanent board.
"""

from __future__ import annotations

import datetime as dt
import itertools
from collections.abc import Callable, Iterable
from typing import Any

import param

from ..dice import RandomSource, roll_dice
from ..errors import IllegalAction, SnapshotError
from ..game import Action, Game, field
from .actions import ACTIONS, AcceptMagdagdon, Adjust, Confirm, Place, Reroll, Roll, TakeBack
from .history import saved_actions
from .board import EMPTY, EMPTY_BOARD, RUIN, Board, Cell, cell_of
from .difficulty import Difficulty
from .placement import can_place_after, can_place_cells, open_cells, open_cells_after
from .refusals import (check_cell, check_die, check_power, check_unprepared, placement_refusal, require_phase,
                       take_back_problem)
from .scoring import Line
from .state import DICE, NOT_PREPARED, Phase, Record, TurnState

# Actions are values; the common ones are made once, not on every move.
_ROLL, _CONFIRM = Roll(), Confirm()
_PLACE = tuple(tuple(Place(die, *cell_of(c)) for c in range(16)) for die in range(DICE))
_TAKE_BACK = tuple(TakeBack(die) for die in range(DICE))
_UNPREPARED = (NOT_PREPARED,) * DICE
_CELLS = tuple(cell_of(c) for c in range(16))


def daily_seed(date: dt.date | None = None) -> str:
    """The seed of the day's game, the same for every player: ``"magdagdon-2026-11-29"``."""
    return f"magdagdon-{(date or dt.date.today()).isoformat()}"


class MagdagdonGame(Game):
    """One game of MAGDAGDON.

    ``today`` (a callable returning a ``datetime.date``) dates the high-score record; tests
    inject a fixed one. A new difficulty is a new game: make a new ``MagdagdonGame``.
    """

    GAME = "magdagdon"
    ACTIONS = ACTIONS

    # A constant parameter never changes after the game starts, so nothing is lost by sharing
    # one Parameter object among games instead of copying it for each (which param does, at a
    # noticeable cost, for parameters set at construction).
    difficulty = param.Selector(objects=list(Difficulty), default=Difficulty.PEACEFUL, constant=True,
                                per_instance=False, doc="Sets the dice a turn must place and the Majda Powers.")

    def __init__(self, difficulty: Difficulty | str = Difficulty.PEACEFUL, *, rng: RandomSource | None = None,
                 seed: Any = None, today: Callable[[], dt.date] | None = None, **params):
        difficulty = Difficulty(difficulty)
        super().__init__(difficulty=difficulty, rng=rng, seed=seed, **params)
        self._rules = difficulty  # read on every move; a plain attribute is far cheaper than a param
        self._minimum = difficulty.minimum
        self._open_for: tuple[int, ...] | None = None
        self._open: list[tuple[int, int]] = []
        self.today = today or dt.date.today
        self.state = TurnState(EMPTY_BOARD, EMPTY_BOARD.cells, Phase.ROLL, (), (), 0, 0, None)

    # -- what the player sees ----------------------------------------------------------------
    board = property(lambda self: self.state.board, doc="The permanent board: numbers and ruins.")
    dice = property(lambda self: self.state.dice, doc="The four dice, () while waiting to roll.")
    phase = property(lambda self: self.state.phase, doc="Where the turn stands (a Phase).")
    turn = property(lambda self: self.state.turn, doc="Turns played so far, 0 at the start.")
    powers_used = property(lambda self: self.state.powers_used)
    is_over = property(lambda self: self.state.phase is Phase.OVER)
    in_magdagdon = property(lambda self: self.state.phase is Phase.MAGDAGDON)

    @property
    def prepared(self) -> dict[int, Cell]:
        """Prepared placements: die index -> (row, col)."""
        return {die: cell_of(c) for die, c in enumerate(self.state.prepared) if c != NOT_PREPARED}

    @property
    def available(self) -> tuple[int, ...]:
        """Indices of the rolled dice that are not prepared."""
        return tuple(die for die, c in enumerate(self.state.prepared) if c == NOT_PREPARED)

    @property
    def powers_left(self) -> int:
        return self._rules.powers - self.state.powers_used

    @property
    def next_penalty(self) -> int | None:
        """What the next Majda Power would cost, or None when none are left."""
        used = self.state.powers_used
        return self._rules.penalties[used] if used < self._rules.powers else None

    @property
    def required(self) -> int:
        """Dice this turn must place: ``min(minimum, empty cells)``."""
        return self._rules.required(self.state.board.empty_count)

    @property
    def score(self) -> int:
        """The final-score formula on the permanent board, power penalties included."""
        state = self.state
        return state.board.score() - self._rules.penalty_for(state.powers_used)

    @property
    def lines(self) -> tuple[Line, ...]:
        """The permanent board's rows and columns, each with its sum and bonus."""
        return self.state.board.lines()

    @property
    def board_with_prepared(self) -> Board:
        """The permanent board with the prepared numbers written on it (what the view draws)."""
        return Board._trusted(self.state.overlay)

    @property
    def can_confirm(self) -> bool:
        state = self.state
        return state.phase is Phase.PLACE and self._prepared_count(state) >= self._required(state)

    @property
    def blocked(self) -> bool:
        """The dice could reach the required count from the permanent board, but the prepared
        placements make it unreachable: the player must take some back."""
        state = self.state
        if state.phase is not Phase.PLACE:
            return False
        need = self._required(state) - self._prepared_count(state)
        return need > 0 and not can_place_cells(state.overlay, self._available_values(state), need)

    @property
    def record(self) -> dict | None:
        """The high-score entry of a finished game (score, difficulty, date, turns, powers_used)."""
        record = self.state.record
        return None if record is None else record._asdict()

    def legal_cells_for(self, die: int) -> set[Cell]:
        """Cells where die ``die`` may be prepared now, judged against the permanent and the
        prepared numbers (empty when it is prepared or no die may be prepared)."""
        state = self.state
        if state.phase is not Phase.PLACE or die not in range(DICE) or state.prepared[die] != NOT_PREPARED:
            return set()
        bit = 1 << state.dice[die]
        return {_CELLS[c] for c, mask in self._open_cells(state) if mask & bit}

    def legal_placements(self) -> list[tuple[int, Cell]]:
        """Every ``(die, (row, col))`` that may be prepared now."""
        state = self.state
        if state.phase is not Phase.PLACE:
            return []
        cells = self._open_cells(state)
        placements: list[tuple[int, Cell]] = []
        for die, at in enumerate(state.prepared):
            if at == NOT_PREPARED:
                bit = 1 << state.dice[die]
                placements += [(die, _CELLS[c]) for c, mask in cells if mask & bit]
        return placements

    def keeps_required_reachable(self, die: int, row: int, col: int) -> bool:
        """True if preparing ``die`` on ``(row, col)`` is legal and still lets the other
        available dice bring the turn to its required count (the UI can mark the cells that
        would block the turn; the random player avoids them)."""
        state = self.state
        try:
            index = self._check_placement(state, die, row, col)
        except IllegalAction:
            return False
        need = self._required(state) - self._prepared_count(state) - 1
        if need <= 0:
            return True
        others = [state.dice[d] for d, c in enumerate(state.prepared) if c == NOT_PREPARED and d != die]
        return can_place_after(state.overlay, self._open_cells(state), index, state.dice[die], others, need)

    def legal_actions(self) -> list[Action]:
        """Every action allowed now."""
        state = self.state
        phase = state.phase
        if phase is Phase.OVER:
            return []
        if phase is Phase.ROLL:
            return [_ROLL]
        actions: list[Action] = []
        free = [d for d, c in enumerate(state.prepared) if c == NOT_PREPARED]
        if phase is Phase.PLACE:
            cells = self._open_cells(state)
            for die in free:
                bit = 1 << state.dice[die]
                actions.extend(_PLACE[die][c] for c, mask in cells if mask & bit)
            actions.extend(_TAKE_BACK[d] for d, c in enumerate(state.prepared)
                           if c != NOT_PREPARED and take_back_problem(state, d) is None)
            if self._prepared_count(state) >= self._required(state):
                actions.append(_CONFIRM)
        if state.powers_used < self._rules.powers:
            actions.extend(Adjust(d, delta) for d in free for delta in (-1, 1) if 1 <= state.dice[d] + delta <= 6)
            actions.extend(Reroll(subset) for size in range(1, len(free) + 1)
                           for subset in itertools.combinations(free, size))
        if phase is Phase.MAGDAGDON:
            actions.extend(AcceptMagdagdon(*cell_of(c)) for c, v in enumerate(state.board.cells) if v == EMPTY)
        return actions

    # -- actions -------------------------------------------------------------------------
    def roll(self) -> None:
        """Roll the four dice to start a turn."""
        state = self.state
        require_phase(state, Phase.ROLL)
        dice = roll_dice(self.rng, DICE)
        self._commit(_ROLL, TurnState(state.board, state.overlay, self._phase_after(state, dice), dice, _UNPREPARED,
                                      state.turn, state.powers_used, None))

    def place(self, die: int, row: int, col: int) -> None:
        """Prepare die ``die`` on cell ``(row, col)``."""
        state = self.state
        index = self._check_placement(state, die, row, col)
        prepared = state.prepared[:die] + (index,) + state.prepared[die + 1:]
        overlay = state.overlay[:index] + (state.dice[die],) + state.overlay[index + 1:]
        # The open cells of the next position follow from these (just checked) at little cost.
        opened = open_cells_after(state.overlay, self._open, overlay, index)
        self._commit(_PLACE[die][index], TurnState(state.board, overlay, state.phase, state.dice, prepared,
                                                   state.turn, state.powers_used, None))
        self._open, self._open_for = opened, overlay

    def take_back(self, die: int) -> None:
        """Return a prepared die to the pool."""
        state = self.state
        require_phase(state, Phase.PLACE)
        check_die(die)
        problem = take_back_problem(state, die)
        if problem:
            raise problem
        prepared = state.prepared[:die] + (NOT_PREPARED,) + state.prepared[die + 1:]
        cell = state.prepared[die]
        overlay = state.overlay[:cell] + (EMPTY,) + state.overlay[cell + 1:]
        self._commit(_TAKE_BACK[die], state._replace(prepared=prepared, overlay=overlay))

    def confirm(self) -> None:
        """Make the prepared numbers permanent, discard the other dice and end the turn."""
        state = self.state
        require_phase(state, Phase.PLACE)
        required, count = self._required(state), self._prepared_count(state)
        if count < required:
            raise IllegalAction(f"this turn must place {required} dice; {count} prepared",
                                "below-required", required=required, prepared=count)
        self._commit(_CONFIRM, self._end_turn(state, Board._trusted(state.overlay)))

    def adjust(self, die: int, delta: int) -> None:
        """Majda Power: change an available die by +1 or -1."""
        state = self.state
        check_power(state, self._rules)
        check_unprepared(state, die, "a power touches it")
        if delta not in (-1, 1) or type(delta) is not int:
            raise IllegalAction(f"a die changes by +1 or -1, not {delta!r}", "bad-adjust", delta=delta)
        value = state.dice[die] + delta
        if not 1 <= value <= 6:
            raise IllegalAction(f"die {die} would show {value}: dice stay within 1-6", "off-the-die",
                                die=die, value=value)
        dice = state.dice[:die] + (value,) + state.dice[die + 1:]
        self._commit(Adjust(die, delta), self._after_power(state, dice))

    def reroll(self, dice: Iterable[int]) -> None:
        """Majda Power: reroll these available dice together (one use however many)."""
        state = self.state
        check_power(state, self._rules)
        try:
            chosen = tuple(sorted(set(dice)))
        except TypeError:
            raise IllegalAction(f"choose dice by index, not {dice!r:.30}", "no-such-die") from None
        if not chosen:
            raise IllegalAction("choose at least one die to reroll", "no-dice-chosen")
        for die in chosen:
            check_unprepared(state, die, "a power touches it")
        values = roll_dice(self.rng, len(chosen))
        new = list(state.dice)
        for die, value in zip(chosen, values):
            new[die] = value
        self._commit(Reroll(chosen), self._after_power(state, tuple(new)))

    def accept_magdagdon(self, row: int, col: int) -> None:
        """Accept MAGDAGDON: the empty cell becomes a ruin, prepared dice are discarded, and
        the turn ends."""
        state = self.state
        if state.phase is not Phase.MAGDAGDON:
            if state.phase is Phase.OVER:
                require_phase(state, Phase.MAGDAGDON)
            raise IllegalAction("MAGDAGDON can be accepted only when the roll cannot be placed",
                                "not-magdagdon")
        index = check_cell(row, col)
        if state.board.cells[index] != EMPTY:
            raise IllegalAction(f"cell ({row}, {col}) is not empty", "cell-taken", row=row, col=col)
        board = Board._trusted(state.board.cells[:index] + (RUIN,) + state.board.cells[index + 1:])
        self._commit(AcceptMagdagdon(row, col), self._end_turn(state, board))

    # -- helpers -------------------------------------------------------------------------
    def _required(self, state: TurnState) -> int:
        return min(self._minimum, state.board.cells.count(EMPTY))

    @staticmethod
    def _prepared_count(state: TurnState) -> int:
        return DICE - state.prepared.count(NOT_PREPARED) if state.prepared else 0

    @staticmethod
    def _available_values(state: TurnState) -> list[int]:
        return [state.dice[d] for d, c in enumerate(state.prepared) if c == NOT_PREPARED]

    def _phase_after(self, state: TurnState, dice: tuple[int, ...]) -> Phase:
        """MAGDAGDON when no ordering of ``dice`` reaches the required count from the
        permanent board (prepared placements never cause it)."""
        stuck = not can_place_cells(state.board.cells, dice, self._required(state))
        return Phase.MAGDAGDON if stuck else Phase.PLACE

    def _after_power(self, state: TurnState, dice: tuple[int, ...]) -> TurnState:
        return state._replace(dice=dice, phase=self._phase_after(state, dice), powers_used=state.powers_used + 1)

    def _end_turn(self, state: TurnState, board: Board) -> TurnState:
        turn = state.turn + 1
        if not board.is_full:
            return TurnState(board, board.cells, Phase.ROLL, (), (), turn, state.powers_used, None)
        score = board.score() - self._rules.penalty_for(state.powers_used)
        today = self.today()
        if isinstance(today, dt.datetime):  # a clock that gives the time too: keep the date
            today = today.date()
        record = Record(score, self._rules.value, today.isoformat(), turn, state.powers_used)
        return TurnState(board, board.cells, Phase.OVER, (), (), turn, state.powers_used, record)

    def _check_placement(self, state: TurnState, die: Any, row: Any, col: Any) -> int:
        """The cell's index, if die ``die`` may be prepared on ``(row, col)`` now; otherwise
        ``IllegalAction`` naming the rule."""
        if state.phase is not Phase.PLACE:
            require_phase(state, Phase.PLACE)
        check_unprepared(state, die, "preparing it again")
        index = check_cell(row, col)
        value = state.dice[die]
        for c, mask in self._open_cells(state):
            if c == index:
                if mask >> value & 1:
                    return index
                break
        raise placement_refusal(state, index, value)

    def _open_cells(self, state: TurnState) -> list[tuple[int, int]]:
        """``open_cells`` of the board with prepared numbers, remembered for the latest one: the
        view, the player and the move itself all ask about the same position in turn."""
        overlay = state.overlay
        if self._open_for is not overlay:
            self._open = open_cells(overlay)
            self._open_for = overlay
        return self._open

    # -- snapshots -----------------------------------------------------------------------
    # A saved turn keeps its roll, its powers, the placements each power found and the end of
    # the turn (see .history), so no real game is longer than this.
    MAX_HISTORY = 16 * (2 + 2 * DICE) + max(d.powers for d in Difficulty) * (1 + 2 * DICE)

    def _saved_history(self) -> list[Action]:
        return saved_actions(self)

    def _settings_to_dict(self) -> dict:
        settings = {"difficulty": self._rules.value}
        if self.state.record is not None:  # the day the game ended dates its record
            settings["ended"] = self.state.record.date
        return settings

    @classmethod
    def _from_settings(cls, settings: dict, seed: int | str) -> MagdagdonGame:
        if not set(settings) <= {"difficulty", "ended"}:
            raise SnapshotError("MAGDAGDON settings are a difficulty and the day the game ended")
        try:
            difficulty = Difficulty(field(settings, "difficulty", str))
        except ValueError:
            raise SnapshotError("unknown difficulty") from None
        today = None
        if "ended" in settings:
            try:
                ended = dt.date.fromisoformat(field(settings, "ended", str))
            except ValueError:
                raise SnapshotError("the day a game ended is written YYYY-MM-DD") from None
            today = lambda: ended  # noqa: E731
        return cls(difficulty, seed=seed, today=today)

    @classmethod
    def _replay(cls, settings: dict, seed: int | str, history: list) -> MagdagdonGame:
        game = super()._replay(settings, seed, history)
        if game.is_over != ("ended" in settings):
            raise SnapshotError("a saved game has the day it ended exactly when it is over")
        return game
