"""One game of MAGDAGDON: its rules (``rules``) behind the shared ``Game``: commit, history,
snapshots.

Every move asks ``rules`` whether it is allowed and how many dice it rolls, draws those dice from
the game's ``rng``, and commits the position ``rules.step`` gives (``Game._play``), so a refused
move changes nothing and draws no die. What a player sees and does is a :class:`Position`, read
from the state alone: the game publishes each move; the position
:meth:`MagdagdonGame.play_unpublished` hands a player publishes nothing until it is done.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import param

from ..dice import RandomSource
from ..errors import IllegalAction, SnapshotError
from ..action import Action
from ..game import Game
from ..snapshot import field
from . import rules
from .actions import ACTIONS, AcceptMagdagdon, Adjust, Confirm, Place, Reroll, Roll, TakeBack
from .board import Board, Cell, Line, cell_of
from .events import Event
from .history import saved_actions
from .placement import can_place_after, open_cells
from .rules import DICE, SIZE, Difficulty, Phase, State

# The common moves are made once, not on every move.
_ROLL, _CONFIRM = Roll(), Confirm()
_PLACE = tuple(tuple(Place(die, *cell_of(c)) for c in range(16)) for die in range(DICE))
_TAKE_BACK = tuple(TakeBack(die) for die in range(DICE))
_CELLS = tuple(cell_of(c) for c in range(16))
T = TypeVar("T")


def daily_seed(date: dt.date | None = None) -> str:
    """The seed of the day's game, the same for every player: ``"magdagdon-2026-11-29"``."""
    return f"magdagdon-{(date or dt.date.today()).isoformat()}"


class Position:
    """A MAGDAGDON position as the player sees and plays it: read from ``self.state`` (a
    :class:`.rules.State`) alone, so the game and the position a player is handed by
    :meth:`MagdagdonGame.play_unpublished` answer the same questions the same way. Every move
    goes through ``self._play(action)``: ``Game._play`` for the game, which publishes it."""

    __slots__ = ()
    state: State

    # -- what the player sees ----------------------------------------------------------------
    board = property(lambda self: Board._trusted(self.state.board), doc="The permanent board: numbers and ruins.")
    dice = property(lambda self: self.state.dice, doc="The four dice, () while waiting to roll.")
    phase = property(lambda self: self.state.phase, doc="Where the turn stands (a Phase).")
    turn = property(lambda self: self.state.turn, doc="Turns played so far, 0 at the start.")
    powers_used = property(lambda self: self.state.powers_used)
    is_over = property(lambda self: self.state.phase is Phase.OVER)
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

    @property
    def record(self) -> dict | None:
        """The high-score entry of a finished game (score, difficulty, date, turns, powers_used)."""
        record = self.state.record
        return None if record is None else record._asdict()

    def legal_cells_for(self, die: int) -> set[Cell]:
        """Cells where die ``die`` may be prepared now, judged against the permanent and the
        prepared numbers (empty when it is prepared or no die may be prepared)."""
        return {cell for d, cell in rules.legal_placements(self.state) if d == die}

    def legal_placements(self) -> list[tuple[int, Cell]]:
        """Every ``(die, (row, col))`` that may be prepared now."""
        return rules.legal_placements(self.state)

    def keeps_required_reachable(self, die: int, row: int, col: int) -> bool:
        """True if preparing ``die`` on ``(row, col)`` is legal and still lets the other
        available dice bring the turn to its required count (the UI can mark the cells that
        would block the turn; the random player avoids them)."""
        state = self.state
        try:
            cell = rules.check_place(state, die, row, col)
        except IllegalAction:
            return False
        others = [state.dice[d] for d, c in enumerate(state.prepared) if c is None and d != die]
        need = rules.required(state) - (DICE - len(others))
        if need <= 0:
            return True
        return can_place_after(state.overlay, open_cells(state.overlay), cell, state.dice[die], others, need)

    def legal_actions(self) -> list[Action]:
        """Every action allowed now."""
        return rules.legal_actions(self.state)

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


class Unpublished(Position):
    """The position a player is handed by :meth:`MagdagdonGame.play_unpublished`: its moves are
    the game's (the same rules, dice and history), but each steps this position's own state and
    publishes nothing; the game publishes the position reached once, at the end."""

    __slots__ = ("state", "_game")
    ACTIONS = ACTIONS
    apply = Game.apply

    def __init__(self, game: MagdagdonGame):
        self.state, self._game = game.state, game

    def _play(self, action: Action) -> None:
        game = self._game
        self.state = game._next_state(self.state, action)
        game._history.append(action)


class MagdagdonGame(Position, Game):
    """One game of MAGDAGDON.

    ``today`` (a callable returning a ``datetime.date``) dates the high-score record; tests
    inject a fixed one. A new difficulty is a new game: make a new ``MagdagdonGame``.
    """

    GAME = "magdagdon"
    ACTIONS = ACTIONS
    RULES = rules

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
        self.state = rules.new_game(difficulty)

    def _step(self, state: State, action: Action, dice: tuple[int, ...]) -> State:
        return rules.step(state, action, dice, self.today)  # the day a game ends dates its record

    def play_unpublished(self, play: Callable[[Unpublished], T]) -> T:
        """Let ``play`` make moves on this game's position without publishing each one, and
        return what it returns: the same rules, dice and history as moves on the game itself,
        and the position reached published once, at the end (also when a move is refused: the
        moves before it stand, and the error propagates). For simulations and tests, as
        ``TableGame.play_computers``; a view that shows each move moves the game itself."""
        position = Unpublished(self)
        try:
            return play(position)
        finally:
            if position.state is not self.state:
                self.state = position.state

    # -- snapshots -----------------------------------------------------------------------
    # A saved turn keeps its roll, its powers, the placements each power found and the end of
    # the turn (see .history), so no real game is longer than this.
    MAX_HISTORY = 16 * (2 + 2 * DICE) + max(d.powers for d in Difficulty) * (1 + 2 * DICE)

    def _saved_history(self) -> list[Action]:
        return saved_actions(self)

    def _settings_to_dict(self) -> dict:
        settings = {"difficulty": self.state.difficulty.value}
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

    def _check_replayed(self, settings: dict) -> None:
        if self.is_over != ("ended" in settings):
            raise SnapshotError("a saved game has the day it ended exactly when it is over")
