"""MAGIKABOOM's log folds its older lines between turns: a restored game with two computers
shows each turn in one piece, on one side of "Earlier in the game"."""

import json
import re

from cubiri_panel.magikaboom import MagikaboomGame, SimpleBot
from cubiri_panel.ui.magikaboom import MagikaboomView
from cubiri_panel.ui.magikaboom.table import LOG_LINES, LOG_SHOWN
from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.shell import Shell
from cubiri_panel.ui.storage import MemoryStorage, Store, game_key
from cubiri_panel.ui.urlparams import parse_query


def restored_view(game):
    notices, backend = Notices(), MemoryStorage()
    shell = Shell(game="magikaboom", store=Store(backend=backend, notices=notices), notices=notices,
                  url=parse_query("?seed=5"))
    view = MagikaboomView(shell=shell)
    view.__panel__()
    backend.load({game_key("magikaboom"): json.dumps(game.to_dict())})
    return view


def kinds(html_list):
    return re.findall(r'<li class="([a-z]+)"', html_list)


def test_the_fold_falls_between_turns_at_every_point_of_a_game_with_two_computers():
    game = MagikaboomGame(players=["Ana", "Computer 2", "Computer 3"], computers={1: "expert", 2: "expert"}, seed=5)
    bot, folds = SimpleBot(), 0
    while not game.is_over:
        game.apply(bot.choose(game))
        if len(game.log) <= LOG_SHOWN or len(game.history) % 5:   # a restore every few moves
            continue
        view = restored_view(game)
        assert view.game.log[:len(game.log)] == game.log   # the computers play on to the person
        log = view.table.log.object
        if "<details>" not in log:
            continue
        folds += 1
        shown, folded = (kinds(part) for part in log.split("<details>"))
        assert len(shown) >= LOG_SHOWN and shown[-1] == "turn", shown    # the oldest line shown starts a turn
        assert len(game.log) <= LOG_LINES or folded[-1] == "turn"        # and so does the oldest folded
        assert f'<ol start="{len(shown) + 1}">' in log
    assert folds > 5
