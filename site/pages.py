"""The game pages: pre-renders per language and embed, and the Bokeh/Panel files they load.

A game page (``<game>.html``) is a small shell: the page's boot script (``static/boot.js``)
picks the language the live app will show (``static/language.js``, by the rule the build writes
into the page from the Python constants: ``?lang=``, the saved setting, the browser) and
``?embed=1``, draws the matching pre-render (``prerender/<game>.<lang>[.embed].json``, made
here by running the app in CPython) before Python starts, and starts Pyodide in a web worker
(``static/worker.js``), which replaces it with the live game.

Bokeh's and Panel's JavaScript and CSS are copied from the installed packages into
``vendor/``; the stylesheet addresses Panel writes into its documents (its CDN) are rewritten
to point there, here for the pre-renders and in the worker for the live page.
"""

from __future__ import annotations

import json
import re
import shutil
import types
from pathlib import Path

import bokeh
import panel

CDN_DIST = f"https://cdn.holoviz.org/panel/{panel.__version__}/dist/"
BOKEH_CDN = "https://cdn.bokeh.org/bokeh/release/"
BOKEH_STATIC = Path(bokeh.__file__).parent / "server" / "static" / "js"
PANEL_DIST = Path(panel.__file__).parent / "dist"
VENDOR_PANEL, VENDOR_BOKEH = "vendor/panel/", "vendor/bokeh/"
# Bokeh bundles Panel lists for every page but the games never need: WebGL plots and MathJax
# (tests/website/test_lock.py: no game shows a plot). bokeh-tables stays although no game shows
# a table: panel.min.js cannot load without it (its Tabulator imports Bokeh's table models).
LEFT_OUT = ("bokeh-gl", "bokeh-mathjax")


def variants(languages) -> list[tuple[str, bool]]:
    return [(lang, embed) for lang in languages for embed in (False, True)]


def prerender_name(game: str, lang: str, embed: bool) -> str:
    return f"prerender/{game}.{lang}{'.embed' if embed else ''}.json"


def run_app(source: str, game: str, search: str):
    """The app's document, rendered as a page at ``?<search>`` would be (CPython, at build time)."""
    from bokeh.document import Document
    from panel.io.state import set_curdoc, state
    from panel.util import edit_readonly

    from cubiri_panel.ui.panel_private import pretend_session, run_onload

    document = Document()
    pretend_session(document)
    with set_curdoc(document):
        with edit_readonly(state.location):
            state.location.search = search
        # Panel's `pn.state.served` is true in a module named as `panel serve` names apps.
        module = types.ModuleType(f"bokeh_app_{game}")
        exec(compile(source, f"apps/{game}.py", "exec"), module.__dict__)
        run_onload()
    return document


def prerender(source: str, game: str, lang: str, embed: bool) -> tuple[dict, list[str]]:
    """The pre-render as JSON Bokeh embeds, and the script addresses Panel says it needs."""
    from bokeh.embed.util import standalone_docs_json_and_render_items
    from panel.io.resources import Resources, bundle_resources
    from panel.io.state import set_curdoc

    document = run_app(source, game, f"?lang={lang}" + ("&embed=1" if embed else ""))
    if not document.roots:
        raise RuntimeError(f"apps/{game}.py shows nothing")
    docs_json, render_items = standalone_docs_json_and_render_items(document)
    with set_curdoc(document):
        js, _ = bundle_resources(document.roots, Resources(mode="cdn"))
    scripts = [url for url in re.findall(r'<script type="text/javascript" src="([^"]+)"', js)
               if not url.startswith(tuple(BOKEH_CDN + name for name in LEFT_OUT))]
    text = json.dumps({"docs_json": docs_json, "render_items": [item.to_json() for item in render_items],
                       "title": document.title}, separators=(",", ":"))
    return json.loads(text.replace(CDN_DIST, VENDOR_PANEL)), scripts


def local_script(url: str) -> str:
    """Where the site keeps a script Panel would load from a CDN."""
    if url.startswith(BOKEH_CDN):
        return VENDOR_BOKEH + url.removeprefix(BOKEH_CDN)
    if url.startswith(CDN_DIST):
        return VENDOR_PANEL + url.removeprefix(CDN_DIST)
    raise ValueError(f"a script from an unknown host: {url}")


def write_vendor(out: Path, scripts: list[str]) -> list[str]:
    """Copy the scripts the pages load and the Panel stylesheets the games name (those in the
    pre-renders; tests/website/test_lock.py checks every state of every game finds its own);
    return the site paths written."""
    written = []

    def copy(source: Path, target: str) -> None:
        (out / target).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, out / target)
        written.append(target)

    for url in scripts:
        target = local_script(url)
        if target.startswith(VENDOR_BOKEH):
            copy(BOKEH_STATIC / Path(target).name.replace(f"-{bokeh.__version__}", ""), target)
        else:
            copy(PANEL_DIST / target.removeprefix(VENDOR_PANEL), target)
    named = {name for page in (out / "prerender").glob("*.json")
             for name in re.findall(re.escape(VENDOR_PANEL) + r"([\w/.-]+\.css)", page.read_text())}
    for css in sorted(named):
        copy(PANEL_DIST / css, VENDOR_PANEL + css)
    copy(PANEL_DIST / "assets" / "arc_spinner.svg", f"{VENDOR_PANEL}assets/arc_spinner.svg")
    return written
