"""The lesson pages' sources and the site's renderer, as the lesson tests read them."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "site" / "lessons"


def source(name: str, lang: str) -> str:
    return (LESSONS / f"{name}.{lang}.md").read_text(encoding="utf-8")


def worksheet(name: str, lang: str) -> str:
    """The source of the lesson ``name``'s worksheet to print, in ``lang``."""
    return (LESSONS / f"{name}.{lang}.worksheet.md").read_text(encoding="utf-8")


def _site_render():
    """site/render.py, whose number filters the pages use ("8,3%" in Italian)."""
    spec = importlib.util.spec_from_file_location("site_render", ROOT / "site" / "render.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SITE = _site_render()
