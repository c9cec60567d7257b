"""MAGIKABOOM: `panel serve apps/*.py --index cubiri`, then /magikaboom."""

import panel as pn

from cubiri_panel.ui.magikaboom import MagikaboomView

if pn.state.served:
    MagikaboomView().servable(title="MAGIKABOOM · Cubiri")
