"""MAGIKABOOM at the table: turns, the cauldron, the reserve, the hats and the log.

RULES.md section 3 is the authority. Scores *are* hat spaces (there is no separate ``hats``):
every hat starts on space 1 and never goes below it. The whole position is one immutable
:class:`MagikaboomState`; every action validates first, then rolls, then builds the next state
and commits it, so a refused action leaves the game exactly as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from cubiri_panel.dice import roll_dice
from cubiri_panel.errors import IllegalAction, SnapshotError
from cubiri_panel.game import Action, TableGame

from .actions import ACTIONS, Keep, Roll, Stop
from .bots import BOTS
from .effects import GOAL, apply_effect
from .events import (DiceRolled, EffectApplied, GameEnded, IngredientKept, PotionExploded,
                     PotionScored, TurnStarted, hat_moves)
from .ingredients import EFFECTS, Effect, Ingredient
from .odds import explosion_probability
from .potion import DICE, EXPLOSION_GAIN, explodes, potion_ingredient, potion_points
from .state import KEEP, OVER, ROLL, STOP_OR_CONTINUE, MagikaboomState


_ROLL, _KEEPS, _STOP = Roll(), (Keep(0), Keep(1)), Stop()
_FACES = (None, *Ingredient)  # die value -> Ingredient, quicker than calling the enum


class MagikaboomGame(TableGame):
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
    SEATS = (2, 6)
    BOTS = BOTS

    def __init__(self, players: Sequence[str] = (), computers: dict | None = None, **params: Any):
        super().__init__(players=players, computers=computers, **params)
        self._set_state(MagikaboomState(scores=(1,) * len(self.players), player=0, phase=ROLL,
                                     cauldron=(), reserve=DICE, rolled=(), held=None,
                                     log=(TurnStarted(0),)))

    # The position is also kept in a plain attribute: reading a param costs ten times more, and
    # the computer players read it a dozen times a move. Only the engine writes ``state``
    # (through ``_commit`` and ``_set_state``), so the two never differ.
    def _set_state(self, state: MagikaboomState) -> None:
        self._st = state
        self.state = state

    def _commit(self, action: Action, state: MagikaboomState) -> None:
        self._st = state
        super()._commit(action, state)

    def apply(self, action: Action) -> None:
        """Perform an action value (as listed by ``legal_actions`` or stored in ``history``)."""
        kind = type(action)
        if kind is Keep:  # the moves by their type: much faster than the generic dispatch
            self.keep(action.die)
        elif kind is Roll:
            self.roll()
        elif kind is Stop:
            self.stop()
        else:
            super().apply(action)

    # -- the position ----------------------------------------------------------------------
    scores = property(lambda self: self._st.scores, doc="Hat spaces (= scores), seat order.")
    current_player = property(lambda self: self._st.player, doc="The seat to move.")
    phase = property(lambda self: self._st.phase, doc="What the player to move must do.")
    cauldron = property(lambda self: self._st.cauldron, doc="Ingredients in the cauldron.")
    reserve = property(lambda self: self._st.reserve, doc="Dice left in the reserve.")
    rolled = property(lambda self: self._st.rolled, doc="The two Ingredients just rolled.")
    held = property(lambda self: self._st.held, doc="The die in hand after a keep, or None.")
    log = property(lambda self: self._st.log, doc="Every event so far, oldest first.")

    @property
    def is_over(self) -> bool:
        return self._st.phase is OVER

    @property
    def winners(self) -> list[int]:
        """The seats on the highest score once the game is over (ties share the win)."""
        if not self.is_over:
            return []
        top = max(self._st.scores)
        return [seat for seat, score in enumerate(self._st.scores) if score == top]

    @property
    def can_continue(self) -> bool:
        """Whether continuing (``roll()`` after a keep) is allowed now."""
        return self._st.phase is STOP_OR_CONTINUE and self._st.reserve > 0

    @property
    def continue_effect(self) -> Effect | None:
        """The effect continuing would apply now (that of the die in hand), if allowed."""
        return EFFECTS[self._st.held] if self.can_continue else None

    def continue_preview(self) -> EffectApplied | None:
        """Exactly what continuing would do to the hats now, as the log event it would write."""
        if not self.can_continue:
            return None
        return apply_effect(self._st.held, self._st.player, self._st.scores)[1]

    def stop_preview(self) -> int | None:
        """The points stopping would score now."""
        if self._st.phase is not STOP_OR_CONTINUE:
            return None
        return potion_points(self._st.cauldron + (self._st.held,))

    @property
    def explosion_chance(self) -> Fraction | None:
        """The exact chance that continuing now explodes the potion, if continuing is allowed."""
        if not self.can_continue:
            return None
        return explosion_probability(self._st.cauldron, self._st.held)

    def log_lines(self) -> list[str]:
        """The log in English with the players' names."""
        return [event.describe(self.players) for event in self._st.log]

    def legal_actions(self) -> list[Action]:
        phase = self._st.phase
        if phase is ROLL:
            return [_ROLL]
        if phase is KEEP:
            return list(_KEEPS)
        if phase is STOP_OR_CONTINUE:
            return [_STOP, _ROLL] if self._st.reserve else [_STOP]
        return []

    # -- the moves ---------------------------------------------------------------------------
    def roll(self) -> None:
        """Roll two dice: at the start of the turn from the reserve; after a keep, continue:
        the die in hand takes effect, then is rolled with one die from the reserve. If the
        cauldron and the roll hold 4 kinds or 5 of one, the potion explodes."""
        self._refuse_if_over()
        st = self._st
        if st.phase is KEEP:
            raise IllegalAction("put one of the rolled dice into the cauldron first", "must-keep-first")
        if st.phase is ROLL:
            self._after_roll(_ROLL, st.scores, st.log, st.reserve - 2)
            return
        if not st.reserve:
            raise IllegalAction("the reserve is empty: the only move left is to stop", "reserve-empty")
        scores, event = apply_effect(st.held, st.player, st.scores)
        log = st.log + (event,)
        if max(scores) >= GOAL:
            self._commit(_ROLL, self._ended(scores, log, held=st.held))
            return
        self._after_roll(_ROLL, scores, log, st.reserve - 1)

    def keep(self, die: int) -> None:
        """Put ``rolled[die]`` (``die`` 0 or 1) into the cauldron; the other stays in hand."""
        self._refuse_if_over()
        st = self._st
        if st.phase is ROLL:
            raise IllegalAction("roll the dice first", "must-roll-first")
        if st.phase is STOP_OR_CONTINUE:
            raise IllegalAction("a die is already in the cauldron: stop or continue", "already-kept")
        if type(die) is not int or die not in (0, 1):
            raise IllegalAction(f"die must be 0 or 1, not {die!r}", "bad-die", die=die)
        kept, held = st.rolled[die], st.rolled[1 - die]
        self._commit(_KEEPS[die], MagikaboomState(
            st.scores, st.player, STOP_OR_CONTINUE, st.cauldron + (kept,), st.reserve,
            st.rolled, held, st.log + (IngredientKept(st.player, kept),)))

    def stop(self) -> None:
        """Put the die in hand into the cauldron and score the potion; the turn ends."""
        self._refuse_if_over()
        st = self._st
        if st.phase is ROLL:
            raise IllegalAction("roll the dice first", "must-roll-first")
        if st.phase is KEEP:
            raise IllegalAction("put one of the rolled dice into the cauldron first", "must-keep-first")
        cauldron = st.cauldron + (st.held,)
        points = potion_points(cauldron)
        face, count = potion_ingredient(cauldron)
        scores = list(st.scores)
        scores[st.player] += points
        scores = tuple(scores)
        log = st.log + (PotionScored(st.player, _FACES[face], count, points,
                                     hat_moves(st.scores, scores)),)
        if max(scores) >= GOAL:
            self._commit(_STOP, self._ended(scores, log, cauldron=cauldron))
        else:
            self._commit(_STOP, self._next_turn(scores, log))

    # -- building the next state -------------------------------------------------------------
    def _after_roll(self, action: Action, scores: tuple[int, ...], log: tuple, reserve: int) -> None:
        """Roll the two dice (die in hand first, if any), then commit: explosion or keep."""
        st = self._st
        first, second = roll_dice(self.rng, 2)
        dice = (_FACES[first], _FACES[second])
        log += (DiceRolled(st.player, dice),)
        if not explodes(st.cauldron, dice):
            self._commit(action, MagikaboomState(scores, st.player, KEEP, st.cauldron,
                                                 reserve, dice, None, log))
            return
        after = tuple(s if seat == st.player else s + EXPLOSION_GAIN for seat, s in enumerate(scores))
        log += (PotionExploded(st.player, hat_moves(scores, after)),)
        if max(after) >= GOAL:
            self._commit(action, self._ended(after, log, rolled=dice, reserve=reserve))
        else:
            self._commit(action, self._next_turn(after, log))

    def _next_turn(self, scores: tuple[int, ...], log: tuple) -> MagikaboomState:
        player = (self._st.player + 1) % len(scores)
        return MagikaboomState(scores, player, ROLL, (), DICE, (), None,
                               log + (TurnStarted(player),))

    def _ended(self, scores: tuple[int, ...], log: tuple, cauldron: tuple | None = None,
               rolled: tuple | None = None, held: Ingredient | None = None,
               reserve: int | None = None) -> MagikaboomState:
        """The final state: the table is left as it was when the goal was reached."""
        st = self._st
        top = max(scores)
        winners = tuple(seat for seat, s in enumerate(scores) if s == top)
        return MagikaboomState(
            scores, st.player, OVER, st.cauldron if cauldron is None else cauldron,
            st.reserve if reserve is None else reserve, st.rolled if rolled is None else rolled,
            held, log + (GameEnded(st.player, winners, scores),))

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
