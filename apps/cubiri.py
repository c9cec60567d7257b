"""The Cubiri hub: `panel serve apps/*.py --index cubiri`."""

import panel as pn

from cubiri_panel.ui.hub import Hub

if pn.state.served:
    # Declares the page's extensions (none beyond Panel's own): without the call Panel ships
    # every extension's JavaScript it knows of (Tabulator, luxon), about 0.2 s of loading.
    pn.extension()
    Hub().servable(title="Cubiri")
