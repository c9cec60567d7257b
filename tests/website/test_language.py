"""A game page's language before Python runs (site/static/language.js, in node) is the one the
live app then shows (the shell, fed by what ui/storage/storage.js reports, in node too), on one table
of links, saved settings and browsers; and the page reads the settings under Python's key."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.i18n import LANGUAGES
from cubiri_panel.ui.settings import Settings
from cubiri_panel.ui.shell import Shell, language_rule
from cubiri_panel.ui.storage import SETTINGS_KEY, BrowserStorage, MemoryStorage, Store
from cubiri_panel.ui.urlparams import parse_query

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")


def settings(**values) -> str:
    return json.dumps({"format": 1, **values}, ensure_ascii=False)


IT, NONE = {"languages": ["it-IT", "en"], "language": "it-IT"}, {}
CASES = [  # the link's query, the saved settings (None: nothing saved), the browser, the language
    ("", None, IT, "it"),
    ("", None, {"languages": ["es-AR"], "language": "es-AR"}, "es"),
    ("", None, {"languages": ["de-DE", "it"], "language": "de-DE"}, "en"),  # only the first counts
    ("", None, {"language": "LV_lv"}, "lv"),                                  # no navigator.languages
    ("", None, {"languages": [], "language": "lv"}, "lv"),
    ("", None, NONE, "en"),
    ("?lang=lv", None, IT, "lv"),
    ("?lang=%20ES-mx%20", None, IT, "es"),
    ("?lang=xx", None, IT, "it"),                                             # not a language: the next rule
    ("?lang=", None, NONE, "en"),
    ("?lang=it&lang=lv", None, NONE, "lv"),                                   # the last one counts
    ("?lang=lv&lang=xx", None, NONE, "en"),
    ("?embed=1&lang=es", None, IT, "es"),
    ("", settings(language="lv"), IT, "lv"),
    ("?lang=es", settings(language="lv"), IT, "es"),                          # the link wins for its visit
    ("?lang=xx", settings(language="lv"), IT, "lv"),
    ("", settings(language=""), IT, "it"),                                    # "Automatic"
    ("", settings(language="LV"), IT, "it"),                                  # saved exactly, or not at all
    ("", settings(language="lv-LV"), IT, "it"),
    ("", settings(language=3), IT, "it"),
    ("", settings(language="lv", difficulty="easy"), IT, "lv"),               # the valid settings count
    ("", settings(language="lv", computer_speed="fast", show_odds=True, difficulty="nightmare"), NONE, "lv"),
    ("", json.dumps({"format": 2, "language": "lv"}), IT, "it"),
    ("", json.dumps({"format": True, "language": "lv"}), IT, "it"),
    ("", json.dumps({"format": "1", "language": "lv"}), IT, "it"),
    ("", '{"format": 1.0, "language": "lv"}', IT, "lv"),
    ("", json.dumps({"language": "lv"}), IT, "it"),
    ("", '{"format": 1, "language": "lv"', IT, "it"),                         # not JSON
    ("", '{"format": 1, "language": "lv", "x": NaN}', IT, "it"),
    ("", json.dumps([1, "lv"]), IT, "it"),
    ("", "null", IT, "it"),
    ("", "", IT, "it"),
    ("", settings(language="lv", pad="x" * 2048), IT, "it"),                  # longer than the key holds
    ("", settings(language="lv", pad="\U0001f3b2" * 1100), IT, "lv"),         # 2,200 in UTF-16, 1,100 letters
]

# language.js as the page runs it, and storage.js's report of the same storage and browser.
DRIVER = r"""
const fs = require("fs"), vm = require("vm"), { pathToFileURL } = require("url");
const [languageJs, storageJs] = process.argv.slice(1);
const { rule, cases } = JSON.parse(fs.readFileSync(0, "utf8"));
const page = { URLSearchParams };
vm.runInNewContext(fs.readFileSync(languageJs, "utf8"), page);
(async () => {
  const storage = await import(pathToFileURL(storageJs));
  const results = [];
  for (const { search, items, navigator } of cases) {
    const read = [];
    const shown = page.cubiriLanguage(rule, { search, navigator, read: (key) => {
      read.push(key);
      return key in items ? items[key] : null;
    } });
    const keys = Object.keys(items);
    const localStorage = { length: keys.length, key: (i) => keys[i], getItem: (k) => (k in items ? items[k] : null) };
    Object.defineProperty(globalThis, "navigator", { value: navigator, configurable: true });
    globalThis.window = { localStorage };
    let report = null;
    const model = { sent_limit: 131073, on: () => {}, send_msg: (msg) => { report = report || msg.loaded; } };
    storage.render({ model, el: { setAttribute: () => {} } });
    results.push({ shown, read, report });
  }
  console.log(JSON.stringify(results));
  process.exit(0);
})();
"""


def in_node(cases: list[dict]) -> list[dict]:
    """For each case (``search``, ``items`` of the storage, ``navigator``): the language the
    page shows, the keys it read, and the report storage.js sends Python."""
    done = subprocess.run([NODE, "-e", DRIVER, str(ROOT / "site" / "static" / "language.js"),
                           str(ROOT / "cubiri_panel" / "ui" / "storage" / "storage.js")],
                          input=json.dumps({"rule": language_rule(), "cases": cases}), capture_output=True,
                          text=True, check=True, timeout=60)
    return json.loads(done.stdout)


def live_language(search: str, report: dict) -> str:
    """The language the shell shows once the page's storage report has arrived."""
    backend = BrowserStorage()
    backend._send_msg = lambda msg: None
    backend._handle_msg({"loaded": report})
    notices = Notices()
    store = Store(backend=backend, notices=notices)
    return Shell(store=store, notices=notices, url=parse_query(search)).lang


needs_node = pytest.mark.skipif(NODE is None, reason="needs node")


@needs_node
def test_the_page_and_the_live_app_pick_the_same_language():
    results = in_node([{"search": search, "items": {} if saved is None else {SETTINGS_KEY: saved},
                        "navigator": navigator} for search, saved, navigator, _ in CASES])
    for (search, saved, navigator, expected), result in zip(CASES, results, strict=True):
        case = (search, (saved or "")[:60], navigator)
        assert set(result["read"]) <= {SETTINGS_KEY}, case       # the page reads Python's key, if any
        assert result["shown"] == expected, case
        assert live_language(search, result["report"]) == expected, case


@needs_node
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_reads_the_settings_where_and_as_the_store_writes_them(lang):
    backend = MemoryStorage()
    store = Store(backend=backend, notices=Notices())
    backend.load({})
    assert store.save_settings(Settings(language=lang))
    [result] = in_node([{"search": "", "items": backend.items, "navigator": IT if lang != "it" else NONE}])
    assert result["shown"] == lang and result["read"] == [SETTINGS_KEY]
