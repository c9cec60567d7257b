"""The monkey test: seeded random taps on whatever the page offers, in each game.

A tap goes to one control, drawn at random, among those visible and enabled at that moment,
on every screen the game reaches (set-up, play, the panels, the end, its dialogs): a button,
a die, a menu (a random choice), a field (a random entry, some of them wrong). The test fails
on a server traceback, a page error, a console error, or a stuck screen (no control to press
but the header's, for longer than a computer's turn takes).

The normal run taps ``TAPS`` times in each game, each game on one device (the desktop and
the phone are both covered). ``CUBIRI_FULL_MATRIX=1`` plays each game on both devices, half its
taps on each, and ``CUBIRI_MONKEY_TAPS=10000`` makes the long run (``make monkey`` runs it by
hand). A failure names the seed and the last taps, to play them again.
"""

from __future__ import annotations

import os
import random

import drivers
import pytest
from ui.watching import Watch, full_matrix, open_device

pytestmark = pytest.mark.browser

TAPS = int(os.environ.get("CUBIRI_MONKEY_TAPS", "120"))  # a game
SEED = int(os.environ.get("CUBIRI_MONKEY_SEED", "2"))
STUCK_SECONDS = 15
SETTLE_MS = 60
SLICE = [("magdagdon", "phone"), ("mishimash", "desktop"), ("magikaboom", "phone")]
MATRIX = [(game, device) for game in ("magdagdon", "mishimash", "magikaboom") for device in ("desktop", "phone")]
LANGS = {"magdagdon": "en", "mishimash": "es", "magikaboom": "it"}
# What a field is given: names, targets (the wrong ones too), nothing at all.
ENTRIES = ["", "Ana", "Zoë <b>", "1", "5", "40", "0", "-5", "abc", "1.5", "99999", "x" * 40]
# The header's controls are always there; a screen with nothing else to press is stuck.
HEADER = ("cubiri-language", "cubiri-rules-toggle", "cubiri-settings-toggle", "cubiri-odds-toggle")

# Marks every visible, enabled control (in Panel's shadow roots too) with data-monkey="<i>"
# and returns [kind, is_header] for each. Links are left alone: they lead off the game.
CONTROLS = """(header) => {
  const found = [];
  const selector = 'button, select, input, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="switch"]';
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.matches(selector)) found.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  for (const el of document.querySelectorAll('[data-monkey]')) el.removeAttribute('data-monkey');
  walk(document);
  const classes = (el) => {
    const all = [];
    for (let p = el; p; p = p.parentElement || (p.getRootNode() && p.getRootNode().host)) {
      if (typeof p.className === 'string') all.push(...p.className.split(' '));
    }
    return all;
  };
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({visibilityProperty: true, opacityProperty: true});
  };
  const usable = found.filter(el => shown(el) && !el.disabled && el.getAttribute('aria-disabled') !== 'true'
      && !(el.matches('input') && ['hidden', 'file'].includes(el.type))
      && !found.some(o => o !== el && o.contains(el) && o.matches('[role="button"], button')));
  usable.forEach((el, i) => { for (const node of [el]) node.setAttribute('data-monkey', String(i)); });
  window.__monkey = usable;
  return usable.map(el => {
    const tag = el.tagName.toLowerCase();
    const kind = tag === 'select' ? 'select' : tag === 'textarea' ? 'field'
        : tag === 'input' ? (['checkbox', 'radio'].includes(el.type) ? 'press' : 'field') : 'press';
    const label = (el.getAttribute('aria-label') || el.innerText || el.value || el.className || '').slice(0, 40);
    return [kind, classes(el).some(c => header.includes(c)), label];
  });
}"""
# In a shadow root a mark is found by its element kept in window.__monkey: Playwright's CSS
# reaches open shadow roots, and the element handle is the one that was seen.
PICK = "(i) => window.__monkey[i]"


def controls(page) -> list:
    return page.evaluate(CONTROLS, list(HEADER))


def settled(page) -> list:
    """The controls once the page has stopped changing: a tap's answer from the server
    redraws the screen a moment later, and a control drawn before it may be gone."""
    found = controls(page)
    while True:
        page.wait_for_timeout(SETTLE_MS)
        again = controls(page)
        if again == found:
            return found
        found = again


def wait_for_a_control(page) -> list:
    """The controls of the screen, waiting while only the header's are there (a computer's
    turn at the normal pace, a page drawing)."""
    for _ in range(STUCK_SECONDS * 4):
        found = settled(page)
        if any(not header for _, header, _ in found):
            return found
        page.wait_for_timeout(250)
    raise AssertionError("stuck: no control to press but the header's")


def tap(page, rng: random.Random, device: str, found: list) -> str:
    """Tap one control drawn from ``found``; what was done, to report."""
    # The header's toggles take fewer taps than the game's own controls: the game is the point.
    weights = [1 if header else 6 for _, header, _ in found]
    i = rng.choices(range(len(found)), weights=weights)[0]
    kind, _, label = found[i]
    element = page.evaluate_handle(PICK, i).as_element()
    try:
        if kind == "select":
            count = element.evaluate("el => el.options.length")
            choice = rng.randrange(count) if count else 0
            element.select_option(index=choice, timeout=1_500)
            return f"choose {choice} in {label!r}"
        if kind == "field":
            entry = rng.choice(ENTRIES)
            element.fill(entry, timeout=1_500)
            element.press(rng.choice(["Enter", "Tab"]), timeout=1_500)
            return f"type {entry!r} in {label!r}"
        if device == "phone":
            element.tap(timeout=1_500)
        else:
            element.click(timeout=1_500)
        return f"tap {label!r}"
    except Exception as err:  # drawn over or redrawn between the look and the tap
        if "Timeout" not in type(err).__name__ and "detached" not in str(err) and "not attached" not in str(err):
            raise
        return f"missed {label!r}"


@pytest.mark.parametrize("game, device", MATRIX if full_matrix() else SLICE)
def test_random_taps_on_every_screen_break_nothing(browser, served, screenshot, game, device):
    page = open_device(browser, device)
    page.on("dialog", lambda dialog: dialog.accept())
    watch, rng, done = Watch(page), random.Random(f"{game}-{device}-{SEED}"), []
    driver = drivers.of(game)(page)
    taps = TAPS // 2 if full_matrix() else TAPS
    try:
        driver.open(served, lang=LANGS[game], seed=SEED)
        for n in range(taps):
            if not page.url.startswith(served + game):  # led off the game: back to it
                done.append(f"back from {page.url}")
                driver.open(served, lang=LANGS[game], seed=SEED)
            try:
                found = wait_for_a_control(page)
            except AssertionError:
                screenshot(page, f"monkey-{game}-{device}-stuck")
                raise AssertionError(f"stuck after tap {n} (seed {SEED}); last taps: {done[-15:]}") from None
            done.append(tap(page, rng, device, found))
            watch.check(f"{game} on a {device}, after tap {n} (seed {SEED}); last taps: {done[-15:]}")
        screenshot(page, f"monkey-{game}-{device}")
        page.wait_for_timeout(500)  # the last tap's answer, in the server log too
        watch.check(f"{game} on a {device}, at the end (seed {SEED}); last taps: {done[-15:]}")
        missed = sum(what.startswith("missed") for what in done)
        print(f"{game} on a {device}: {taps} taps (seed {SEED}), {missed} missed, {len(set(done))} different")
    finally:
        page.context.close()
