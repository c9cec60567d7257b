"""MISHIMASH: `panel serve apps/*.py --index cubiri`, then open /mishimash."""

import panel as pn

from cubiri_panel.ui.mishimash import MishimashView

if pn.state.served:
    MishimashView().servable(title="MISHIMASH · Cubiri")
