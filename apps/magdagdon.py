"""MAGDAGDON: `panel serve apps/*.py --index cubiri`, then /magdagdon."""

import panel as pn

from cubiri_panel.ui.magdagdon import MagdagdonView

if pn.state.served:
    MagdagdonView().servable(title="MAGDAGDON · Cubiri")
