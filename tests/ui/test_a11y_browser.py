"""axe-core finds no WCAG 2.2 A/AA violation on any screen of the served app, every control is
at least 44 x 44 CSS px, and at 200% zoom with WCAG 1.4.12's text spacing nothing is cut and no
control or text overlaps another.

The screens are reached as the phone test reaches them (test_phones_browser's walks: the hub,
each game's set-up, start, a roll, a die chosen, REROLL, MAGDAGDON and its ruin, an explosion,
the rules, settings, odds and high-score panels, the end screens, a notice) and by
``walk_states`` (a Majda Power used, a bust, the final round) and ``walk_coach`` (a hint, the
expert playing, the review, the share link, a replay with its odds, the step-by-step pace), on
a desktop and on an emulated phone, and axe runs over each (tests/axe_audit.py).

``make test`` runs a fixed slice: every walk once, every language and both devices at least
once. ``CUBIRI_FULL_MATRIX=1`` runs every walk in every language on both devices.
"""

from __future__ import annotations

import json
import re

import pytest
import finished
import matrix
from axe_audit import violations
from ui.overlaps import OVERLAPS
from playwright.sync_api import expect
from ui.phones import (
    FAST,
    LOOK,
    Phone,
    walk_hub,
    walk_magdagdon,
    walk_magikaboom,
    walk_mishimash,
)
from ui.phones import games as games  # the fixture: the saved positions the walks start from

from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.ui.i18n import LANGUAGES

pytestmark = pytest.mark.browser

def mishimash_bust() -> str:
    """A two-person game one ROLL before its first player busts."""
    for seed in range(1, 500):
        game = MishimashGame(players=["Anastasija", "Bartholomew"], seed=seed)
        before = json.dumps(game.to_dict())
        game.roll()
        if game.current_player == 1:
            return before
    raise AssertionError("no seed busts on the first roll")


def mishimash_final_round() -> str:
    """A two-person game one BANK before its first player reaches the target: the final round."""
    game = MishimashGame(players=["Anastasija", "Bartholomew"], target=300, seed=5)
    while not game.is_over:
        seat = game.current_player
        game.roll()
        while game.current_player == seat and game.takes():
            game.take(list(game.takes()[0].indices))
            if seat == 0 and game.scores[0] + game.turn_points >= game.target:
                return json.dumps(game.to_dict())
            if game.dice_in_hand >= 3 or game.dice_in_hand == 0:
                game.roll()
            else:
                game.bank()
    raise AssertionError("the first player never reached the target")


def walk_states(audit, _saved=None):
    """The screens the phone walks do not stop at: a Majda Power used, a bust, the final round."""
    page = audit.open("magdagdon", seed=7)
    audit.click(".cubiri-roll button")
    expect(page.locator(".cubiri-die-0")).to_be_enabled(timeout=LOOK)
    audit.click(".cubiri-die-0")
    power = page.locator(".cubiri-plus button, .cubiri-minus button").locator("visible=true").and_(
        page.locator(":enabled")).first
    power.click()
    expect(page.locator(".cubiri-power-info")).to_be_visible(timeout=LOOK)
    audit.check("magdagdon-power-used")

    audit.store({"cubiri/v1/settings": FAST, "cubiri/v1/game/mishimash": mishimash_bust()})
    page = audit.open("mishimash")
    audit.click(".cubiri-roll button")
    expect(page.locator(".mm-banner.bust")).to_be_visible(timeout=LOOK)
    audit.check("mishimash-bust")

    audit.store({"cubiri/v1/game/mishimash": mishimash_final_round()})
    page = audit.open("mishimash")
    audit.click(".cubiri-bank button")
    expect(page.locator(".mm-stage")).to_be_visible(timeout=LOOK)
    audit.check("mishimash-final-round")





def walk_coach(audit, _saved=None):
    """The coach's screens: a hint, the expert playing, the review, the share link and a replay;
    and the computers' step-by-step pace, its "Next computer move" waiting."""
    page = audit.open("magdagdon", seed=7)
    audit.click(".cubiri-roll button")
    expect(page.locator(".cubiri-die-0")).to_be_enabled(timeout=LOOK)
    audit.click(".cubiri-hint-ask button")
    expect(page.locator(".cubiri-hint-answer")).to_be_visible(timeout=LOOK)
    audit.check("coach-hint")
    audit.click(".cubiri-watch-expert button")
    expect(page.locator(".cubiri-watch")).to_be_visible(timeout=LOOK)
    audit.click(".cubiri-watch-pause button")
    audit.check("coach-watch-expert")

    audit.store({"cubiri/v1/settings": FAST, "cubiri/v1/game/mishimash": json.dumps(finished.game("mishimash").to_dict())})
    page = audit.open("mishimash")
    audit.click(".cubiri-review-open button")
    expect(page.locator(".cubiri-review-decision").first).to_be_visible(timeout=LOOK)
    audit.check("coach-review")
    page.locator(".cubiri-share-open button").locator("visible=true").first.click()
    link = page.locator(".cubiri-share-link input").locator("visible=true").first
    expect(link).to_have_value(re.compile("#game="), timeout=LOOK)
    audit.check("coach-share")
    page.goto(link.input_value().replace("/mishimash#", f"/mishimash?lang={audit.lang}#"))
    expect(page.locator(".cubiri-replay-odds").first).to_be_visible(timeout=LOOK)
    audit.click(".cubiri-replay-forward button")
    audit.check("coach-replay")

    audit.store({"cubiri/v1/settings": json.dumps({"format": 1, "computer_speed": "step"})})
    page = audit.open("magikaboom", seed=3)
    audit.click(".cubiri-start button")
    expect(page.locator(".cubiri-roll button")).to_be_enabled(timeout=LOOK)
    audit.click(".cubiri-roll button")
    page.locator("button.cubiri-die-0").wait_for()
    audit.click("button.cubiri-die-0")
    expect(page.locator(".cubiri-stop button")).to_be_enabled(timeout=LOOK)
    audit.click(".cubiri-stop button")
    expect(page.locator(".cubiri-next-move button")).to_be_visible(timeout=LOOK)
    audit.check("pace-step")


# WCAG 1.4.12's text spacing, put into the document and every shadow root (Panel draws each
# component in its own) before a screen is checked.
TEXT_SPACING = """() => {
  const css = "* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; }"
            + " p { margin-bottom: 2em !important; }";
  const add = (root) => {
    if (!root.cubiriSpacing) {
      const style = document.createElement("style");
      style.textContent = css;
      (root === document ? document.head : root).appendChild(style);
      root.cubiriSpacing = true;
    }
    root.querySelectorAll("*").forEach((el) => el.shadowRoot && add(el.shadowRoot));
  };
  add(document);
}"""


class Reflow(Phone):
    """A walker at 200% zoom with WCAG 1.4.12's text spacing: each screen gets the phone test's
    checks (nothing sticks out, nothing is cut, no text too small) and no control or line of text
    overlaps another (tests/ui/overlaps.py), on a 1280 px window zoomed to
    200% (640 CSS px, two device pixels each)."""

    def check(self, screen: str) -> None:
        self.page.evaluate(TEXT_SPACING)
        super().check(f"zoom200-{screen}")
        self.problems += [f"zoom200-{screen}: {item}" for item in self.page.evaluate(OVERLAPS)[:8]]

    def steady(self, screen: str, anchor: str) -> None:
        pass

    def apart(self, screen: str, above: str, below: str, gap: int = 6) -> None:
        pass


DEVICES = {
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
              "device_scale_factor": 2},
}
ZOOM = {"viewport": {"width": 640, "height": 400}, "device_scale_factor": 2}   # a 1280 x 800 window at 200%
WALKS = {"hub": walk_hub, "magdagdon": walk_magdagdon, "mishimash": walk_mishimash,
         "magikaboom": walk_magikaboom, "states": walk_states, "coach": walk_coach}
# (walk, language, device): each walk, each language and each device at least once.
SLICE = [("hub", "it", "desktop"), ("magdagdon", "en", "desktop"), ("mishimash", "lv", "phone"),
         ("magikaboom", "es", "phone"), ("states", "it", "phone"), ("coach", "es", "desktop")]
FULL_CASES = [(walk, lang, device) for walk in WALKS for lang in LANGUAGES for device in DEVICES]
CASES = FULL_CASES if matrix.FULL else SLICE


# The buttons, selects and fields of every shadow root smaller than a finger's 44 x 44 CSS px
# (axe checks WCAG 2.2's 24 x 24 for every target, links in running text included).
SMALL_CONTROLS = """() => {
  const small = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll("*")) {
      if (el.shadowRoot) walk(el.shadowRoot);
      if (!el.matches("button, select, input:not([type=checkbox]):not([type=radio]), textarea")) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (r.width < 43.5 || r.height < 43.5) {
        small.push(`${el.tagName.toLowerCase()} ${JSON.stringify((el.getAttribute("aria-label") || el.textContent || "")
          .trim().slice(0, 30))} ${Math.round(r.width)} x ${Math.round(r.height)}`);
      }
    }
  };
  walk(document);
  return small;
}"""


class Audit(Phone):
    """A walker whose check of a screen is axe's audit and the controls' size (the layout is the
    phone test's)."""

    def check(self, screen: str) -> None:
        found = violations(self.page)
        found += [f"target under 44 x 44 px: {item}" for item in self.page.evaluate(SMALL_CONTROLS)]
        self.problems += [f"{screen}: {line}" for line in found]

    def steady(self, screen: str, anchor: str) -> None:
        pass

    def apart(self, screen: str, above: str, below: str, gap: int = 6) -> None:
        pass


@pytest.mark.parametrize(("walk", "lang", "device"), CASES)
def test_no_axe_violation_on_any_screen(browser, served, games, walk, lang, device):
    context = browser.new_context(**DEVICES[device])
    try:
        audit = Audit(context, served, DEVICES[device]["viewport"]["width"], lang)
        WALKS[walk](audit, *([] if walk == "hub" else [games.get(walk)]))
    finally:
        context.close()
    assert not audit.problems, f"{len(audit.problems)} axe violations:\n" + "\n".join(audit.problems)


REFLOW = list(WALKS) if matrix.FULL else ["magdagdon"]


@pytest.mark.parametrize("walk", REFLOW)
def test_nothing_is_cut_at_200_percent_zoom_with_wider_text_spacing(browser, served, games, walk):
    context = browser.new_context(**ZOOM)
    try:
        reflow = Reflow(context, served, ZOOM["viewport"]["width"], "lv")   # Latvian: the longest words
        WALKS[walk](reflow, *([] if walk == "hub" else [games.get(walk)]))
    finally:
        context.close()
    assert not reflow.problems, f"{len(reflow.problems)} problems:\n" + "\n".join(reflow.problems)


def test_the_overlap_check_finds_text_and_controls_drawn_over_one_another(page):
    """The check above finds an overlap where there is one, in a shadow root too, and not in
    what a box clips away or a closed <details> holds."""
    page.set_content("""<button style="position:absolute; left:0; top:0; width:120px; height:44px">Roll</button>
        <p style="position:absolute; left:30px; top:10px; margin:0">Ana rolls</p>
        <div style="position:absolute; top:100px; height:20px; overflow:hidden"><p>seen</p><p>clipped</p></div>
        <details style="position:absolute; top:100px"><summary>Earlier</summary><p>Ben rolls</p></details>
        <div id="host" style="position:absolute; top:200px"></div>""")
    page.evaluate("""() => document.getElementById("host").attachShadow({mode: "open"}).innerHTML =
        '<button style="width:100px; height:44px">Bank</button><span style="margin-left:-60px">Points</span>'""")
    found = sorted(page.evaluate(OVERLAPS))
    assert [item.split(" overlap ")[0] for item in found] == ['button "Bank" and text "Points"',
                                                              'button "Roll" and text "Ana rolls"'], found
