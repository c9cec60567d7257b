"""MAGDAGDON: `panel serve apps/*.py --index cubiri`, then /magdagdon."""

import panel as pn

from cubiri_panel.ui.magdagdon import MagdagdonView

if pn.state.served:
    # Declares the page's extensions (none beyond Panel's own): without the call Panel ships
    # every extension's JavaScript it knows of (Tabulator, luxon), about 0.2 s of loading.
    pn.extension()
    MagdagdonView().servable(title="MAGDAGDON · Cubiri")
