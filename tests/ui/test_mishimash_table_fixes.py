"""MISHIMASH's set-up, end and tables as a first-time class meets them: the default names
played again, the target refused in words, whose each record is, a tap on one die of an
indivisible combination, the log's divider after a restore (issue 23)."""

import pytest

from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.mishimash import MishimashView
from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.rules import rules_markdown
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
    """The human takes the first scoring choice and banks; the computers play at once (skipped
    to, so that an event loop left running by another test cannot hold them back)."""
    game = view.game
    for _ in range(5_000):
        if game.is_over:
            break
        if game.is_computer_turn:
            view.skip_to_human()
        elif game.phase == "must-take":
            for i in game.takes()[0].indices:
                view._die_clicked(i)
            view.play.bank.clicks += 1
        else:
            view.play.roll.clicks += 1
    assert game.is_over, "the game did not end"
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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_say_the_target_is_set_on_the_set_the_table_screen(lang):
    # The target is chosen on the set-up card, not in the settings panel.
    t = Translator(lang)
    intro = next(p for p in rules_markdown("mishimash", lang).split("\n\n") if "1000" in p)
    assert t("mishimash.setup.title") in intro
    assert t("common.menu.settings").lower() not in intro.lower()


def test_a_computers_win_does_not_enter_the_players_high_scores():
    import json

    from cubiri_panel.ui.storage import highscores_key
    for seed in range(1, 50):  # a game the computer wins against the person banking at once
        view, backend = make_view(seed=seed)
        view.setup.target.value = 50
        view.setup.start.clicks += 1
        game = play_to_the_end(view)
        if game.winner in game.computers:
            break
    assert view.table.end.layout.visible and view.place is None
    assert not view.highscores.table(game.record_table)
    saved = backend.items.get(highscores_key("mishimash"))
    assert saved is None or not any(json.loads(saved)["tables"].values())
