"""What the lesson tests share: each lesson's numbers, computed once a session."""

import pytest

from cubiri_panel import lessons


@pytest.fixture(scope="session")
def numbers():
    """Each lesson's numbers from few trials and games: the words, and which numbers are
    differences, do not depend on them."""
    return {"magdagdon": lessons.magdagdon_numbers(trials=200, seed=1),
            "mishimash": lessons.mishimash_numbers(trials=200, seed=1),
            "magikaboom": lessons.magikaboom_numbers(trials=200, seed=1),
            "victory": lessons.victory_numbers(trials=200, seed=1, games=20, boom_games=24)}
