"""The shell and the hub render in a Jupyter kernel too (no server, no URL, no request)."""

import nbformat
import pytest
from nbclient import NotebookClient

CODE = """
import panel as pn
pn.extension(inline=True)
from cubiri_panel.ui.hub import Hub
from cubiri_panel.ui.shell import Shell
from cubiri_panel.ui.components import BoardGrid, DiceTray
hub = Hub()
assert hub.shell.url.lang is None and not hub.shell.embed   # no URL in a notebook
page = Shell(game="magdagdon").page(pn.Column(DiceTray(values=[1, 2]), BoardGrid()))
hub
"""


@pytest.mark.slow
def test_hub_and_shell_render_in_a_notebook():
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(CODE), nbformat.v4.new_code_cell("page")])
    NotebookClient(notebook, timeout=120, kernel_name="python3").execute()
    outputs = [o for cell in notebook.cells for o in cell.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    results = [o for o in outputs if o.output_type == "execute_result"]
    assert len(results) == 2   # the hub, then the shell page
    assert all("application/vnd.holoviews_exec.v0+json" in o.data for o in results)


def test_components_added_later_take_panels_css_from_the_package():
    # In a notebook, models made after the first drawing (the play area after START) would link
    # Panel's CSS on its CDN: blank without internet. ``inline_stylesheets`` serves it inline.
    import panel as pn
    from bokeh.document import Document
    from bokeh.models import ImportedStyleSheet
    from panel.io.state import set_curdoc
    from pyviz_comms import Comm

    from cubiri_panel.ui.notebook import in_notebook, inline_stylesheets

    def linked(model):
        return [
            s.url for m in model.references() if hasattr(m, "stylesheets")
            for s in m.stylesheets if isinstance(s, ImportedStyleSheet)]

    assert not in_notebook()  # plain Python: no kernel
    for fix in (False, True):
        doc = Document()
        with set_curdoc(doc):
            if fix:
                inline_stylesheets()
            model = pn.Column(pn.widgets.Button(name="ROLL"), pn.pane.HTML("x")).get_root(doc, Comm())
        if fix:
            assert linked(model) == []
        else:
            assert linked(model)  # Panel links its CSS: what the fix is for
