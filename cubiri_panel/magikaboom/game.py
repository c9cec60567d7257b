"""MAGIKABOOM at the table: the seats, the dice source and the snapshots around :mod:`.rules`.

RULES.md section 3 is the authority, :mod:`.rules` its code. Scores *are* hat spaces (there is
no separate ``hats``). Every action is checked first, then rolls what it must, then
:func:`.rules.step` builds the next state, which is committed, so a refused action leaves the
game exactly as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from cubiri_panel.errors import SnapshotError
from cubiri_panel.action import Action
from cubiri_panel.game import TableGame

from .actions import ACTIONS, Keep, Roll, Stop
from .bots import BOTS
from .events import EffectApplied
from .odds import explosion_probability
from . import rules
from .rules import (EFFECTS, OVER, STOP_OR_CONTINUE, Effect, State, apply_effect, legal_actions,
                    potion_points, winners)

_ROLL, _KEEPS, _STOP = Roll(), (Keep(0), Keep(1)), Stop()


class Position:
    """What every player sees of a position: read from ``self.state`` (a :class:`.rules.State`)
    alone, so the game and the position its computer players are shown (:class:`Shown`) answer
    the same questions the same way."""

    __slots__ = ()
    state: State

    scores = property(lambda self: self.state.scores, doc="Hat spaces (= scores), seat order.")
    current_player = property(lambda self: self.state.player, doc="The seat to move.")
    phase = property(lambda self: self.state.phase, doc="What the player to move must do.")
    cauldron = property(lambda self: self.state.cauldron, doc="Ingredients in the cauldron.")
    reserve = property(lambda self: self.state.reserve, doc="Dice left in the reserve.")
    rolled = property(lambda self: self.state.rolled, doc="The two Ingredients just rolled.")
    held = property(lambda self: self.state.held, doc="The die in hand after a keep, or None.")
    log = property(lambda self: self.state.log, doc="Every event so far, oldest first.")

    @property
    def is_over(self) -> bool:
        return self.state.phase is OVER

    @property
    def winners(self) -> list[int]:
        """The seats on the highest score once the game is over (ties share the win)."""
        return winners(self.state)

    @property
    def can_continue(self) -> bool:
        """Whether continuing (``roll()`` after a keep) is allowed now."""
        state = self.state
        return state.phase is STOP_OR_CONTINUE and state.reserve > 0

    @property
    def continue_effect(self) -> Effect | None:
        """The effect continuing would apply now (that of the die in hand), if allowed."""
        return EFFECTS[self.state.held] if self.can_continue else None

    def continue_preview(self) -> EffectApplied | None:
        """Exactly what continuing would do to the hats now, as the log event it would write."""
        if not self.can_continue:
            return None
        state = self.state
        return apply_effect(state.held, state.player, state.scores)[1]

    def stop_preview(self) -> int | None:
        """The points stopping would score now."""
        state = self.state
        if state.phase is not STOP_OR_CONTINUE:
            return None
        return potion_points(state.cauldron + (state.held,))

    @property
    def explosion_chance(self) -> Fraction | None:
        """The exact chance that continuing now explodes the potion, if continuing is allowed."""
        if not self.can_continue:
            return None
        return explosion_probability(self.state.cauldron, self.state.held)

    def log_lines(self) -> list[str]:
        """The log in English with the players' names."""
        return [event.describe(self.players) for event in self.state.log]

    def legal_actions(self) -> list[Action]:
        return legal_actions(self.state)



class Shown(Position):
    """A position as a computer player is shown it while the game plays computer moves without
    publishing each one (:meth:`~cubiri_panel.game.TableGame.play_computers`)."""

    __slots__ = ("state", "players")

    def __init__(self, state: State, players: list[str]):
        self.state, self.players = state, players


class MagikaboomGame(Position, TableGame):
    """A game of MAGIKABOOM for 2 to 6 players, humans or computer players.

    >>> from cubiri_panel.dice import ScriptedDice
    >>> g = MagikaboomGame(players=["Ana", "Ben"], rng=ScriptedDice([1, 2, 1, 1]))
    >>> g.roll(); g.rolled
    (<Ingredient.GHOST: 1>, <Ingredient.CROW: 2>)
    >>> g.keep(0); g.roll()      # continue: the crow takes effect, Ana moves to 2
    >>> g.scores, g.rolled
    ((2, 1), (<Ingredient.GHOST: 1>, <Ingredient.GHOST: 1>))
    """

    GAME = "magikaboom"
    ACTIONS = ACTIONS
    RULES = rules
    SEATS = (2, 6)
    BOTS = BOTS

    def __init__(self, players: Sequence[str] = (), computers: dict | None = None, **params: Any):
        super().__init__(players=players, computers=computers, **params)
        self.state = State.start(len(self.players))

    POSITION = Shown

    def position(self) -> Shown:
        return Shown(self.state, self.players)

    # -- the moves ---------------------------------------------------------------------------
    def roll(self) -> None:
        """Roll two dice: at the start of the turn from the reserve; after a keep, continue:
        the die in hand takes effect, then is rolled with one die from the reserve. If the
        cauldron and the roll hold 4 kinds or 5 of one, the potion explodes."""
        self._play(_ROLL)

    def keep(self, die: int) -> None:
        """Put ``rolled[die]`` (``die`` 0 or 1) into the cauldron; the other stays in hand."""
        self._play(_KEEPS[die] if type(die) is int and 0 <= die <= 1 else Keep(die))

    def stop(self) -> None:
        """Put the die in hand into the cauldron and score the potion; the turn ends."""
        self._play(_STOP)

    # -- snapshots -----------------------------------------------------------------------------
    # A long six-player game takes a few hundred actions; a save claiming more is refused unread.
    MAX_HISTORY = 20_000

    def _settings_to_dict(self) -> dict:
        return self._table_settings()

    @classmethod
    def _from_settings(cls, settings: dict, seed: int | str) -> MagikaboomGame:
        if set(settings) != {"players", "computers"}:
            raise SnapshotError("MAGIKABOOM settings are the players and the computers")
        return cls(**cls._table_from_settings(settings), seed=seed)
