"""MAGIKABOOM as the registry knows it (:mod:`cubiri_panel.registry`)."""

from __future__ import annotations

from .. import registry
from .bots import BOTS
from .game import MagikaboomGame
from .solvers import race


def example(seed: int) -> MagikaboomGame:
    """Three computer players from ``seed``, for the reference playout."""
    return MagikaboomGame(players=["Ana", "Ben", "Cy"], seed=seed,
                          computers={0: "expert", 1: "simple", 2: "expert"})


RECORD = registry.register(registry.GameRecord(
    name=MagikaboomGame.GAME, title="MAGIKABOOM", letter="k", game_class=MagikaboomGame,
    players=BOTS, strongest="champion", coach=f"{__package__}.coach", log=f"{__package__}.log",
    experiment=registry.Experiment(event="explosion", group_by="cauldron"),
    example=example, solved_tables=(f"cubiri_panel/magikaboom/solvers/{race.TABLE_FILE}",)))
