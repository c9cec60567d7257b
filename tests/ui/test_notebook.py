"""The shell and the hub render in a Jupyter kernel too (no server, no URL, no request)."""

import nbformat
import pytest
from nbclient import NotebookClient

CODE = """
import panel as pn
pn.extension()
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
