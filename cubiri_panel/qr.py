"""A text as a QR code, drawn as SVG by ``segno`` (a QR writer made for the job, pure Python),
for the class's link on the projector and a game handed in from a phone's screen.

``segno`` is imported when a code is first drawn. A game page of the static site installs it
once the game is live, with the game's tables (site/static/worker.js), so a first visit fetches
nothing more; what waits for it (``when_available``) goes on when the page calls ``arrived()``.
"""

from __future__ import annotations

import html
import sys
import types
from collections.abc import Callable
from importlib.util import find_spec

_waiting: list[Callable[[], None]] = []


def available() -> bool:
    """Whether the QR writer is installed (on a game page of the site: once it has arrived)."""
    return find_spec("segno") is not None


def when_available(callback: Callable[[], None]) -> bool:
    """True if the QR writer is there; if not, False, and ``callback()`` runs once it arrives
    (each callback once, however often it asks)."""
    if available():
        return True
    if callback not in _waiting:
        _waiting.append(callback)
    return False


def arrived() -> None:
    """The page installed the QR writer: what waited for it goes on."""
    if available():
        waiting, _waiting[:] = list(_waiting), []
        for callback in waiting:
            callback()


def _escape(data: str, entities: dict | None = None) -> str:
    data = data.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")
    for key, value in (entities or {}).items():
        data = data.replace(key, value)
    return data


def _quoteattr(data: str, entities: dict | None = None) -> str:
    data = _escape(data, {**(entities or {}), "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"})
    if '"' in data:
        return "'%s'" % data if "'" not in data else '"%s"' % data.replace('"', "&quot;")
    return '"%s"' % data


def _without_xml() -> None:
    """segno's SVG writer imports two escaping functions from ``xml.sax.saxutils``; the standard
    library the static site ships has no ``xml`` (a game would fetch it before it is live, and
    ``saxutils`` brings ``urllib.request`` with it). Where it is missing, a module holding those
    two, as the standard library writes them, stands in for it."""
    if find_spec("xml") is not None or "xml.sax.saxutils" in sys.modules:
        return
    for name in ("xml", "xml.sax", "xml.sax.saxutils"):
        sys.modules[name] = types.ModuleType(name)
    sys.modules["xml"].sax = sys.modules["xml.sax"]
    sys.modules["xml.sax"].saxutils = saxutils = sys.modules["xml.sax.saxutils"]
    saxutils.escape, saxutils.quoteattr = _escape, _quoteattr


def svg(text: str, label: str) -> str:
    """The QR code of ``text`` as an SVG element that scales to its box, named ``label`` for a
    screen reader; ``ValueError`` for a text no QR code holds. Black on white, with the quiet
    zone of four modules a camera needs."""
    _without_xml()
    import segno

    try:
        code = segno.make(text, error="m", micro=False)
    except segno.DataOverflowError as err:
        raise ValueError(f"no QR code holds {len(text)} characters") from err
    drawn = code.svg_inline(scale=1, border=4, dark="#000", light="#fff", omitsize=True, svgclass="cubiri-qr")
    return drawn.replace("<svg ", f'<svg role="img" aria-label="{html.escape(label)}" ', 1)
