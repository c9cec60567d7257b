"""How long ``site/minify.py`` takes over the Python a page downloads.

The site's build strips every module of the standard library's zip and of the wheels
(``site/stdlib.py``, ``site/packages.py``); the build, and so every test run that builds the site,
waits on it. This prints the CPU time of :func:`minify.strip` over the modules of the installed
Panel, Bokeh and param packages and of the standard library's top level, and the
bytes before and after.

    .venv/bin/python benchmarks/bench_minify.py
"""

import sys
import sysconfig
import time
from pathlib import Path

import bokeh
import panel
import param

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "site"))
import minify  # noqa: E402

FOLDERS = {"panel": Path(panel.__file__).parent, "bokeh": Path(bokeh.__file__).parent,
           "param": Path(param.__file__).parent}


def sources() -> dict[str, list[str]]:
    found = {name: [p.read_text(encoding="utf-8") for p in sorted(folder.rglob("*.py"))]
             for name, folder in FOLDERS.items()}
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    found["stdlib (top level)"] = [p.read_text(encoding="utf-8", errors="surrogateescape")
                                   for p in sorted(stdlib.glob("*.py"))]
    return found


def main() -> None:
    print(f"{'modules':>28} {'count':>6} {'CPU s':>7} {'MB before':>10} {'MB after':>9}")
    total = 0.0
    for name, texts in sources().items():
        began = time.process_time()
        out = [minify.strip(text, ("help",)) for text in texts]
        spent = time.process_time() - began
        total += spent
        print(f"{name:>28} {len(texts):>6} {spent:>7.2f} {sum(map(len, texts)) / 1e6:>10.2f} "
              f"{sum(map(len, out)) / 1e6:>9.2f}")
    print(f"{'in all':>28} {'':>6} {total:>7.2f}")


if __name__ == "__main__":
    main()
