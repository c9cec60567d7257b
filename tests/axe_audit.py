"""axe-core (the WCAG engine behind Lighthouse) run inside a Playwright page.

axe-core comes from npm like the Pyodide core (``make axe`` installs it into build/axe); the
path of its ``axe.min.js`` is ``$AXE_JS`` (``make test`` sets it), else the Makefile's place.

``violations(page)`` runs axe over the whole page (``violations(page, locator)``: inside one
element), with the rules of WCAG 2.2 A and AA, and
returns its findings as lines ("rule (impact): target: what is wrong"); ``audit(page, where)``
asserts there are none.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
AXE_JS = Path(os.environ.get("AXE_JS") or ROOT / "build/axe/node_modules/axe-core/axe.min.js")
# Every WCAG 2.0, 2.1 and 2.2 rule of levels A and AA that axe tags.
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]

RUN = """async ([tags, root]) => {
  const result = await axe.run(root || document, {runOnly: {type: "tag", values: tags},
                                                  resultTypes: ["violations"]});
  return result.violations.flatMap(v => v.nodes.map(n =>
    `${v.id} (${v.impact}): ${n.target.join(" ")}: ${n.failureSummary.replace(/\\s+/g, " ")}`));
}"""


def axe_source() -> str:
    if not AXE_JS.is_file():
        pytest.fail(f"axe-core is not at {AXE_JS}: run `make axe` (or set AXE_JS)")
    return AXE_JS.read_text(encoding="utf-8")


def violations(page, within=None) -> list[str]:
    """axe's WCAG 2.2 A/AA findings on ``page`` as it is now, or only inside the element of the
    locator ``within`` (axe is injected once per document)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(content=axe_source())
    return page.evaluate(RUN, [WCAG_TAGS, within.element_handle() if within is not None else None])


def audit(page, where: str) -> None:
    found = violations(page)
    assert not found, f"{where}: {len(found)} axe violations:\n" + "\n".join(found)
