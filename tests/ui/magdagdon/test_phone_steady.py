"""MAGDAGDON's hint keeps the room of the longest hint in its language, and REROLL's confirm
stands under the dice while they are chosen (the browser test measures them on a
phone: magdagdon/test_phone_steady_browser.py)."""

import html

import pytest

from cubiri_panel.dice import ScriptedDice
from cubiri_panel.magdagdon import MagdagdonGame
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.magdagdon.display import HINT_ARGS, longest_hint
from ui.magdagdon.views import make_view


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hint_keeps_the_room_of_the_longest_hint_of_its_language(lang):
    t = Translator(lang)
    every = [t(f"magdagdon.hint.{key}", **args) for key, args in HINT_ARGS.items()]
    assert longest_hint(lang) == max(every, key=len)
    view, _ = make_view()
    view.shell.lang = lang
    room = f'data-room="{longest_hint(lang)}"'
    assert room in html.unescape(view.turn_area.status.object)
    view.game.roll()                                  # another hint, the same room
    assert room in html.unescape(view.turn_area.status.object)


def test_reroll_and_its_cancel_stand_under_the_dice_while_dice_are_chosen_for_it():
    view, _ = make_view()
    view.game = MagdagdonGame(rng=ScriptedDice([3, 4, 1, 6, 2, 5, 1, 1]))
    view.game.roll()
    controls = view.controls
    assert not controls.by_the_dice.visible and controls.reroll in controls.power_row.objects
    play = view.play.objects
    assert play.index(controls.by_the_dice) == play.index(view.turn_area.tray) + 1   # right under the dice
    controls.reroll.clicks += 1
    assert controls.by_the_dice.visible and controls.by_the_dice.objects == [controls.reroll, controls.reroll_cancel]
    assert controls.reroll not in controls.power_row.objects
    view._die_clicked(0)
    view._die_clicked(1)
    controls.reroll.clicks += 1                                   # confirmed: back among the powers
    assert view.game.dice[:2] == (2, 5) and not controls.by_the_dice.visible
    assert controls.power_row.objects == [controls.minus, controls.plus, controls.reroll, controls.reroll_cancel]


def test_a_lessons_embed_keeps_reroll_with_the_powers_and_no_room():
    view, _ = make_view(embed=True)
    view.game = MagdagdonGame(rng=ScriptedDice([3, 4, 1, 6]))
    view.game.roll()
    view.controls.reroll.clicks += 1
    assert view.selection.rerolling and not view.controls.by_the_dice.visible
    assert "data-room" not in view.turn_area.status.object
