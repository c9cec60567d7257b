"""MAGDAGDON's screens as the pages know them (:mod:`cubiri_panel.ui.registry`)."""

from ...magdagdon.facts import Difficulty
from .. import registry

SCREENS = registry.register(registry.Screens(
    name="magdagdon", view=f"{__package__}.view:MagdagdonView", coach=f"{__package__}.coach",
    accent="#1f8a7f", pips=((25, 25), (75, 75), (50, 50), (75, 25), (25, 75)),
    settings={"difficulty": tuple(difficulty.value for difficulty in Difficulty)}))
