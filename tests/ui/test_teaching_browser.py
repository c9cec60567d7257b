"""Teaching cues and odds labels in a real browser: the odds panel on
a computer's turn names the computer and opens its paragraph on the model; a game page says
what it teaches with its links; the hub points to the odds; the odds panel, once opened, is
open again after a reload.

The normal run takes one slice (English on a laptop, Latvian on a phone); CUBIRI_FULL_MATRIX=1
runs every language on both.
"""

from __future__ import annotations

import json

import pytest
from matrix import FULL
from playwright.sync_api import expect
from ui.odds_positions import magikaboom_computer_deciding, mishimash_computer_choosing

from cubiri_panel.ui import teaching
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.players import default_name
from cubiri_panel.ui.storage.keys import SETTINGS_KEY, game_key

pytestmark = pytest.mark.browser

FIRST_LOOK = 20_000
SLICE = ([(lang, screen) for lang in LANGUAGES for screen in ("laptop", "phone")] if FULL
         else [("en", "laptop"), ("lv", "phone")])


@pytest.mark.parametrize("lang,screen", SLICE)
def test_the_odds_on_a_computers_turn_name_it_and_explain_the_model(app, storage, screenshot, lang, screen,
                                                                   request):
    viewport, t = request.getfixturevalue(screen), Translator(lang)
    game = magikaboom_computer_deciding(seats=3)
    settings = {"format": 1, "language": lang, "show_odds": True, "computer_speed": "step"}
    page = app("magikaboom", lang=lang, viewport=viewport,
               saved={SETTINGS_KEY: json.dumps(settings), game_key("magikaboom"): json.dumps(game.to_dict())})
    odds = page.locator(".cubiri-odds-magikaboom")
    name = default_name(1, "computer", t)
    expect(odds).to_contain_text(t("odds.magikaboom.win", name=name), timeout=FIRST_LOOK)
    expect(odds).not_to_contain_text(t("magikaboom.odds.win"))
    paragraph = odds.locator("details.cubiri-model p")
    expect(paragraph).to_be_hidden()
    odds.locator("details.cubiri-model summary").click()
    expect(paragraph).to_have_text(t("odds.model.magikaboom"))
    paragraph.scroll_into_view_if_needed()
    screenshot(page, f"odds-computer-turn-{lang}-{screen}")

    # MISHIMASH: the computer's roll waits for its take, the chance to win stays on.
    game = mishimash_computer_choosing()
    storage.set(page, {game_key("mishimash"): json.dumps(game.to_dict())})
    page = app("mishimash", lang=lang, viewport=viewport)
    odds = page.locator(".cubiri-odds-panel")
    expect(odds).to_contain_text(t("odds.mishimash.win", name=name), timeout=FIRST_LOOK)
    expect(odds).to_contain_text(t("odds.mishimash.after_best", name=name, dice="@").split("@")[0].strip())
    odds.scroll_into_view_if_needed()
    screenshot(page, f"odds-computer-turn-mishimash-{lang}-{screen}")


@pytest.mark.parametrize("lang,screen", SLICE)
def test_a_game_page_teaches_and_the_odds_panel_stays_open_after_a_reload(app, storage, screenshot, lang, screen,
                                                                         request):
    viewport, t = request.getfixturevalue(screen), Translator(lang)
    hub = app("", lang=lang, viewport=viewport)
    expect(hub.locator(".cubiri-odds-tip")).to_have_text(t("teach.hub_odds", odds=t("common.menu.odds")))
    expect(hub.locator(".cubiri-odds-tip")).to_be_in_viewport()              # on the first screen
    screenshot(hub, f"hub-odds-tip-{lang}-{screen}")

    page = app("mishimash", lang=lang, viewport=viewport)
    line = page.locator(".cubiri-teaches")
    expect(line).to_contain_text(t("teach.teaches.mishimash"), timeout=FIRST_LOOK)
    # served without the built site (make play serves it once there is one): the notebook alone
    expect(line.locator("a.cubiri-notebook-link")).to_have_attribute("href", teaching.links("mishimash", lang, True)[1])
    expect(line.locator("a.cubiri-lesson-link")).to_have_count(0)
    screenshot(page, f"teaching-line-{lang}-{screen}")

    odds = page.locator(".cubiri-odds")
    expect(odds).to_have_count(0)                                # off until the player opens it
    page.locator(".cubiri-odds-toggle").click()
    expect(odds).to_be_visible()
    page.wait_for_function("k => JSON.parse(localStorage.getItem(k)).show_odds === true", arg=SETTINGS_KEY)
    page.reload()
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=FIRST_LOOK)
    expect(page.locator(".cubiri-odds")).to_be_visible()
