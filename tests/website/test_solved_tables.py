"""The tables a game page fetches once its game is live are the files the game waits for
(cubiri_panel/ui/solved_tables.py): its table wheels hold exactly those (beside the pure wheels
only a live game needs, such as segno for a game handed in as a QR code), and the service worker
keeps them with the rest of the release, so a game plays offline with its tables after one
visit (test_offline.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from cubiri_panel.ui import solved_tables
from cubiri_panel.registry import BUILT_IN as GAMES

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "site"))
import packages  # noqa: E402
from .service_worker import precache  # noqa: E402
from .built import game_config  # noqa: E402


def test_the_page_lists_the_files_the_tables_wheels_hold():
    held = {packages.TABLE_GAMES[name]: set(members) for name, (members, _) in packages.TABLES.items()}
    assert held == {game: {f"{package.replace('.', '/')}/{name}" for package, name in solved_tables.files(game)}
                    for game in GAMES if solved_tables.files(game)}


def test_each_game_page_fetches_its_tables_once_live_and_the_service_worker_keeps_them(site):
    lock = json.loads((site / "packages" / "pyodide-lock.json").read_text())["packages"]
    kept = set(precache(site))
    for game in GAMES:
        config = game_config(site, game)
        tables = [name for name in config["later"] if name not in packages.LATER_PURE]
        later = [f"packages/{lock[name]['file_name']}" for name in config["later"]]
        assert len(tables) == (game != "magdagdon") and set(later) <= kept, (game, later)
        assert not set(later) & set(config["early"])  # not before the game is live
        assert all(f"packages/{lock[name]['file_name']}" in config["early"] for name in config["packages"])
