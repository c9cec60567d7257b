"""The covers a lesson shows in its game's frame until the reader comes to the game
(``covers/<game>.<lang>.html``): the embed's first paint (``paint/<game>.<lang>.embed.html``)
as a page of its own, with its stylesheets and no script.

A lesson's frame that opened the game page at once would run the game's start (its markup laid
out twice, its scripts, Python's download) on the lesson's own main thread, while the reader
is still reading the text above it. The cover looks the same and has the same height; the
lesson swaps in the live game once the reader scrolls, points at it, focuses or taps it
(``static/lesson-game.js``), and a tap on the cover is played in the game.

The cover leaves out what styles only Panel's loading spinner (``.pn-loading``, a class its
scripts set): a stylesheet link and a rule in each of its several dozen shadow roots, which the
lesson's main thread would match for nothing while the lesson loads.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import paint

FOLDER = "covers"

PAGE = """<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
{links}
<style>html, body {{ box-sizing: border-box; display: flow-root; height: 100%; margin: 0; padding: 0; }}
main {{ display: contents; }}</style>
</head>
<body><main>{markup}</main></body>
</html>
"""


def cover_name(game: str, lang: str) -> str:
    return f"{FOLDER}/{game}.{lang}.html"


def from_root(markup: str) -> str:
    """The paint's links, written for a page at the site's root, from the covers' folder."""
    return re.sub(r'\b(href|src)="(?![a-z]+:|#|/)', r'\1="../', markup)


#: Panel's loading spinner's stylesheet and rules: a script-free cover never shows the spinner.
SPINNER = re.compile(r'<link rel="stylesheet" href="[^"]*/css/loading\.css[^"]*">'
                     r"|<style>(?:[^<{}]*\.pn-loading[^<{}]*\{[^<{}]*\})+\s*</style>")


def without_spinner(markup: str) -> str:
    return SPINNER.sub("", markup)


def cover(markup: str, lang: str, title: str) -> str:
    """The cover page of an embed paint ``markup``."""
    markup = without_spinner(markup)
    links = "\n".join(f'<link rel="stylesheet" href="../{href}">' for href in paint.stylesheets(markup))
    return PAGE.format(lang=lang, title=html.escape(title), links=links, markup=from_root(markup))


def write_covers(out: Path, games: list[str], languages: list[str], titles: dict[str, str]) -> None:
    """A cover for each game in each language, from the embed paints already in ``out``."""
    (out / FOLDER).mkdir()
    for game in games:
        for lang in languages:
            markup = (out / paint.paint_name(game, lang, True)).read_text()
            (out / cover_name(game, lang)).write_text(cover(markup, lang, titles[game]))
