"""The shared UI in a real browser: hub, languages, storage, URL notices, components, phone."""

import json

import pytest
from playwright.sync_api import expect

from cubiri_panel.registry import BUILT_IN as GAMES
from cubiri_panel.ui.i18n import LANGUAGES, Translator

pytestmark = pytest.mark.browser

XSS = "<img src=x onerror=alert(1)>"
SETTINGS = "cubiri/v1/settings"


def no_horizontal_scroll(page):
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hub_lists_the_games_in_each_language(app, lang, screenshot):
    page = app(lang=lang)
    t = Translator(lang)
    for game in GAMES:
        link = page.locator(f"a.cubiri-play-{game}")
        assert link.get_attribute("href") == f"{game}?lang={lang}"
        assert link.inner_text() == t("common.hub.play", game=game.upper())
        assert page.get_by_text(t(f"common.hub.pitch.{game}")).is_visible()
    screenshot(page, f"hub-{lang}")


def test_hub_on_a_phone_has_no_horizontal_scroll(app, phone, screenshot):
    for lang in LANGUAGES:
        page = app(lang=lang, viewport=phone)
        assert no_horizontal_scroll(page), lang
    screenshot(page, "hub-phone-lv")


def test_language_choice_is_saved_and_the_url_wins_for_its_visit(app, storage):
    page = app(lang="es")
    page.locator(".cubiri-language select").select_option(label="Latviešu")
    page.wait_for_function("() => (localStorage.getItem('cubiri/v1/settings') || '').includes('\"lv\"')")
    assert json.loads(storage.get(page)[SETTINGS])["language"] == "lv"
    page = app(lang="it")          # a link's ?lang= wins for that visit...
    expect(page.get_by_text(Translator("it")("common.hub.title"))).to_be_visible()
    assert json.loads(storage.get(page)[SETTINGS])["language"] == "lv"   # ... and is not saved
    page = app()
    expect(page.get_by_text(Translator("lv")("common.hub.title"))).to_be_visible()


def test_browser_language_is_used_without_setting_or_url(browser, served):
    context = browser.new_context(locale="it-IT")
    page = context.new_page()
    page.goto(served)
    page.wait_for_selector(".cubiri-play-magdagdon")
    # The hub switches language once the browser has reported its own: wait for it.
    expect(page.locator(".cubiri-play-magdagdon")).to_have_text("Gioca a MAGDAGDON")
    context.close()


def test_corrupt_settings_are_set_aside_with_a_notice_and_other_data_kept(app, storage, screenshot):
    valid = json.dumps({"game": "magdagdon", "format": 1, "tables": {}})
    page = app(saved={SETTINGS: "{not json", "cubiri/v1/highscores/magdagdon": valid})
    notice = page.locator(".cubiri-notice")
    notice.first.wait_for()
    assert "could not be read" in notice.first.inner_text()
    saved = storage.get(page)
    set_aside = {k: v for k, v in saved.items() if k.startswith("cubiri/v1/quarantine/")}
    assert set_aside == {"cubiri/v1/quarantine/settings": "{not json"}
    assert saved["cubiri/v1/highscores/magdagdon"] == valid
    screenshot(page, "notice-quarantine")


def test_bad_url_values_give_notices_and_stay_text(app, screenshot):
    page = app("magdagdon", lang="xx", seed=XSS, difficulty="easy")  # where each value means something
    notices = page.locator(".cubiri-notice")
    notices.nth(2).wait_for()
    texts = notices.all_inner_texts()
    assert any("“xx” is not available" in t for t in texts)
    assert any(XSS in t for t in texts)          # shown as the characters typed
    assert any("“easy” is not a difficulty" in t for t in texts)
    assert page.locator("img").count() == 0      # ... and never as an element
    page.locator(".cubiri-notice-dismiss").first.click()
    expect(notices).to_have_count(2)
    screenshot(page, "notices-url")


def test_embed_hides_the_hub_chrome(app):
    page = app(embed="1")
    assert page.locator(".cubiri-embed").count() == 1
    assert page.locator("a.cubiri-home").count() == 0
    assert page.locator(".cubiri-language").count() == 0


# -- the components, on their own page --------------------------------------------------------

@pytest.fixture
def components(page, served_components):
    page.goto(served_components + "?lang=en")
    page.wait_for_selector(".cubiri-cell-3-3")
    # Saved settings (the odds panel's switch among them) apply once storage is read: wait for
    # that, or a click could land before and be undone.
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached")
    return page


def test_dice_are_buttons_with_names_and_report_clicks(components, screenshot):
    page = components
    die = page.locator("button.cubiri-die-1").first
    assert die.get_attribute("aria-label") == "die 2 showing 5"
    assert page.locator("button.cubiri-die-0").first.get_attribute("aria-label") == "die 1 showing 3, selected"
    assert page.locator("button.cubiri-die-0 svg circle").first.count() == 1  # pips, not digits
    die.click()
    page.locator(".demo-log", has_text="die1").wait_for()
    assert page.locator("button.cubiri-die-3").first.is_disabled()
    box = die.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44
    screenshot(page, "components")


def test_dice_work_from_the_keyboard(components):
    page = components
    page.locator("button.cubiri-die-0").first.focus()
    page.keyboard.press("Tab")
    focused = page.evaluate("() => { let e = document.activeElement; while (e && e.shadowRoot && e.shadowRoot.activeElement) e = e.shadowRoot.activeElement; return e.className; }")
    assert "cubiri-die-1" in focused
    page.keyboard.press("Enter")
    page.locator(".demo-log", has_text="die1").wait_for()


def test_board_cells_have_names_and_only_legal_cells_press(components):
    page = components
    assert page.locator(".cubiri-cell-0-1").get_attribute("aria-label") == "row 1, column 2: 2"
    assert page.locator(".cubiri-cell-3-3").get_attribute("aria-label") == "row 4, column 4: ruin"
    assert page.locator(".cubiri-cell-1-0").get_attribute("aria-label") == "row 2, column 1: empty, you can place here"
    assert page.locator(".cubiri-cell-2-3").is_disabled()
    page.locator(".cubiri-cell-1-0").click()
    page.locator(".demo-log", has_text="cell10").wait_for()
    box = page.locator(".cubiri-cell-0-0").bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ingredients_are_pictures_named_in_the_language(page, served_components, lang):
    page.goto(served_components + f"?lang={lang}")
    page.wait_for_selector(".demo-ingredients .cubiri-die-5")
    t = Translator(lang)
    expected = [t(f"common.ingredients.{face}") for face in ("ghost", "crow", "pumpkin", "crystal", "skull", "bat")]
    expect(page.locator(".demo-ingredients .cubiri-die .name")).to_have_text(expected)
    if lang == "lv":
        assert expected == ["Spoks", "Vārna", "Ķirbis", "Kristāls", "Galvaskauss", "Sikspārnis"]
    assert page.locator(".demo-ingredients .cubiri-die-0 svg path").count() >= 1
    # Each name stays whole under its own die, on one line (a die is as wide as a long name,
    # never broken mid-word), so no two names run together.
    misfits = []
    for die in page.locator(".demo-ingredients .cubiri-die").all():
        name = die.locator(".name")
        d, n = die.bounding_box(), name.bounding_box()
        one_line = name.evaluate("el => el.getBoundingClientRect().height < 1.5 * parseFloat(getComputedStyle(el).lineHeight)")
        if (n["x"] < d["x"] - 1 or n["x"] + n["width"] > d["x"] + d["width"] + 1
                or name.evaluate("el => el.scrollWidth > el.clientWidth + 1") or not one_line):
            misfits.append(name.inner_text())
    assert len(page.locator(".demo-ingredients .cubiri-die").all()) == 6 and misfits == []


def test_odds_toggle_shows_the_odds_panel(components):
    page = components
    odds = page.locator(".demo-odds")
    assert not odds.is_visible()
    page.locator(".cubiri-odds-toggle").click()
    odds.wait_for(state="visible")


def test_components_page_on_a_phone(page, served_components, phone, screenshot):
    page.set_viewport_size(phone)
    page.goto(served_components + "?lang=lv")
    page.wait_for_selector(".cubiri-cell-3-3")
    page.wait_for_timeout(300)
    assert no_horizontal_scroll(page)
    screenshot(page, "components-phone")


def test_game_page_keeps_valid_high_scores_and_sets_bad_entries_aside(app, storage, screenshot):
    """The store applies the engine's own validation (MAGDAGDON's HighScores) in the page."""
    from cubiri_panel.magdagdon import highscores as magdagdon_scores

    good = {"score": 321, "difficulty": "peaceful", "date": "2026-11-29", "turns": 9, "powers_used": 1}
    bad = {"score": "lots", "difficulty": "peaceful", "date": "yesterday", "turns": 9, "powers_used": 1}
    key = "cubiri/v1/highscores/magdagdon"
    raw = json.dumps({"game": "magdagdon", "format": 1, "tables": {"peaceful": [good, bad]}})
    page = app("magdagdon", saved={key: raw})
    page.locator(".cubiri-notice").first.wait_for()
    assert "could not be read: 1" in " ".join(page.locator(".cubiri-notice").all_inner_texts())
    page.wait_for_function("k => JSON.parse(localStorage.getItem(k)).tables.peaceful.length === 1", arg=key)
    saved = storage.get(page)
    tables, dropped = magdagdon_scores.HighScores.from_json(json.loads(saved[key]))
    assert tables["peaceful"] == (good,) and dropped == []
    assert {k: v for k, v in saved.items() if k.startswith("cubiri/v1/quarantine/")} \
        == {"cubiri/v1/quarantine/highscores/magdagdon": raw}
    screenshot(page, "magdagdon-highscores-quarantine")


@pytest.mark.parametrize(("game", "lang"), [("magdagdon", "it"), ("mishimash", "es"), ("magikaboom", "lv")])
def test_rules_open_in_the_page_language(app, game, lang):
    from cubiri_panel.ui.rules import rules_markdown

    page = app(game, lang=lang)
    page.locator(".cubiri-rules-toggle").click()
    rules = page.locator(".cubiri-rules")
    rules.wait_for()
    first_line = next(line for line in rules_markdown(game, lang).splitlines() if line.startswith("#"))
    expect(rules).to_contain_text(first_line.lstrip("# ").strip())
    page.locator(".cubiri-rules-close").click()
    expect(rules).to_have_count(0)


def test_the_odds_switch_pressed_before_the_saved_settings_are_read_stays_on(app, page, served, storage,
                                                                            hold_saved_data):
    app("magdagdon")
    storage.set(page, {SETTINGS: json.dumps({"format": 1, "show_odds": False, "language": "en"})})
    release = hold_saved_data()
    page.goto(served + "magdagdon")
    page.locator(".cubiri-odds-toggle").click()
    odds = page.locator(".cubiri-magdagdon-odds")
    odds.wait_for()                                   # the click has reached Python ...
    assert page.locator(".cubiri-ready").count() == 0  # ... before the saved settings
    release()
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached")
    page.wait_for_function("k => JSON.parse(localStorage.getItem(k)).show_odds === true", arg=SETTINGS)
    expect(odds).to_be_visible()


def test_difficulty_changes_only_after_confirming(app, storage):
    page = app("magdagdon")
    page.locator(".cubiri-settings-toggle").click()
    page.locator(".cubiri-difficulty select").select_option(label="SURVIVAL")
    confirm = page.locator(".cubiri-difficulty-confirm")
    expect(confirm).to_contain_text("Start a new game in SURVIVAL")
    assert '"survival"' not in storage.get(page).get(SETTINGS, "")   # asked, not yet changed
    confirm.click()
    page.wait_for_function("k => (localStorage.getItem(k) || '').includes('survival')", arg=SETTINGS)
    expect(confirm).to_have_count(0)
