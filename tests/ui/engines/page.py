"""The few moves of Playwright's ``Page`` and ``Locator`` the game drivers (tests/drivers/) make,
over a WebKit or Firefox ``Engine`` (browsers.py): the drivers play a game in these engines as
they do in Chromium, ``drivers.of(game)(EnginePage(engine))``.

A locator is a ``cubiriDeep`` chain (Playwright's CSS also enters open shadow roots) and the
index of the element it means; ``expect(locator)`` (``drivers.expect``) polls the page until the
element shows what is expected or the time is up, as Playwright's does.
"""

from __future__ import annotations

import json
import re
import time

from ui.engines.browsers import LOOK, Engine


class EngineLocator:
    def __init__(self, engine: Engine, chain: str, nth: int = 0):
        self.engine, self.chain, self.index = engine, chain, nth

    def __repr__(self) -> str:
        return f"<{self.engine.name} {self.chain!r}[{self.index}]>"

    def _on(self, body: str):
        """``body`` run with ``el`` the element (or undefined) and ``all`` every match."""
        return self.engine.js(f"const all = cubiriDeep({json.dumps(self.chain)}); const el = all[{self.index}]; {body}")

    def locator(self, selector: str) -> EngineLocator:
        return EngineLocator(self.engine, f"{self.chain} {selector}")

    def nth(self, index: int) -> EngineLocator:
        return EngineLocator(self.engine, self.chain, index)

    @property
    def first(self) -> EngineLocator:
        return self.nth(0)

    def count(self) -> int:
        return self._on("return all.length")

    def click(self, timeout: float | None = None) -> None:
        self.engine.click(self.chain, LOOK if timeout is None else timeout / 1000, self.index)

    def is_visible(self) -> bool:
        return self._on("return !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'")

    def is_enabled(self) -> bool:
        return self._on("return !!el && !el.disabled")

    def wait_for(self, timeout: float | None = None) -> None:
        self.engine.wait(f"return cubiriDeep({json.dumps(self.chain)})[{self.index}]?.getClientRects().length > 0",
                         f"{self} to show", LOOK if timeout is None else timeout / 1000)

    def inner_text(self) -> str:
        self.wait_for()
        return self._on("return el.innerText")

    def get_attribute(self, name: str):
        return self._on(f"return el ? el.getAttribute({json.dumps(name)}) : null")

    def evaluate_all(self, script: str):
        return self._on(f"return ({script})(all)")

    def all_inner_texts(self) -> list[str]:
        return self._on("return all.map(e => e.innerText)")

    def all_text_contents(self) -> list[str]:
        return self._on("return all.map(e => e.textContent)")

    def fill(self, text: str) -> None:
        """Type ``text`` over the field's value, as Playwright's fill does (its input events)."""
        self.wait_for()
        self._on(f"el.focus(); el.value = {json.dumps(text)}; el.dispatchEvent(new Event('input', {{bubbles: true}}))")

    def press(self, key: str) -> None:
        """Only the keys that leave a field (its value committed: Bokeh's inputs listen for change)."""
        if key not in ("Tab", "Enter"):
            raise NotImplementedError(f"no {key} key in the engines' page")
        self._on("el.dispatchEvent(new Event('change', {bubbles: true})); el.blur()")

    def expect(self) -> Expectation:
        return Expectation(self)


class Expectation:
    """Playwright's assertions the drivers use, polled until ``timeout`` ms."""

    def __init__(self, locator: EngineLocator):
        self.locator = locator

    def _until(self, check, what: str, timeout: float | None) -> None:
        deadline = time.monotonic() + (LOOK if timeout is None else timeout / 1000)
        while not check():
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.locator.engine.name}: {self.locator} did not come to {what}")
            time.sleep(0.05)

    def to_have_attribute(self, name: str, value: str, timeout: float | None = None) -> None:
        self._until(lambda: self.locator.get_attribute(name) == value, f"have {name}={value!r}", timeout)

    def to_have_class(self, pattern: re.Pattern, timeout: float | None = None) -> None:
        self._until(lambda: re.search(pattern, self.locator.get_attribute("class") or ""),
                    f"have the class {pattern.pattern}", timeout)

    def to_be_visible(self, timeout: float | None = None) -> None:
        self._until(self.locator.is_visible, "be visible", timeout)

    def to_be_enabled(self, timeout: float | None = None) -> None:
        self._until(self.locator.is_enabled, "be enabled", timeout)

    def to_be_disabled(self, timeout: float | None = None) -> None:
        self._until(lambda: self.locator.count() > self.locator.index and not self.locator.is_enabled(),
                    "be disabled", timeout)

    def to_have_text(self, expected, timeout: float | None = None) -> None:
        """One text for one element, or a list for every match (each trimmed, as Playwright's)."""
        if isinstance(expected, str):
            self._until(lambda: self.locator._on("return el ? el.textContent.trim() : null") == expected,
                        f"read {expected!r}", timeout)
        else:
            self._until(lambda: [t.strip() for t in self.locator.all_text_contents()] == list(expected),
                        f"read {expected!r}", timeout)


class EnginePage:
    """A WebKit or Firefox page with the moves of Playwright's ``Page`` the drivers make."""

    def __init__(self, engine: Engine):
        self.engine = engine

    def goto(self, url: str) -> None:
        self.engine.goto(url)

    def wait_for_selector(self, selector: str, state: str = "attached", timeout: float | None = None) -> None:
        self.engine.wait(f"return cubiriDeep({json.dumps(selector)}).length > 0", f"{selector} in the page",
                         LOOK if timeout is None else timeout / 1000)

    def wait_for_timeout(self, ms: float) -> None:
        time.sleep(ms / 1000)

    def locator(self, selector: str) -> EngineLocator:
        return EngineLocator(self.engine, selector)

    def evaluate(self, script: str, arg=None):
        return self.engine.js(f"return ({script})({json.dumps(arg)})")
