"""Pig's screens as the pages know them, registered with its engine by :func:`register`."""

from __future__ import annotations

from pathlib import Path

from cubiri_panel.ui import registry

from .. import registration as engine

SCREENS = registry.Screens(
    name="pig", view=f"{__package__}.view:PigView", coach=f"{__package__}.coach", accent="#d9607a",
    pips=((25, 25), (75, 75)), levels={"gambler": "beginner", "hold20": "expert"},
    texts=str(Path(__file__).parent / "texts"))


def register() -> registry.Screens:
    engine.register()
    return registry.register(SCREENS)


def unregister() -> None:
    registry.unregister(SCREENS.name)
    engine.unregister()
