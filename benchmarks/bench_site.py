"""Figures of the static site (run by hand after `make site`): files and bytes of build/site,
and what a first visit to each game page fetches, raw and gzip, split into what this build
holds and what the online build adds (the compiled wheels this build could not fetch; their
sizes are not in the Pyodide lock, so they are listed by name).

    .venv/bin/python benchmarks/bench_site.py [build/site]
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from pathlib import Path

SITE = Path(sys.argv[1] if len(sys.argv) > 1 else "build/site")


def gz(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), 6))


def first_visit(game: str) -> tuple[list[Path], list[str]]:
    page = (SITE / f"{game}.html").read_text()
    config = json.loads(re.search(r'id="cubiri-config">(.*?)</script>', page, re.S)[1])
    lock = json.loads((SITE / "packages" / "pyodide-lock.json").read_text())["packages"]
    files = [SITE / f"{game}.html", SITE / "static" / "boot.js", SITE / "static" / "worker.js",
             SITE / "vendor/panel/css/loading.css", SITE / f"prerender/{game}.en.json",
             SITE / "packages" / "pyodide-lock.json"]
    files += [SITE / s for s in re.findall(r'<script src="([^"]+)"', page)]
    files += [SITE / "pyodide" / n for n in ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")]
    wheels = [SITE / "packages" / lock[name]["file_name"] for name in config["packages"]]
    return files + [w for w in wheels if w.is_file()], [w.name for w in wheels if not w.is_file()]


def main() -> None:
    files = [p for p in SITE.rglob("*") if p.is_file()]
    print(f"build/site: {len(files)} files, {sum(p.stat().st_size for p in files):,} bytes")
    for game in ("magdagdon", "mishimash", "magikaboom"):
        held, missing = first_visit(game)
        raw, packed = sum(p.stat().st_size for p in held), sum(gz(p) for p in held)
        print(f"{game}: first visit {len(held)} files here, {raw:,} bytes raw, {packed:,} gzip; "
              f"the online build adds {len(missing)}: {', '.join(missing) or 'nothing'}")


if __name__ == "__main__":
    main()
