"""A finished game handed in to the class its phone is in, in Chromium: the end screen shows "For
class 3B", the code marked with the class, copied by its button (a phone's share sheet sends it:
tests/ui/test_copying_browser.py), and its QR code, which a QR reader reads back as that code. A
browser in no class shows no such box. axe finds nothing on the end screen.

The normal run takes MAGDAGDON in Italian on a phone and MAGIKABOOM in English on a laptop;
CUBIRI_FULL_MATRIX=1 adds MISHIMASH in Spanish and MAGDAGDON in Latvian."""

from __future__ import annotations

import json

import pytest
from axe_audit import violations
import qr_drawings
from matrix import FULL
from playwright.sync_api import expect

from cubiri_panel.classroom.hand_in import read
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.storage.keys import CLASS_KEY

from .conftest import ARTIFACTS, open_app, set_storage

pytestmark = pytest.mark.browser

PHONE, LAPTOP = {"width": 390, "height": 844}, {"width": 1366, "height": 768}
CASES = [("magdagdon", "it", PHONE), ("magikaboom", "en", LAPTOP)]
if FULL:
    CASES += [("mishimash", "es", PHONE), ("magdagdon", "lv", LAPTOP)]
# jsQR is vendored into the site; here the test reads the drawing with the same reader from npm.
READER_JS = "build/jsqr-{version}/dist/jsQR.js"


def read_qr(page, svg) -> str | None:
    from pathlib import Path
    import tomllib
    root = Path(__file__).resolve().parents[2]
    version = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["cubiri"]["jsqr"]
    page.add_script_tag(path=str(root / READER_JS.format(version=version)))
    return qr_drawings.read(page, svg, size=500)


@pytest.mark.parametrize("game,lang,viewport", CASES, ids=[f"{g}-{lang}" for g, lang, _ in CASES])
def test_a_finished_game_is_handed_in_to_the_phones_class(page, served, finished_game, game, lang, viewport):
    t = Translator(lang)
    played = finished_game(game)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_app(page, served, game, lang=lang, viewport=viewport)
    set_storage(page, {CLASS_KEY: json.dumps({"format": 1, "code": "Rossi 3B"}),
                       f"cubiri/v1/game/{game}": json.dumps(played.to_dict())})
    open_app(page, served, game, lang=lang, viewport=viewport)
    box = page.locator(".cubiri-hand-in")
    expect(box).to_be_visible(timeout=30_000)
    expect(box).to_contain_text(t("classroom.end.for_class", code="Rossi 3B"))
    line = box.locator(".cubiri-hand-in-code input").input_value()
    assert read(line) == ("Rossi 3B", played.to_code())
    qr = box.locator("svg.cubiri-qr")
    expect(qr).to_have_attribute("aria-label", t("classroom.end.qr", code="Rossi 3B"))
    assert read_qr(page, qr) == line
    width = qr.bounding_box()["width"]
    assert 200 <= width <= 280, width   # large enough for a camera across a table, within a phone
    if viewport is LAPTOP:   # a laptop copies (a phone's share sheet is tested with the Copy button)
        box.get_by_role("button", name=t("classroom.end.send")).click()
        expect(box.locator(".cubiri-copy-note")).to_contain_text(t("endscreen.copied"))
        assert page.evaluate("navigator.clipboard.readText()") == line
    ARTIFACTS.mkdir(exist_ok=True)
    box.screenshot(path=str(ARTIFACTS / f"hand-in-{game}-{lang}.png"))
    found = violations(page)
    assert not found, "\n".join(found)


def test_a_browser_in_no_class_hands_nothing_in(page, served, finished_game):
    open_app(page, served, "magdagdon", lang="en")
    set_storage(page, {"cubiri/v1/game/magdagdon": json.dumps(finished_game("magdagdon").to_dict())})
    open_app(page, served, "magdagdon", lang="en")
    expect(page.locator(".cubiri-game-code input")).to_be_visible(timeout=30_000)
    expect(page.locator(".cubiri-hand-in")).to_be_hidden()
