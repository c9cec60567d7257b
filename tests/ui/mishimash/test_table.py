"""MISHIMASH's set-up, end and tables as a first-time class meets them: the default names
played again, the target refused in words, whose each record is, a take built one die a tap,
the log's divider after a restore."""

import html
import re

import pytest

from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.rules import rules_markdown
from ui.mishimash.taps import taps
from ui.mishimash.views import make_view


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
            for i in taps(game.dice, game.takes()[0].indices):
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
    # The rule card's target, 1,000 points, written as the language writes it ("1,000", "1000").
    intro = next(p for p in rules_markdown("mishimash", lang).split("\n\n") if re.search(r"\b1\.?000\b", p))
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


def scripted_view(*rolls):
    from cubiri_panel.dice import ScriptedDice
    from cubiri_panel.mishimash import MishimashGame
    view, _ = make_view()
    view.game = MishimashGame(players=["Ana"], rng=ScriptedDice([v for roll in rolls for v in roll]))
    view.screen = "play"
    return view


def test_a_take_is_built_one_die_a_tap_and_a_tap_on_a_chosen_die_puts_back_that_die_alone():
    view = scripted_view((2, 4, 2, 6, 2, 1), (3, 4))
    view.play.roll.clicks += 1
    for n, die in enumerate((2, 0), 1):               # two of the three 2s, one tap each
        view.table.on_die(die)
        assert view.play.tray.states.count("selected") == n
        # on the way to the take: what is still missing, said calmly, and no take to press yet
        assert "Keep choosing" in view.play.hint.object and 'role="alert"' not in view.play.hint.object
        assert view.play.roll.disabled
    assert view.selection == [0, 2]                   # the second tap kept the first die
    view.table.on_die(4)
    assert view.selection == [0, 2, 4] and "mm-bad" not in view.play.hint.object and not view.play.roll.disabled
    view.table.on_die(5)                              # the 1 is a combination of its own
    assert view.selection == [0, 2, 4, 5]
    view.table.on_die(0)                              # a tap on a chosen die puts back that die alone
    assert view.selection == [2, 4, 5]
    view.table.on_die(0)
    view.table.on_die(3)                              # a lone 6 scores in nothing: refused in words
    assert view.selection == [0, 2, 3, 4, 5] and "mm-bad" in view.play.hint.object
    view.table.on_die(3)
    view.play.roll.clicks += 1                        # takes the selection, then rolls the die left
    assert [a.kind for a in view.game.history] == ["roll", "take", "roll"]
    assert sorted(view.game.history[1].dice) == [0, 2, 4, 5]


def test_a_tap_on_a_1_or_a_5_shown_once_or_twice_chooses_that_die_alone():
    view = scripted_view((1, 5, 3, 1, 4, 5))
    view.play.roll.clicks += 1
    view.table.on_die(3)
    assert view.selection == [3]
    view.table.on_die(1)
    assert view.selection == [1, 3] and "mm-bad" not in view.play.hint.object


@pytest.mark.parametrize("typed", [0, -5, 2.5, None])
def test_a_target_out_of_range_or_not_whole_is_refused_beside_the_field_and_starts_nothing(typed):
    view, _ = make_view()
    setup = view.setup
    setup.target.value = typed                      # None: the field emptied (or "abc", which it holds back)
    assert setup.target_refused.visible and setup.start.disabled
    assert setup.target_choice.value is None
    setup.start.clicks += 1
    assert view.game is None and view.screen == "setup"
    for lang, most in (("en", "5,000"), ("it", "5000"), ("es", "5000"), ("lv", "5000")):
        view.shell.lang = lang
        assert Translator(lang)("tables.target_refused", most=most) in html.unescape(setup.target_refused.object)
    setup.target.value = 300                        # a target it takes: the words go, Start starts it
    assert not setup.target_refused.visible and not setup.start.disabled
    setup.start.clicks += 1
    assert view.game.target == 300


def test_a_whole_target_typed_in_the_number_field_plays_as_that_whole_number():
    view, _ = make_view()
    view.setup.target.value = 700.0
    assert not view.setup.target_refused.visible
    view.setup.start.clicks += 1
    assert view.game.target == 700 and type(view.game.target) is int


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_game_to_another_target_says_it_is_no_record_and_leaves_the_fastest_wins_alone(lang):
    view, backend = make_view(seed=3, lang=lang)
    view.setup.target.value = 1                       # won in one turn: no "fastest" beside the card's games
    view.setup.start.clicks += 1
    game = play_to_the_end(view)
    assert game.winner not in game.computers and view.place is None
    end = html.unescape(view.table.end.pane.object)
    t = Translator(lang)
    assert t("tables.other_target", target="1") in end and t("mishimash.end.ranked_table") in end
    assert t("mishimash.end.no_scores") in end
    assert not any(view.highscores.to_json()["tables"].values())
