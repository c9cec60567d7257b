"""What every game engine shares: actions as small values, one immutable state, history, snapshots.

Each game keeps its whole position in one immutable ``state`` value, held by a single param.
An action computes the next state from the current one and the dice, and only then assigns it,
so an illegal action (which raises before the assignment) changes nothing, and a view that
watches ``state`` sees every change exactly once. One param rather than one per attribute
because param charges several microseconds per assignment, and the bots and benchmarks play
thousands of games a second through this same class.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Protocol

import param

from .dice import RandomSource, make_rng, rng_from_state, rng_state
from .errors import IllegalAction, SnapshotError

SNAPSHOT_FORMAT = 1


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """A move: its ``kind`` names the game method that performs it; its fields are the arguments.

    Fields are ints or tuples of ints, so an action is hashable and JSON-safe as
    ``[kind, *fields]``.
    """

    kind: ClassVar[str] = ""

    def args(self) -> tuple:
        return tuple(getattr(self, f.name) for f in dataclasses.fields(self))

    def to_json(self) -> list:
        return [self.kind, *(list(a) if isinstance(a, tuple) else a for a in self.args())]

    def __str__(self) -> str:
        return f"{self.kind}({', '.join(map(str, self.args()))})"


def action_from_json(data: Any, kinds: Iterable[type[Action]]) -> Action:
    """Rebuild an action from ``Action.to_json()``; ``SnapshotError`` on anything else."""
    by_kind = {k.kind: k for k in kinds}
    if not (isinstance(data, list) and data and data[0] in by_kind):
        raise SnapshotError(f"not an action: {data!r:.60}")
    cls = by_kind[data[0]]
    fields = dataclasses.fields(cls)
    if len(data) != len(fields) + 1:
        raise SnapshotError(f"action {data[0]!r} takes {len(fields)} arguments")
    args = []
    for value in data[1:]:
        if isinstance(value, list) and all(type(v) is int for v in value):
            args.append(tuple(value))
        elif type(value) is int:
            args.append(value)
        else:
            raise SnapshotError(f"bad argument {value!r:.30} in action {data[0]!r}")
    return cls(*args)


def snapshot_field(data: Any, key: str, kind: type | tuple[type, ...]) -> Any:
    """``data[key]`` if ``data`` is a dict holding a value of that type, else ``SnapshotError``.

    ``bool`` is never accepted where ``int`` is asked for, since JSON keeps them apart.
    """
    if not isinstance(data, dict):
        raise SnapshotError("a saved game must be an object")
    if key not in data:
        raise SnapshotError(f"saved game lacks {key!r}")
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise SnapshotError(f"{key!r} must be {' or '.join(k.__name__ for k in kinds)}")
    if not isinstance(value, kinds):
        raise SnapshotError(f"{key!r} must be {' or '.join(k.__name__ for k in kinds)}")
    return value


class StateParameter(param.Parameter):
    """The parameter that holds a game's ``state``: read and set cheaply, watched as usual.

    Two costs of ``param.Parameter`` matter here, because the bots and benchmarks make
    thousands of moves a second through the same class that players use:

    * ``Parameter.__getattribute__`` is a Python-level hook that only matters while a parameter
      is unbound (it supplies defaults for slots left undefined), yet every read and write of a
      value consults a dozen slots through it. A parameter declared in a class body is bound at
      once, with every slot resolved (``tests/test_game_base.py`` checks it), so plain attribute
      lookup gives the same answers.
    * ``Parameter.__set__`` resolves references, validates, updates dependencies and looks for
      watchers: about ten microseconds a move. While nothing watches the game (no view, no
      ``param.depends``), storing the value is all that an assignment does, so that is all this
      one does then. Once anything watches ``state``, every assignment takes param's full path
      and every watcher sees every change.
    """

    __slots__ = ()
    __getattribute__ = object.__getattribute__

    def __set__(self, obj: Any, val: Any) -> None:
        if obj is not None:
            private = obj._param__private
            if (private.initialized and self.name not in private.watchers and not private.dynamic_watchers
                    and not self.watchers):
                private.values[self.name] = val
                return
        super().__set__(obj, val)


class Game(param.Parameterized):
    """Base of the three games; see the module docstring for the design.

    Subclasses set ``GAME`` (the snapshot's game name) and ``ACTIONS`` (their action classes),
    and implement ``legal_actions``, ``is_over``, ``_settings_to_dict``,
    ``_state_to_dict`` and ``_from_snapshot``.
    """

    GAME: ClassVar[str] = ""
    ACTIONS: ClassVar[tuple[type[Action], ...]] = ()

    state = StateParameter(default=None, doc="""
        The whole position, an immutable value replaced by every action. Watch this to
        follow the game.""")

    def __init__(self, *, rng: RandomSource | None = None, seed: Any = None, **params):
        super().__init__(**params)
        self.seed = seed
        self.rng = make_rng(rng, seed)
        self._history: list[Action] = []

    # -- actions -------------------------------------------------------------------------
    @property
    def history(self) -> tuple[Action, ...]:
        """The actions taken so far, oldest first."""
        return tuple(self._history)

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def apply(self, action: Action) -> None:
        """Perform an action value (as listed by ``legal_actions`` or stored in ``history``)."""
        if not isinstance(action, self.ACTIONS):
            raise IllegalAction(f"{action!r} is not an action of {type(self).__name__}", "not-an-action")
        getattr(self, action.kind)(*action.args())

    def _commit(self, action: Action, state: Any) -> None:
        """Record ``action`` and publish the state it led to (the only place state changes)."""
        self._history.append(action)
        self.state = state

    def _refuse_if_over(self) -> None:
        if self.is_over:
            raise IllegalAction("the game is over", "game-over")

    @classmethod
    def replay(cls, actions: Iterable[Action], **settings) -> Game:
        """A new game with these settings (``seed=`` or ``rng=`` included) after these actions."""
        game = cls(**settings)
        for action in actions:
            game.apply(action)
        return game

    # -- snapshots -----------------------------------------------------------------------
    def to_dict(self) -> dict:
        """A JSON-safe snapshot from which ``from_dict`` restores this game exactly."""
        seed = self.seed if self.seed is None or type(self.seed) in (int, str) else None
        return {
            "game": self.GAME,
            "format": SNAPSHOT_FORMAT,
            "settings": self._settings_to_dict(),
            "seed": seed,
            "rng": rng_state(self.rng),
            "history": [a.to_json() for a in self._history],
            "state": self._state_to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """Restore a game from ``to_dict()`` data; ``SnapshotError`` (a ``ValueError``) if the
        data is not a saved game of this kind, or is truncated or inconsistent."""
        if snapshot_field(data, "game", str) != cls.GAME:
            raise SnapshotError(f"not a saved {cls.GAME} game")
        if snapshot_field(data, "format", int) != SNAPSHOT_FORMAT:
            raise SnapshotError(f"unknown snapshot format {data['format']!r}")
        seed = data.get("seed")
        if seed is not None and type(seed) not in (int, str):
            raise SnapshotError("'seed' must be an int, a string or null")
        try:
            rng = rng_from_state(data.get("rng"))
        except ValueError as err:
            raise SnapshotError(str(err)) from None
        history = [action_from_json(a, cls.ACTIONS) for a in snapshot_field(data, "history", list)]
        try:
            game = cls._from_snapshot(snapshot_field(data, "settings", dict),
                                      snapshot_field(data, "state", dict), rng=rng)
        except SnapshotError:
            raise
        except (ValueError, TypeError, KeyError, IndexError) as err:
            raise SnapshotError(f"inconsistent saved game: {err}") from None
        game.seed = seed
        game._history = history
        return game

    def _settings_to_dict(self) -> dict:
        raise NotImplementedError

    def _state_to_dict(self) -> dict:
        raise NotImplementedError

    @classmethod
    def _from_snapshot(cls, settings: dict, state: dict, rng: RandomSource) -> Game:
        """Build the game from its saved settings and state, validating both."""
        raise NotImplementedError


class Bot(Protocol):
    """A computer player: picks one of ``game.legal_actions()`` from the public game API.

    Bots are deterministic (no dice of their own), so a game with computer players still
    replays exactly from its seed and history.
    """

    def choose(self, game: Game) -> Action: ...


class TableGame(Game):
    """A game for several seats, each a human or a computer player.

    ``players`` are the seats' names in seat order; ``computers`` maps a seat index to the name
    of a bot level in ``BOTS``. Subclasses set ``SEATS`` (fewest, most) and ``BOTS`` and
    provide ``current_player``.
    """

    SEATS: ClassVar[tuple[int, int]] = (1, 6)
    BOTS: ClassVar[dict[str, Callable[[], Bot]]] = {}
    # Long enough for real names, and for the markup a test types to prove names stay text.
    NAME_LENGTH: ClassVar[int] = 32

    players = param.List(default=[], item_type=str, constant=True, doc="Seat names, in seat order.")
    computers = param.Dict(default={}, constant=True, doc="Seat index -> computer level name.")

    def __init__(self, players: Iterable[str] = (), computers: dict | None = None, **params):
        players = [str(p).strip() for p in players]
        fewest, most = self.SEATS
        if not fewest <= len(players) <= most:
            raise ValueError(f"{type(self).__name__} seats {fewest} to {most} players, not {len(players)}")
        for name in players:
            if not name or len(name) > self.NAME_LENGTH:
                raise ValueError(f"a player name must be 1 to {self.NAME_LENGTH} characters: {name!r}")
        computers = {int(seat): level for seat, level in (computers or {}).items()}
        for seat, level in computers.items():
            if not 0 <= seat < len(players):
                raise ValueError(f"computer seat {seat} is not at the table")
            if level not in self.BOTS:
                raise ValueError(f"unknown computer level {level!r}; choose from {sorted(self.BOTS)}")
        super().__init__(players=players, computers=computers, **params)
        self._bots = {seat: self.BOTS[level]() for seat, level in computers.items()}

    @property
    def current_player(self) -> int:
        raise NotImplementedError

    @property
    def is_computer_turn(self) -> bool:
        return not self.is_over and self.current_player in self._bots

    def computer_action(self) -> Action:
        """What the computer player in the current seat would do now (changes nothing)."""
        if not self.is_computer_turn:
            raise IllegalAction("it is not a computer player's turn", "not-computer-turn")
        return self._bots[self.current_player].choose(self)

    def step_computer(self) -> Action:
        """Let the computer player in the current seat take one action, and return it."""
        action = self.computer_action()
        self.apply(action)
        return action

    def _table_settings(self) -> dict:
        return {"players": list(self.players),
                "computers": {str(seat): level for seat, level in self.computers.items()}}
