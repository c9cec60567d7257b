"""The Python packages a game page installs in Pyodide, and the ``pyodide-lock.json`` naming them.

Every package comes from the site itself, in one batch while Pyodide boots (no micropip, no
package-index look-up at run time). The lock holds only what rendering and playing the three
games imports (tests/website/test_lock.py draws and plays the three games in CPython with
nothing else importable: pandas, pillow, contourpy, nh3, narwhals, xyzservices, requests
and panel-material-ui are never imported; tornado is only Panel's server, which
Panel does not import in Pyodide):

* pure-Python wheels from the package index, the versions this build runs: param, pyviz_comms,
  bokeh and panel (both without the JavaScript and CSS they bundle, which the page loads from
  ``vendor/``), jinja2, packaging, the Markdown packages the rules need, and pyodide-http
  (Panel's Pyodide module imports pandas in its place when it is missing), each without the
  modules the games never import (``PURE``);
* the compiled wheels only the Pyodide CDN carries (numpy, pyyaml, markupsafe), fetched at
  build time where the network allows, and kept only if they match the sha256 in the lock of
  the npm package of Pyodide;
* the project's own wheel, without the MISHIMASH tables (the optimal turn values, and the
  champion player's reach values and win chances) and the MAGIKABOOM race table, and each
  game's tables in a wheel of their own that only its page loads, once its game is live
  (``later_packages``). They go into the same folder of ``cubiri_panel``, so the engine reads
  them as it does from an ordinary install.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import shutil
import subprocess
import sys
import tomllib
import urllib.error
import urllib.request
import zipfile
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path

import minify

from cubiri_panel import registry

PYODIDE_VERSION = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text())["tool"]["cubiri"]["pyodide"]
# Only the build reads this address: the site never fetches from it.
PYODIDE_CDN = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"

# name in the lock -> (distribution to download, import names, members left out of the wheel).
# What is left out is what drawing and playing the three games never imports (the trace of
# tests/website/test_lock.py, which plays them from these wheels: an import of a member left
# out fails it), nor Panel's Pyodide module (panel/io/pyodide.py, which the worker runs).
PURE = {
    "param": ("param", ["param"], ("param/ipython.py", "param/mypy_plugin.py", "numbergen/*")),
    # Left out: the tests, and JupyterLab's extension but its package.json (read on import).
    "pyviz-comms": ("pyviz_comms", ["pyviz_comms"], ("pyviz_comms/tests/*", "pyviz_comms-*.data/*",
                                                     "pyviz_comms/labextension/static/*", "pyviz_comms/labextension/schemas/*")),
    # Left out: the JavaScript (the page loads it from vendor/), type stubs, the Sphinx
    # extension, the sample-data loader, the integrity hashes of every other release of
    # BokehJS (its own release's are read when Panel names Bokeh's CDN files), plotting, the
    # command line's commands (Panel reads bokeh.command.util) and the server's client.
    "bokeh": ("bokeh", ["bokeh"], ("bokeh/server/static/*", "*.pyi", "typings/*", "bokeh/sphinxext/*",
                                   "bokeh/sampledata/*", "bokeh/_sri/*", "bokeh/plotting/*", "bokeh/command/subcommand*",
                                   "bokeh/command/bootstrap.py", "bokeh/client/*", "bokeh/__main__.py", "bokeh/io/webdriver.py",
                                   "bokeh/layouts.py", "bokeh/transform.py", "bokeh/driving.py", "bokeh/ext.py",
                                   "bokeh/models/util/*", "bokeh/util/hex.py", "bokeh/util/info.py",
                                   "bokeh/util/package.py", "bokeh/util/terminal.py")),
    # Left out: the JavaScript and CSS (vendor/), the tests, and the TypeScript sources of its
    # models with their build files (compiled into panel.min.js; package.json stays, Panel reads
    # its version from it); the command line, the server's extras (authentication, admin page,
    # REST, FastAPI, Django, Jupyter, conversion) and the Python side of models no game shows.
    # Left out too: the page templates' files (the games use no template; a template's module
    # names them, and only drawing one reads them).
    "panel": ("panel", ["panel"], ("panel/dist/*", "panel/tests/*", "panel/*.ts", "*.less",
                                   "panel/template/*.html", "panel/template/*.css", "panel/template/*.js",
                                   "panel/package-lock.json", "panel/eslint.config.js", "panel/tsconfig.json",
                                   "panel/command/*", "panel/__main__.py", "panel/auth.py", "panel/compiler.py",
                                   "panel/chat/langchain.py", "panel/pane/vtk/synchronizable_*",
                                   *(f"panel/io/{name}.py" for name in ("admin", "compile", "convert", "django", "fastapi",
                                                                        "jupyter_executor", "jupyter_server_extension", "rest")),
                                   *(f"panel/models/{name}.py" for name in ("ace", "deckgl", "echarts", "file_dropper",
                                                                            "jsoneditor", "katex", "mathjax", "perspective",
                                                                            "plotly", "quill", "tabulator", "terminal",
                                                                            "vega", "vizzu", "vtk")))),
    "jinja2": ("Jinja2", ["jinja2"], ("jinja2/ext.py", "jinja2/sandbox.py", "jinja2/meta.py", "jinja2/nativetypes.py")),
    # Panel reads only its version module.
    "packaging": ("packaging", ["packaging"], ("packaging/*",)),
    # The rules: markdown-it turns their text into HTML, in Python, when the rules open
    # (cubiri_panel/ui/rules.py: CommonMark and tables, no plugins).
    "markdown-it-py": ("markdown-it-py", ["markdown_it"], ("markdown_it/cli/*", "markdown_it/tree.py")),
    "mdurl": ("mdurl", ["mdurl"], ()),
}
# Pure-Python wheels a page installs only once it is live, or when it first needs them: segno,
# the QR writer of a game handed in to a class (its end screen waits for it) and of a class's
# link (the Class results page's engine). Left out: its command line and the writers of vCards
# and Wi-Fi codes.
LATER_PURE = {"segno": ("segno", ["segno"], ("segno/cli.py", "segno/helpers.py", "*.pyi"))}
# The settings' documentation (Bokeh's ``help=``, Param's ``doc=`` in Panel), which only help
# pages show: emptied (minify.py).
HELP = {"bokeh": ("help",), "panel": ("doc",)}
# Members kept although a pattern above names them.
KEPT = {"bokeh": (f"bokeh/_sri/{version('bokeh')}.json",),
        "packaging": ("packaging/__init__.py", "packaging/version.py")}
# The compiled wheels' members the games never import: whole subpackages of numpy, which Bokeh
# imports (the trace of tests/website/test_lock.py plays with numpy cut the same way). Their
# code and compression stay as Pyodide built them (``slim``).
SLIMMED = {"numpy": ("numpy/random/*", "numpy/fft/*", "numpy/polynomial/*", "numpy/ma/*", "numpy/f2py/*",
                     "numpy/testing/*", "numpy/typing/*", "numpy/distutils/*", "numpy/doc/*",
                     "numpy/_pyinstaller/*", "numpy/*/tests/*", "numpy/tests/*", "*.pyi")}
# fnmatch's "*" crosses "/": "panel/*.ts" is every TypeScript file under panel/.
# Not installed in the build's environment (it is for Pyodide alone): pinned to Pyodide's own.
PINNED = {"pyodide-http": ("pyodide-http", "0.2.2", ["pyodide_http"])}
COMPILED = ("numpy", "pyyaml", "markupsafe")
PROJECT = "cubiri-panel"

#: Files of the project no page runs: the scripts that rebuild the shipped tables, and the
#: plain search the expert is measured against (benchmarks/), both run by hand; the static
#: site's own texts, which its build writes into the pages.
NOT_ON_THE_SITE = ("cubiri_panel/*/solvers/build_*.py", "cubiri_panel/*/solvers/flat_search.py",
                   "cubiri_panel/ui/locales/*/site.json")
#: The groups of a catalog that only the site's pages show, which its build writes into them
#: (the Class results page's, the class link's on the home page): left out of the catalog in the
#: wheel, as site.json is, so that a game's first visit does not fetch them.
PAGE_TEXTS = {"classroom": ("page", "table", "reasons", "link")}


def page_texts_out(name: str, data):
    """A catalog of the wheel (``name``, its member) without its :data:`PAGE_TEXTS`."""
    if fnmatch.fnmatch(name, "cubiri_panel/ui/locales/*/*.json") and Path(name).stem in PAGE_TEXTS:
        return {key: value for key, value in data.items() if key not in PAGE_TEXTS[Path(name).stem]}
    return data


def table_package(game: str) -> str:
    """The name of the wheel that holds ``game``'s solved tables."""
    return f"cubiri-{game}-table"


#: Each game's tables (its record's ``solved_tables``), a wheel of their own that only its page
#: (and the lessons that play it) loads; they go into the same folder of ``cubiri_panel``, so the
#: engine reads them as ever.
TABLES = {table_package(record.name): (record.solved_tables, f"The {record.title} solved tables")
          for record in registry.records() if record.solved_tables}
TABLE_GAMES = {table_package(record.name): record.name for record in registry.records() if record.solved_tables}


@dataclass(frozen=True)
class Missing:
    """A compiled wheel the lock names that this build could not fetch."""
    file_name: str
    url: str
    reason: str


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def npm_lock(core: Path) -> dict:
    return json.loads((core / "pyodide-lock.json").read_text())


# Every wheel is written stored: the site is served compressed, and one compressed stream of a
# whole wheel is smaller than its members compressed one by one.
STORED = zipfile.ZIP_STORED


def repack(source: Path, target: Path, drop=lambda name: False, extra: dict[str, bytes] | None = None,
           keywords: tuple[str, ...] = (), edit=lambda name, data: data) -> Path:
    """``source`` rewritten as ``target`` without the members ``drop`` names (RECORD rewritten to
    match), plus ``extra`` members; its Python sources without docstrings and comments
    (``minify.py``; the texts of ``keywords`` arguments emptied too) and its JSON without
    whitespace (and as ``edit(name, data)`` leaves it); stored, not deflated (``STORED``)."""
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w", STORED) as new:
        record = next(n for n in old.namelist() if n.endswith(".dist-info/RECORD"))
        kept = [info for info in old.infolist() if not drop(info.filename) and info.filename != record]
        lines = []
        for info in kept:
            data = old.read(info)
            if info.filename.endswith(".py"):
                data = minify.strip(data.decode(), keywords).encode()
            elif info.filename.endswith(".json"):  # the texts' catalogs: their indentation is for people
                data = json.dumps(edit(info.filename, json.loads(data)), ensure_ascii=False, separators=(",", ":")).encode()
            elif info.filename.endswith(".dist-info/METADATA"):  # its headers; the long description is for PyPI
                data = data.split(b"\n\n")[0] + b"\n"
            new.writestr(info, data, compress_type=STORED)
            lines.append(record_line(info.filename, data))
        for name, data in (extra or {}).items():
            new.writestr(name, data)
            lines.append(record_line(name, data))
        new.writestr(record, "\n".join([*lines, f"{record},,"]) + "\n")
    return target


def slimmed(name: str, member: str) -> bool:
    """Whether ``member`` of the compiled wheel ``name`` is left out (``SLIMMED``)."""
    return any(fnmatch.fnmatchcase(member, pattern) for pattern in SLIMMED.get(name, ()))


def slim(name: str, source: Path, target: Path) -> Path:
    """The compiled wheel ``source`` as ``target`` without the members ``SLIMMED`` names, the
    rest as it was (compression included; RECORD rewritten to match)."""
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w") as new:
        record = next(n for n in old.namelist() if n.endswith(".dist-info/RECORD"))
        lines = []
        for info in old.infolist():
            if not slimmed(name, info.filename) and info.filename != record:
                data = old.read(info)
                new.writestr(info, data)
                lines.append(record_line(info.filename, data))
        new.writestr(old.getinfo(record), "\n".join([*lines, f"{record},,"]) + "\n")
    return target


def record_line(name: str, data: bytes) -> str:
    """A RECORD line without the member's hash: nothing checks it where the site installs the
    wheel (the lock's sha256 covers the whole wheel), and hashes are bytes gzip cannot shrink."""
    return f"{name},,{len(data)}"


def pip(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", *args], check=True)


def download(dist: str, release: str, cache: Path) -> Path:
    """The pure-Python wheel of ``dist==release`` from the package index (kept in ``cache``)."""
    prefix = dist.lower().replace("-", "_")
    found = [p for p in cache.glob("*.whl") if p.name.lower().startswith(f"{prefix}-{release}-")]
    if not found:
        pip("download", "--no-deps", "--only-binary", ":all:", "--implementation", "py",
            "--python-version", "3.13", "--platform", "any", "-d", str(cache), f"{dist}=={release}")
        found = [p for p in cache.glob("*.whl") if p.name.lower().startswith(f"{prefix}-{release}-")]
    (wheel,) = found
    return wheel


def fetch_compiled(entry: dict, cache: Path, reachable: list[bool]) -> Path | Missing:
    """A compiled wheel from the Pyodide CDN, checked against the npm lock's sha256."""
    name, url = entry["file_name"], PYODIDE_CDN + entry["file_name"]
    path = cache / name
    if not path.is_file() and reachable[0]:
        try:
            with urllib.request.urlopen(url, timeout=20) as response:
                data = response.read()
        except (urllib.error.URLError, OSError) as error:
            if not isinstance(error, urllib.error.HTTPError):
                reachable[0] = False  # one unreachable host is enough: do not wait on each file
            return Missing(name, url, str(getattr(error, "reason", error)))
        if hashlib.sha256(data).hexdigest() != entry["sha256"]:
            return Missing(name, url, "sha256 differs from the Pyodide lock")
        path.write_bytes(data)
    if not path.is_file():
        return Missing(name, url, "the Pyodide CDN cannot be reached")
    if sha256(path) != entry["sha256"]:
        return Missing(name, url, "sha256 differs from the Pyodide lock")
    return path


def project_wheels(root: Path, into: Path) -> tuple[Path, dict[str, Path]]:
    """The project's wheel without the games' tables, and each game's tables in a wheel of
    their own (``TABLES``)."""
    built = into / "built"
    built.mkdir()
    pip("wheel", "--no-deps", "-w", str(built), str(root))
    (wheel,) = built.glob("cubiri_panel-*.whl")
    tabled = {member for members, _ in TABLES.values() for member in members}
    # Left out: the tables, the translators' guide, and the texts only the site's pages show.
    project = repack(wheel, into / wheel.name, drop=lambda name: name in tabled or name.endswith("locales/README.md")
                     or any(fnmatch.fnmatch(name, pattern) for pattern in NOT_ON_THE_SITE), edit=page_texts_out)
    release = wheel.name.split("-")[1]
    tables = {}
    for name, (members, summary) in TABLES.items():
        with zipfile.ZipFile(wheel) as packed:
            data = {member: packed.read(member) for member in members}
        tables[name] = table_wheel(into, name, release, summary, data)
    shutil.rmtree(built)
    return project, tables


def table_wheel(into: Path, name: str, release: str, summary: str, tables: dict[str, bytes]) -> Path:
    dist = name.replace("-", "_")
    dist_info = f"{dist}-{release}.dist-info"
    meta = {f"{dist_info}/METADATA": (f"Metadata-Version: 2.1\nName: {name}\nVersion: {release}\n"
                                      f"Summary: {summary}, for the static site\n").encode(),
            f"{dist_info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: cubiri site\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
            **tables}
    path = into / f"{dist}-{release}-py3-none-any.whl"
    # Deflated: large files of numbers compress as well one by one as in one stream.
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for member, data in meta.items():
            out.writestr(member, data)
        out.writestr(f"{dist_info}/RECORD", "\n".join([*(record_line(n, d) for n, d in meta.items()),
                                                       f"{dist_info}/RECORD,,"]) + "\n")
    return path


def entry(name: str, file_name: str, release: str, imports: list[str], digest: str) -> dict:
    return {"name": name, "version": release, "file_name": file_name, "install_dir": "site",
            "sha256": digest, "package_type": "package", "imports": imports, "depends": [],
            "unvendored_tests": False}


def write_packages(out: Path, root: Path, core: Path, cache: Path) -> tuple[dict, list[Missing]]:
    """Write ``out/`` (the wheels and ``pyodide-lock.json``); return the lock and what is missing."""
    out.mkdir(parents=True)
    (cache / "pypi").mkdir(parents=True, exist_ok=True)
    (cache / "pyodide").mkdir(parents=True, exist_ok=True)
    upstream = npm_lock(core)
    packages, missing, reachable = {}, [], [True]

    def ship(name: str, path: Path, release: str, imports: list[str]) -> None:
        if path.parent != out:
            path = Path(shutil.copy2(path, out / path.name))
        packages[name] = entry(name, path.name, release, imports, sha256(path))

    for name, (dist, imports, slimmed) in {**PURE, **LATER_PURE}.items():
        release = version(dist)
        wheel = download(dist, release, cache / "pypi")
        wheel = repack(wheel, out / wheel.name,
                       drop=lambda member, s=slimmed, k=KEPT.get(name, ()): member not in k
                       and any(fnmatch.fnmatchcase(member, pattern) for pattern in s),
                       keywords=HELP.get(name, ()))
        ship(name, wheel, release, imports)
    for name, (dist, release, imports) in PINNED.items():
        wheel = download(dist, release, cache / "pypi")
        ship(name, repack(wheel, out / wheel.name), release, imports)
    for name in COMPILED:
        known = upstream["packages"][name]
        fetched = fetch_compiled(known, cache / "pyodide", reachable)
        if isinstance(fetched, Missing):
            missing.append(fetched)
            packages[name] = {**known, "depends": []}
        else:
            if name in SLIMMED:
                fetched = slim(name, fetched, out / fetched.name)
            ship(name, fetched, known["version"], known["imports"])
    project, tables = project_wheels(root, out)
    release = project.name.split("-")[1]
    ship(PROJECT, project, release, ["cubiri_panel"])
    for name, table in tables.items():
        ship(name, table, release, [])
    lock = {"info": upstream["info"], "packages": dict(sorted(packages.items()))}
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    return lock, missing


def game_packages(game: str) -> list[str]:
    """What a game page loads before its game is live: everything but the tables."""
    return [*PURE, *PINNED, *COMPILED, PROJECT]


def later_packages(game: str) -> list[str]:
    """What a game page loads once its game is live: its own tables, which only its odds, its
    hints and its strongest computers read, and they wait for them
    (``cubiri_panel/ui/solved_tables.py``); and the QR writer, which only an end screen handed
    in to a class draws with (``cubiri_panel/qr.py``)."""
    return [*(name for name, owner in TABLE_GAMES.items() if owner == game), *LATER_PURE]

