"""The "Class results" page (``lessons/classroom.<lang>.html``): a teacher pastes the codes of
the class's games, or opens a file of them, and sees each game's experiment table, a chart of
the events seen against those the exact odds expected, and the CSV files, all computed in the
browser by the engine alone (``static/classroom.js``, in the lessons' worker,
``static/lab-worker.js``, which runs :func:`cubiri_panel.lessons.web.pool_page`). Nothing is sent
anywhere; the service worker keeps the page for offline use like every other file of the site.
"""

from __future__ import annotations

import packages
from render import NUMBER_STYLE

from cubiri_panel import registry
from cubiri_panel.classroom import MAX_CODES, MAX_PASTE_BYTES
from cubiri_panel.ui.i18n import catalog


def classroom_config(lang: str) -> dict:
    """What the page's script needs (JSON-safe): its texts, the engine's wheels, the limits."""
    point, thousands, percent = NUMBER_STYLE[lang]
    texts = {key.removeprefix("lab."): value for key, value in catalog(lang).items() if key.startswith("lab.")}
    texts |= {key: value for key, value in catalog(lang).items() if key.startswith("classroom.")}
    return {"texts": texts, "lang": lang, "packages": ["param", packages.PROJECT], "kinds": list(registry.names()),
            "limits": {"bytes": MAX_PASTE_BYTES, "codes": MAX_CODES},
            "style": {"point": point, "thousands": thousands, "percent": percent}}
