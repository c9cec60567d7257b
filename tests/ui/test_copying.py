"""The Copy buttons of the game's code and of a shared game's link carry, in the player's
language, what they say once pressed ("Copied", or how to copy by hand), and send a phone's share
sheet the text as what it is (a link as a link)."""

import pytest
from coach import games

from cubiri_panel.ui.coach.share import ShareBox
from cubiri_panel.ui.game_data import GameData
from cubiri_panel.ui.i18n import LANGUAGES, Translator

WORDS = {"en": "Copied", "it": "Copiato", "es": "Copiado", "lv": "Nokopēts"}


def pressed_js(button) -> str:
    """The code the page runs when ``button`` is pressed."""
    return "".join(callback.code for callback in button.get_root().js_event_callbacks["button_click"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_code_and_the_link_say_copied_in_the_players_language(lang):
    t, game = Translator(lang), games.magikaboom(seed=4)
    data = GameData()
    data.update(game, t)
    share = ShareBox(lambda: game)
    share.toggle()
    share.update(game, t)
    for copier in (data.copier, share.copier):
        assert copier.note.copied == WORDS[lang] and copier.note.lang == lang
        assert copier.note.failed == t("endscreen.copy_failed") and copier.note.outcome == ""
    assert share.copy_row.visible and share.copy.label == t("coach.share.copy")


def test_a_phone_shares_the_link_as_a_link_and_the_code_as_text_and_a_computer_copies():
    game = games.magikaboom(seed=4)
    link, code = pressed_js(ShareBox(lambda: game).copy), pressed_js(GameData().copy)
    assert "navigator.share({url: text})" in link and "navigator.share({text: text})" in code
    for js in (link, code):   # the clipboard where there is no sheet, or it fails to open
        assert "navigator.clipboard.writeText(text)" in js and 'error.name !== "AbortError"' in js
