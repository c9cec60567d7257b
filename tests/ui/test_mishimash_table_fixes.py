"""MISHIMASH's set-up, end and tables as a first-time class meets them: the default names
played again, the target refused in words, whose each record is, a tap on one die of an
indivisible combination, the log's divider after a restore (issue 23)."""

from cubiri_panel.ui.mishimash import MishimashView
from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.shell import Shell
from cubiri_panel.ui.storage import MemoryStorage, Store
from cubiri_panel.ui.urlparams import UrlParams


def make_view(items=None, seed=7, lang=None):
    notices, backend = Notices(), MemoryStorage()
    shell = Shell(game="mishimash", notices=notices, store=Store(backend=backend, notices=notices),
                  url=UrlParams(seed=seed, lang=lang))
    view = MishimashView(shell=shell)
    view.__panel__()
    backend.load(items or {})
    return view, backend


def play_to_the_end(view):
    """The human takes the first scoring choice and banks; the computers play at once."""
    game = view.game
    while not game.is_over:
        if game.phase == "must-take":
            for i in game.takes()[0].indices:
                view._die_clicked(i)
            view.play.bank.clicks += 1
        else:
            view.play.roll.clicks += 1
    return game


def test_play_again_with_the_names_left_blank_starts_the_same_table_under_default_names():
    view, _ = make_view(seed=3)
    view.setup.target.value = 50          # the set-up as it opens, but a short game
    view.setup.start.clicks += 1
    first = view.game
    assert first.players == ["Player 1", "Computer 2"]
    play_to_the_end(view)
    view.table.end.play_again.clicks += 1
    again = view.game
    assert again is not first and not again.is_over and view.screen == "play"
    assert again.players == ["Player 1", "Computer 2"] and again.computers == first.computers
    assert again.target == 50


def test_play_again_names_blank_seats_in_the_language_of_the_moment():
    view, _ = make_view(seed=3, lang="it")
    view.setup.target.value = 50
    view.setup.start.clicks += 1
    play_to_the_end(view)
    view.shell.lang = "lv"
    view.table.end.play_again.clicks += 1
    assert view.game.players == ["Spēlētājs 1", "Dators 2"]
