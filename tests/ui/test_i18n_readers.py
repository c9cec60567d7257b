"""The two readers of the catalogs' ICU messages, Python's (cubiri_panel/ui/i18n.py) and the
site's JavaScript (site/static/lab-common.js, run in node), write every message of every catalog
alike, with every placeholder set to 0, 1, 2, 5, 11, 21, 22, 101 and 1.5 as the page writes them."""

import json
import subprocess
from pathlib import Path

import pytest

from cubiri_panel.ui import numbers
from cubiri_panel.ui.i18n import LANGUAGES, catalog, format_message, placeholders

ROOT = Path(__file__).resolve().parents[2]
VALUES = (0, 1, 2, 5, 11, 21, 22, 101, 1.5)

SCRIPT = """
global.window = {}; global.document = { currentScript: { src: "http://localhost/static/lab-common.js" } };
require(process.argv[1]);
const { lang, style, texts, asks } = JSON.parse(require("fs").readFileSync(0, "utf8"));
const t = window.CubiriLab.texts({ lang, style, texts });
console.log(JSON.stringify(asks.map(([key, args]) => t.say(key, args))));
"""


def javascript(lang: str, texts: dict, asks: list) -> list[str]:
    style = {"point": numbers.DECIMAL_MARK[lang], "thousands": numbers.GROUP[lang], "percent": numbers.PERCENT_SIGN[lang]}
    out = subprocess.run(["node", "-e", SCRIPT, str(ROOT / "site" / "static" / "lab-common.js")],
                         input=json.dumps({"lang": lang, "style": style, "texts": texts, "asks": asks}),
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_python_and_javascript_read_every_message_alike(lang):
    texts = catalog(lang)
    asks, expected = [], []
    for key, template in texts.items():
        names = sorted(placeholders(template))
        for value in VALUES if names else (None,):
            shown = numbers.decimal(value, lang, 2) if value is not None else None
            args = {name: shown for name in names}
            asks.append([key, args])
            expected.append(format_message(template, lang, args))
    got = javascript(lang, texts, asks)
    assert [(ask[0], ask[1] and next(iter(ask[1].values())), text) for ask, text in zip(asks, got)] == \
        [(ask[0], ask[1] and next(iter(ask[1].values())), text) for ask, text in zip(asks, expected)]
