"""Pig as the registry knows it: ``RECORD``, registered by :func:`register` (a test's fixture)
and taken out again by :func:`unregister`."""

from __future__ import annotations

from cubiri_panel import registry

from .bots import BOTS
from .game import PigGame


def example(seed: int) -> PigGame:
    return PigGame(["Ana", "Ben"], computers={0: "hold20", 1: "gambler"}, target=100, seed=seed)


RECORD = registry.GameRecord(
    name="pig", title="PIG", letter="p", game_class=PigGame, players=BOTS, strongest="hold20",
    coach=f"{__package__}.coach", log=f"{__package__}.log",
    experiment=registry.Experiment(event="pig", group_by="roll"), example=example)


def register() -> registry.GameRecord:
    return registry.register(RECORD)


def unregister() -> None:
    registry.unregister(RECORD.name)
