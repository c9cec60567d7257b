"""One browser driver a game, for every browser test: ``drivers.of("mishimash")(page)``.

A driver plays a game on a page the way a player does, by its test hooks (``.cubiri-roll``,
``.cubiri-die-<i>``, ...), and checks the page against the engine replaying the same game: the
browser tests that play a game (the defaults, a game's own browser tests, the static site's
whole game) ask their game's driver instead of writing their own clicks. Tests that drive the
page another way on purpose (by keyboard alone, by role and name alone, by random taps) keep
their own way and share the driver's reading of the page.

Every driver has the base's interface (``Driver``): ``open`` a page and wait until it is
ready (the page root gets ``cubiri-ready``), ``roll``, ``choose`` dice, ``confirm`` the turn
(MAGDAGDON's CONFIRM, MISHIMASH's BANK, MAGIKABOOM's STOP), read the ``scores``, ``apply`` one
engine action, and ``play`` a whole game by a policy while the engine follows.

A driver makes only the moves of Playwright's page the engines' page (tests/ui/engines/page.py)
also makes, and asserts with ``drivers.expect``: the same drivers play in WebKit and Firefox.

A game's driver registers itself by name with ``@drivers.register("<name>")``: the three
games' drivers live here (``drivers/<name>.py``); a game written elsewhere puts its driver in
its own test folder as ``<name>/driver.py`` (tests/pig/driver.py for Pig), which ``of`` imports
the first time the game is asked for. Nothing here names a game.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable

from playwright.sync_api import expect as playwright_expect

READY = ".cubiri-page.cubiri-ready"   # the shell's root, once saved data and settings are applied
LOOK = 30_000                         # ms a page may take to show what the engine says it shows

_DRIVERS: dict[str, type[Driver]] = {}


def expect(locator):
    """Playwright's ``expect``, or the engines' page's own for its locators (they carry it)."""
    own = getattr(locator, "expect", None)
    return own() if own else playwright_expect(locator)


def register(name: str):
    """Class decorator: the driver of the game ``name``."""
    def add(cls: type[Driver]) -> type[Driver]:
        cls.game = name
        _DRIVERS[name] = cls
        return cls
    return add


def of(name: str) -> type[Driver]:
    """The driver class of the game ``name``: registered already, or by importing
    ``drivers.<name>`` or the game's own ``<name>.driver``."""
    for module in (f"drivers.{name}", f"{name}.driver"):
        if name in _DRIVERS:
            break
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as missing:
            if missing.name not in (module, module.rpartition(".")[0]):
                raise
    if name not in _DRIVERS:
        raise LookupError(f"no browser driver registered for the game {name!r}")
    return _DRIVERS[name]


class Driver:
    """A page of one game, played by its hooks. Subclasses say how each move is made."""

    game = ""

    def __init__(self, page, look: int = LOOK):
        self.page, self.look = page, look

    # -- the page -------------------------------------------------------------------------

    def open(self, base: str, path: str | None = None, **query):
        """Go to ``base + path`` (the game's own page by default) with ``query``, and wait until
        the page is ready; returns the page."""
        address = base + (self.game if path is None else path)
        if query:
            address += "?" + "&".join(f"{k}={v}" for k, v in query.items())
        self.page.goto(address)
        return self.wait_ready()

    def wait_ready(self):
        self.page.wait_for_selector(READY, state="attached", timeout=self.look)
        return self.page

    def wait_until(self, check: Callable[[], object], what: str, timeout: float = 30.0):
        """``check()``'s first true value, polled until ``timeout`` seconds have passed."""
        deadline = time.monotonic() + timeout
        while True:
            value = check()
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what}")
            self.page.wait_for_timeout(50)

    def press(self, hook: str) -> None:
        """Press a Panel button by its hook (``.hook button``, so that Playwright waits until
        the button itself is enabled, not merely its wrapper)."""
        self.page.locator(f".cubiri-{hook} button").click()

    def skip_computers(self) -> None:
        """Press "Skip to my turn" while it is shown (the computer may finish first)."""
        skip = self.page.locator(".cubiri-skip button")
        if skip.is_visible():
            try:
                skip.click(timeout=2_000)
            except Exception:  # hidden between the look and the press: the turn came back already
                pass

    # -- the moves ------------------------------------------------------------------------

    def roll(self) -> None:
        self.press("roll")

    def choose(self, *indices: int) -> None:
        """Tap the dice ``indices``."""
        for i in indices:
            self.page.locator(f".cubiri-die-{i}").click()

    def confirm(self) -> None:
        """End the turn's choices (the game's own button)."""
        raise NotImplementedError

    def scores(self) -> list[str]:
        """Each seat's score as the page shows it."""
        raise NotImplementedError

    def apply(self, action, mirror) -> None:
        """Make the engine ``action`` on the page; ``mirror`` is the engine before it."""
        raise NotImplementedError

    def shows(self, mirror) -> None:
        """Wait until the page shows ``mirror``'s position (no check by default)."""

    def play(self, mirror, policy, until=lambda game: game.is_over):
        """Play ``policy.choose(mirror)``'s actions on the page and on ``mirror`` until
        ``until(mirror)``; returns ``mirror``."""
        while not until(mirror):
            action = policy.choose(mirror)
            self.apply(action, mirror)
            mirror.apply(action)
            self.after(action, mirror)
        return mirror

    def after(self, action, mirror) -> None:
        """What to check once ``action`` is made on both (nothing by default)."""
