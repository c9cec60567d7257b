"""The keys' limits: well above the largest value each really holds."""

import json

from cubiri_panel.ui.settings import Settings
from cubiri_panel.ui.storage import LIMITS


def test_limits_are_well_above_the_largest_real_values():
    from cubiri_panel.mishimash import MishimashGame, MishimashHighScores

    # A full table of both MISHIMASH lists: six 32-character names of 4-byte letters in every entry.
    name = "\U0001f3b2" * MishimashGame.NAME_LENGTH
    entry = {"date": "2026-11-29", "target": 1_000_000, "players": [name] * 6, "winner": name, "turns": 10**9}
    full = {"game": "mishimash", "format": 1, "tables": {t: [entry] * 10 for t in MishimashHighScores.TABLES}}
    assert len(json.dumps(full)) <= LIMITS["highscores"]                        # written with escapes
    assert 6 * len(json.dumps(full, ensure_ascii=False)) <= LIMITS["highscores"]  # as the store writes
    assert 4 * len(json.dumps(Settings().to_json())) <= LIMITS["settings"]
    # The longest game of benchmarks/bench_saves.py's (six cautious players to 1,000): 4 KB, one
    # letter an action (the longest at the set-up's largest target: tests/ui/mishimash/test_view.py).
    game = MishimashGame(players=[name] * 6, target=1000, seed=0, computers={i: "cautious" for i in range(6)})
    while not game.is_over:
        game.step_computer()
    assert 20 * len(json.dumps(game.to_dict(), separators=(",", ":"))) <= LIMITS["game"]
