"""MAGDAGDON as the registry knows it (:mod:`cubiri_panel.registry`)."""

from __future__ import annotations

from .. import registry
from .bots import ExpertPlayer, RandomPlayer
from .facts import Difficulty
from .game import MagdagdonGame


def example(seed: int) -> MagdagdonGame:
    """A PEACEFUL game from ``seed``, for the reference playout (played by random legal moves)."""
    return MagdagdonGame(difficulty=Difficulty.PEACEFUL, seed=seed)


RECORD = registry.register(registry.GameRecord(
    name=MagdagdonGame.GAME, title="MAGDAGDON", letter="g", game_class=MagdagdonGame,
    players={"random": RandomPlayer, "expert": ExpertPlayer}, strongest="expert",
    coach=f"{__package__}.coach", log=f"{__package__}.log",
    experiment=registry.Experiment(event="magdagdon", group_by="empty_cells"),
    example=example))
