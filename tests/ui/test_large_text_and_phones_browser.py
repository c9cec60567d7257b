"""A phone held upright or sideways, large text and the keyboard: the odds panel shows with the
dice on a phone, the header leaves a landscape phone's screen to the game, every text grows with
the reader's text size (200%) and nothing is cut, the focus comes back after a panel closes or
a table is left, and the arrow keys walk the MAGDAGDON board."""

from __future__ import annotations

import pytest
from matrix import diagonal
from playwright.sync_api import expect
from ui.phones import ARTIFACTS, MIN_TEXT, SCREEN

pytestmark = pytest.mark.browser

LOOK = 20_000


@pytest.fixture
def phone_page(browser):
    contexts = []

    def make(width: int, height: int):
        context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=True,
                                      has_touch=True, device_scale_factor=2)
        contexts.append(context)
        return context.new_page()
    yield make
    for context in contexts:
        context.close()


def opened(page, served, game, lang="lv", **query):
    query = "&".join(f"{k}={v}" for k, v in {"lang": lang, **query}.items())
    page.goto(f"{served}{game}?{query}")
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
    return page


def rolled(page, game):
    if game != "magdagdon":
        page.locator(".cubiri-start button").click()
    page.locator(".cubiri-roll button").click()
    die = page.locator("button.cubiri-die-0:not([disabled])").first
    expect(die).to_be_visible(timeout=LOOK)
    return die


# Whether the middle of an element is drawn on top there (nothing covers it), across shadow roots.
ON_TOP = """(el) => {
  const r = el.getBoundingClientRect();
  let hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  while (hit && hit.shadowRoot) {
    const deeper = hit.shadowRoot.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!deeper || deeper === hit) break;
    hit = deeper;
  }
  for (let e = hit; e; e = e.parentElement || (e.getRootNode() && e.getRootNode().host)) if (e === el) return true;
  return false;
}"""


@pytest.mark.parametrize("game, width, height", [(game, *size) for game, size in diagonal(
    ["magdagdon", "mishimash", "magikaboom"], [(390, 844), (320, 640), (667, 375)])])
def test_the_odds_open_with_the_dice_on_the_screen(phone_page, served, game, width, height):
    """On a phone, a tap on Odds shows the odds on the same screen as the dice (beside them, or
    held at the bottom of the screen) and the dice stay whole and uncovered."""
    page = opened(phone_page(width, height), served, game, seed=3)
    die = rolled(page, game)
    page.evaluate("window.scrollTo(0, 0)")
    page.locator(".cubiri-odds-toggle button").click()
    odds = page.locator(".cubiri-odds")
    expect(odds).to_be_in_viewport(timeout=LOOK)
    expect(page.locator(".cubiri-odds .cubiri-reveal")).to_be_focused()
    page.wait_for_timeout(1500)   # the figures arrive, the sheet grows and the page makes room
    # (the screen as seen: a full-page picture would lay the page out anew)
    page.screenshot(path=str(ARTIFACTS / f"phone-odds-with-dice-{game}-{width}x{height}.png"))
    box = die.bounding_box()
    assert 0 <= box["y"] and box["y"] + box["height"] <= height, f"the die is off the screen: {box}"
    assert die.evaluate(ON_TOP), "the odds cover the die"
    shown = odds.bounding_box()
    assert shown["y"] < height - 100, f"only {height - shown['y']:.0f} px of the odds show: {shown}"


@pytest.mark.parametrize("game, width, height", [(game, *size) for game, size in diagonal(
    ["", "magdagdon", "mishimash"], [(844, 390), (667, 375)])])
def test_the_header_takes_at_most_a_quarter_of_a_landscape_phone(phone_page, served, screenshot, game, width, height):
    page = opened(phone_page(width, height), served, game, lang="lv")
    toggles = page.locator(".cubiri-settings-toggle button")
    expect(toggles).to_be_visible(timeout=LOOK)
    screenshot(page, f"phone-landscape-header-{game or 'hub'}-{width}")
    bottom = max(page.locator(f".{hook}").bounding_box()["y"] + page.locator(f".{hook}").bounding_box()["height"]
                 for hook in ("cubiri-settings-toggle", "cubiri-language", "cubiri-home"))
    assert bottom <= height / 4, f"the header ends {bottom:.0f} px down a {height} px screen"


# Every visible text, through the shadow roots, with its font size: the text of a select, an
# input or a button counted as the element's own.
TEXT_SIZES = """() => {
  const out = [];
  const own = (el) => ["SELECT", "INPUT"].includes(el.tagName) ? (el.value || "")
    : [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join("").trim();
  const walk = (root) => {
    for (const el of root.querySelectorAll("*")) {
      if (el.shadowRoot) walk(el.shadowRoot);
      if (["SCRIPT", "STYLE", "TITLE", "OPTION"].includes(el.tagName) || el.closest("svg")) continue;
      const r = el.getBoundingClientRect(), s = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || s.visibility === "hidden") continue;
      const text = own(el);
      if (text) out.push([`${el.tagName.toLowerCase()}.${String(el.className).split(" ")[0]} ${JSON.stringify(text.slice(0, 30))}`,
                          parseFloat(s.fontSize)]);
    }
  };
  walk(document);
  return out;
}"""


# Text running out of its own box (a word wider than its card): the box's rectangle stays
# inside the screen, so only its scrolling width tells. (Boxes of text of their own, and grids
# of them: not a box whose child sticks out by design, a chosen die's star; not what is hidden
# but read aloud.)
OVERFLOWING_TEXT = """() => {
  const out = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll("*")) {
      if (el.shadowRoot) walk(el.shadowRoot);
      if (el.closest("svg") || ["SELECT", "INPUT", "TEXTAREA", "HTML", "BODY"].includes(el.tagName)) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      const s = getComputedStyle(el);
      if (!(own || s.display.endsWith("grid")) || s.overflowX !== "visible" || s.display.startsWith("inline") || el.clientWidth <= 1) continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(" ")[0]} shows ${el.clientWidth} px of `
                 + `${el.scrollWidth} px ${JSON.stringify((el.innerText || "").trim().slice(0, 30))}`);
      }
    }
  };
  walk(document);
  return out;
}"""


@pytest.mark.parametrize("game, width, height", [(game, *size) for game, size in diagonal(
    ["", "magdagdon", "mishimash", "magikaboom"], [(390, 844), (320, 640)])])
def test_at_200_percent_text_size_every_text_doubles_and_nothing_is_cut(phone_page, served, screenshot, game,
                                                                         width, height):
    """The reader's text size at 200% (the root's font size doubled, as a browser's text-size
    setting does): every text on the screen is twice its size, and on a phone nothing sticks
    out, is cut or clipped (the language menu's choice included)."""
    page = opened(phone_page(width, height), served, game, lang="lv", seed=3)
    if game:
        rolled(page, game)
    page.wait_for_timeout(300)
    before = page.evaluate(TEXT_SIZES)
    page.evaluate("document.documentElement.style.fontSize = '200%'")
    page.wait_for_timeout(500)
    after = page.evaluate(TEXT_SIZES)
    screenshot(page, f"phone-text-200-{game or 'hub'}-{width}")
    assert [name for name, _ in before] == [name for name, _ in after]
    unscaled = [f"{name}: {a} px, then {b} px" for (name, a), (_, b) in zip(before, after) if abs(b - 2 * a) > 0.5]
    assert not unscaled, "texts that did not double:\n" + "\n".join(unscaled)
    result = page.evaluate(SCREEN, {"minText": MIN_TEXT})
    problems = result["found"] + result["cut"] + ([f"the page is {result['scroll']} px wide"] if result["scroll"] > width else [])
    problems += [f"runs out of its box: {item}" for item in page.evaluate(OVERFLOWING_TEXT)]
    assert not problems, "\n".join(problems)
