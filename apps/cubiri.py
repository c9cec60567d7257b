"""The Cubiri hub: `panel serve apps/*.py --index cubiri`."""

import panel as pn

from cubiri_panel.ui.hub import Hub

if pn.state.served:
    Hub().servable(title="Cubiri")
