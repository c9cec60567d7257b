"""The coach in a real browser, one lean slice (English on a laptop, Italian on a phone): a hint
drawn on the board, the end screen's review, "Share this game" whose link opens the replay
(arrow keys included), and a damaged link's notice. ``CUBIRI_FULL_MATRIX=1`` adds the other
languages and devices."""

from __future__ import annotations

import json
import re

import pytest
from matrix import FULL
from playwright.sync_api import expect

from cubiri_panel import coach
from cubiri_panel.ui.i18n import LANGUAGES, Translator

pytestmark = pytest.mark.browser
SLICE = [("en", "laptop"), ("it", "phone")]
MATRIX = [(lang, size) for lang in LANGUAGES for size in ("laptop", "phone")] if FULL else SLICE
FAST = json.dumps({"format": 1, "computer_speed": "fast"})


@pytest.mark.parametrize(("lang", "size"), MATRIX)
def test_review_share_and_replay(app, storage, screenshot, lang, size, request, finished_game):
    t = Translator(lang)
    viewport = request.getfixturevalue(size)
    game = finished_game("mishimash")
    page = app("mishimash", lang=lang, viewport=viewport,
               saved={"cubiri/v1/game/mishimash": json.dumps(game.to_dict()), "cubiri/v1/settings": FAST})
    page.locator(".cubiri-review-open button").click()
    # the review's figure and its costliest decisions, in the player's words
    costliest = coach.review(game).costliest(3, 0)
    expect(page.locator(".cubiri-review-decision")).to_have_count(len(costliest), timeout=30_000)
    expect(page.locator(".cubiri-review")).to_contain_text(t("coach.review.costliest"))
    screenshot(page, f"coach-review-{lang}-{size}")
    # share: the link holds the game; opening it shows the replay, stepped by the arrow keys
    page.locator(".cubiri-share-open button:visible").click()
    link = page.locator(".cubiri-share-link input:visible")
    expect(link).to_have_value(re.compile(re.escape(f"#game={game.to_code()}") + "$"))
    page.goto(link.input_value().replace("/mishimash#", f"/mishimash?lang={lang}#"))
    head = page.locator(".cubiri-replay-head")
    expect(head).to_contain_text(t("coach.replay.start", total=len(game.history)), timeout=30_000)
    page.keyboard.press("ArrowRight")
    expect(head).to_contain_text(t("coach.replay.position", number=1, total=len(game.history)))
    # the step is said in the page's one live region, naming the player: the viewer is not Ana
    live = page.get_by_role("status").filter(has_text=t("coach.replay.position", number=1, total=len(game.history)))
    expect(live).to_contain_text("Ana")
    page.locator(".cubiri-replay-last button").click()
    expect(page.locator(".cubiri-replay-next")).to_contain_text(t("coach.replay.over"))
    page.keyboard.press("ArrowLeft")
    expect(page.locator(".cubiri-replay-odds")).to_contain_text(t("common.odds.title"))
    screenshot(page, f"coach-replay-{lang}-{size}")
    # closed, a replay opened by a link leaves the page's own game with the focus on its first control
    page.locator(".cubiri-replay-close button").focus()
    page.keyboard.press("Enter")
    expect(head).to_have_count(0)
    expect(page.locator(".cubiri-replay")).to_have_count(0)
    focused = page.evaluate("""() => { let el = document.activeElement;
                                       while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
                                       return el && el.tagName; }""")
    assert focused in ("BUTTON", "INPUT", "SELECT"), focused


@pytest.mark.parametrize(("lang", "size"), MATRIX[:1] if not FULL else MATRIX)
def test_a_damaged_link_gives_a_notice_and_the_normal_page(app, lang, size, request):
    page = app("mishimash", lang=lang, viewport=request.getfixturevalue(size))
    link = page.url + "#game=m1@@broken@@"
    page.goto("about:blank")  # the link opened in a tab of its own (the same tab's hash change is another test)
    page.goto(link)
    expect(page.get_by_text(Translator(lang)("coach.notice.damaged"))).to_be_visible(timeout=30_000)
    expect(page.locator(".cubiri-replay")).to_have_count(0)
    expect(page.locator(".cubiri-target")).to_be_visible()  # the set-up, as on any first visit


PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


@pytest.fixture
def phone_page(browser, served):
    """``phone_page(path)``: the served page at ``path`` on a phone, once it is ready."""
    contexts = []

    def open_page(path: str):
        context = browser.new_context(**PHONE)
        contexts.append(context)
        page = context.new_page()
        page.goto(served + path)
        page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
        return page

    yield open_page
    for context in contexts:
        context.close()


def on_screen(locator, height: int) -> bool:
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


@pytest.mark.parametrize("lang", ["it"] if not FULL else list(LANGUAGES))
def test_on_a_phone_the_hint_is_on_screen_with_its_dice_on_the_games_own_board(phone_page, screenshot, lang):
    """On a phone, with a die prepared, the answer to "What would the expert do?" is on the
    screen together with the dice and the cells it fills, which are marked on the game's own
    board (no second board): the prepared die first, one move a line."""
    t = Translator(lang)
    page = phone_page(f"magdagdon?lang={lang}&seed=11")
    page.locator(".cubiri-roll button").click()
    page.locator(".cubiri-die-0").click()
    page.locator(".cubiri-cell-1-1.is-legal").click()
    expect(page.locator(".cubiri-cell-1-1.is-prepared")).to_be_visible()
    page.locator(".cubiri-hint-ask button").click()
    moves = page.locator("ol.cubiri-coach-moves li")
    expect(moves.first).to_be_visible(timeout=30_000)
    expect(moves.first).to_have_text(t("coach.move.keep", value=4, row=2, col=2))
    expect(moves.last).to_have_text(t("coach.choice.confirm"))
    marked = page.locator(".cubiri-cell.is-suggested")
    expect(marked).to_have_count(moves.count() - 2)  # each placement line, not the kept die nor confirming
    expect(page.locator(".cubiri-hint-board")).to_have_count(0)
    page.wait_for_timeout(500)  # the answer brings the dice into view
    height = PHONE["viewport"]["height"]
    for part in [page.locator(".cubiri-tray-magdagdon"), moves.first, moves.last,
                 *(marked.nth(i) for i in range(marked.count()))]:
        assert on_screen(part, height), part
    screenshot(page, f"coach-hint-{lang}-phone")
    page.screenshot(path=str(screenshot(page, f"coach-hint-{lang}-phone-screen").with_suffix(".png")), full_page=False)


# Seeds whose first roll leaves a choice (a forced take has no hint to give).
@pytest.mark.parametrize("name, lang, seed", [("mishimash", "es", 6), ("magikaboom", "en", 4)])
def test_on_a_phone_the_hint_rings_the_dice_on_the_games_own_roll(phone_page, screenshot, name, lang, seed):
    """MISHIMASH's and MAGIKABOOM's hint rings the dice it would take (or the ingredient to keep)
    on the roll itself, each named so, with no second tray in the answer."""
    t = Translator(lang)
    page = phone_page(f"{name}?lang={lang}&seed={seed}")
    page.locator(".cubiri-start button").click()
    page.locator(".cubiri-roll button").click()
    page.locator(".cubiri-hint-ask button").click()
    expect(page.locator(".cubiri-hint-answer .cubiri-coach-best")).to_be_visible(timeout=30_000)
    ringed = page.locator(".cubiri-die.is-suggested")
    expect(ringed.first).to_be_visible()
    for i in range(ringed.count()):
        expect(ringed.nth(i)).to_have_attribute("aria-label", re.compile(re.escape(t("common.a11y.die_hinted", label=""))))
        expect(ringed.nth(i)).to_be_enabled()
    expect(page.locator(".cubiri-hint-card .cubiri-die")).to_have_count(0)
    ringed.first.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot(page, f"coach-hint-ringed-{name}-{lang}-phone").with_suffix(".png")), full_page=False)


@pytest.mark.parametrize("lang", ["lv"] if not FULL else list(LANGUAGES))
def test_on_a_phone_a_review_moment_opens_the_replay_at_its_step(browser, served, screenshot, lang, finished_game):
    """On a phone the review says each moment by its player, turn and roll, draws its dice, and
    its button opens the replay standing at that moment, in view."""
    t = Translator(lang)
    game = finished_game("mishimash")
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        url = f"{served}mishimash?lang={lang}"
        page.goto(url)
        page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
        page.evaluate("([k, v, s]) => { localStorage.setItem(k, v); localStorage.setItem('cubiri/v1/settings', s); }",
                      ["cubiri/v1/game/mishimash", json.dumps(game.to_dict()), FAST])
        page.goto(url)
        page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
        page.locator(".cubiri-review-open button").click()
        costliest = coach.review(game).costliest(3, 0)
        cards = page.locator(".cubiri-review-decision")
        expect(cards).to_have_count(len(costliest), timeout=30_000)
        moments = coach.moments(game)
        last = costliest[-1]
        turn, roll = moments[last.number]
        expect(cards.last).to_contain_text(t("coach.review.moment", name="Ana", turn=turn, roll=roll))
        expect(page.locator(".cubiri-review-dice .cubiri-die").first).to_be_visible()
        screenshot(page, f"coach-review-moments-{lang}-phone")
        page.locator(".cubiri-review-replay button").last.click()
        head = page.locator(".cubiri-replay-head")
        expect(head).to_contain_text(t("coach.replay.position", number=last.number - 1, total=len(game.history)),
                                     timeout=30_000)
        # the moment named as the review names it: found by its turn and roll
        expect(head).to_contain_text(t("coach.review.moment", name="Ana", turn=turn, roll=roll))
        page.wait_for_timeout(300)  # brought into view
        assert on_screen(head, PHONE["viewport"]["height"])
        screenshot(page, f"coach-review-replay-{lang}-phone")
        # closed from the keyboard, the replay hands the focus back to the button that opened it
        page.locator(".cubiri-replay-close button").focus()
        page.keyboard.press("Enter")
        expect(head).to_have_count(0)
        expect(page.locator(".cubiri-review-replay button").last).to_be_focused()
    finally:
        context.close()
