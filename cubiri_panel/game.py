"""What every game engine shares: actions as small values, one immutable state, history, snapshots.

Each game keeps its whole position in one immutable ``state`` value, held by a single param.
An action computes the next state from the current one and the dice, and only then assigns it,
so an illegal action (which raises before the assignment) changes nothing, and a view that
watches ``state`` sees every change exactly once. One param rather than one per attribute
because every assignment takes param's whole path (references, validation, dependencies,
watchers), and the bots play thousands of games a second through this same class.

A game whose rules are a pure ``step`` (all three) names its rules module in
``RULES``: its moves then go through :meth:`Game._play`, and a saved game replays through the
rules alone, its position published once, at the end.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import unicodedata
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Protocol

import param

from .dice import RandomSource, make_rng, new_seed, roll_dice, seed_problem
from .errors import GameTooLong, IllegalAction, SnapshotError

# Format 2: a game is its settings, its seed and its actions, replayed on the way back in.
# Format 3 is the same with the actions as one string of letters, for a game that names a letter
# for each of its actions (``Game.LETTERS``). Format 1 also carried the position and the
# Mersenne Twister state; it is migrated by replay.
SNAPSHOT_FORMAT = 2
LETTERS_FORMAT = 3
SNAPSHOT_KEYS = frozenset({"game", "format", "settings", "seed", "history", "check"})


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """A move: its ``kind`` names the game method that performs it; its fields are the arguments.

    Fields are ints or tuples of ints, so an action is hashable and JSON-safe as
    ``[kind, *fields]``.
    """

    kind: ClassVar[str] = ""

    def args(self) -> tuple:
        # ``__match_args__`` is the dataclass's field names, in order, kept on the class.
        return tuple([getattr(self, name) for name in self.__match_args__])

    def canonical(self) -> Action:
        """This action as the game records it (a game method may put its arguments in order)."""
        return self

    def to_json(self) -> list:
        return [self.kind, *(list(a) if isinstance(a, tuple) else a for a in self.args())]

    def __str__(self) -> str:
        return f"{self.kind}({', '.join(map(str, self.args()))})"


def action_from_json(data: Any, kinds: Iterable[type[Action]]) -> Action:
    """Rebuild an action from ``Action.to_json()``; ``SnapshotError`` on anything else."""
    by_kind = {k.kind: k for k in kinds}
    if not (type(data) is list and data and type(data[0]) is str and data[0] in by_kind):
        raise SnapshotError("not an action")
    cls = by_kind[data[0]]
    fields = dataclasses.fields(cls)
    if len(data) != len(fields) + 1:
        raise SnapshotError(f"action {data[0]!r} takes {len(fields)} arguments")
    args = []
    for value in data[1:]:
        # Die indices and cells are small: anything else is not an argument of any move.
        if type(value) is list and len(value) <= 6 and all(type(v) is int and -8 <= v <= 8 for v in value):
            args.append(tuple(value))
        elif type(value) is int and -8 <= value <= 8:
            args.append(value)
        else:
            raise SnapshotError(f"bad argument in action {data[0]!r}")
    return cls(*args)


def actions_from_letters(text: str, letters: dict[Action, str]) -> list[Action]:
    """The actions a string of ``letters`` (one an action) spells; ``SnapshotError`` on any
    other character."""
    by_letter = {letter: action for action, letter in letters.items()}
    try:
        return [by_letter[letter] for letter in text]
    except KeyError:
        raise SnapshotError("a saved action is not one of the game's letters") from None


def snapshot_check(game: str, settings: dict, seed: int | str, history: list) -> str:
    """The digest a snapshot carries of everything else in it, so that a save truncated,
    reordered or edited by hand is refused even where what is left would still replay."""
    body = json.dumps([game, settings, seed, history], separators=(",", ":"), sort_keys=True,
                      ensure_ascii=True)
    return hashlib.sha256(body.encode()).hexdigest()[:16]


def field(data: Any, key: str, kind: type | tuple[type, ...]) -> Any:
    """``data[key]`` if ``data`` is a dict holding a value of exactly that type (JSON keeps
    ``true`` and ``1`` apart, and so does this), else ``SnapshotError``."""
    if type(data) is not dict:
        raise SnapshotError("a saved game's parts must be objects")
    if key not in data:
        raise SnapshotError(f"saved game lacks {key!r}")
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if type(value) not in kinds:
        raise SnapshotError(f"{key!r} must be {' or '.join(k.__name__ for k in kinds)}")
    return value


# Bidirectional embeddings, overrides, isolates and marks reorder what follows them
# ("\u202eexe.txt" shows as "txt.exe"). The zero-width joiner stays: emoji are made of it.
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_UNSEEN = ("Cc", "Zl", "Zp")  # controls (a pasted tab or line break) and line separators


def clean_name(name: Any) -> str:
    """A player's name as the table shows it: control, line-separator and bidirectional
    characters removed, spaces at the ends trimmed."""
    text = str(name)
    return "".join(ch for ch in text if ch not in _BIDI and unicodedata.category(ch) not in _UNSEEN).strip()


class StateParameter(param.Parameter):
    """The parameter that holds a game's ``state``: a plain ``param.Parameter`` whose slots are
    read without param's hook for unbound parameters.

    ``Parameter.__getattribute__`` is a Python-level hook that only matters while a parameter
    is unbound (it supplies defaults for slots left undefined), yet every read and every
    assignment of the value consults a dozen slots through it. A parameter declared in a class
    body is bound at once, with every slot resolved (``tests/test_game_base.py`` checks it), so
    plain attribute lookup gives the same answers. Every assignment takes param's own path, and
    every watcher sees every change.
    """

    __slots__ = ()
    __getattribute__ = object.__getattribute__

    def _validate(self, val: Any) -> None:
        """Any value: a state is whatever immutable value the game's rules make."""


class Game(param.Parameterized):
    """Base of the three games; see the module docstring for the design.

    Subclasses set ``GAME`` (the snapshot's game name) and ``ACTIONS`` (their action classes),
    and implement ``legal_actions``, ``is_over``, ``_settings_to_dict`` and ``_from_settings``.
    """

    GAME: ClassVar[str] = ""
    ACTIONS: ClassVar[tuple[type[Action], ...]] = ()
    #: The game's rules module, if its rules are a pure step: ``dice_to_roll(state, action)``
    #: (how many dice the action rolls; ``IllegalAction`` if it may not roll now) and
    #: ``step(state, action, dice)`` (the next state; ``IllegalAction`` if the action is not
    #: allowed, rule ``game-over`` once the game is over).
    RULES: ClassVar[Any] = None

    state = StateParameter(default=None, doc="""
        The whole position, an immutable value replaced by every action. Watch this to
        follow the game.""")

    def __init__(self, *, rng: RandomSource | None = None, seed: Any = None, **params):
        super().__init__(**params)
        if rng is None and seed is None:
            seed = new_seed()  # every game can be saved and shared, so every game has a seed
        self.seed = seed
        # Only dice the game draws from its own seed can be replayed from a snapshot.
        self._replayable = rng is None
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

    def _play(self, action: Action) -> None:
        """Perform ``action`` (as the game records it) by the game's ``RULES``."""
        self._commit(action, self._next_state(self.state, action))

    def _next_state(self, state: Any, action: Action) -> Any:
        """The state after ``action``: the dice it rolls drawn from ``rng``, then the rules' step."""
        count = self.RULES.dice_to_roll(state, action)
        return self._step(state, action, roll_dice(self.rng, count) if count else ())

    def _step(self, state: Any, action: Action, dice: tuple[int, ...]) -> Any:
        """``RULES.step``; a game whose rules need more of the world than the dice (MAGDAGDON
        dates the record of a finished game) hands it to them here."""
        return self.RULES.step(state, action, dice)

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
    # Longer histories than any real game: a snapshot claiming more is refused unread.
    MAX_HISTORY: ClassVar[int] = 10_000
    #: One character for each action, in a game whose actions are few: its snapshots keep
    #: the history as one string of them (format 3), about a twelfth of the list of actions,
    #: so that long games fit in the browser's saved data.
    LETTERS: ClassVar[dict[Action, str]] = {}

    def to_dict(self) -> dict:
        """A JSON-safe snapshot (format, settings, seed, actions and a check of them) from
        which ``from_dict`` rebuilds this game exactly, by replaying the actions.

        ``SnapshotError`` if the game cannot be saved: its dice come from a source given as
        ``rng`` (``ScriptedDice``, a custom generator) rather than from its seed, its seed is
        not a number or a word, or its history is longer than ``MAX_HISTORY``.
        """
        if not self._replayable:
            raise SnapshotError(f"a game rolling dice from {type(self.rng).__name__} cannot be saved: "
                                "only a game that rolls from its own seed replays")
        problem = seed_problem(self.seed)
        if problem:
            raise SnapshotError(f"this game's seed cannot be saved: {problem}")
        actions = list(self._saved_history())
        if len(actions) > self.MAX_HISTORY:
            raise GameTooLong(f"a game of more than {self.MAX_HISTORY} actions cannot be saved")
        if self.LETTERS:
            form, history = LETTERS_FORMAT, "".join([self.LETTERS[a.canonical()] for a in actions])
        else:
            form, history = SNAPSHOT_FORMAT, [a.to_json() for a in actions]
        settings = self._settings_to_dict()
        return {"game": self.GAME, "format": form, "settings": settings, "seed": self.seed,
                "history": history, "check": snapshot_check(self.GAME, settings, self.seed, history)}

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """Rebuild a game from ``to_dict()`` data by replaying its actions from its seed.

        Whatever does not replay through the game's own rules is refused with
        ``SnapshotError`` (a ``ValueError``), whatever the value: not a saved game of this
        kind, a failed check, an illegal action, too many actions, damaged settings.
        """
        try:
            return cls._restore(data)
        except SnapshotError:
            raise
        except IllegalAction as err:
            raise SnapshotError(f"the saved actions do not replay: {err}") from None
        except Exception as err:  # noqa: BLE001 - whatever a damaged save sets off is a refusal
            raise SnapshotError(f"not a saved {cls.GAME} game ({type(err).__name__})") from None

    @classmethod
    def _restore(cls, data: Any) -> Game:
        if field(data, "game", str) != cls.GAME:
            raise SnapshotError(f"not a saved {cls.GAME} game")
        form = field(data, "format", int)
        if form == 1:
            return cls._migrate(data)
        if form != SNAPSHOT_FORMAT and not (form == LETTERS_FORMAT and cls.LETTERS):
            raise SnapshotError(f"unknown snapshot format {form}")
        if set(data) != SNAPSHOT_KEYS:
            raise SnapshotError("a saved game holds exactly: " + ", ".join(sorted(SNAPSHOT_KEYS)))
        settings, seed = field(data, "settings", dict), field(data, "seed", (int, str))
        history = field(data, "history", str if form == LETTERS_FORMAT else list)
        problem = seed_problem(seed)
        if problem:
            raise SnapshotError(problem)
        if len(history) > cls.MAX_HISTORY:
            raise SnapshotError(f"more than {cls.MAX_HISTORY} actions: no {cls.GAME} game is that long")
        if field(data, "check", str) != snapshot_check(cls.GAME, settings, seed, history):
            raise SnapshotError("the saved game does not match its check: it was cut short or edited")
        return cls._replay(settings, seed, history)

    @classmethod
    def _replay(cls, settings: dict, seed: int | str, history: list | str) -> Game:
        """The game these settings and seed start, after the saved actions: a list of
        ``Action.to_json()`` values, or (format 3) a string of the game's ``LETTERS``."""
        if type(history) is str:
            actions = actions_from_letters(history, cls.LETTERS)
        else:
            actions = [action_from_json(a, cls.ACTIONS) for a in history]
        game = cls._from_settings(settings, seed)
        if cls.RULES is not None:
            game._replay_by_rules(actions)
            return game
        for number, action in enumerate(actions, 1):
            if game.is_over:
                raise SnapshotError(f"action {number} comes after the end of the game")
            try:
                game.apply(action)
            except IllegalAction as err:
                raise SnapshotError(f"action {number} ({action}) does not replay: {err}") from None
        return game

    def _replay_by_rules(self, actions: list[Action]) -> None:
        """Step a new game through ``actions`` by its rules, and publish the last state only:
        nobody watches a game that is still being restored."""
        state, recorded = self.state, self._history
        for number, action in enumerate(actions, 1):
            try:
                state = self._next_state(state, action)
            except IllegalAction as err:
                if err.rule == "game-over":
                    raise SnapshotError(f"action {number} comes after the end of the game") from None
                raise SnapshotError(f"action {number} ({action}) does not replay: {err}") from None
            recorded.append(action.canonical())
        self.state = state

    @classmethod
    def _migrate(cls, data: dict) -> Game:
        """A format-1 save (position and generator state beside the actions): replayed from its
        seed, and accepted if the replay leaves the generator where the save says."""
        seed, history = data.get("seed"), field(data, "history", list)
        if seed_problem(seed):
            raise SnapshotError("an old save without a seed cannot be replayed")
        if len(history) > cls.MAX_HISTORY:
            raise SnapshotError(f"more than {cls.MAX_HISTORY} actions: no {cls.GAME} game is that long")
        game = cls._replay(field(data, "settings", dict), seed, history)
        saved = field(data, "rng", dict)
        if field(saved, "state", list) != list(game.rng.getstate()[1]):
            raise SnapshotError("the old save's dice do not follow from its seed")
        return game

    def _saved_history(self) -> Iterable[Action]:
        """The actions a snapshot keeps (a game may leave out moves that cancel each other)."""
        return self._history

    def _settings_to_dict(self) -> dict:
        """What the game was started with, besides the seed, as JSON."""
        raise NotImplementedError

    @classmethod
    def _from_settings(cls, settings: dict, seed: int | str) -> Game:
        """A new game with these saved settings and this seed; ``SnapshotError`` if they are
        not settings of this game."""
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
        players = [clean_name(p) for p in players]
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

    def play_computers(self) -> list[Action]:
        """Let the computer players move until a human is to move or the game is over, and
        return their actions (``history`` records them too).

        For simulations and tests: a game whose rules are a pure step and that can show its
        computer players a position (``_shown``) publishes its position once, at the end; a
        view that shows each move calls :meth:`step_computer` instead. If a computer player
        makes an illegal move, the moves before it stand and the error propagates.
        """
        if self.RULES is None or not hasattr(self, "_shown"):
            return [self.step_computer() for _ in iter(lambda: self.is_computer_turn, False)]
        shown, bots, done = self._shown(self.state), self._bots, []
        try:
            while not shown.is_over and shown.current_player in bots:
                action = bots[shown.current_player].choose(shown)
                if not isinstance(action, self.ACTIONS):
                    raise IllegalAction(f"{action!r} is not an action of {type(self).__name__}",
                                        "not-an-action")
                shown.state = self._next_state(shown.state, action)
                self._history.append(action.canonical())
                done.append(action)
        finally:
            if done:
                self.state = shown.state
        return done

    def _table_settings(self) -> dict:
        return {"players": list(self.players),
                "computers": {str(seat): level for seat, level in self.computers.items()}}

    @staticmethod
    def _table_from_settings(settings: dict) -> dict:
        """``players`` and ``computers`` from saved settings, as the constructor takes them."""
        players = field(settings, "players", list)
        computers = field(settings, "computers", dict)
        if not all(type(p) is str for p in players) or not all(type(v) is str for v in computers.values()):
            raise SnapshotError("player names and computer levels must be text")
        if not all(seat.isdigit() and len(seat) <= 2 for seat in computers):
            raise SnapshotError("computer seats must be seat numbers")
        if [clean_name(p) for p in players] != players:
            raise SnapshotError("player names must be saved as the table shows them")
        return {"players": players, "computers": {int(seat): level for seat, level in computers.items()}}
