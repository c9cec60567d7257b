"""MAGIKABOOM at the table: the position players and bots read, and the game around
:mod:`.rules` (the seats, the dice source, the moves a player types, the saves)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from cubiri_panel.errors import SnapshotError
from cubiri_panel.game import TableGame
from cubiri_panel.position import Position

from . import rules
from .actions import ACTIONS, Keep, Roll, Stop
from .bots import BOTS
from .events import EffectApplied, PotionExploded, PotionScored, TurnStarted
from .facts import EFFECTS, SEATS, Effect
from .odds import explosion_probability
from .rules import Phase, State, apply_effect, potion_points, winners


class MagikaboomPosition(Position):
    """What every player sees of a position, read from ``self.state`` alone: the game and
    the detached position its computer players are shown answer alike."""

    __slots__ = ()
    RULES = rules
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
    def winners(self) -> list[int]:
        """The seats on the highest score once the game is over (ties share the win)."""
        return winners(self.state)

    @property
    def can_continue(self) -> bool:
        """Whether continuing (``roll()`` after a keep) is allowed now."""
        return self.state.phase is Phase.STOP_OR_CONTINUE and self.state.reserve > 0

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
        if state.phase is not Phase.STOP_OR_CONTINUE:
            return None
        return potion_points(state.cauldron + (state.held,))

    @property
    def explosion_chance(self) -> Fraction | None:
        """The exact chance that continuing now explodes the potion, if continuing is allowed."""
        if not self.can_continue:
            return None
        return explosion_probability(self.state.cauldron, self.state.held)

    @property
    def turn_result(self) -> PotionScored | PotionExploded | None:
        """How the turn that just ended ended (its potion scored or exploded), until the next
        player rolls; at the end of the game, that of the last turn if it had one."""
        log = self.state.log
        if self.is_over:
            earlier = log
        elif isinstance(log[-1], TurnStarted):
            earlier = log[:-1]
        else:
            return None
        for event in reversed(earlier):
            if isinstance(event, (PotionScored, PotionExploded)):
                return event
            if isinstance(event, TurnStarted):
                return None
        return None


class MagikaboomGame(MagikaboomPosition, TableGame):
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
    POSITION = MagikaboomPosition
    SEATS = SEATS
    BOTS = BOTS

    def __init__(self, players: Sequence[str] = (), computers: dict | None = None, **params: Any):
        super().__init__(players=players, computers=computers, **params)
        self.state = State.start(len(self.players))

    def log_lines(self) -> list[str]:
        """The log in English with the players' names."""
        return [event.describe(self.players) for event in self.state.log]

    # -- the moves ---------------------------------------------------------------------------
    def roll(self) -> None:
        """Roll two dice: at the start of the turn from the reserve; after a keep, continue:
        the die in hand takes effect, then is rolled with one die from the reserve. If the
        cauldron and the roll hold 4 kinds or 5 of one, the potion explodes."""
        self._play(Roll())

    def keep(self, die: int) -> None:
        """Put ``rolled[die]`` (``die`` 0 or 1) into the cauldron; the other stays in hand."""
        self._play(Keep(die))

    def stop(self) -> None:
        """Put the die in hand into the cauldron and score the potion; the turn ends."""
        self._play(Stop())

    # -- snapshots -----------------------------------------------------------------------------
    # A save claiming more actions than any game could take is refused unread.
    MAX_HISTORY = 20_000

    def _settings_to_dict(self) -> dict:
        return self._table_settings()

    @classmethod
    def _from_settings(cls, settings: dict, seed: int | str) -> MagikaboomGame:
        if set(settings) != {"players", "computers"}:
            raise SnapshotError("MAGIKABOOM settings are the players and the computers")
        return cls(**cls._table_from_settings(settings), seed=seed)
