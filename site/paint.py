"""The game pages' first paint as plain HTML and CSS: each pre-render drawn once at build time,
in Chromium, by the same Bokeh and Panel scripts a visitor's browser runs, and written out as
markup (``paint/<game>.<lang>[.embed].html``).

Bokeh and Panel draw every component into a shadow root; the markup keeps them as declarative
shadow roots (``<template shadowrootmode="open">``), which the browser's HTML parser attaches
itself, so the page shows the game before any script has run. The stylesheets the components
link are collected into the page's head instead (``stylesheets``): render-blocking there, and
already loaded when the parser meets the same links inside the shadow roots.

Bokeh writes its components' stylesheets into every shadow root. The large ones (its icons,
buttons, inputs: ``SHARED_MIN``) would come again in each root, farther apart than gzip looks
back, so each is written once, as ``paint/<hash>.css``, and linked in their place (``share``):
loaded in the head with the others, and cached from then on. They style only what Bokeh draws
inside its shadow roots (tests/website/test_paint.py checks that they match nothing in the page).

Chromium comes from ``make browser`` (Debian's package); ``CUBIRI_CHROMIUM`` names another, or
is ``bundled`` for Playwright's own (the Pages workflow).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path

from serve import serve

CHROMIUM = os.environ.get("CUBIRI_CHROMIUM", "/usr/bin/chromium")
#: The viewport the markup is drawn in. Panel's layouts are CSS (flex and grid), so the markup
#: reflows to any width; the width only decides what Bokeh measures once, at drawing time.
VIEWPORT = {"width": 1280, "height": 800}

DRAW_PAGE = """<!doctype html><html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{scripts}</head><body><main></main></body></html>"""

# Every shadow root under <main>, then <main>'s content with them as declarative shadow roots.
# What the widgets hold as properties (a select's choice, an input's text, a ticked box) is
# written into attributes first: markup keeps only those.
SERIALIZE = """() => {
  const roots = [];
  const walk = (node) => {
    for (const el of node.querySelectorAll("*")) {
      if (el.localName === "option") el.toggleAttribute("selected", el.selected);
      else if (el.localName === "input" && (el.type === "checkbox" || el.type === "radio")) el.toggleAttribute("checked", el.checked);
      else if (el.localName === "input") el.setAttribute("value", el.value);
      else if (el.localName === "textarea") el.textContent = el.value;
      if (el.shadowRoot) { roots.push(el.shadowRoot); walk(el.shadowRoot); }
    }
  };
  const main = document.querySelector("main");
  walk(main);
  return main.getHTML({ shadowRoots: roots });
}"""

# The pre-render drawn as boot.js draws it, into <main>.
DRAW = """async ({ docs_json, render_items }) => {
  const main = document.querySelector("main");
  for (const [rootId, elementId] of Object.entries(render_items[0].roots)) {
    const el = document.createElement("div");
    el.id = elementId;
    el.dataset.rootId = rootId;
    el.style.display = "contents";
    main.appendChild(el);
  }
  await Bokeh.embed.embed_items(docs_json, render_items);
  await document.fonts.ready;
  // Every stylesheet a shadow root links has loaded (or failed): the drawing is final.
  const links = [];
  const walk = (node) => {
    for (const el of node.querySelectorAll("*")) {
      if (el.localName === "link" && el.rel === "stylesheet") links.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(main);
  await Promise.all(links.map((link) => link.sheet ? null : new Promise((done) => {
    link.addEventListener("load", done); link.addEventListener("error", done);
  })));
}"""

SETTLE_MS = 300
LINK = re.compile(r'<link rel="stylesheet" href="([^"]+)">')
#: The variant a game page holds itself; the others it fetches from ``paint/`` (see game.html).
PAGE_VARIANT = ("en", False)


def paint_name(game: str, lang: str, embed: bool) -> str:
    return f"paint/{game}.{lang}{'.embed' if embed else ''}.html"


def paint(site: Path, variants: list[tuple[str, str, bool]], scripts: list[str]) -> dict[tuple[str, str, bool], str]:
    """The markup of each pre-render ``(game, lang, embed)`` of the built ``site``, drawn by
    ``scripts`` (the site paths of Bokeh's and Panel's scripts)."""
    from playwright.sync_api import sync_playwright

    from pages import prerender_name

    server = serve(site)
    base = f"http://127.0.0.1:{server.server_port}/"
    painted = {}
    try:
        with sync_playwright() as playwright:
            where = {} if CHROMIUM == "bundled" else {"executable_path": CHROMIUM}
            browser = playwright.chromium.launch(**where, args=["--no-sandbox", "--disable-gpu"])
            context = browser.new_context(viewport=VIEWPORT, service_workers="block")
            context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(base) else r.abort())
            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            tags = "".join(f'<script src="{src}"></script>\n' for src in scripts)
            context.route(f"{base}draw-*.html", lambda route: route.fulfill(content_type="text/html", body=DRAW_PAGE.format(
                lang=route.request.url.rpartition("draw-")[2].removesuffix(".html"), scripts=tags)))
            for game, lang, embed in variants:
                page.goto(f"{base}draw-{lang}.html")
                data = json.loads((site / prerender_name(game, lang, embed)).read_text())
                page.evaluate(DRAW, {"docs_json": data["docs_json"], "render_items": data["render_items"]})
                # Some panes fill in their text a moment after they are drawn.
                page.wait_for_load_state("networkidle")
                page.wait_for_timeout(SETTLE_MS)
                if errors:
                    raise RuntimeError(f"drawing {game} ({lang}, embed={embed}) failed: {errors}")
                painted[game, lang, embed] = page.evaluate(SERIALIZE)
            browser.close()
    finally:
        server.shutdown()
    return painted


def stylesheets(markup: str) -> list[str]:
    """The stylesheets the markup links, in their first order."""
    return list(dict.fromkeys(LINK.findall(markup)))


#: The size from which a stylesheet Bokeh repeats in the shadow roots is written once, as a file.
SHARED_MIN = 4000
STYLE = re.compile(r"<style>(.*?)</style>", re.S)


def share(painted: dict, folder: str = "paint") -> tuple[dict, dict[str, str]]:
    """The paints with each large stylesheet that comes more than once linked instead of
    written out, and those stylesheets by site path."""
    counts: dict[str, int] = {}
    for markup in painted.values():
        for text in STYLE.findall(markup):
            counts[text] = counts.get(text, 0) + 1
    files = {text: f"{folder}/{hashlib.sha256(text.encode()).hexdigest()[:12]}.css"
             for text, count in counts.items() if count > 1 and len(text) >= SHARED_MIN}

    def link(match: re.Match) -> str:
        name = files.get(match[1])
        return f'<link rel="stylesheet" href="{name}">' if name else match[0]

    return {key: STYLE.sub(link, markup) for key, markup in painted.items()}, {name: text for text, name in files.items()}
