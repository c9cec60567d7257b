"""The engine must run where Panel cannot: Pyodide without the UI, plain scripts."""

import json
import pkgutil
import subprocess
import sys

import cubiri_panel

# Every module of the package except the views (cubiri_panel.ui).
ENGINE = sorted(m.name for m in pkgutil.walk_packages(cubiri_panel.__path__, "cubiri_panel.")
                if not m.name.startswith("cubiri_panel.ui"))


def test_engine_imports_no_panel_or_bokeh():
    code = (f"import importlib, json, sys\n[importlib.import_module(m) for m in {ENGINE!r}]\n"
            "print(json.dumps(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(json.loads(out.stdout))
    assert {"cubiri_panel.game", "cubiri_panel.dice"} <= loaded
    assert not {m for m in loaded if m.split(".")[0] in {"panel", "bokeh"}}
