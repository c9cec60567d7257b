"""Pig's browser driver, registered by name as the built-in games' are (``drivers.of("pig")``):
ROLL and HOLD by their hooks, the scores read off the page."""

from __future__ import annotations

import drivers

from .actions import Hold


@drivers.register("pig")
class PigDriver(drivers.Driver):

    def confirm(self) -> None:
        self.press("hold")

    def scores(self) -> list[str]:
        text = self.page.locator(".cubiri-score").inner_text()
        return [part.rsplit(" ", 1)[1] for part in text.split(" · ")]

    def apply(self, action, mirror) -> None:
        self.confirm() if isinstance(action, Hold) else self.roll()

    def after(self, action, mirror) -> None:
        """The page plays its computer at once after the person's move: so does the mirror, and
        the page must then show the mirror's scores."""
        mirror.play_computers()
        want = [str(score) for score in mirror.scores]
        self.wait_until(lambda: self.scores() == want, f"the scores {want}")
