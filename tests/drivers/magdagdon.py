"""MAGDAGDON's browser driver: a die tapped then a cell, ROLL, CONFIRM, MAGDAGDON accepted on a
chosen cell; after each turn-level action the page's position must be the engine's."""

from __future__ import annotations

import re

from cubiri_panel.magdagdon import AcceptMagdagdon, Confirm, MagdagdonGame, Place, Roll

import drivers


@drivers.register("magdagdon")
class MagdagdonDriver(drivers.Driver):
    """``on_magdagdon(page)``, if set, sees the page once, when MAGDAGDON is offered."""

    on_magdagdon = None

    @staticmethod
    def position(game: MagdagdonGame) -> str:
        """The position as the page's status writes it in ``data-position``."""
        return f"{game.phase.value}|{game.turn}|{game.board_with_prepared.to_text()}|{''.join(map(str, game.dice))}"

    def shows(self, mirror: MagdagdonGame) -> None:
        drivers.expect(self.page.locator(".cubiri-status")).to_have_attribute("data-position", self.position(mirror),
                                                                     timeout=self.look)

    def confirm(self) -> None:
        self.press("confirm")

    def scores(self) -> list[str]:
        return [self.page.locator(".cubiri-final-score").inner_text()]

    def place(self, die: int, row: int, col: int) -> None:
        """Tap the die, see it chosen, tap a legal cell."""
        self.page.locator(f".cubiri-die-{die}").click()
        drivers.expect(self.page.locator(f".cubiri-die-{die}")).to_have_class(re.compile(r"\bis-selected\b"))
        self.page.locator(f".cubiri-cell-{row}-{col}.is-legal").click()

    def accept(self, row: int, col: int) -> None:
        """Accept MAGDAGDON on the cell: the button waits until a cell is chosen."""
        accept = self.page.locator(".cubiri-accept-magdagdon button")
        drivers.expect(accept).to_be_disabled()
        if self.on_magdagdon:
            self.on_magdagdon(self.page)
            self.on_magdagdon = None
        self.page.locator(f".cubiri-cell-{row}-{col}").click()
        drivers.expect(accept).to_be_enabled()
        accept.click()

    def apply(self, action, mirror) -> None:
        if isinstance(action, Roll):
            self.roll()
        elif isinstance(action, Confirm):
            self.confirm()
        elif isinstance(action, Place):
            self.place(action.die, action.row, action.col)
        elif isinstance(action, AcceptMagdagdon):
            self.accept(action.row, action.col)
        else:   # the Majda Powers: no test plays them by clicks yet
            raise NotImplementedError(f"no page move for {action!r}")

    def after(self, action, mirror) -> None:
        # The page handles clicks in order: the whole position after each turn-level action,
        # after a tap on a die only that it is chosen (place() saw it).
        if not isinstance(action, Place):
            self.shows(mirror)

    def play(self, mirror, policy, until=lambda game: game.is_over):
        super().play(mirror, policy, until)
        self.shows(mirror)
        return mirror
