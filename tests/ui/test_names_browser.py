"""Name fields on a phone: the limit shows as the name is typed, and is the field's own."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(("game", "lang"), [("mishimash", "en"), ("magikaboom", "lv")])
def test_a_name_field_counts_its_letters_as_they_are_typed(browser, served, game, lang, screenshot):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(f"{served}{game}?lang={lang}")
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
    field, count = page.locator(".cubiri-seat-name-0 input"), page.locator(".cubiri-seat-count-0")
    expect(count).to_have_text("0/32")
    field.tap()
    field.press_sequentially("Zoë Ångström")
    expect(count).to_have_text("12/32")
    field.press_sequentially("x" * 30)        # the field keeps 32, and says so
    expect(count).to_have_text("32/32")
    assert field.input_value() == "Zoë Ångström" + "x" * 20
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot(page, f"{game}-name-count-phone-{lang}")
    context.close()
