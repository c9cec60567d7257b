"""MISHIMASH's target: its field is stepped by two named buttons of a finger's size (its own
arrows, small and nameless, are hidden); each quick choice, and the target in the field, says
about how many turns it takes; a short game for a first lesson is among the choices."""

from __future__ import annotations

import html

from cubiri_panel.mishimash.bots import BEST_THRESHOLD
from cubiri_panel.mishimash.game_length import expected_turns
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.mishimash.setup import FIRST_LESSON_TARGET, TARGET_STEP, TARGETS, TableSetup
from cubiri_panel.ui.numbers import integer


def test_the_step_buttons_move_the_target_by_fifty_and_never_below_one():
    setup = TableSetup()
    setup.__panel__()
    assert (setup.target_down.label, setup.target_up.label) == ("−50", "+50") and TARGET_STEP == 50
    start = setup.target.value
    setup.target_up.clicks += 1
    assert setup.target.value == start + 50
    setup.target_down.clicks += 1
    setup.target_down.clicks += 1
    assert setup.target.value == start - 50
    setup.target.value = 30
    setup.target_down.clicks += 1
    assert setup.target.value == 1
    setup.target.value = 450
    setup.target_up.clicks += 1
    assert setup.target.value == 500 and setup.target_choice.value == 500   # its quick choice lit


# -- how long each target takes ------------------------------------------------------------------

LANGS = ("en", "it", "es", "lv")


def shown_in(lang: str) -> TableSetup:
    setup = TableSetup()
    setup.__panel__()
    setup.lang = lang
    return setup


def test_each_quick_target_says_about_how_many_turns_it_takes():
    setup = shown_in("en")
    # the turns a player alone needs banking at 27 points, to the nearest turn
    assert list(setup.target_choice.options) == ["200\nabout 20 turns", "300\nabout 29 turns",
                                                 "500\nabout 47 turns", "1,000\nabout 92 turns"]
    for lang in LANGS:
        setup.lang = lang
        t = Translator(lang)
        for label, target in setup.target_choice.options.items():
            number, turns = label.split("\n")
            assert number == integer(target, lang)
            assert turns == t("mishimash.setup.about_turns", turns=integer(round(expected_turns(target)), lang))


def test_the_line_under_the_field_says_the_turns_of_the_target_typed_and_nothing_when_refused():
    setup = shown_in("en")
    assert "To 1,000 points: about 92 turns for a player alone." in setup.target_turns.object
    setup.target.value = 2500
    assert "To 2,500 points: about 227 turns" in setup.target_turns.object
    setup.target.value = 0                      # refused beside the field: no figure for it
    assert setup.target_turns.object == "" and setup.target_refused.visible
    setup.target.value = 20_000                 # brought down to the longest: its turns
    assert "To 5,000 points: about 451 turns" in setup.target_turns.object
    setup.lang = "it"
    assert "Fino a 5000 punti: circa 451 turni per un giocatore da solo." in setup.target_turns.object


def test_the_turns_are_counted_in_each_languages_plural_forms():
    setup = shown_in("lv")
    # targets whose turns round to 21 (Latvian's "one") and to 20 (its "zero")
    one = next(n for n in range(200, 260) if round(expected_turns(n)) == 21)
    setup.target.value = one
    assert "aptuveni 21 gājiens vienam" in setup.target_turns.object
    setup.target.value = 200
    assert "aptuveni 20 gājieni vienam" in setup.target_turns.object
    setup.target.value = 1                       # a target of one point: Latvian's "one" of points
    assert f"Līdz 1 punktam: aptuveni {round(expected_turns(1))} gājieni" in setup.target_turns.object
    setup.lang = "es"
    assert "Hasta 1 punto: unos 4 turnos" in setup.target_turns.object


def test_a_short_game_for_a_first_lesson_is_offered_and_named_in_every_language():
    """The first-lesson game is a quick choice whose turns fit a lesson: no more than 25
    turns a player alone (two players share them, ending sooner), yet not over in a handful."""
    assert FIRST_LESSON_TARGET in TARGETS and FIRST_LESSON_TARGET == min(TARGETS)
    assert 15 <= expected_turns(FIRST_LESSON_TARGET) <= 25
    for lang in LANGS:
        setup = shown_in(lang)
        short = integer(FIRST_LESSON_TARGET, lang)
        note = Translator(lang)("mishimash.setup.target_note", short=short, points=integer(BEST_THRESHOLD, lang))
        assert html.escape(note) in setup.target_head.object and short in note and "27" in note


def test_a_set_up_saved_with_the_short_target_or_an_earlier_one_opens_with_it_chosen():
    for target in (FIRST_LESSON_TARGET, 300, 420):
        saved = {"seats": [{"name": "Ana", "kind": "human"}], "target": target}
        table = TableSetup.from_saved(saved)
        assert table == saved
        setup = shown_in("en")
        setup.load(table)
        assert setup.table()["target"] == target
        assert setup.target_choice.value == (target if target in TARGETS else None)
