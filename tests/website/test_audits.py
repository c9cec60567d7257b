"""Lighthouse's audits that do not depend on timing (accessibility, best practices, SEO), mobile
profile, on the site served gzip-compressed from a sub-path: the landing page, each game (one as
an embed) and a lesson (with CUBIRI_FULL_MATRIX=1 and a site built in build/site, every page):
``python site/lighthouse.py`` audits every page, ``benchmarks/bench_lighthouse.py`` prints
the performance figures."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from matrix import FULL

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "site"))
import lighthouse  # noqa: E402
from serve import serve  # noqa: E402

pytestmark = pytest.mark.browser

# One page of each kind: the landing in a language of its own, a game page, an embed, a lesson
# (the three games share one template); CUBIRI_FULL_MATRIX=1: every page.
PAGES = ("index.lv.html", "magdagdon.html", "mishimash.html?embed=1", "lessons/victory.en.html")


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
        full = FULL and (site / "index.html").is_file()
        metafunc.parametrize("page", lighthouse.pages(site) if full else PAGES)


def test_lighthouse_finds_nothing_wrong(gzip_site_url, chromium, missing, page):
    report = lighthouse.audit(gzip_site_url + page, chromium=chromium)
    failed = lighthouse.failed(report)
    if missing:  # a game, or a lesson's, logs why it could not start without the compiled wheels
        failed["best-practices"] = [name for name in failed["best-practices"] if name != lighthouse.NO_WHEELS]
    assert failed["seo"] == [] and failed["best-practices"] == []
    assert failed["accessibility"] == []
    scores = lighthouse.scores(report)
    assert scores["seo"] == 100 and scores["best-practices"] >= 96 and scores["accessibility"] == 100
