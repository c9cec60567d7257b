"""`make site`: every page, manifest, service worker and packed wheel, with only relative links."""

from __future__ import annotations

import hashlib
import json
import re
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlparse

from cubiri_panel import __version__
from cubiri_panel.ui.i18n import Translator

from .built import game_config
from .templates import template_left
from .service_worker import precache

ROOT = Path(__file__).resolve().parents[2]

GAMES = ("magdagdon", "mishimash", "magikaboom")
LANGUAGES = ("en", "it", "es", "lv")


def test_every_page_is_written(site: Path):
    expected = ["index.html", *(f"index.{lang}.html" for lang in LANGUAGES[1:]),
                "site.webmanifest", "serviceWorker.js", ".nojekyll", "static/cubiri.css",
                "static/language.js", "static/boot.js", "static/worker.js", "packages/pyodide-lock.json",
                *(f"pyodide/{name}" for name in ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")),
                *(f"images/{name}" for name in ("favicon.ico", "icon-vector.svg", "icon-32x32.png",
                                                "icon-192x192.png", "icon-512x512.png", "apple-touch-icon.png")),
                *(f"{game}.html" for game in GAMES),
                *(f"paint/{game}.{lang}{embed}.html" for game in GAMES for lang in LANGUAGES for embed in ("", ".embed")),
                *(f"lessons/{game}.{lang}.html" for game in GAMES for lang in LANGUAGES),
                *(f"covers/{game}.{lang}.html" for game in GAMES for lang in LANGUAGES)]
    missing = [name for name in expected if not (site / name).is_file()]
    assert missing == []


def test_manifest_is_cubiris_and_scoped_to_the_sub_path(site: Path):
    manifest = json.loads((site / "site.webmanifest").read_text())
    assert manifest["short_name"] == "Cubiri" and manifest["scope"] == "./"
    assert (site / manifest["start_url"]).is_file()
    for icon in manifest["icons"]:
        assert (site / icon["src"]).is_file()


# Files the site writes itself (not the third-party bundles it copies as they are).
OWN = (".html", ".json", ".js", ".css", ".webmanifest", ".svg")
# An SVG namespace names no file, and the landing page's embed snippet is for the reader to edit.
NOT_FETCHED = ("http://www.w3.org/", "https://YOUR-SITE/")


def test_no_file_of_the_site_names_another_host(site: Path):
    found = []
    for path in site.rglob("*"):
        if path.suffix not in OWN or path.relative_to(site).parts[0] in ("vendor", "pyodide"):
            continue
        for address in re.findall(r"(?:https?:)?//[a-zA-Z0-9.-]+\.[a-z]{2,}[^\s\"'<>)]*", path.read_text()):
            if not address.startswith(NOT_FETCHED) and not address.startswith("//#"):
                found.append(f"{path.relative_to(site)}: {address}")
    assert found == []


def lock(site: Path) -> dict:
    return json.loads((site / "packages" / "pyodide-lock.json").read_text())["packages"]


def test_every_file_the_lock_names_is_there_and_matches_or_was_listed_missing(site: Path, missing: set[str]):
    for name, entry in lock(site).items():
        path = site / "packages" / entry["file_name"]
        if entry["file_name"] in missing:
            assert not path.exists(), name
            continue
        assert path.is_file(), f"{name}: {entry['file_name']} neither shipped nor listed missing"
        assert hashlib.sha256(path.read_bytes()).hexdigest() == entry["sha256"], name
    wheels = {p.name for p in (site / "packages").glob("*.whl")}
    assert wheels == {e["file_name"] for e in lock(site).values()} - missing  # nothing unnamed


def test_the_lock_holds_only_what_the_games_import(site: Path):
    assert set(lock(site)) == {"param", "pyviz-comms", "bokeh", "panel", "jinja2", "packaging", "pyodide-http",
                               "numpy", "pyyaml", "markupsafe", "markdown-it-py", "mdurl", "cubiri-panel",
                               "cubiri-mishimash-table", "cubiri-magikaboom-table",
                               "segno"}  # the QR writer, once a game is live (packages.LATER_PURE)


def test_the_qr_writer_comes_once_a_game_is_live_and_only_with_what_draws_a_code(site: Path):
    import packages
    assert all(packages.later_packages(game)[-1] == "segno" and "segno" not in packages.game_packages(game)
               for game in ("magdagdon", "mishimash", "magikaboom"))
    with zipfile.ZipFile(site / "packages" / lock(site)["segno"]["file_name"]) as wheel:
        names = wheel.namelist()
    assert "segno/writers.py" in names and "segno/cli.py" not in names and not [n for n in names if n.endswith(".pyi")]


def test_the_texts_only_the_pages_show_are_left_out_of_the_wheel(site: Path):
    with zipfile.ZipFile(site / "packages" / lock(site)["cubiri-panel"]["file_name"]) as wheel:
        shipped = json.loads(wheel.read("cubiri_panel/ui/locales/lv/classroom.json"))
    assert set(shipped) >= {"end", "code", "invalid_code"} and not {"page", "table", "reasons", "link"} & set(shipped)
    page = (site / "lessons" / "classroom.lv.html").read_text()
    assert json.dumps(Translator("lv")("classroom.page.scan"), ensure_ascii=False) in page


def test_bokeh_and_panel_wheels_leave_their_javascript_sources_and_stubs_out(site: Path):
    import bokeh
    for name, bundled in (("bokeh", "bokeh/server/static/"), ("panel", "panel/dist/")):
        with zipfile.ZipFile(site / "packages" / lock(site)[name]["file_name"]) as wheel:
            names = wheel.namelist()
            assert not [n for n in names if n.startswith(bundled) or n.endswith((".pyi", ".ts", ".less"))], name
            assert f"{name}/__init__.py" in names
    assert "panel/package.json" in names and "panel/package-lock.json" not in names  # Panel reads the first
    with zipfile.ZipFile(site / "packages" / lock(site)["bokeh"]["file_name"]) as wheel:
        assert [n for n in wheel.namelist() if n.startswith("bokeh/_sri/")] == [f"bokeh/_sri/{bokeh.__version__}.json"]


TABLES = ("turn_values.json", "reach_values.json", "win_chances.json")  # cubiri_panel/mishimash/solvers/


def test_the_project_wheel_ships_once_and_the_tables_only_for_mishimash(site: Path):
    wheel = f"cubiri_panel-{__version__}-py3-none-any.whl"
    assert lock(site)["cubiri-panel"]["file_name"] == wheel
    with zipfile.ZipFile(site / "packages" / wheel) as packed:
        names = packed.namelist()
    assert "cubiri_panel/mishimash/solvers/turn_values.py" in names
    assert [n for n in names if n.endswith(TABLES)] == []
    assert any(n.startswith("cubiri_panel/ui/locales/lv/") for n in names)
    table = site / "packages" / lock(site)["cubiri-mishimash-table"]["file_name"]
    with zipfile.ZipFile(table) as packed:
        for name in TABLES:
            info = packed.getinfo(f"cubiri_panel/mishimash/solvers/{name}")
            assert info.compress_type == zipfile.ZIP_DEFLATED and info.compress_size < info.file_size, name
            assert packed.read(info) == (ROOT / "cubiri_panel" / "mishimash" / "solvers" / name).read_bytes(), name
    race = "cubiri_panel/magikaboom/solvers/race_table.json"
    assert race not in names
    with zipfile.ZipFile(site / "packages" / lock(site)["cubiri-magikaboom-table"]["file_name"]) as packed:
        assert packed.read(race) == (ROOT / race).read_bytes()
    for game in GAMES:
        config = game_config(site, game)
        assert ("cubiri-mishimash-table" in config["later"]) == (game == "mishimash")
        assert ("cubiri-magikaboom-table" in config["later"]) == (game == "magikaboom")
        assert not {"cubiri-mishimash-table", "cubiri-magikaboom-table"} & set(config["packages"])
        assert set(config["packages"]) | set(config["later"]) <= set(lock(site))


def test_each_game_page_picks_its_language_by_the_python_constants(site: Path):
    """The rule site/static/language.js applies (tests/website/test_language.py) comes from the
    shell's constants, written into the page by the build."""
    from cubiri_panel.ui.shell import language_rule

    for game in GAMES:
        assert game_config(site, game)["language"] == language_rule(), game


def test_the_service_worker_precaches_every_file_a_game_needs_and_nothing_else(site: Path):
    stored = precache(site)
    files = {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}
    assert set(stored) == files - {"serviceWorker.js", ".nojekyll"}
    assert not [name for name in stored if "index_background" in name]


def pages(site: Path) -> list[Path]:
    """The site's pages: not the paints (paint/), which a game page shows inside itself, nor the
    covers (covers/), which a lesson shows in its game's frame."""
    return [page for page in site.rglob("*.html") if page.parent not in (site / "paint", site / "covers")]


def test_the_service_worker_is_registered_from_every_page(site: Path):
    for page in pages(site):
        text = page.read_text()
        assert "serviceWorker.js" in text or 'src="static/boot.js"' in text, page.name
    assert 'register("serviceWorker.js")' in (site / "static" / "boot.js").read_text()


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value:
                self.links.append(value)


def test_every_link_resolves_to_a_file_in_the_site(site: Path):
    broken = []
    for page in site.rglob("*.html"):
        parser = Links()
        parser.feed(page.read_text())
        # A paint's links are read from the game page that shows it.
        folder = site if page.parent == site / "paint" else page.parent
        for link in parser.links:
            url = urlparse(link)
            if url.scheme in ("http", "https", "data", "mailto", "javascript") or link.startswith("#"):
                continue
            if link.startswith("/"):
                broken.append(f"{page.name}: {link} is absolute, breaking a sub-path deploy")
                continue
            target = (folder / url.path).resolve()
            if not (target.is_file() or (target / "index.html").is_file()):  # a folder: its index
                broken.append(f"{page.relative_to(site)}: {link}")
    assert broken == []


def test_lessons_embed_their_game_and_carry_computed_numbers(site: Path):
    for game in GAMES:
        for lang in LANGUAGES:
            page = (site / "lessons" / f"{game}.{lang}.html").read_text()
            assert re.search(rf'<iframe class="cubiri-embed" src="\.\./covers/{game}\.{lang}\.html" '
                             rf'data-game="\.\./{game}\.html\?embed=1&amp;lang={lang}', page)
            assert "<svg" in page and not template_left(page)
            assert f'<html lang="{lang}">' in page
