"""A class's link on the built site, in Chromium with every other host blocked: the teacher types
the class code once on the Class results page and gets the link with its QR code (drawn by
segno in the page's worker, the code read back by a QR reader); a phone that opens the link keeps
the class, says so, and every lesson form fills it in; a link whose class code is none is refused
in words and the class kept before stays; the phone can leave the class; the class and its games
move to another computer as one file, and a file too large, from a newer version or not a class's
changes nothing. axe finds nothing on the pages changed."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from axe_audit import violations
import qr_drawings
from playwright.sync_api import expect

from coach import games
from cubiri_panel.classroom.hand_in import hand_in
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.storage.keys import CLASS_KEY, CLASSROOM_KEY

from .conftest import refuse_all_but

pytestmark = pytest.mark.pyodide


def make_link(page, site_url: str, code: str, size: int = 30, lang: str = "en"):
    page.goto(f"{site_url}lessons/classroom.{lang}.html")
    section = page.locator("section.class-link")
    section.locator("[name=class_code]").fill(code)
    section.locator("[name=class_size]").fill(str(size))
    section.locator("button.class-link-make").click()
    return section


def qr_text(page, svg) -> str:
    """What the drawn QR code says, read by the site's own QR reader (jsQR) from the drawing."""
    page.add_script_tag(url=page.url.split("lessons/")[0] + "vendor/jsqr/jsQR.js")
    return qr_drawings.read(page, svg)


def test_the_teacher_makes_the_class_link_once_and_a_phone_keeps_the_class(page, context, site_url, only_the_site):
    t = Translator("en")
    section = make_link(page, site_url, "  Rossi 3B ")
    expect(section).to_have_attribute("data-state", "done", timeout=120_000)
    link = f"{site_url}index.html?class={quote('Rossi 3B', safe='')}"
    expect(section.locator(".class-link-status")).to_have_text(t("classroom.page.link_made", code="Rossi 3B"))
    expect(section.locator(".class-link-address a")).to_have_attribute("href", link)
    qr = section.locator(".class-link-qr svg")
    expect(qr).to_have_attribute("aria-label", t("classroom.page.link_qr", code="Rossi 3B"))
    assert qr_text(page, qr) == link
    expect(page.locator(".pool-count")).to_have_text("0 of 30 games")
    assert json.loads(page.evaluate(f"localStorage.getItem('{CLASSROOM_KEY}')")) == \
        {"format": 1, "code": "Rossi 3B", "size": 30}
    found = violations(page)
    assert not found, "\n".join(found)
    # the page remembers the class made last
    page.reload()
    expect(page.locator("section.class-link [name=class_code]")).to_have_value("Rossi 3B")
    expect(page.locator(".pool-count")).to_have_text("0 of 30 games")

    phone = context.new_page()
    phone.goto(link)
    said = phone.locator(".class-member-said")
    expect(said).to_have_text(t("classroom.link.joined", code="Rossi 3B"))
    assert phone.url == f"{site_url}index.html"  # a reload does not set it again
    assert json.loads(phone.evaluate(f"localStorage.getItem('{CLASS_KEY}')")) == {"format": 1, "code": "Rossi 3B"}
    found = violations(phone)
    assert not found, "\n".join(found)
    phone.goto(f"{site_url}lessons/mishimash.en.html")
    expect(phone.locator("section.lab [name=class_code]")).to_have_value("Rossi 3B")
    phone.goto(f"{site_url}index.it.html")
    expect(said).to_have_text(Translator("it")("classroom.link.member", code="Rossi 3B"))
    assert only_the_site == []


@pytest.mark.parametrize("bad", ["", "   ", "x" * 25, "\u202e\u200e"])
def test_a_link_whose_class_code_is_none_is_refused_and_the_class_kept(page, site_url, only_the_site, bad):
    t = Translator("es")
    page.goto(f"{site_url}index.es.html?class=3B")
    expect(page.locator(".class-member-said")).to_have_text(t("classroom.link.joined", code="3B"))
    page.goto(f"{site_url}index.es.html?class={quote(bad)}")
    said = page.locator(".class-member-said")
    expect(said).to_contain_text(t("classroom.link.invalid", code=bad[:40], most=24).split("«")[0])
    expect(said).to_contain_text(t("classroom.link.member", code="3B"))
    expect(page.locator(".class-member")).to_have_class("class-member class-member-error")
    assert json.loads(page.evaluate(f"localStorage.getItem('{CLASS_KEY}')"))["code"] == "3B"
    assert only_the_site == []


def test_a_phone_can_leave_its_class_and_a_phone_in_another_language_keeps_the_link(browser, site_url):
    context = browser.new_context(locale="lv-LV")
    try:
        phone = context.new_page()
        phone.goto(f"{site_url}index.html?class=3B")  # the English page sends a Latvian phone to its own
        expect(phone).to_have_url(f"{site_url}index.lv.html", timeout=15_000)
        t = Translator("lv")
        expect(phone.locator(".class-member-said")).to_have_text(t("classroom.link.joined", code="3B"))
        phone.get_by_role("button", name=t("classroom.link.leave")).click()
        expect(phone.locator(".class-member-said")).to_have_text(t("classroom.link.left"))
        assert phone.evaluate(f"localStorage.getItem('{CLASS_KEY}')") is None
        expect(phone.get_by_role("button", name=t("classroom.link.leave"))).to_be_hidden()
    finally:
        context.close()


def test_a_class_code_that_is_none_makes_no_link(page, site_url, only_the_site):
    t = Translator("it")
    section = make_link(page, site_url, "x" * 25, lang="it")
    expect(section).to_have_attribute("data-state", "refused")
    expect(section.locator(".class-link-status")).to_have_text(t("classroom.page.class_invalid", most=24))
    expect(section.locator(".class-link-made")).to_be_hidden()
    section.locator("[name=class_code]").fill("3B")
    section.locator("[name=class_size]").fill("0")
    section.locator("button.class-link-make").click()
    expect(section.locator(".class-link-status")).to_have_text(t("classroom.invalid_size", most=60))
    assert only_the_site == []


def test_a_class_moves_to_another_computer_as_one_file_and_a_bad_file_changes_nothing(browser, page, site_url,
                                                                                       only_the_site, tmp_path):
    t = Translator("en")
    codes = [games.mishimash(seed=4).to_code(), hand_in(games.magdagdon(seed=4).to_code(), "3B")]
    section = make_link(page, site_url, "3B", size=24)
    expect(section).to_have_attribute("data-state", "done", timeout=120_000)
    page.locator("textarea[name=codes]").fill("\n".join(codes))
    page.locator("section.pool button.lab-run").click()
    expect(page.locator(".pool-count")).to_have_text("2 of 24 games", timeout=90_000)
    with page.expect_download() as download:
        page.get_by_role("button", name=t("classroom.page.export")).click()
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    assert saved.name == "cubiri-class-3B.json"
    assert json.loads(saved.read_text()) == {"cubiri": "class", "format": 1, "code": "3B", "size": 24,
                                             "games": "\n".join(codes)}
    expect(page.locator(".class-file-said")).to_have_text(t("classroom.page.exported", code="3B", file=saved.name))

    other = browser.new_context()   # another computer: nothing kept there
    outside = refuse_all_but(other, site_url)
    try:
        there = other.new_page()
        there.goto(f"{site_url}lessons/classroom.it.html")
        it = Translator("it")
        chooser = there.locator("[name=class_file]")
        said = there.locator(".class-file-said")
        bad = {"big.json": b" " * 10_000_000, "newer.json": json.dumps({"cubiri": "class", "format": 2}).encode(),
               "notes.json": b"not json at all", "other.json": json.dumps({"cubiri": "class", "format": 1, "code": ""}).encode()}
        expected = {"big.json": it("classroom.page.import_too_large", size="10.000.000", limit="2.000.000"),
                    "newer.json": it("classroom.page.import_newer"), "notes.json": it("classroom.page.import_unreadable"),
                    "other.json": it("classroom.page.import_unreadable")}
        there.locator("textarea[name=codes]").fill("kept as it was")
        for name, data in bad.items():
            chooser.set_input_files(files=[{"name": name, "mimeType": "application/json", "buffer": data}])
            expect(said).to_have_text(expected[name])
            expect(there.locator("textarea[name=codes]")).to_have_value("kept as it was")
            expect(there.locator("section.class-link [name=class_code]")).to_have_value("")
        there.locator("textarea[name=codes]").fill("")
        chooser.set_input_files(str(saved))
        expect(said).to_have_text(it("classroom.page.imported", code="3B"))
        expect(there.locator(".pool-count")).to_have_text("2 partite su 24", timeout=120_000)
        expect(there.locator("section.class-link [name=class_code]")).to_have_value("3B")
        found = violations(there)
        assert not found, "\n".join(found)
        assert outside == []
    finally:
        other.close()
    assert only_the_site == []
