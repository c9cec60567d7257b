"""The life of a game: its state, its moves through its rules, its history and its saves.

A game keeps its whole position in one immutable ``state`` value, held by a single param. A
move computes the next state from the current one and the dice (``RULES.step``) and only then
assigns it, so an illegal move (which raises first) changes nothing, and a view watching
``state`` sees each change once. One param, not one per attribute: every assignment takes
param's whole path, and the bots play thousands of games a second through this class.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any, ClassVar, NamedTuple, Protocol

import param

from . import codes, snapshot
from .action import Action
from .dice import RandomSource, make_rng, new_seed, roll_dice
from .errors import IllegalAction, SnapshotError
from .names import clean_name
from .position import Position


class StateParameter(param.Parameter):
    """The parameter holding ``state``: a plain ``param.Parameter`` whose slots are read without
    param's ``__getattribute__`` hook, which only matters while a parameter is unbound. A
    parameter declared in a class body is bound at once, so plain lookup gives the same answers
    (``tests/test_game_base.py`` checks it) for less work on every read and assignment."""

    __slots__ = ()
    __getattribute__ = object.__getattribute__

    def _validate(self, val: Any) -> None:
        """Any value: a state is whatever immutable value the game's rules make."""


class Step(NamedTuple):
    """One action of a game rebuilt through its rules: its 1-based place in the history, the
    state it was chosen in, the action, the dice it rolled (``()`` for none) and the state after."""

    number: int
    before: Any
    action: Action
    dice: tuple[int, ...]
    after: Any


class Rebuild:
    """A game rebuilt from its saved settings and seed, one action at a time, through its rules
    and with its dice drawn as the game drew them: the one way codes, log rows, the coach and the
    replay learn what a game went through (:meth:`Game.rebuilding`, :meth:`Game.steps`).

    ``state`` is the position reached; :meth:`legal_actions` what the rules allow there;
    :meth:`play` takes an action and returns its :class:`Step`; :meth:`game` is a game standing
    here, history included. An illegal action raises ``IllegalAction`` and changes nothing.
    """

    def __init__(self, game: Game):
        self._game = game
        self.state = game.state
        self.number = 0
        # Read once: a save or a code rebuilds thousands of actions through ``play``.
        self._rules, self._rng, self._step, self._record = game.RULES, game.rng, game._step, game._history.append

    def legal_actions(self) -> list[Action]:
        """The actions the rules allow in the position reached, as the rules list them."""
        return self._rules.legal_actions(self.state)

    def play(self, action: Action) -> Step:
        """Take ``action`` in the position reached: its dice drawn from the game's seed."""
        before = self.state
        count = self._rules.dice_to_roll(before, action)
        dice = tuple(roll_dice(self._rng, count)) if count else ()
        self.state = after = self._step(before, action, dice)
        self._record(action.canonical())
        self.number += 1
        return Step(self.number, before, action, dice, after)

    def game(self) -> Game:
        """The rebuilt game, standing at the position reached (it is the rebuild's own: play on
        it or keep it, but step this rebuild no further)."""
        self._game.state = self.state
        return self._game


class Game(param.Parameterized, Position):
    """A game: a :class:`~.position.Position` whose state each move replaces.

    Subclasses set ``GAME`` (the name saves carry), ``ACTIONS`` (their action classes),
    ``RULES`` (their rules module: ``legal_actions(state)``, ``is_over(state)``,
    ``dice_to_roll(state, action)`` and a pure ``step(state, action, dice)``), ``POSITION``
    (their position class) and implement ``_settings_to_dict`` and ``_from_settings``.
    """

    GAME: ClassVar[str] = ""
    ACTIONS: ClassVar[tuple[type[Action], ...]] = ()
    POSITION: ClassVar[type[Position]] = Position
    # Longer histories than any real game: a save claiming more is refused unread.
    MAX_HISTORY: ClassVar[int] = 10_000
    #: One letter for each action, in a game whose actions are few: its saves keep the history
    #: as one string of them (format 3), so that long games fit in the browser's saved data.
    LETTERS: ClassVar[dict[Action, str]] = {}
    #: True once the player asked the coach for a hint: saved (``"hints"``) and entered in the
    #: high scores, so tables stay fair. Set by the views; the rules never read it.
    hints_used: bool = False

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

    # -- moves ---------------------------------------------------------------------------
    @property
    def history(self) -> tuple[Action, ...]:
        """The actions taken so far, oldest first."""
        return tuple(self._history)

    def position(self) -> Position:
        """A detached, read-only copy of the position now, for a bot or a simulation."""
        return self.POSITION(self.state)

    def play_unpublished(self, choose: Callable[[Position], Action | None]) -> list[Action]:
        """Play the actions ``choose`` picks from a detached position until the game is over or
        it picks ``None``, and return them; the position reached is published once, at the end
        (also when an action is refused: the actions before it stand, and the error
        propagates). The same rules, dice and history as moves on the game itself, for
        simulations and computer players."""
        shown, done = self.position(), []
        try:
            while not shown.is_over:
                action = choose(shown)
                if action is None:
                    break
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

    def apply(self, action: Action) -> None:
        """Perform an action value (as listed by ``legal_actions`` or stored in ``history``)."""
        if not isinstance(action, self.ACTIONS):
            raise IllegalAction(f"{action!r} is not an action of {type(self).__name__}", "not-an-action")
        getattr(self, action.kind)(*action.args())

    def _play(self, action: Action) -> None:
        """Perform ``action`` (as the game records it) by the game's rules, and publish it:
        the only place a game's state changes after it starts."""
        state = self._next_state(self.state, action)
        self._history.append(action)
        self.state = state

    def _next_state(self, state: Any, action: Action) -> Any:
        """The state after ``action``: the dice it rolls drawn from ``rng``, then the rules' step."""
        count = self.RULES.dice_to_roll(state, action)
        return self._step(state, action, roll_dice(self.rng, count) if count else ())

    def _step(self, state: Any, action: Action, dice: tuple[int, ...]) -> Any:
        """``RULES.step``; a game whose rules need more of the world than the dice (MAGDAGDON
        dates the record of a finished game) hands it to them here."""
        return self.RULES.step(state, action, dice)

    # -- rebuilding from the seed --------------------------------------------------------
    @property
    def replayable(self) -> bool:
        """True when the game rolls from its own seed, so that it can be saved and rebuilt."""
        return self._replayable

    @classmethod
    def rebuilding(cls, settings: dict, seed: int | str) -> Rebuild:
        """A new game with these saved settings (``to_dict()["settings"]``) and seed, to be
        stepped through its actions one at a time (:class:`Rebuild`); ``SnapshotError`` if they
        are not settings of this game."""
        return Rebuild(cls._from_settings(settings, seed))

    def steps(self) -> Iterator[Step]:
        """Each action of the history rebuilt from the seed, as a :class:`Step`; ``ValueError``
        for a game whose dice come from a source given as ``rng`` (only a game rolling from its
        own seed rebuilds)."""
        rebuild = self._rebuild()
        for action in self.history:
            yield rebuild.play(action)

    def after(self, number: int) -> Game:
        """A new game standing where this one stood after its first ``number`` actions
        (``ValueError`` as for :meth:`steps`)."""
        rebuild = self._rebuild()
        for action in self.history[:number]:
            rebuild.play(action)
        return rebuild.game()

    def _rebuild(self) -> Rebuild:
        if not self._replayable:
            raise ValueError("only a game that rolls from its own seed replays: this one "
                             f"rolls from {type(self.rng).__name__}")
        return self.rebuilding(self._settings_to_dict(), self.seed)

    def saved_history(self) -> list[Action]:
        """The actions a save keeps: the history, less moves that cancel each other where the
        game leaves them out (MAGDAGDON's dice taken back and placed again)."""
        return list(self._saved_history())

    @classmethod
    def replay(cls, actions: Iterable[Action], **settings) -> Game:
        """A new game with these settings (``seed=`` or ``rng=`` included) after these actions."""
        game = cls(**settings)
        for action in actions:
            game.apply(action)
        return game

    # -- saves ---------------------------------------------------------------------------
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
        saved = snapshot.write(self.GAME, self._settings_to_dict(), self.seed,
                               list(self._saved_history()), self.LETTERS, self.MAX_HISTORY)
        if self.hints_used:
            saved["hints"] = True
        return saved

    def to_code(self) -> str:
        """The game as a short URL-safe code (``[A-Za-z0-9_-]``) that
        :func:`cubiri_panel.from_code` turns back into this game; ``SnapshotError`` where
        ``to_dict`` would refuse."""
        return codes.encode(self)

    def log_rows(self, number: int = 1) -> list:
        """Every roll of the game, oldest first, as ``cubiri_panel.log_rows.LogRow`` values (one
        a roll: who, when, the dice, what followed, the points, and the counted event beside its
        exact chance), replayed from the seed; ``number`` is the game's number in the rows."""
        from .log_rows import log_rows
        return log_rows(self, number)

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """Rebuild a game from ``to_dict()`` data by replaying its actions from its seed.

        Whatever does not replay through the game's own rules is refused with
        ``SnapshotError`` (a ``ValueError``), whatever the value: not a saved game of this
        kind, a failed check, an illegal action, too many actions, damaged settings.
        """
        try:
            saved = snapshot.read(data, cls.GAME, cls.ACTIONS, cls.LETTERS, cls.MAX_HISTORY)
            game = cls._replay_by_rules(cls.rebuilding(saved.settings, saved.seed), saved.actions)
            game._check_replayed(saved.settings)
        except SnapshotError:
            raise
        except Exception as err:  # noqa: BLE001 - whatever a damaged save sets off is a refusal
            raise SnapshotError(f"not a saved {cls.GAME} game ({type(err).__name__})") from None
        if saved.dice_state is not None and saved.dice_state != list(game.rng.getstate()[1]):
            raise SnapshotError("the old save's dice do not follow from its seed")
        game.hints_used = saved.hints
        return game

    @staticmethod
    def _replay_by_rules(rebuild: Rebuild, actions: list[Action]) -> Game:
        """Step ``rebuild`` through ``actions`` by the rules, and publish the last state only:
        nobody watches a game that is still being restored."""
        for number, action in enumerate(actions, 1):
            try:
                rebuild.play(action)
            except IllegalAction as err:
                if err.rule == "game-over":
                    raise SnapshotError(f"action {number} comes after the end of the game") from None
                raise SnapshotError(f"action {number} ({action}) does not replay: {err}") from None
        return rebuild.game()

    def _check_replayed(self, settings: dict) -> None:
        """``SnapshotError`` if the game replayed does not agree with its saved settings."""

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
        return their actions (``history`` records them too), publishing the position once, at
        the end (:meth:`Game.play_unpublished`); a view that shows each move calls
        :meth:`step_computer` instead."""
        bots = self._bots
        return self.play_unpublished(
            lambda shown: bots[shown.current_player].choose(shown) if shown.current_player in bots else None)

    def _table_settings(self) -> dict:
        return {"players": list(self.players),
                "computers": {str(seat): level for seat, level in self.computers.items()}}

    @staticmethod
    def _table_from_settings(settings: dict) -> dict:
        """``players`` and ``computers`` from saved settings, as the constructor takes them."""
        players = snapshot.field(settings, "players", list)
        computers = snapshot.field(settings, "computers", dict)
        if not all(type(p) is str for p in players) or not all(type(v) is str for v in computers.values()):
            raise SnapshotError("player names and computer levels must be text")
        if not all(seat.isdigit() and len(seat) <= 2 for seat in computers):
            raise SnapshotError("computer seats must be seat numbers")
        if [clean_name(p) for p in players] != players:
            raise SnapshotError("player names must be saved as the table shows them")
        return {"players": players, "computers": {int(seat): level for seat, level in computers.items()}}
