"""One game of MAGDAGDON: the position bots and views read, and the game the views watch.

``MagdagdonPosition`` answers every question about a position from ``state`` alone, so a
detached position (``game.position()``) and the game answer alike. ``MagdagdonGame`` adds the
moves (each ``self._play(action)``: the rules refuse or step), the settings, the save and the
high-score record of a finished game, dated by its ``today``.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from typing import Any

import param

from ..action import Action
from ..dice import RandomSource
from ..errors import IllegalAction, SnapshotError
from ..game import Game
from ..position import Position
from ..snapshot import field
from . import rules
from .actions import ACTIONS, AcceptMagdagdon, Adjust, Confirm, Place, Reroll, Roll, TakeBack
from .board import Board, Cell, Line, cell_of
from .events import Event
from .facts import CELLS, DICE, SIZE, Difficulty
from .history import saved_actions
from .rules import Phase, State
from .scoring import ScoreBreakdown

# The common moves are made once, not on every move.
_ROLL, _CONFIRM = Roll(), Confirm()
_PLACE = tuple(tuple(Place(die, *cell_of(c)) for c in range(CELLS)) for die in range(DICE))
_TAKE_BACK = tuple(TakeBack(die) for die in range(DICE))
_CELLS = tuple(cell_of(c) for c in range(CELLS))


def daily_seed(date: dt.date | None = None) -> str:
    """The seed of the day's game, the same for every player: ``"magdagdon-2026-11-29"``."""
    return f"magdagdon-{(date or dt.date.today()).isoformat()}"


class MagdagdonPosition(Position):
    """A MAGDAGDON position as a player, a bot or a view reads it (a :class:`.rules.State`)."""

    __slots__ = ()
    RULES = rules
    state: State

    board = property(lambda self: Board._trusted(self.state.board), doc="The permanent board: numbers and ruins.")
    dice = property(lambda self: self.state.dice, doc="The four dice, () while waiting to roll.")
    phase = property(lambda self: self.state.phase, doc="Where the turn stands (a Phase).")
    turn = property(lambda self: self.state.turn, doc="Turns played so far, 0 at the start.")
    powers_used = property(lambda self: self.state.powers_used)
    in_magdagdon = property(lambda self: self.state.phase is Phase.MAGDAGDON)

    @property
    def log(self) -> tuple[Event, ...]:
        """The turn log: every event so far, oldest first (see ``events``)."""
        return self.state.log

    @property
    def prepared(self) -> dict[int, Cell]:
        """Prepared placements: die index -> (row, col)."""
        return {die: _CELLS[c] for die, c in enumerate(self.state.prepared) if c is not None}

    @property
    def available(self) -> tuple[int, ...]:
        """Indices of the rolled dice that are not prepared."""
        return tuple(rules.available(self.state))

    @property
    def powers_left(self) -> int:
        return self.state.difficulty.powers - self.state.powers_used

    @property
    def next_penalty(self) -> int | None:
        """What the next Majda Power would cost, or None when none are left."""
        used, penalties = self.state.powers_used, self.state.difficulty.penalties
        return penalties[used] if used < len(penalties) else None

    @property
    def required(self) -> int:
        """Dice this turn must place: ``min(minimum, empty cells)``."""
        return rules.required(self.state)

    @property
    def score(self) -> int:
        """The final-score formula on the permanent board, power penalties included."""
        return rules.score(self.state)

    @property
    def score_breakdown(self) -> ScoreBreakdown:
        """The parts of ``score``: base, bonuses, ruins, power penalties."""
        return rules.score_breakdown(self.state)

    @property
    def lines(self) -> tuple[Line, ...]:
        """The permanent board's rows and columns, each with its sum and bonus."""
        return self.board.lines()

    @property
    def board_with_prepared(self) -> Board:
        """The permanent board with the prepared numbers written on it (what the view draws)."""
        return Board._trusted(self.state.overlay)

    @property
    def can_confirm(self) -> bool:
        state = self.state
        return state.phase is Phase.PLACE and DICE - state.prepared.count(None) >= rules.required(state)

    @property
    def blocked(self) -> bool:
        """The dice could reach the required count from the permanent board, but the prepared
        placements make it unreachable: the player must take some back."""
        return rules.blocked(self.state)

    def legal_cells_for(self, die: int) -> set[Cell]:
        """Cells where die ``die`` may be prepared now, judged against the permanent and the
        prepared numbers (empty when it is prepared or no die may be prepared)."""
        return {cell for d, cell in rules.legal_placements(self.state) if d == die}

    def legal_placements(self) -> list[tuple[int, Cell]]:
        """Every ``(die, (row, col))`` that may be prepared now."""
        return rules.legal_placements(self.state)

    def keeps_required_reachable(self, die: int, row: int, col: int) -> bool:
        """True if preparing ``die`` on ``(row, col)`` is legal and still lets the other
        available dice bring the turn to its required count."""
        state = self.state
        try:
            cell = rules.check_place(state, die, row, col)
        except IllegalAction:
            return False
        after = rules.step(state, _PLACE[die][cell])
        return not rules.blocked(after)


class MagdagdonGame(MagdagdonPosition, Game):
    """One game of MAGDAGDON.

    ``today`` (a callable returning a ``datetime.date``) dates the high-score record; tests
    inject a fixed one. A new difficulty is a new game: make a new ``MagdagdonGame``.
    """

    GAME = "magdagdon"
    ACTIONS = ACTIONS
    POSITION = MagdagdonPosition

    # A game is named by its kind: param then skips making up a name for each object, which
    # costs more than setting up the position (the random player plays thousands of games).
    name = param.String(default="MAGDAGDON", per_instance=False, doc="The game's kind.")
    # A constant parameter never changes after the game starts, so nothing is lost by sharing
    # one Parameter object among games instead of copying it for each (which param does, at a
    # noticeable cost, for parameters set at construction).
    difficulty = param.Selector(objects=list(Difficulty), default=Difficulty.PEACEFUL, constant=True,
                                per_instance=False, doc="Sets the dice a turn must place and the Majda Powers.")

    def __init__(self, difficulty: Difficulty | str = Difficulty.PEACEFUL, *, rng: RandomSource | None = None,
                 seed: Any = None, today: Callable[[], dt.date] | None = None, **params):
        difficulty = Difficulty(difficulty)
        super().__init__(difficulty=difficulty, rng=rng, seed=seed, **params)
        self.today = today or dt.date.today
        self._ended: dt.date | None = None  # the day the game ended
        self.state = rules.new_game(difficulty)

    def _step(self, state: State, action: Action, dice: tuple[int, ...]) -> State:
        after = rules.step(state, action, dice)
        if after.phase is Phase.OVER and state.phase is not Phase.OVER:
            day = self.today()
            self._ended = day.date() if isinstance(day, dt.datetime) else day  # a clock may give the time too
        return after

    # -- the moves -------------------------------------------------------------------------
    def roll(self) -> None:
        """Roll the four dice to start a turn."""
        self._play(_ROLL)

    def place(self, die: int, row: int, col: int) -> None:
        """Prepare die ``die`` on cell ``(row, col)``."""
        if type(die) is int and type(row) is int and type(col) is int and 0 <= die < DICE and 0 <= row < SIZE \
                and 0 <= col < SIZE:
            self._play(_PLACE[die][row * SIZE + col])
        else:
            self._play(Place(die, row, col))  # off the board or no such die: the rules refuse it

    def take_back(self, die: int) -> None:
        """Return a prepared die to the pool."""
        self._play(_TAKE_BACK[die] if type(die) is int and 0 <= die < DICE else TakeBack(die))

    def confirm(self) -> None:
        """Make the prepared numbers permanent, discard the other dice and end the turn."""
        self._play(_CONFIRM)

    def adjust(self, die: int, delta: int) -> None:
        """Majda Power: change an available die by +1 or -1."""
        self._play(Adjust(die, delta))

    def reroll(self, dice: Iterable[int]) -> None:
        """Majda Power: reroll these available dice together (one use however many)."""
        self._play(Reroll(rules.reroll_dice(self.state, dice)))

    def accept_magdagdon(self, row: int, col: int) -> None:
        """Accept MAGDAGDON: the empty cell becomes a ruin, prepared dice are discarded, and
        the turn ends."""
        self._play(AcceptMagdagdon(row, col))

    # -- the record ------------------------------------------------------------------------
    @property
    def record(self) -> dict | None:
        """The high-score entry of a finished game: score, difficulty, date, turns, powers_used."""
        state = self.state
        if state.phase is not Phase.OVER:
            return None
        return {"score": rules.score(state), "difficulty": state.difficulty.value,
                "date": self._ended.isoformat(), "turns": state.turn, "powers_used": state.powers_used}

    @property
    def record_table(self) -> str:
        """The high-score table the record goes in: its difficulty's."""
        return self.state.difficulty.value

    # -- snapshots -----------------------------------------------------------------------
    # A saved turn keeps its roll, its powers, the placements each power found and the end of
    # the turn (see .history), so no real game is longer than this.
    MAX_HISTORY = 16 * (2 + 2 * DICE) + max(d.powers for d in Difficulty) * (1 + 2 * DICE)

    def _saved_history(self) -> list[Action]:
        return saved_actions(self)

    def _settings_to_dict(self) -> dict:
        settings = {"difficulty": self.state.difficulty.value}
        if self.is_over:  # the day the game ended dates its record
            settings["ended"] = self._ended.isoformat()
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

    def _check_replayed(self, settings: dict) -> None:
        if self.is_over != ("ended" in settings):
            raise SnapshotError("a saved game has the day it ended exactly when it is over")
