"""MISHIMASH's browser driver: ROLL, a take tapped one die at a time, then ROLL or BANK;
the computers' turns skipped to the person's; the dice and the turns read off the page."""

from __future__ import annotations

import re

from cubiri_panel.mishimash import MishimashGame
from ui.mishimash.taps import taps

import drivers

# Click a die in the page and time it until the die shows its new state: the round trip to
# Python and back, without Playwright's own waiting.
TIMED_CLICK = """async (i) => {
  const find = (root) => root.querySelector(`.cubiri-die-${i}`) || [...root.querySelectorAll('*')]
      .filter(n => n.shadowRoot).map(n => find(n.shadowRoot)).find(Boolean) || null;
  const die = find(document);
  const was = die.classList.contains('is-selected');
  const start = performance.now();
  die.click();
  while (die.classList.contains('is-selected') === was) await new Promise(r => setTimeout(r, 2));
  return performance.now() - start;
}"""


def human_choice(game: MishimashGame):
    """The person's policy in the browser tests: take every scoring die, then ROLL while three or
    more dice (or six, after a MISHIMASH) are in hand, else BANK. ``(indices, "roll" | "bank")``."""
    option = game.takes()[0]
    left = len(game.dice) - len(option.indices)
    return list(option.indices), ("roll" if left == 0 or left >= 3 else "bank")


@drivers.register("mishimash")
class MishimashDriver(drivers.Driver):

    def dice(self) -> list[int]:
        """The dice on screen, read from their names (0 for a die not rolled)."""
        labels = self.page.locator(".cubiri-die").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
        return [int(m.group(1)) if (m := re.search(r"(?:showing|mostra|muestra|rāda) (\d)", label)) else 0
                for label in labels]

    def selected(self) -> list[int]:
        classes = self.page.locator(".cubiri-die").evaluate_all("els => els.map(e => e.className)")
        return [i for i, c in enumerate(classes) if "is-selected" in c]

    def choose(self, *indices: int) -> None:
        """Choose the take ``indices``: one tap a die, each waited for until the die shows it."""
        for i in taps(self.dice(), list(indices)):
            self.page.locator(f".cubiri-die-{i}").wait_for()
            self.page.evaluate(TIMED_CLICK, i)

    def confirm(self) -> None:
        self.press("bank")

    def turns(self) -> list[str]:
        """Each seat's count of turns, the score table's last column (read cell by cell: a row's
        text joins its cells with tabs in Chromium, with line breaks in WebKit)."""
        return [c.strip() for c in self.page.locator(".cubiri-score tbody tr td:last-child").all_inner_texts()]

    scores = turns

    def start(self, target: int | None = None) -> None:
        """Start the table the set-up shows, its target typed first if given."""
        if target is not None:
            self.page.locator(".cubiri-target input").fill(str(target))
            self.page.locator(".cubiri-target input").press("Tab")
        self.page.locator(".cubiri-start").click()

    def wait_for_human(self, mirror: MishimashGame) -> None:
        """Wait until the page shows the position ``mirror`` holds at the start of a person's turn."""
        self.wait_until(lambda: self.page.locator(".cubiri-roll button").is_enabled()
                        and self.dice() == [0] * 6 and self.turns() == [str(n) for n in mirror.turns],
                        "the human's turn")

    def play(self, mirror: MishimashGame, policy=human_choice, until=lambda game: game.is_over):
        """The person (seat 0) plays by ``policy(game) -> (indices, "roll" | "bank")``; the
        computers' turns are skipped to on the page while the engine plays them."""
        while not until(mirror):
            if mirror.is_computer_turn:
                while mirror.is_computer_turn:
                    mirror.step_computer()
                self.wait_until(lambda: self.skip_computers() or mirror.is_over
                                or (self.page.locator(".cubiri-roll button").is_enabled()
                                    and self.turns() == [str(n) for n in mirror.turns] and self.dice() == [0] * 6),
                                "the person's turn")
                continue
            turns = mirror.turns[0]
            mirror.roll()
            self.roll()
            while mirror.turns[0] == turns and not mirror.is_over:
                self.wait_until(lambda: self.dice()[:len(mirror.dice)] == list(mirror.dice), "the rolled dice")
                indices, then = policy(mirror)
                self.choose(*indices)
                mirror.take(indices)
                getattr(mirror, then)()
                self.press(then)
        drivers.expect(self.page.locator(".cubiri-end")).to_be_visible(timeout=self.look)
        return mirror
