"""The MAGDAGDON expert's score from a game's seed."""

from __future__ import annotations

import pytest

from cubiri_panel.coach import expert_score
from cubiri_panel.magdagdon import ExpertPlayer, MagdagdonGame
from cubiri_panel.mishimash import MishimashGame

from . import games


def test_the_expert_plays_the_same_seed_and_difficulty():
    game = games.magdagdon("nightmare")
    again = MagdagdonGame("nightmare", seed=game.seed)
    again.play_unpublished(ExpertPlayer().choose)
    assert expert_score(game) == again.score


def test_only_a_magdagdon_game_from_its_seed_has_one():
    with pytest.raises(ValueError):
        expert_score(MishimashGame(["A"], seed=1))
