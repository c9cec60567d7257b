"""MAGIKABOOM's browser driver: ROLL, an ingredient kept, STOP; the computers' turns skipped to
the person's; after each move the page's log must be the engine's, line for line."""

from __future__ import annotations

from cubiri_panel.magikaboom import MagikaboomGame, SimpleBot
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.magikaboom.table import log_window
from cubiri_panel.ui.magikaboom.words import event_line

import drivers


@drivers.register("magikaboom")
class MagikaboomDriver(drivers.Driver):

    def choose(self, *indices: int) -> None:
        """Keep the ingredients ``indices`` (a tap on a die keeps it)."""
        for i in indices:
            self.page.locator(f"button.cubiri-die-{i}").click()

    def confirm(self) -> None:
        self.press("stop")

    def scores(self) -> list[str]:
        """Each seat's space on the race, as the score table shows it."""
        rows = self.page.locator(".cubiri-score tbody tr")
        return [rows.nth(seat).locator("td.space").inner_text() for seat in range(rows.count())]

    def start(self) -> None:
        self.page.locator(".cubiri-start").click()
        drivers.expect(self.page.locator(".cubiri-table")).to_be_visible(timeout=self.look)

    def apply(self, action, mirror) -> None:
        if action.kind == "roll":
            self.roll()
        elif action.kind == "keep":
            self.choose(action.die)
        else:
            self.confirm()

    def play(self, mirror: MagikaboomGame, policy=None, until=lambda game: game.is_over, lang: str = "en"):
        """The person plays by ``policy`` (the engine's simple bot by default); the computers'
        turns are skipped to on the page while the engine plays them. After each move the log
        shows the engine's lines (the older ones folded away: their text, not what shows)."""
        policy, t, log = policy or SimpleBot(), Translator(lang), self.page.locator(".cubiri-log li")

        def caught_up() -> list[str]:
            return [event_line(e, mirror.players, t) for e in log_window(mirror.log)[0]]

        def shown() -> list[str]:
            return [line.strip() for line in log.all_text_contents()]

        while not until(mirror):
            if mirror.is_computer_turn:
                while mirror.is_computer_turn:
                    mirror.step_computer()
                self.wait_until(lambda: self.skip_computers() or shown() == caught_up(), "the person's turn")
                continue
            action = policy.choose(mirror)
            self.apply(action, mirror)
            mirror.apply(action)
            drivers.expect(log).to_have_text(caught_up(), timeout=self.look)
        drivers.expect(self.page.locator(".cubiri-end")).to_be_visible(timeout=self.look)
        return mirror
