"""MAGIKABOOM's screens as the pages know them (:mod:`cubiri_panel.ui.registry`)."""

from .. import registry

SCREENS = registry.register(registry.Screens(
    name="magikaboom", view=f"{__package__}.view:MagikaboomView", coach=f"{__package__}.coach",
    accent="#8e5bd6", pips=((25, 25), (75, 75), (50, 50)),
    levels={"simple": "beginner", "careful": "intermediate", "expert": "expert", "champion": "champion"}))
