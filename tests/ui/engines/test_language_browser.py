"""The page's language (``<html lang>``) follows ``?lang=`` in WebKit and Firefox: a screen reader
reads the page in that voice (the announcer sets it, cubiri_panel/ui/js/announcer.js)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.engines


@pytest.mark.parametrize("lang", ["it", "lv"])
def test_the_page_language_follows_the_query(engine, served, lang):
    engine.open(served, "magdagdon", lang=lang)
    assert engine.wait(f"return document.documentElement.lang === {lang!r} && document.documentElement.lang",
                       f"<html lang={lang}>") == lang
