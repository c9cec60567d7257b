"""The two engines ``make test-engines`` drives beside Chromium (the fixtures are in conftest.py):

* ``WebKit``: Debian's WebKitGTK WebDriver (``webkit2gtk-driver``), driven by Selenium, in a
  virtual X display (Xvfb): its MiniBrowser has no headless mode.
* ``Firefox``: Debian's Firefox ESR, headless, over WebDriver BiDi by puppeteer-core (npm, in
  build/engines; Debian has no geckodriver), through a small Node script (firefox.mjs) that takes
  one JSON command a line.

Both have the same few moves (``Engine``): ``open``, ``js``, ``wait``, ``click``, ``viewport``,
``errors``. Panel's widgets live in shadow roots, which neither driver's CSS lookups enter: the
page finds them itself (deep.js), and a click is a real pointer's click at the element's centre
once it is in view and still. ``missing(name)`` says why an engine cannot run here.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path
from urllib.parse import urlencode

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
DEEP = (HERE / "deep.js").read_text(encoding="utf-8")
READY = ".cubiri-page.cubiri-ready"
WEBKIT_DRIVER = os.environ.get("WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
ENGINES_DIR = ROOT / os.environ.get("ENGINES_DIR", "build/engines")   # puppeteer-core, from `make engines`
LOOK = 30.0   # seconds a page may take to show what the test waits for (a shared, busy machine)


class Engine:
    """One browser's page, driven by the page's own lookups; subclasses carry the moves."""

    name = ""

    def open(self, base: str, path: str = "", lang: str | None = None, **query) -> None:
        """Go to ``base + path`` with ``?lang=`` and ``query``; wait until the page is ready."""
        params = {**({"lang": lang} if lang else {}), **query}
        self.goto(base + path + (f"?{urlencode(params)}" if params else ""))
        self.wait(f"return cubiriDeep({json.dumps(READY)}).length > 0", "the page to be ready")

    def wait(self, script: str, what: str, timeout: float = LOOK):
        """``script``'s first true value (a function body), polled until ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.js(script)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.name}: timed out waiting for {what}")
            time.sleep(0.05)

    def click(self, chain: str, timeout: float = LOOK, nth: int = 0) -> None:
        """Click the ``nth`` element ``chain`` finds (``cubiriDeep``), as a pointer does."""
        at = self.wait(f"return cubiriTarget({json.dumps(chain)}, {nth})", f"{chain} to be clickable", timeout)
        self.click_at(round(at["x"]), round(at["y"]))

    def attribute(self, chain: str, name: str):
        return self.js(f"const e = cubiriDeep({json.dumps(chain)})[0]; return e ? e.getAttribute({json.dumps(name)}) : null")

    def text(self, chain: str) -> str | None:
        return self.js(f"const e = cubiriDeep({json.dumps(chain)})[0]; return e ? e.textContent.trim() : null")

    # Each engine's own: goto, js (a function body, with the page's helpers defined), click_at,
    # viewport, errors (and empties them), close.


class WebKit(Engine):
    name = "webkit"

    def __init__(self):
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        # -displayfd: Xvfb picks a free display and says which.
        read, write = os.pipe()
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24",
                                      "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as answer:
            display = ":" + answer.readline().strip()
        log = open(ROOT / "test-artifacts" / "webkit-driver.log", "w")
        service = Service(executable_path=WEBKIT_DRIVER, env={**os.environ, "DISPLAY": display},
                          log_output=log)
        try:
            self.driver = webdriver.WebKitGTK(options=Options(), service=service)
        except BaseException:
            self.xvfb.terminate()
            raise
        self.driver.set_window_size(1280, 800)
        self.pending: list[str] = []   # the errors of pages left behind

    def goto(self, url: str) -> None:
        try:
            self.pending += self.errors()
        except Exception:   # no page of ours yet
            pass
        self.driver.get(url)
        self.js("return 1")   # the error hook, as soon as the page has loaded

    def js(self, script: str):
        return self.driver.execute_script(DEEP + "\n" + script)

    def click_at(self, x: int, y: int) -> None:
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        actions = ActionBuilder(self.driver)
        actions.pointer_action.move_to_location(x, y)
        actions.pointer_action.click()
        actions.perform()

    def viewport(self, width: int, height: int) -> None:
        """The page's own width and height (the window's outside, less its frame)."""
        inner = self.driver.execute_script("return [innerWidth, innerHeight]")
        outer = self.driver.get_window_size()
        self.driver.set_window_size(width + outer["width"] - inner[0], height + outer["height"] - inner[1])

    def errors(self) -> list[str]:
        found, self.pending = self.pending + self.js("return window.__cubiriErrors.splice(0)"), []
        return found

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            self.xvfb.terminate()
            self.xvfb.wait(10)


class Firefox(Engine):
    name = "firefox"

    def __init__(self):
        self.log = open(ROOT / "test-artifacts" / "firefox-bidi.log", "w")
        self.node = subprocess.Popen(
            ["node", str(HERE / "firefox.mjs")], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=self.log, text=True, env={**os.environ, "FIREFOX": FIREFOX, "ENGINES_DIR": str(ENGINES_DIR)})
        started = json.loads(self.node.stdout.readline() or '{"error": "firefox.mjs ended; see firefox-bidi.log"}')
        if "error" in started:
            self.close()
            raise RuntimeError(started["error"])
        self.version = started["ready"]

    def _ask(self, command: str, **args):
        self.node.stdin.write(json.dumps({"command": command, **args}) + "\n")
        self.node.stdin.flush()
        answer = json.loads(self.node.stdout.readline() or '{"error": "firefox.mjs ended; see firefox-bidi.log"}')
        if "error" in answer:
            raise RuntimeError(f"firefox: {answer['error']}")
        return answer["value"]

    def goto(self, url: str) -> None:
        self._ask("goto", url=url)

    def js(self, script: str):
        return self._ask("evaluate", script=script)

    def click_at(self, x: int, y: int) -> None:
        self._ask("click", x=x, y=y)

    def viewport(self, width: int, height: int) -> None:
        self._ask("viewport", width=width, height=height)

    def errors(self) -> list[str]:
        return self._ask("errors")

    def close(self) -> None:
        if self.node.poll() is None:
            self.node.stdin.close()
            try:
                self.node.wait(20)
            except subprocess.TimeoutExpired:
                self.node.kill()
                self.node.wait()
        self.log.close()


def missing(name: str) -> str | None:
    """Why ``name``'s engine cannot run here, or None."""
    if name == "webkit":
        for binary in (WEBKIT_DRIVER, "Xvfb"):
            if not shutil.which(binary):
                return f"{binary} not found: `make engines` installs webkit2gtk-driver and xvfb"
        try:
            import selenium  # noqa: F401
        except ImportError:
            return "selenium is not installed: `make engines`"
    else:
        if not shutil.which(FIREFOX) or not shutil.which("node"):
            return f"{FIREFOX} or node not found: `make engines` installs firefox-esr"
        if not (ENGINES_DIR / "node_modules" / "puppeteer-core").is_dir():
            return f"puppeteer-core not in {ENGINES_DIR}: `make engines`"
    return None
