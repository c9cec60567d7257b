"""Pig as a game object: a table of 2-6 seats racing to a target."""

from __future__ import annotations

from typing import Any

import param

from cubiri_panel import snapshot
from cubiri_panel.errors import SnapshotError
from cubiri_panel.game import TableGame
from cubiri_panel.position import Position

from . import rules
from .actions import ACTIONS, Hold, Roll
from .bots import BOTS


class PigPosition(Position):
    RULES = rules

    scores = property(lambda self: self.state.scores)
    current_player = property(lambda self: self.state.current)
    turn_points = property(lambda self: self.state.turn_points)
    rolled = property(lambda self: self.state.rolled)

    @property
    def winners(self) -> list[int]:
        return [seat for seat, score in enumerate(self.state.scores) if score >= self.state.target]


class PigGame(PigPosition, TableGame):
    GAME = "pig"
    ACTIONS = ACTIONS
    POSITION = PigPosition
    SEATS = (2, 6)
    BOTS = BOTS

    target = param.Integer(default=100, bounds=(10, 1000), constant=True)

    def __init__(self, players=("Ana", "Ben"), computers: dict | None = None, **params: Any):
        super().__init__(players=players, computers=computers, **params)
        self.state = rules.State.start(len(self.players), self.target)

    def roll(self) -> None:
        self._play(Roll())

    def hold(self) -> None:
        self._play(Hold())

    def _settings_to_dict(self) -> dict:
        return {**self._table_settings(), "target": self.target}

    @classmethod
    def _from_settings(cls, settings: dict, seed: int | str) -> PigGame:
        if set(settings) != {"players", "computers", "target"}:
            raise SnapshotError("Pig's settings are the players, the computers and the target")
        target = snapshot.field(settings, "target", int)
        return cls(**cls._table_from_settings({k: settings[k] for k in ("players", "computers")}),
                   target=target, seed=seed)
