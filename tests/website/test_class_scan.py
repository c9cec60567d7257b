"""Games handed in by their QR codes, read with the camera of the Class results page, on the built
site in Chromium with every other host blocked: the camera is a video of phones held up one after
the other (``camera.py``). Each game of the class is pooled with a tone and the count ("2 of 30
games"); a game of another class is listed as such, not pooled; a QR code that is no game's is
said so; the reader (jsQR, where the browser has no BarcodeDetector) loads only when the camera
is turned on; the class's games are kept in the browser under its code, and shown again when the
page is opened again. Without a camera the page says so, and paste and file still pool."""

from __future__ import annotations

import json

import pytest
from axe_audit import violations
from playwright.sync_api import expect

from coach import games
from cubiri_panel.classroom.hand_in import hand_in
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.storage.keys import CLASSROOM_KEY

from .camera import camera_args, camera_video
from .conftest import refuse_all_but

pytestmark = pytest.mark.pyodide

# Every time the page says what it scanned (the outcomes, one a code, and the words), and every
# tone it plays, in order.
WATCH = """() => {
  const scan = document.querySelector(".pool-scan");
  const heard = window.cubiriHeard = [];
  new MutationObserver(() => heard.push([scan.dataset.heard, scan.querySelector(".pool-scan-said").textContent]))
    .observe(scan, { attributes: true, attributeFilter: ["data-said"] });
}"""
HEARD = "window.cubiriHeard.flatMap(([outcomes]) => outcomes.split(' '))"
TONES = """window.cubiriTones = [];
const Real = window.AudioContext;
window.AudioContext = class extends Real {
  createOscillator() {
    const oscillator = super.createOscillator();
    const start = oscillator.start.bind(oscillator);
    oscillator.start = (...args) => { window.cubiriTones.push(oscillator.frequency.value); return start(...args); };
    return oscillator;
  }
};"""


def remembered_class(code: str, size: int) -> str:
    """The Class results page opens on the class made last time."""
    value = json.dumps({"format": 1, "code": code, "size": size})
    return f"localStorage.setItem({json.dumps(CLASSROOM_KEY)}, {json.dumps(value)});"


def test_the_camera_pools_the_class_games_with_a_tone_and_a_count(browser_type, browser_type_launch_args, site_url,
                                                                    tmp_path):
    mine, theirs = [games.mishimash(seed=4), games.magdagdon(seed=4)], games.magikaboom(seed=4)
    shown = [hand_in(mine[0].to_code(), "3B"), "https://example.org/a-poster", hand_in(theirs.to_code(), "3A"),
             mine[1].to_code()]   # a plain code, from a phone in no class, pools too
    video = camera_video(tmp_path / "phones.y4m", shown)
    args = [*browser_type_launch_args.get("args", []), *camera_args(video)]
    browser = browser_type.launch(**{**browser_type_launch_args, "args": args})
    try:
        context = browser.new_context()
        outside = refuse_all_but(context, site_url)
        context.add_init_script(remembered_class("3B", 30) + TONES)
        page = context.new_page()
        reader = []
        page.on("request", lambda r: reader.append(r.url) if "jsqr" in r.url.lower() else None)
        page.goto(f"{site_url}lessons/classroom.en.html")
        page.evaluate(WATCH)
        expect(page.locator(".pool-count")).to_have_text("0 of 30 games")
        assert reader == []  # nothing of the reader before the camera is on
        page.get_by_role("button", name="Scan games with the camera").click()
        expect(page.locator(".pool-camera")).to_be_visible()
        expect(page.locator(".pool-count")).to_have_text("2 of 30 games", timeout=120_000)
        page.wait_for_function(f"{HEARD}.includes('other-class') && {HEARD}.includes('not-a-code')", timeout=60_000)
        heard = page.evaluate("window.cubiriHeard")
        said = " ".join(words for _, words in heard)
        t = Translator("en")
        for words in (t("classroom.page.scanned"), t("classroom.page.scanned_other", other="3A", code="3B"),
                      t("classroom.page.not_a_code")):
            assert words in said, heard
        # a game is added once however long it is held up, and again only as a repeat
        outcomes = page.evaluate(HEARD)
        assert outcomes.count("added") == 2 and set(outcomes) <= {"added", "other-class", "not-a-code", "repeated"}, heard
        page.wait_for_timeout(600)   # the tones of the last scans, a quarter of a second apart
        tones = page.evaluate("window.cubiriTones")
        assert tones.count(880) == 2 and 220 in tones, tones
        other = page.locator(".pool-refused li[data-reason=other-class]")
        expect(other).to_have_count(1)
        expect(other).to_contain_text("handed in to another class (3A)")
        assert page.locator("textarea[name=codes]").input_value().split() == [shown[0], shown[2], shown[3]]
        found = violations(page)
        assert not found, "\n".join(found)
        page.get_by_role("button", name="Stop the camera").click()
        expect(page.locator(".pool-camera")).to_be_hidden()
        assert page.evaluate("document.querySelector('.pool-camera').srcObject") is None
        # the class's games are kept under its code: the page closed and opened again shows them
        page.reload()
        expect(page.locator(".pool-count")).to_have_text("2 of 30 games", timeout=120_000)
        assert page.locator("textarea[name=codes]").input_value().split() == [shown[0], shown[2], shown[3]]
        assert outside == []
    finally:
        browser.close()


@pytest.mark.parametrize("camera", ["none", "refused"])
def test_without_a_camera_the_page_says_so_and_paste_still_pools(page, context, site_url, only_the_site, camera):
    if camera == "none":  # a browser with no camera at all
        context.add_init_script("Object.defineProperty(navigator, 'mediaDevices', { value: undefined });")
    else:
        context.add_init_script("navigator.mediaDevices.getUserMedia = () => Promise.reject("
                                "new DOMException('denied', 'NotAllowedError'));")
    t = Translator("lv")
    page.goto(f"{site_url}lessons/classroom.lv.html")
    page.get_by_role("button", name=t("classroom.page.scan")).click()
    said = page.locator(".pool-scan-said")
    expect(said).to_have_text(t("classroom.page.no_camera") if camera == "none"
                              else t("classroom.page.camera_refused", reason="NotAllowedError"))
    expect(page.locator(".pool-camera")).to_be_hidden()
    page.locator("textarea[name=codes]").fill(games.magdagdon(seed=4).to_code())
    page.locator("section.pool button.lab-run").click()
    expect(page.locator("section.pool")).to_have_attribute("data-state", "done", timeout=90_000)
    assert page.locator(".pool-results").get_attribute("data-games") == "1"
    assert only_the_site == []
