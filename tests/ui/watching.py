"""What the defaults and monkey tests watch while they play: the page's errors, the browser
console's errors and the server's tracebacks, and the two devices they play on.

Import it from a test in tests/ui (``from watching import Watch, DEVICES, open_device``).
"""

from __future__ import annotations

import os
from pathlib import Path

import matrix

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
READY = ".cubiri-page.cubiri-ready"

# A desktop, and a phone as a phone's browser presents itself (a mobile viewport, touch).
DEVICES = {
    "desktop": dict(viewport={"width": 1280, "height": 800}),
    "phone": dict(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2),
}
# What a server log holds when Python failed in a session (Bokeh and Tornado log a callback's
# exception with its traceback).
FAILURES = ("Traceback (most recent call last)", "Error running application handler", "Exception in callback")


def full_matrix() -> bool:
    """Whether the whole language x device matrix runs (by hand: CUBIRI_FULL_MATRIX=1)."""
    return matrix.FULL


def served_log() -> Path:
    """The log of the session's shared ``panel serve`` (the ``served`` fixture's)."""
    return ARTIFACTS / (f"panel-serve-{WORKER}.log" if WORKER else "panel-serve.log")


def open_device(browser, device: str):
    """A page in a fresh context (empty storage) emulating ``device``."""
    return browser.new_context(**DEVICES[device]).new_page()


class Watch:
    """Collects a page's errors and console errors, and the server log's new failures."""

    def __init__(self, page):
        self.page, self.errors = page, []
        self.log = served_log()
        self.start = self.log.stat().st_size if self.log.exists() else 0
        page.on("pageerror", lambda err: self.errors.append(f"page error: {err}"))
        page.on("console", lambda msg: msg.type == "error" and self.errors.append(f"console error: {msg.text}"))

    def server_failures(self) -> str:
        with open(self.log, encoding="utf-8", errors="replace") as f:
            f.seek(self.start)
            text = f.read()
        return text if any(mark in text for mark in FAILURES) else ""

    def problems(self) -> list[str]:
        found = list(self.errors)
        if failures := self.server_failures():
            found.append(f"server log:\n{failures[-4000:]}")
        return found

    def check(self, where: str = "") -> None:
        problems = self.problems()
        assert not problems, f"{where}\n" + "\n".join(problems)
