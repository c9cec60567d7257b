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

from cubiri_panel.lessons.class_lab import CODE_LENGTH, MAX_CLASS
from cubiri_panel.lessons.lab import MIN_TRIALS, labs_of
from cubiri_panel.lessons.sampling import SEED
from cubiri_panel.ui.i18n import Translator, catalog

#: The catalogue key of each simulation's name (``lab.labs.<key>``).
LABELS = {"magdagdon/corner/nightmare/convergence": "corner", "mishimash/bust/3/convergence": "bust",
          "magikaboom/explosion/AAAB/convergence": "explosion",
          "victory/mishimash/reach/convergence": "reach",
          "victory/mishimash/points_player/convergence": "points_player"}
#: The trials the form starts with: enough to see the frequency settle, quick to run.
START_TRIALS = {"rolls": 5_000, "turns": 2_000}


def needs_table(lesson: str) -> bool:
    """The points-optimal player reads the MISHIMASH table of turn values (a wheel of its own)."""
    return lesson == "victory"


def needs_race_table(lesson: str) -> bool:
    """MAGIKABOOM's champion reads the race table (a wheel of its own)."""
    return lesson in ("magikaboom", "victory")


def lab_config(lesson: str, lang: str) -> dict:
    """What the page's form offers and says, for ``lab.js`` (JSON-safe)."""
    t = Translator(lang)
    point, thousands, percent = NUMBER_STYLE[lang]
    texts = {key.removeprefix("lab."): value for key, value in catalog(lang).items() if key.startswith("lab.")}
    # class mode's texts keep their domain: "classroom.stop" beside the form's "run"
    texts |= {key: value for key, value in catalog(lang).items() if key.startswith("classroom.")}
    return {
        "labs": [{"name": lab.name, "label": t(f"lab.labs.{LABELS[lab.name]}"), "unit": lab.unit,
                  "min": MIN_TRIALS, "max": lab.max_trials, "trials": START_TRIALS[lab.unit]}
                 for lab in labs_of(lesson)],
        "seed": SEED,
        "packages": ["param", packages.PROJECT] + ([packages.TABLE] if needs_table(lesson) else [])
        + ([packages.RACE_TABLE] if needs_race_table(lesson) else []),
        "texts": texts, "lang": lang,
        "class": {"most": MAX_CLASS, "size": 30, "code_length": CODE_LENGTH},
        "style": {"point": point, "thousands": thousands, "percent": percent},
    }


def as_script(config: dict) -> str:
    """The configuration as JSON for a script element ("</" cannot close it)."""
    return json.dumps(config, ensure_ascii=False).replace("</", "<\\/")
