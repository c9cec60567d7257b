"""The "Class results" page (``lessons/classroom.<lang>.html``): a teacher pastes the codes of
the class's games, or opens a file of them, and sees each game's experiment table, a chart of
the events seen against those the exact odds expected, and the CSV files, all computed in the
browser by the engine alone (``static/classroom.js``, in the lessons' worker,
``static/lab-worker.js``, which runs :func:`cubiri_panel.lessons.web.pool_page`). Nothing is sent
anywhere; the service worker keeps the page for offline use like every other file of the site.
"""

from __future__ import annotations

import os
import shutil
import tomllib
from pathlib import Path

import packages
from render import NUMBER_STYLE

from cubiri_panel import registry
from cubiri_panel.classroom import MAX_CODES, MAX_PASTE_BYTES
from cubiri_panel.classroom.hand_in import CODE_LENGTH
from cubiri_panel.lessons.class_lab import MAX_CLASS
from cubiri_panel.lessons.web import CLASS_PARAMETER
from cubiri_panel.ui.i18n import Translator, catalog
from cubiri_panel.ui.storage.keys import CLASS_FORMAT, CLASS_KEY, CLASS_POOL_PREFIX, CLASSROOM_KEY


ROOT = Path(__file__).resolve().parents[1]
JSQR_VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["cubiri"]["jsqr"]
#: Where the page finds the QR reader, from the site's root; it loads it only when the camera is
#: first turned on in a browser without BarcodeDetector.
READER = "vendor/jsqr/jsQR.js"


#: The most a class's file may hold: a pool's whole paste, with room for the file's own words.
CLASS_FILE_BYTES = 2 * MAX_PASTE_BYTES


def reader_package() -> Path:
    """The npm package of jsQR (``make jsqr``), or ``JSQR_DIR``."""
    folder = Path(os.environ.get("JSQR_DIR", ROOT / "build" / f"jsqr-{JSQR_VERSION}"))
    if not (folder / "dist" / "jsQR.js").is_file():
        raise SystemExit(f"no jsQR at {folder}: run `make jsqr`")
    return folder


def write_reader(out: Path) -> None:
    """jsQR's script and licence into the site, as npm ships them."""
    package, target = reader_package(), out / READER
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(package / "dist" / "jsQR.js", target)
    shutil.copy2(package / "LICENSE", target.parent / "LICENSE")


def classroom_config(lang: str, home: str) -> dict:
    """What the page's script needs (JSON-safe): its texts, the engine's wheels, the limits, the
    QR reader's address and the home page's (``home``, from the site's root), which a class's
    link opens."""
    point, thousands, percent = NUMBER_STYLE[lang]
    texts = {key.removeprefix("lab."): value for key, value in catalog(lang).items() if key.startswith("lab.")}
    texts |= {key: value for key, value in catalog(lang).items() if key.startswith("classroom.")}
    return {"texts": texts, "lang": lang, "packages": ["param", packages.PROJECT, *packages.LATER_PURE],
            "kinds": list(registry.names()),
            "limits": {"bytes": MAX_PASTE_BYTES, "codes": MAX_CODES, "code_length": CODE_LENGTH,
                       "class_most": MAX_CLASS},
            "saved": {"key": CLASSROOM_KEY, "format": CLASS_FORMAT, "pools": CLASS_POOL_PREFIX,
                      "file_bytes": CLASS_FILE_BYTES},
            "reader": "../" + READER, "home": "../" + home,
            "style": {"point": point, "thousands": thousands, "percent": percent}}


def class_link_config(lang: str) -> dict:
    """What the home page's script (``static/class-link.js``) needs to take a class's link: the
    address's parameter, the key and form the class is kept in, the longest class code, and its
    texts, the longest code written in (the class code's ``{code}`` is the script's to fill)."""
    t = Translator(lang)
    texts = {key.removeprefix("classroom.link."): t(key, code="{code}", most=CODE_LENGTH)
             for key in catalog(lang) if key.startswith("classroom.link.")}
    return {"parameter": CLASS_PARAMETER, "key": CLASS_KEY, "format": CLASS_FORMAT, "length": CODE_LENGTH,
            "texts": texts}
