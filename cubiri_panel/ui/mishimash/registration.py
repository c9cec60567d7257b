"""MISHIMASH's screens as the pages know them (:mod:`cubiri_panel.ui.registry`)."""

from .. import registry

SCREENS = registry.register(registry.Screens(
    name="mishimash", view=f"{__package__}.view:MishimashView", coach=f"{__package__}.coach",
    accent="#f2b134", pips=((25, 25), (25, 50), (25, 75), (75, 25), (75, 50), (75, 75)),
    levels={"cautious": "beginner", "threshold": "intermediate", "optimal": "expert", "champion": "champion"},
    # the log, which the view saved beside the game until the engine kept it (game.log)
    retired=("journal",)))
