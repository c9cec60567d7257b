"""The Cubiri hub: `panel serve apps/*.py --index cubiri`."""

import panel as pn

GAMES = [
    ("MAGDAGDON", "Fill a 4x4 board with one connected field of dice; avoid the ruins."),
    ("MISHIMASH", "Push your luck with six dice and a multiplier that keeps growing."),
    ("MAGIKABOOM", "Brew the strongest potion before your cauldron explodes."),
]


def hub() -> pn.viewable.Viewable:
    cards = [pn.pane.Markdown(f"## {name}\n{pitch}") for name, pitch in GAMES]
    return pn.Column("# Cubiri", *cards)


if pn.state.served:
    hub().servable(title="Cubiri")
