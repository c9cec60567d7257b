"""Lighthouse's audits that do not depend on timing (accessibility, best practices, SEO), mobile
profile, on the site served gzip-compressed from a sub-path: the landing page, every game with
and without ``?embed=1`` and a lesson (every page of the site with CUBIRI_FULL_MATRIX=1):
``python site/lighthouse.py`` audits every page, ``benchmarks/bench_lighthouse.py`` prints
the performance figures."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "site"))
import lighthouse  # noqa: E402
from serve import serve  # noqa: E402

pytestmark = pytest.mark.browser

GAMES = ("magdagdon", "mishimash", "magikaboom")
PAGES = ("index.lv.html", *(f"{game}.html{query}" for game in GAMES for query in ("", "?embed=1")),
         "lessons/victory.en.html")
# What the games' own widgets (cubiri_panel/ui, drawn in the game pages' paint) still fail: a
# select without a label (the full page's language choice), an aria-label on an element whose
# role takes none, an icon button without a name, and tap targets too small or too close.
GAME_WIDGETS = {"magdagdon": {"aria-prohibited-attr", "select-name"},
                "mishimash": {"button-name", "select-name", "target-size"},
                "magikaboom": {"select-name"}}


def widgets(page: str) -> set[str]:
    return GAME_WIDGETS.get(page.split(".")[0], set())


@pytest.fixture(scope="module")
def gzip_site_url(site):
    server = serve(site.parent)
    yield f"http://127.0.0.1:{server.server_port}/{site.name}/"
    server.shutdown()


@pytest.fixture(scope="session")
def chromium(browser_type, browser_type_launch_args) -> str:
    """The Chromium the other browser tests launch."""
    return browser_type_launch_args.get("executable_path") or browser_type.executable_path


def pytest_generate_tests(metafunc):
    if "page" in metafunc.fixturenames:
        site = Path(__file__).resolve().parents[2] / "build" / "site"
        full = os.environ.get("CUBIRI_FULL_MATRIX") and (site / "index.html").is_file()
        metafunc.parametrize("page", lighthouse.pages(site) if full else PAGES)


def test_lighthouse_finds_nothing_wrong_but_the_games_own_widgets(gzip_site_url, chromium, missing, page):
    report = lighthouse.audit(gzip_site_url + page, chromium=chromium)
    failed = lighthouse.failed(report)
    if missing:  # a game, or a lesson's, logs why it could not start without the compiled wheels
        failed["best-practices"] = [name for name in failed["best-practices"] if name != lighthouse.NO_WHEELS]
    assert failed["seo"] == [] and failed["best-practices"] == []
    assert set(failed["accessibility"]) <= widgets(page)
    scores = lighthouse.scores(report)
    assert scores["seo"] == 100 and scores["best-practices"] >= 96
    assert widgets(page) or scores["accessibility"] == 100
