"""Every game's screens are built alike: the modules doing the same job in each game's folder
have the same name, so a contributor who knows one game's folder finds their way in another's."""

from __future__ import annotations

from pathlib import Path

import pytest

from cubiri_panel import registry
from cubiri_panel.game import TableGame
from cubiri_panel.registry import BUILT_IN

UI = Path(__file__).resolve().parents[2] / "cubiri_panel" / "ui"
#: The jobs every game's screens have: the page, its set-up, the table in play, the odds panel,
#: the game's words, the end screen, the coach's words and pictures, and the registration.
JOBS = {"view", "setup", "table", "odds", "words", "end_screen", "coach", "registration"}
#: Jobs of the games played at a table of several seats.
TABLE_JOBS = {"scoreboard"}


@pytest.mark.parametrize("game", BUILT_IN)
def test_each_game_folder_has_a_module_for_each_job(game):
    modules = {p.stem for p in (UI / game).glob("*.py")}
    assert JOBS <= modules, f"ui/{game} lacks {sorted(JOBS - modules)}"


@pytest.mark.parametrize("game", [g for g in BUILT_IN if issubclass(registry.get(g).game_class, TableGame)])
def test_each_table_game_has_a_scoreboard_module(game):
    assert TABLE_JOBS <= {p.stem for p in (UI / game).glob("*.py")}
