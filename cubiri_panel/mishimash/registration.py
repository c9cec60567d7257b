"""MISHIMASH as the registry knows it (:mod:`cubiri_panel.registry`)."""

from __future__ import annotations

from .. import registry
from .bots import BOTS
from .game import MishimashGame
from .solvers import reach_probability, turn_values, win_model


def example(seed: int) -> MishimashGame:
    """Three computer players racing to 300 from ``seed``, for the reference playout."""
    return MishimashGame(players=["Ana", "Ben", "Cy"], target=300, seed=seed,
                         computers={0: "threshold", 1: "cautious", 2: "threshold"})


RECORD = registry.register(registry.GameRecord(
    name=MishimashGame.GAME, title="MISHIMASH", letter="m", game_class=MishimashGame,
    players=BOTS, strongest="champion", coach=f"{__package__}.coach", log=f"{__package__}.log",
    experiment=registry.Experiment(event="bust", group_by="dice_in_hand"),
    example=example,
    solved_tables=tuple(f"cubiri_panel/mishimash/solvers/{module.TABLE_FILE}"
                        for module in (turn_values, reach_probability, win_model))))
