"""A player who asks their system for reduced motion gets none: the dice do not tumble and
nothing slides or turns (WCAG 2.3.3). A player who does not ask sees the dice move on
MISHIMASH's second ROLL of the turn."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

# Every animation and transition the page runs from now on, in its shadow roots too (each
# root answers for its own tree): their names, gathered each frame.
WATCH_MOTION = """() => {
  window.__motion = new Set();
  const roots = (root, out) => {
    out.push(root);
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots(el.shadowRoot, out);
    return out;
  };
  const look = () => {
    for (const root of roots(document, [])) {
      for (const a of root.getAnimations()) window.__motion.add(a.animationName || a.transitionProperty);
    }
    requestAnimationFrame(look);
  };
  look();
}"""


@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
def test_the_dice_move_only_for_a_player_who_allows_motion(page, app, motion):
    page.emulate_media(reduced_motion=motion)
    app("mishimash", seed=3)
    page.locator(".cubiri-start").click()
    page.locator(".cubiri-roll button").click()
    for die in (1, 2, 5):   # seed 3 rolls 2-5-5-2-3-5: the three 5s taken, a tap a die
        page.locator(f"button.cubiri-die-{die}").click()
    expect(page.locator(".cubiri-roll button")).to_be_enabled()
    page.evaluate(WATCH_MOTION)
    page.locator(".cubiri-roll button").click()
    expect(page.locator("button.cubiri-die.is-available").first).to_be_visible()
    page.wait_for_timeout(1_000)  # the tumble and any transition have started, if there are any
    seen = sorted(page.evaluate("[...window.__motion]"))
    if motion == "reduce":
        assert seen == []
    else:
        assert seen  # the dice move: the check sees motion where there is some
