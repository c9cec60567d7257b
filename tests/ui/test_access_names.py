"""What a screen reader hears besides the game's log: each pressable die says what pressing it
does, a game's start and its resumption are said in the live region, and a notice has the role
that gets it heard (an alert for what went wrong, a status for news the live region says too)."""

from __future__ import annotations

import pytest
import ui.magdagdon.views as magdagdon
import ui.magikaboom.views as magikaboom
import ui.mishimash.views as mishimash

from cubiri_panel.ui.announcer import announcer
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.panels import notice_rows
from cubiri_panel.ui.shell import Shell


def does(t, action: str) -> str:
    """The end of a pressable die's name: ": press to ..."."""
    return t("access.dice.does", label="", action=t(f"access.dice.{action}"))


def said(view) -> str:
    return announcer(view.shell).text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_magdagdon_dice_say_what_pressing_them_does(lang):
    view, _ = magdagdon.make_view(lang=lang)
    t = Translator(lang)
    view._roll()
    assert all(label.endswith(does(t, "choose")) for label in view.tray.labels)
    view._die_clicked(0)
    first = view.tray.labels[0]
    assert first.startswith(t("common.a11y.die_selected", n=1, value=view.game.dice[0]))
    assert first.endswith(does(t, "put_back"))
    row, col = next((a.row, a.col) for a in view.game.legal_actions() if a.kind == "place" and a.die == 0)
    view._cell_clicked(row, col)
    assert view.tray.labels[0].endswith(does(t, "take_off"))


def test_magdagdon_dice_chosen_for_reroll_say_so():
    view, _ = magdagdon.make_view()
    t = Translator("en")
    view._roll()
    view._reroll()                            # choosing the dice to reroll
    view._die_clicked(1)
    assert view.tray.labels[0] == "die 1 showing %d: press to choose it for REROLL" % view.game.dice[0]
    assert view.tray.labels[1].endswith(does(t, "leave_reroll"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_mishimash_dice_say_they_are_set_aside_or_put_back(lang):
    view, _ = mishimash.make_view(lang=lang)
    t = Translator(lang)
    mishimash.start(view)
    game = mishimash.human_turn_to_take(view)
    labels = view.play.tray.labels
    assert len(labels) == len(game.dice) and all(label.endswith(does(t, "set_aside")) for label in labels)
    view._die_clicked(2)
    assert view.play.tray.labels[2].endswith(does(t, "put_back"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_magikaboom_ingredients_say_they_go_into_the_cauldron(lang):
    view, _ = magikaboom.make_view(query=f"?seed=5&lang={lang}")
    view.shell.lang = lang
    t = Translator(lang)
    view.new_game(["Ana", "Ben"], {})
    view._roll()
    labels = view.table.rolled.labels
    assert len(labels) == 2 and all(label.endswith(does(t, "cauldron")) for label in labels)
    view.table.on_keep(0)                    # kept: shown, no longer pressable, no action said
    assert not any(label.endswith(does(t, "cauldron")) for label in view.table.rolled.labels)


def test_dice_that_only_show_say_no_action():
    view, _ = mishimash.make_view()
    view.shell.settings.computer_speed = "step"
    mishimash.start(view, {"seats": [{"name": "Ben", "kind": "threshold"}, {"name": "Ana", "kind": "human"}],
                           "target": 60})
    view.pacer.step()
    view.pacer.step()                        # the computer's roll, then its choice shown
    assert view.game.is_computer_turn and view.play.tray.labels
    assert not any(":" in label for label in view.play.tray.labels)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_magdagdon_start_and_resume_are_said(lang):
    t = Translator(lang)
    view, backend = magdagdon.make_view(lang=lang)
    assert said(view).startswith(t("access.opening.started", game="MAGDAGDON"))
    assert said(view).endswith(t("magdagdon.hint.roll", turn=1))
    view._roll()
    saved = dict(backend.items)
    again, backend = magdagdon.make_loading_view(lang=lang)
    assert said(again) == ""                 # nothing said before the saved game is read
    backend.load(saved)
    assert said(again).startswith(t("access.opening.resumed", game="MAGDAGDON"))
    again._start_new("new")
    assert said(again).startswith(t("access.opening.started", game="MAGDAGDON"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_mishimash_start_and_resume_are_said(lang):
    t = Translator(lang)
    view, backend = mishimash.make_view(lang=lang)
    mishimash.start(view)
    assert said(view).startswith(t("access.opening.started", game="MISHIMASH"))
    mishimash.human_turn_to_take(view)
    again, backend = mishimash.make_loading_view(lang=lang)
    backend.load(dict(view.shell.store.backend.items))
    assert said(again) == t("access.opening.resumed", game="MISHIMASH")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_magikaboom_start_and_resume_are_said(lang):
    t = Translator(lang)
    view, backend = magikaboom.make_view(query=f"?seed=5&lang={lang}")
    view.shell.lang = lang
    view.new_game(["Ana", "Ben"], {})
    assert said(view).startswith(t("access.opening.started", game="MAGIKABOOM"))
    view._roll()
    again, loading = magikaboom.make_loading_view(query=f"?seed=5&lang={lang}")
    again.shell.lang = lang
    loading.load(dict(backend.items))
    assert said(again) == t("access.opening.resumed", game="MAGIKABOOM")


def test_a_refusal_is_an_alert_and_news_the_live_region_says_is_a_status():
    notices = Notices()
    shell = Shell(game="magdagdon", notices=notices)
    notices.add("common.notices.illegal", level="error", reason="x")
    notices.add("common.notices.game_restored", level="info", game="MAGDAGDON")
    notices.add("common.notices.dismiss")   # a warning: a link or saved data that could not be used
    roles = [row[0].object.split('role="')[1].split('"')[0] for row in notice_rows(shell, Translator("en"))]
    assert roles == ["alert", "status", "alert"]
