"""The MISHIMASH game: 1-6 seats, humans and computer players, one immutable state.

:class:`MishimashPosition` answers what every player sees, from the state alone: the bots read
it, and so do the views, since the game is one. :class:`MishimashGame` adds the seats, the dice,
the moves a player types, the record of a finished game and the saves; the rules are
:mod:`.rules`.
"""

from __future__ import annotations

import datetime as dt
import itertools
from collections.abc import Callable, Iterable

import param

from ..errors import IllegalAction, SnapshotError
from ..game import TableGame
from ..position import Position
from ..snapshot import field
from . import rules
from .actions import ACTIONS, LETTERS, Bank, Roll, Take
from .bots import BOTS
from .events import Event, TurnEvent
from .facts import DEFAULT_TARGET, MAX_TARGET, SEATS
from .rules import FINAL_ROUND, OVER, SUDDEN_DEATH, Phase, State, TakePoints, check_indices
from .scoring import Option, combination_with

ROLL, BANK = Roll(), Bank()
# Every take as one value a set of die indices (actions are immutable): none built per move.
_TAKES = {dice: Take(dice) for n in range(1, 7) for dice in itertools.combinations(range(6), n)}


class MishimashPosition(Position):
    """A MISHIMASH position as every player sees it, read from ``state`` alone.

    ``scores`` and ``turn_points`` are floats, exact for the half points a single 5 brings.
    ``multiplier`` is the multiplier of the roll in play: of the roll waiting for a take,
    otherwise of the next roll (1 at the start of a turn).
    """

    __slots__ = ()
    RULES = rules

    @property
    def target(self) -> int:
        """Points to bank to win (checked only after a bank)."""
        return self.state.target_half // 2

    @property
    def dice(self) -> tuple[int, ...]:
        """The roll waiting for a take, else ``()``."""
        return self.state.turn.dice

    @property
    def scores(self) -> list[float]:
        return [h / 2 for h in self.state.scores_half]

    @property
    def current_player(self) -> int:
        return self.state.current

    @property
    def turn_points(self) -> float:
        return self.state.turn.turn_points

    @property
    def multiplier(self) -> int:
        return self.state.turn.multiplier

    @property
    def dice_in_hand(self) -> int:
        """Dice the next roll uses (six at turn start and after a MISHIMASH); while a roll waits
        for a take, the number of dice rolled."""
        return self.state.turn.dice_in_hand

    @property
    def clears(self) -> int:
        """MISHIMASH clears in this turn so far."""
        return self.state.turn.clears

    @property
    def turns(self) -> list[int]:
        """Turns each seat has finished (busted turns count)."""
        return list(self.state.turns)

    @property
    def winner(self) -> int | None:
        return self.state.winner

    @property
    def phase(self) -> Phase:
        """``"must-roll"``, ``"must-take"``, ``"bank-or-roll"`` or ``"over"`` (a :class:`Phase`)."""
        return OVER if self.is_over else self.state.turn.phase

    @property
    def final_round(self) -> bool:
        """True while the seats after the first to reach the target play their last turn."""
        return self.state.stage == FINAL_ROUND

    @property
    def sudden_death(self) -> bool:
        return self.state.stage == SUDDEN_DEATH

    @property
    def contenders(self) -> tuple[int, ...]:
        """The seats tied for first who play the sudden-death rounds."""
        return self.state.contenders

    @property
    def still_to_play(self) -> tuple[int, ...]:
        """In the final round or a sudden-death round, the seats who have not finished their
        turn of it (the current one first); else ``()``."""
        if self.state.stage in (FINAL_ROUND, SUDDEN_DEATH):
            return (self.state.current, *self.state.queue)
        return ()

    @property
    def log(self) -> tuple[Event, ...]:
        """The turn log: every event so far, oldest first (see :mod:`.events`)."""
        return self.state.events

    @property
    def last_turn(self) -> TurnEvent | None:
        """How the latest finished turn ended: a ``"bust"`` or a ``"bank"``."""
        return self.state.last_turn

    @property
    def last_event(self) -> TurnEvent | None:
        """What the latest action set off (a bust, a bank or a MISHIMASH), else ``None``."""
        return self.state.last_event

    def takes(self) -> tuple[Option, ...]:
        """The legal takes from the roll waiting for one, most points first."""
        return self.state.turn.takes()

    def dice_with(self, die: int) -> tuple[int, ...]:
        """The dice a tap on die ``die`` of the roll waiting for a take chooses: the whole
        indivisible combination it belongs to (the three 2s of 2-2-2), or that die alone (a
        single 1 or 5, or a die that scores in nothing); ``IllegalAction`` without such a roll."""
        rules.check_roll_waits(self.state.turn)
        return combination_with(self.dice, die)

    def take_points(self, dice: Iterable[int]) -> TakePoints:
        """What taking the dice at these indices would give (see :class:`~.rules.TakePoints`),
        shown before it is taken; ``IllegalAction`` naming the rule if it is not allowed."""
        return rules.take(self.state.turn, dice)


class MishimashGame(MishimashPosition, TableGame):
    """A game of MISHIMASH. ``today`` (a callable returning a ``datetime.date``) dates the
    high-score record of a finished game."""

    GAME = "mishimash"
    ACTIONS = ACTIONS
    POSITION = MishimashPosition
    SEATS = SEATS
    BOTS = BOTS

    target = param.Integer(default=DEFAULT_TARGET, bounds=(1, MAX_TARGET), constant=True,
                           doc="Points to bank to win (checked only after a bank).")

    def __init__(self, players: Iterable[str] = ("Player",), target: int = DEFAULT_TARGET,
                 computers: dict | None = None, today: Callable[[], dt.date] = dt.date.today,
                 **params):
        if type(target) is not int:
            raise ValueError(f"target must be a whole number of points, not {target!r}")
        super().__init__(players=players, computers=computers, target=target, **params)
        self.today = today
        self.state = State.start(len(self.players), target)

    # -- moves ----------------------------------------------------------------------------
    def roll(self) -> None:
        """Roll the dice in hand; a roll with no combination busts and ends the turn."""
        self._play(ROLL)

    def take(self, dice: Iterable[int]) -> None:
        """Take the dice at these indices into ``dice``; their points times this roll's
        multiplier join the turn. Using every rolled die is a MISHIMASH."""
        if self.is_over:
            raise IllegalAction("the game is over", "game-over")
        rules.check_roll_waits(self.state.turn)
        taken = check_indices(dice, len(self.dice))
        self._play(_TAKES.get(taken) or Take(taken))

    def bank(self) -> None:
        """Add the turn's points to the player's score and pass the dice on."""
        self._play(BANK)

    # -- records --------------------------------------------------------------------------
    @property
    def record_table(self) -> str:
        """The high-score table a finished game goes to: ``"solo"`` or ``"table"``."""
        return "solo" if len(self.players) == 1 else "table"

    @property
    def record(self) -> dict | None:
        """The high-score entry of a finished game, dated ``today()``: date, target, players,
        winner and the winner's number of turns (busted turns count); ``None`` while it is
        played."""
        if not self.is_over:
            return None
        winner = self.state.winner
        return {"date": self.today().isoformat(), "target": self.target,
                "players": list(self.players), "winner": self.players[winner],
                "turns": self.state.turns[winner]}

    # -- snapshots ------------------------------------------------------------------------
    # A save claiming more actions than this is refused unread: it bounds what a save can cost
    # the server to replay (benchmarks/README.md gives the longest games' lengths).
    MAX_HISTORY = 25_000
    LETTERS = LETTERS  # a save holds one letter an action (see .actions)

    def _settings_to_dict(self) -> dict:
        return {**self._table_settings(), "target": self.target}

    @classmethod
    def _from_settings(cls, settings: dict, seed: int | str) -> MishimashGame:
        if set(settings) != {"players", "computers", "target"}:
            raise SnapshotError("MISHIMASH settings are the players, the computers and the target")
        return cls(**cls._table_from_settings(settings), target=field(settings, "target", int), seed=seed)
