"""Pig served by ``panel serve tests/pig/ui/app.py``, as the built-in games' app files serve theirs:
registered first (from its own folder), then shown."""

import sys
from pathlib import Path

import panel as pn

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/, where the pig package is

from pig.ui import registration  # noqa: E402

registration.register()

from pig.ui.view import PigView  # noqa: E402

if pn.state.served:
    pn.extension()
    PigView().servable(title="PIG · Cubiri")
