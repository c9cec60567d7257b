"""The lessons, their worksheets and the Class results page print well, as Chromium prints them
to PDF on A4 and on Letter: nothing stands past the printable width, no control or game frame is
printed, the charts are drawings (the PDF holds no picture), and the PDF holds the page's words as
text. ``make test`` prints every lesson's worksheet in every language once, on A4 and Letter in
turn, and a slice of the lessons and class pages; ``CUBIRI_FULL_MATRIX=1`` every page on both,
and a class's pooled results."""

from __future__ import annotations

import io
import re
import unicodedata
from pathlib import Path

import matrix
import pytest
from pypdf import PdfReader

from cubiri_panel.lessons import EMBEDS
from cubiri_panel.ui.i18n import LANGUAGES, Translator

from .conftest import refuse_all_but
from .templates import template_left

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
# The page's margin on paper, as the site's stylesheet sets it.
MARGIN_MM = float(re.search(r"@page \{ margin: ([\d.]+)mm; \}", (ROOT / "site/static/cubiri.css").read_text())[1])
PAPERS = {"A4": (210, 297), "Letter": (215.9, 279.4)}  # millimetres
PX_PER_MM = 96 / 25.4
PT_PER_MM = 72 / 25.4

SHEETS = [(f"lessons/{lesson}-worksheet.{lang}.html", paper)
          for (lesson, lang), paper in matrix.diagonal([(lesson, lang) for lesson in EMBEDS for lang in LANGUAGES],
                                                       list(PAPERS))]
LESSON_PAGES = [(f"lessons/{lesson}.{lang}.html", paper) for lesson, lang, paper in
                matrix.diagonal(list(EMBEDS), LANGUAGES, list(PAPERS))]
CLASS_PAGES = [(f"lessons/classroom.{lang}.html", paper) for lang, paper in matrix.diagonal(LANGUAGES, list(PAPERS))]
CASES = SHEETS + LESSON_PAGES + CLASS_PAGES


def test_each_lesson_links_its_worksheet_in_its_language(site):
    for lesson in EMBEDS:
        for lang in LANGUAGES:
            link = Translator(lang)("site.worksheet.link")
            assert f'<a href="{lesson}-worksheet.{lang}.html">{link}</a>' in (site / "lessons" / f"{lesson}.{lang}.html").read_text()
            sheet = (site / "lessons" / f"{lesson}-worksheet.{lang}.html").read_text()
            assert f'<html lang="{lang}">' in sheet and f'href="{lesson}.{lang}.html"' in sheet
            assert "site.worksheet." not in sheet and not template_left(sheet), f"{lesson}.{lang}: a text left untranslated"
            assert 'id="cubiri-class-qr"' in sheet and sheet.count('class="answer"') >= 4


@pytest.fixture(scope="module")
def printer(browser, site_url):
    """One page, kept for every print of the module (a page a print is quicker than a new one)."""
    context = browser.new_context(service_workers="block")
    outside = refuse_all_but(context, site_url)
    page = context.new_page()
    yield page, outside
    context.close()


def printable_width(paper: str) -> int:
    return int((PAPERS[paper][0] - 2 * MARGIN_MM) * PX_PER_MM)


# What sticks out of the printable width, what would print that a sheet cannot use, and the words
# the page prints, as the page is laid out for paper.
LAID_OUT = """(width) => {
  const shown = (el) => el.getClientRects().length > 0;
  const out = [...document.body.querySelectorAll("*")].filter(shown).filter((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
  }).map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`);
  const controls = [...document.querySelectorAll("button, input, select, textarea, iframe, img, canvas")]
    .filter(shown).map((el) => el.outerHTML.slice(0, 80));
  return {out, controls, wide: document.documentElement.scrollWidth, words: document.body.innerText,
          title: document.querySelector("h1").innerText};
}"""


def words(text: str) -> set[str]:
    """The words of three letters or more; a ligature the PDF holds ("ﬁ") read as its letters."""
    return {word for word in re.findall(r"\w+", unicodedata.normalize("NFKC", text).lower()) if len(word) > 2}


@pytest.mark.parametrize(("path", "paper"), CASES, ids=[f"{path.removeprefix('lessons/')}-{paper}" for path, paper in CASES])
def test_a_page_prints_within_the_paper_as_text(printer, site_url, path, paper):
    page, outside = printer
    width = printable_width(paper)
    page.emulate_media(media="screen")
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(site_url + path)
    page.wait_for_selector("main h1")
    page.emulate_media(media="print")
    laid = page.evaluate(LAID_OUT, width)
    assert laid["out"] == [] and laid["wide"] <= width, f"past the printable width {width}px: {laid['out'][:5]}"
    assert laid["controls"] == [], f"printed but of no use on paper: {laid['controls'][:3]}"

    pdf = PdfReader(io.BytesIO(page.pdf(format=paper)))
    size = [round(float(side) / PT_PER_MM) for side in (pdf.pages[0].mediabox.width, pdf.pages[0].mediabox.height)]
    assert size == [round(mm) for mm in PAPERS[paper]], size
    assert not [image for leaf in pdf.pages for image in leaf.images], "a picture printed: the drawings are vector"
    text = "\n".join(leaf.extract_text() for leaf in pdf.pages)
    printed = words(text)
    assert words(laid["title"]) <= printed, laid["title"]
    missing = words(laid["words"]) - printed
    assert len(missing) <= len(words(laid["words"])) // 50, f"words shown but not printed as text: {sorted(missing)[:10]}"
    assert outside == []


@pytest.mark.pyodide
@pytest.mark.skipif(not matrix.FULL, reason="Pyodide pools the codes first: CUBIRI_FULL_MATRIX=1")
def test_the_class_results_print_their_tables_and_charts_as_drawings(printer, site_url):
    """A pool's tables and charts (drawn by static/classroom.js once Pyodide has pooled the codes)
    print within Letter's width, in the language with the longest words, the charts as SVG."""
    from coach import games

    page, outside = printer
    paper = "Letter"
    width = printable_width(paper)
    page.emulate_media(media="screen")
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{site_url}lessons/classroom.lv.html")
    codes = [games.mishimash(seed=4).to_code(), games.magikaboom(seed=4).to_code(), games.magdagdon(seed=4).to_code()]
    page.locator("textarea[name=codes]").fill("\n".join(codes))
    section = page.locator("section.pool")
    section.locator("button.lab-run").click()
    section.and_(page.locator("[data-state=done]")).wait_for(timeout=90_000)
    page.emulate_media(media="print")
    laid = page.evaluate(LAID_OUT, width)
    assert laid["out"] == [] and laid["wide"] <= width, f"past the printable width {width}px: {laid['out'][:5]}"
    assert laid["controls"] == [], f"printed but of no use on paper: {laid['controls'][:3]}"
    charts = page.locator(".pool-tables-shown figure svg")
    assert charts.count() == len(codes) and page.locator(".pool-tables-shown table").count() == len(codes)
    pdf = PdfReader(io.BytesIO(page.pdf(format=paper)))
    assert not [image for leaf in pdf.pages for image in leaf.images]
    printed = words("\n".join(leaf.extract_text() for leaf in pdf.pages))
    assert len(words(laid["words"]) - printed) <= len(words(laid["words"])) // 50
    assert outside == []


# What the class link may have stored under cubiri/v1/class, and the code the worksheet shows.
STORED = [('"7B-2026"', "7B-2026"), ('{"code": " 9A\\u200e "}', "9A"), ("not json", ""),
          ('"' + "x" * 25 + '"', ""), ("[1, 2]", ""), (None, "")]


def test_a_worksheet_shows_the_class_code_this_browser_keeps_or_a_line_to_write_it(printer, site_url):
    page, outside = printer
    page.emulate_media(media="screen")
    sheet = f"{site_url}lessons/mishimash-worksheet.it.html"
    page.goto(sheet)
    for stored, shown in STORED:
        page.evaluate("(value) => value === null ? localStorage.removeItem('cubiri/v1/class')"
                      " : localStorage.setItem('cubiri/v1/class', value)", stored)
        page.reload()
        page.wait_for_load_state()
        assert page.locator(".worksheet-class-code").inner_text() == shown, stored
        slot = page.locator("#cubiri-class-qr")
        assert slot.get_attribute("data-class-code") == shown and slot.is_hidden(), stored
    page.goto(sheet + "?class=4C")  # a class link's code comes before the one kept
    page.wait_for_load_state()
    assert page.locator(".worksheet-class-code").inner_text() == "4C"
    assert "4C" in "".join(leaf.extract_text() for leaf in PdfReader(io.BytesIO(page.pdf(format="A4"))).pages)
    page.evaluate("localStorage.removeItem('cubiri/v1/class')")
    assert outside == []
