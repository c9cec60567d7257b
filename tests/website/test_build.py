"""`make site`: every page, manifest, service worker and packed wheel, with only relative links."""

from __future__ import annotations

import json
import re
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlparse

from cubiri_panel import __version__

GAMES = ("magdagdon", "mishimash", "magikaboom")
LANGUAGES = ("en", "it", "es", "lv")


def test_every_page_is_written(site: Path):
    expected = ["index.html", *(f"index.{lang}.html" for lang in LANGUAGES[1:]),
                "site.webmanifest", "serviceWorker.js", ".nojekyll", "static/cubiri.css",
                *(f"images/{name}" for name in ("favicon.ico", "icon-vector.svg", "icon-32x32.png",
                                                "icon-192x192.png", "icon-512x512.png", "apple-touch-icon.png")),
                *(f"{game}.{ext}" for game in GAMES for ext in ("html", "js", "resources.zip")),
                *(f"lessons/{game}.{lang}.html" for game in GAMES for lang in LANGUAGES)]
    missing = [name for name in expected if not (site / name).is_file()]
    assert missing == []


def test_manifest_is_cubiris_and_scoped_to_the_sub_path(site: Path):
    manifest = json.loads((site / "site.webmanifest").read_text())
    assert manifest["short_name"] == "Cubiri" and manifest["scope"] == "./"
    assert (site / manifest["start_url"]).is_file()
    for icon in manifest["icons"]:
        assert (site / icon["src"]).is_file()


def test_each_game_packs_the_projects_wheel_and_installs_it(site: Path):
    wheel = f"cubiri_panel-{__version__}-py3-none-any.whl"
    for game in GAMES:
        with zipfile.ZipFile(site / f"{game}.resources.zip") as packed:
            assert f"packed_wheels/{wheel}" in packed.namelist()
            with zipfile.ZipFile(packed.open(f"packed_wheels/{wheel}")) as inner:
                assert f"cubiri_panel/{game}/game.py" in inner.namelist()
                assert any(n.startswith("cubiri_panel/ui/locales/lv/") for n in inner.namelist())
        worker = (site / f"{game}.js").read_text()
        assert f"emfs:packed_wheels/{wheel}" in worker
        assert "pyodide/v0.29.3/" in worker  # the Pyodide that Panel 1.9 targets


def test_the_service_worker_is_registered_from_every_page(site: Path):
    for page in site.rglob("*.html"):
        assert "serviceWorker.js" in page.read_text(), page.name


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
        for link in parser.links:
            url = urlparse(link)
            if url.scheme in ("http", "https", "data", "mailto", "javascript") or link.startswith("#"):
                continue
            if link.startswith("/"):
                broken.append(f"{page.name}: {link} is absolute, breaking a sub-path deploy")
                continue
            target = (page.parent / url.path).resolve()
            if not target.is_file():
                broken.append(f"{page.relative_to(site)}: {link}")
    assert broken == []


def test_lessons_embed_their_game_and_carry_computed_numbers(site: Path):
    for game in GAMES:
        for lang in LANGUAGES:
            page = (site / "lessons" / f"{game}.{lang}.html").read_text()
            assert re.search(rf'<iframe class="cubiri-embed" src="\.\./{game}\.html\?embed=1&amp;lang={lang}', page)
            assert "<svg" in page and "{{" not in page and "{%" not in page
            assert f'<html lang="{lang}">' in page
