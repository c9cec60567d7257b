"""The harness itself: an uncaught error, a rejected promise or an error written to the console
in the page reaches the test, in each engine (where WebKit's WebDriver cannot read the console,
the page's hook keeps them, deep.js)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.engines


def test_the_pages_errors_reach_the_test(engine, served):
    engine.open(served, "magdagdon")
    engine.js("setTimeout(() => { throw new Error('thrown on purpose'); }); "
              "Promise.reject(new Error('rejected on purpose')); console.error('logged on purpose');")
    seen = []
    for _ in range(40):
        seen += engine.errors()
        if len([e for e in seen if "on purpose" in e]) >= 3:
            break
        engine.js("return new Promise(done => setTimeout(done, 50))")   # the timer's turn
    assert any("thrown on purpose" in e for e in seen), seen
    assert any("rejected on purpose" in e for e in seen), seen
    assert any("logged on purpose" in e for e in seen), seen
