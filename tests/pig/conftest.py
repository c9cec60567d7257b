"""Pig's served page for its browser test: ``panel serve`` of its own app file, for the module."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from processes import serve, stop


@pytest.fixture(scope="module")
def pig_served():
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    proc, base, log = serve([str(Path(__file__).parent / "ui" / "app.py")], None, f"panel-serve-pig-{worker}.log")
    try:
        yield base
    finally:
        stop(proc, log)
