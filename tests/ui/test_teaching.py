"""Teaching cues: each game page says what it teaches and links its lesson and notebook (served
and in the static site's pre-render); the hub points to the odds panel."""

from __future__ import annotations

import html
import sys
from pathlib import Path

import panel as pn
import pytest

from cubiri_panel.ui import teaching
from cubiri_panel.ui.hub import Hub
from cubiri_panel.registry import BUILT_IN as GAMES
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.magdagdon.view import MagdagdonView
from cubiri_panel.ui.magikaboom.view import MagikaboomView
from cubiri_panel.ui.mishimash.view import MishimashView
from cubiri_panel.ui.shell import Shell

ROOT = Path(__file__).resolve().parents[2]
VIEWS = {"magdagdon": MagdagdonView, "mishimash": MishimashView, "magikaboom": MagikaboomView}


def shell_in(game: str, lang: str, **params) -> Shell:
    shell = Shell(game=game, **params)
    shell.settings.language = lang
    return shell


def line_of(view) -> pn.pane.HTML | None:
    found = [pane for pane in view.__panel__().select(pn.pane.HTML) if "cubiri-teaching" in pane.css_classes]
    assert len(found) <= 1
    return found[0] if found else None


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_game_page_says_what_it_teaches_and_links_its_lesson_and_notebook(game, lang):
    t = Translator(lang)
    view = VIEWS[game](shell=shell_in(game, lang))
    text = html.unescape(line_of(view).object)
    assert t(f"teach.teaches.{game}") in text
    assert f'href="lessons/{game}.{lang}.html"' in text and t("teach.lesson") in text
    # the notebook of the page's language
    notebook = f"{game}.ipynb" if lang == "en" else f"{game}.{lang}.ipynb"
    assert f'href="notebooks/{notebook}" download="{notebook}"' in text and t("teach.notebook") in text
    # what the links point to is there: the lesson's source and the notebook
    assert (ROOT / "site" / "lessons" / f"{game}.{lang}.md").is_file()
    assert (ROOT / "notebooks" / notebook).is_file()


def test_the_line_follows_the_language():
    shell = shell_in("magikaboom", "en")
    pane = line_of(MagikaboomView(shell=shell))
    shell.settings.language = "lv"
    assert Translator("lv")("teach.teaches.magikaboom") in pane.object
    assert 'href="lessons/magikaboom.lv.html"' in pane.object


def test_each_game_teaches_something_of_its_own_in_one_line():
    for lang in LANGUAGES:
        t = Translator(lang)
        lines = {t(f"teach.teaches.{game}") for game in GAMES}
        assert len(lines) == 3 and all(len(line) < 140 and "\n" not in line for line in lines)


def test_a_served_page_links_the_built_site_from_whenever_it_is_built(monkeypatch, tmp_path):
    """``make play`` serves the site's folder from its start, built or not: a page opened after
    ``make site`` links its lesson, with no restart of the server."""
    monkeypatch.setattr(teaching, "served_by_panel", lambda: True)
    monkeypatch.setenv(teaching.SERVED_SITE, str(tmp_path))
    before = line_of(MishimashView(shell=shell_in("mishimash", "it"))).object
    assert "cubiri-lesson-link" not in before and 'href="notebooks/mishimash.it.ipynb"' in before
    (tmp_path / "index.html").write_text("<!doctype html>")  # the site is built meanwhile
    text = line_of(MishimashView(shell=shell_in("mishimash", "it"))).object
    assert 'href="site/lessons/mishimash.it.html"' in text and 'href="notebooks/mishimash.it.ipynb"' in text
    play = (ROOT / "Makefile").read_text().split("\nplay:")[1].split("\n\n")[0]
    assert "site=build/site" in play and "notebooks=notebooks" in play
    assert f"{teaching.SERVED_SITE}=build/site" in play and "$(if" not in play  # served whatever is built


def test_a_page_with_no_site_served_links_only_the_notebook(monkeypatch):
    monkeypatch.setattr(teaching, "served_by_panel", lambda: True)
    monkeypatch.delenv(teaching.SERVED_SITE, raising=False)
    text = line_of(MishimashView(shell=shell_in("mishimash", "it"))).object
    assert "cubiri-lesson-link" not in text and 'href="notebooks/mishimash.it.ipynb"' in text


def test_an_embedded_game_has_no_line():
    shell = Shell(game="magdagdon", embed=True)
    assert line_of(MagdagdonView(shell=shell)) is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hubs_first_screen_points_to_the_odds_panel(lang):
    t = Translator(lang)
    hero = Hub(shell=shell_in("", lang))._games_html(lang).split("</header>")[0]
    assert html.escape(t("teach.hub_odds", odds=t("common.menu.odds"))) in hero
    assert t("common.menu.odds") in t("teach.hub_odds", odds=t("common.menu.odds"))


def test_the_static_site_pre_render_has_the_line_with_links_beside_the_page():
    sys.path.insert(0, str(ROOT / "site"))
    try:
        import pages
    finally:
        sys.path.remove(str(ROOT / "site"))
    document = pages.run_app((ROOT / "apps" / "mishimash.py").read_text(), "mishimash", "?lang=es")
    texts = [html.unescape(model.text) for model in document.models if type(model).__name__ == "HTML"
             and "cubiri-teaching" in (model.css_classes or [])]   # Bokeh's HTML model holds it escaped
    assert len(texts) == 1
    assert Translator("es")("teach.teaches.mishimash") in texts[0]
    assert 'href="lessons/mishimash.es.html"' in texts[0] and 'href="notebooks/mishimash.es.ipynb"' in texts[0]


def test_the_site_build_copies_the_notebooks_the_pages_link(tmp_path):
    sys.path.insert(0, str(ROOT / "site"))
    try:
        import build
    finally:
        sys.path.remove(str(ROOT / "site"))
    build.write_notebooks(tmp_path)
    for game in GAMES:
        for notebook in {teaching.notebook_name(game, lang) for lang in LANGUAGES}:
            copied = tmp_path / "notebooks" / notebook
            assert copied.read_bytes() == (ROOT / "notebooks" / notebook).read_bytes()
