"""Lighthouse's performance figures for every page of the built site (run by hand after `make
site` and `make audit-tools`; starts Chromium, so wrap it in the shared lock:
`flock /tmp/cubiri-browser.lock .venv/bin/python benchmarks/bench_lighthouse.py [build/site] [--only TEXT]`;
``--only lessons/`` audits only the pages whose address holds that text).

The site is served gzip-compressed (site/serve.py), Lighthouse keeps its mobile defaults
(simulated slow 4G, a 4x slower CPU): per page, the performance score, first and largest
paint, total blocking time, layout shift and speed index. Timings, so not a test: the audits
that do not depend on timing are (tests/website/test_audits.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "site"))
import lighthouse  # noqa: E402
from serve import serve  # noqa: E402

FIGURES = {"first paint": "first-contentful-paint", "largest paint": "largest-contentful-paint",
           "blocking": "total-blocking-time", "shift": "cumulative-layout-shift", "speed index": "speed-index"}


def main() -> None:
    args = sys.argv[1:]
    only = args.pop(args.index("--only") + 1) if "--only" in args else ""
    args = [a for a in args if a != "--only"]
    site = Path(args[0] if args else ROOT / "build" / "site")
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_port}/"
    print(f"{'page':<28} {'perf':>4} " + " ".join(f"{name:>13}" for name in FIGURES))
    for page in [p for p in lighthouse.pages(site) if only in p]:
        report = lighthouse.audit(base + page, ("performance",))
        audits = report["audits"]
        figures = " ".join(f"{audits[key]['displayValue'] if 'displayValue' in audits[key] else '-':>13}"
                           for key in FIGURES.values())
        print(f"{page:<28} {lighthouse.scores(report)['performance']:>4} {figures}", flush=True)
    server.shutdown()


if __name__ == "__main__":
    main()
