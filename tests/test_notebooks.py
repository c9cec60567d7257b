"""The teaching notebooks run top to bottom in a fresh kernel (their asserts check the key
numbers). The ``.ipynb`` files are their only source, committed clean: no outputs, no execution
counts, in nbformat's own layout."""

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
NAMES = ("magdagdon", "mishimash", "magikaboom", "victory", "classroom")


def test_every_notebook_is_tested():
    assert sorted(path.stem for path in NOTEBOOKS.glob("*.ipynb")) == sorted(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_notebook_is_committed_clean(name):
    path = NOTEBOOKS / f"{name}.ipynb"
    notebook = nbformat.read(path, as_version=4)
    nbformat.validate(notebook)
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    assert code and all(not cell.outputs and cell.execution_count is None for cell in code)
    # byte for byte as nbformat writes it, so a diff shows only what the cells say
    assert path.read_text(encoding="utf-8") == nbformat.writes(notebook) + "\n", (
        f"clean it: .venv/bin/jupyter nbconvert --clear-output --inplace {path.relative_to(ROOT)}")
    source = "\n".join(cell.source for cell in code)
    # inline=True: the outputs carry their JavaScript and CSS, so they draw without internet
    assert "pn.extension(inline=True)" in source and "assert " in source and "figure(" in source


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_notebook_runs_top_to_bottom(name):
    notebook = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    # execute() raises CellExecutionError on the first failing cell (a failed assert included)
    NotebookClient(notebook, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    outputs = [output for cell in notebook.cells for output in cell.get("outputs", [])]
    assert not [o for o in outputs if o.output_type == "error"]
    shown = [o for o in outputs if o.output_type == "execute_result"]
    # the game view and the Bokeh plots render as Panel objects
    assert sum("application/vnd.holoviews_exec.v0+json" in o.get("data", {}) for o in shown) >= 3
