"""Lighthouse (npm, ``make audit-tools``) on the built site, served gzip-compressed (``serve.py``),
with its mobile defaults: ``python site/lighthouse.py [build/site] [--performance]`` audits every
page and prints each one's scores and the audits it fails. Starts Chromium: run it under the
shared browser lock.

Without ``--performance`` only the audits that do not depend on timing run (accessibility,
best practices, SEO: tests/website/test_audits.py checks them on one page of each kind);
``benchmarks/bench_lighthouse.py`` prints the performance figures.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
from pathlib import Path

from serve import serve

ROOT = Path(__file__).resolve().parents[1]
LIGHTHOUSE = ROOT / "build" / "audit" / "node_modules" / ".bin" / "lighthouse"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TIMELESS = ("accessibility", "best-practices", "seo")
#: The audit a game page of a build without the compiled wheels fails, and must: the page
#: logs why the game could not start (the notice says so to the visitor).
NO_WHEELS = "errors-in-console"


def pages(site: Path) -> list[str]:
    """Every page of the site, as addresses relative to its root: the landing page in each
    language, each game with and without ``?embed=1``, every lesson (each with its lab)."""
    games = sorted(p.name for p in site.glob("*.html") if not p.name.startswith("index"))
    return [*sorted(p.name for p in site.glob("index*.html")),
            *(f"{game}{query}" for game in games for query in ("", "?embed=1")),
            *sorted(f"lessons/{p.name}" for p in (site / "lessons").glob("*.html"))]


def audit(url: str, categories=TIMELESS, chromium: str = CHROMIUM) -> dict:
    """Lighthouse's report of ``url`` (mobile profile) as JSON."""
    if not LIGHTHOUSE.is_file():
        raise FileNotFoundError(f"no Lighthouse at {LIGHTHOUSE}: run `make audit-tools` (make test does it)")
    done = subprocess.run(
        [str(LIGHTHOUSE), url, "--quiet", "--output=json", "--output-path=stdout",
         f"--only-categories={','.join(categories)}", "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
         "--skip-audits=full-page-screenshot,screenshot-thumbnails,final-screenshot"],
        capture_output=True, text=True, timeout=300, env={**os.environ, "CHROME_PATH": chromium})
    if done.returncode != 0:
        raise RuntimeError(f"Lighthouse failed on {url}: {done.stderr[-2000:]}")
    return json.loads(done.stdout)


def scores(report: dict) -> dict[str, int]:
    return {name: round(category["score"] * 100) for name, category in report["categories"].items()}


def failed(report: dict) -> dict[str, list[str]]:
    """The audits each category counts that the page fails (score below 1), by id."""
    audits = report["audits"]
    return {name: [ref["id"] for ref in category["auditRefs"] if ref["weight"] > 0
                   and audits[ref["id"]]["score"] is not None and audits[ref["id"]]["score"] < 1]
            for name, category in report["categories"].items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path, nargs="?", default=ROOT / "build" / "site")
    parser.add_argument("--performance", action="store_true", help="the performance category too")
    args = parser.parse_args()
    server = serve(args.site)
    base = f"http://127.0.0.1:{server.server_port}/"
    categories = ("performance", *TIMELESS) if args.performance else TIMELESS
    for page in pages(args.site):
        report = audit(base + page, categories)
        fails = {name: ids for name, ids in failed(report).items() if ids}
        print(f"{page:<28} {scores(report)}" + (f" failing: {fails}" if fails else ""), flush=True)
    server.shutdown()


if __name__ == "__main__":
    main()
