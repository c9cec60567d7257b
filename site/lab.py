"""The simulation form of every lesson page: what it offers, in the page's language.

The form (``templates/lab.html``, driven by ``static/lab.js``) runs
:func:`cubiri_panel.lessons.lab.run_lab` in the browser, in a web worker
(``static/lab-worker.js``) so that the page stays live through a long run: Pyodide from the
site's own ``pyodide/``, with only param and the project's wheel from its ``packages/`` (no
Panel, no numpy), loaded when the learner first presses the button or turns class mode on (a
class's fields take a while to fill in), so the page itself stays light.
"""

from __future__ import annotations

import json

import packages
from render import NUMBER_STYLE

from cubiri_panel.classroom.hand_in import CODE_LENGTH
from cubiri_panel.lessons.class_lab import MAX_CLASS
from cubiri_panel.lessons.lab import MIN_TRIALS, START_SEED, labs_of
from cubiri_panel.ui.i18n import Translator, catalog
from cubiri_panel.ui.storage.keys import CLASS_FORMAT, CLASS_KEY


def table_packages(lesson: str) -> list[str]:
    """The wheels of the solved tables a lesson's simulations read (each game's, of its own)."""
    games = dict.fromkeys(game for lab in labs_of(lesson) for game in lab.tables)
    return [packages.table_package(game) for game in games if packages.table_package(game) in packages.TABLES]


def lab_config(lesson: str, lang: str) -> dict:
    """What the page's form offers and says, for ``lab.js`` (JSON-safe)."""
    t = Translator(lang)
    point, thousands, percent = NUMBER_STYLE[lang]
    texts = {key.removeprefix("lab."): value for key, value in catalog(lang).items() if key.startswith("lab.")}
    # class mode's texts keep their domain: "classroom.stop" beside the form's "run"
    texts |= {key: value for key, value in catalog(lang).items() if key.startswith("classroom.")}
    return {
        "labs": [{"name": lab.name, "label": t(f"lab.labs.{lab.label}"), "unit": lab.unit,
                  "min": MIN_TRIALS, "max": lab.max_trials, "trials": lab.start_trials}
                 for lab in labs_of(lesson)],
        "seed": START_SEED,
        "packages": ["param", packages.PROJECT, *table_packages(lesson)],
        "texts": texts, "lang": lang,
        "class": {"most": MAX_CLASS, "size": 30, "code_length": CODE_LENGTH,
                  "key": CLASS_KEY, "format": CLASS_FORMAT},
        "style": {"point": point, "thousands": thousands, "percent": percent},
    }


def as_script(config: dict) -> str:
    """The configuration as JSON for a script element ("</" cannot close it)."""
    return json.dumps(config, ensure_ascii=False).replace("</", "<\\/")
