"""What the test session makes once for all its pytest-xdist workers: the built site, the
Pyodide harness, the games played from the site's wheels.

Each worker asks ``once(tmp_path_factory, name, make)``: the first to ask makes it, under a
file lock, into a folder every worker shares; the others wait for it and read what it returned.
The builds that write into the source tree (``pip wheel .`` uses its build/ folder) take the
``source-tree`` lock, so two are never made at once.
"""

from __future__ import annotations

import fcntl
import json
import pickle
import re
import subprocess
import sys
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path


def shared_folder(tmp_path_factory) -> Path:
    """The folder every worker of this session sees (the session's own temporary folder
    when there are no workers)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if base.name.startswith("popen-gw") else base


@contextmanager
def locked(tmp_path_factory, name: str):
    with open(shared_folder(tmp_path_factory) / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def once(tmp_path_factory, name: str, make: Callable[[Path], object]):
    """``make(folder)``'s JSON-safe result, made by the first worker to ask, into ``folder``."""
    folder = shared_folder(tmp_path_factory) / name
    done = folder.with_name(f"{name}.json")
    with locked(tmp_path_factory, name):
        if not done.exists():
            folder.mkdir(exist_ok=True)
            done.write_text(json.dumps(make(folder)))
    return json.loads(done.read_text())


def lesson_numbers(tmp_path_factory) -> Path:
    """A pickle of every lesson's numbers (``site/build.py``'s ``lesson_numbers()``), computed
    once for the lessons' checks and the site's build."""
    def compute(folder: Path) -> str:
        from cubiri_panel import lessons
        path = folder / "numbers.pickle"
        path.write_bytes(pickle.dumps({name: lessons.lesson_numbers(name) for name in lessons.NUMBERS}))
        return str(path)

    return Path(once(tmp_path_factory, "lesson-numbers", compute))


def site_build(tmp_path_factory) -> tuple[Path, set[str]]:
    """The static site, built as `make site` builds it, and the compiled wheels the build printed
    as missing (all three here, where the Pyodide CDN cannot be reached; none where it can)."""
    root = Path(__file__).resolve().parents[1]

    def build(folder: Path) -> list[str]:
        numbers = lesson_numbers(tmp_path_factory)
        with locked(tmp_path_factory, "source-tree"):
            done = subprocess.run([sys.executable, str(root / "site" / "build.py"), "--out", str(folder / "site"),
                                   "--numbers", str(numbers)], check=True, capture_output=True, text=True)
        return re.findall(r"^missing: (\S+)", done.stdout, re.M)

    missing = once(tmp_path_factory, "site-build", build)
    return shared_folder(tmp_path_factory) / "site-build" / "site", set(missing)
