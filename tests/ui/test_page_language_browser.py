"""The served page's ``<html lang>`` is the reader's language, from the first paint of the app
and on every change of the language menu: a screen reader reads Italian with an Italian voice."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from cubiri_panel.registry import BUILT_IN
from cubiri_panel.ui.i18n import LANGUAGE_NAMES, LANGUAGES

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(("game", "lang"), list(zip(("", *BUILT_IN), LANGUAGES)))
def test_the_page_says_its_language_and_follows_the_menu(app, game, lang):
    page = app(game, lang=lang)
    expect(page.locator("html")).to_have_attribute("lang", lang)
    other = next(code for code in LANGUAGES if code != lang)
    page.locator(".cubiri-language select").select_option(label=LANGUAGE_NAMES[other])
    expect(page.locator("html")).to_have_attribute("lang", other)
