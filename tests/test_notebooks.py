"""The teaching notebooks, in every language, run top to bottom in a fresh kernel (their asserts
check the key numbers), and a translation computes what the English notebook computes. The
``.ipynb`` files are their only source, committed clean: no outputs, no execution counts, in
nbformat's own layout."""

import io
import tokenize
from pathlib import Path

import nbformat
import pytest
from matrix import chosen
from nbclient import NotebookClient

from cubiri_panel.ui.i18n import LANGUAGES
from cubiri_panel.ui.teaching import notebook_name

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
NAMES = ("magdagdon", "mishimash", "magikaboom", "victory", "classroom")
FILES = [notebook_name(name, lang) for name in NAMES for lang in LANGUAGES]
# make test runs every English notebook and one notebook in each other language (the
# translations' code is held to the English by test_a_translation_computes_what_english_does);
# make test-matrix runs them all.
RUN = chosen(FILES, keep=[notebook_name(name, "en") for name in NAMES]
             + ["magdagdon.it.ipynb", "mishimash.es.ipynb", "magikaboom.lv.ipynb"])


def test_every_notebook_is_tested():
    assert sorted(path.name for path in NOTEBOOKS.glob("*.ipynb")) == sorted(FILES)


def code_without_words(source: str) -> list[str]:
    """The code's tokens, its strings' text and its comments left out: what it computes."""
    kept = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in (tokenize.COMMENT, tokenize.STRING, tokenize.NL, tokenize.NEWLINE) or \
                token.type == getattr(tokenize, "FSTRING_MIDDLE", None):
            continue
        kept.append(token.string)
    return kept


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_a_translation_computes_what_english_does(name, lang):
    english = nbformat.read(NOTEBOOKS / notebook_name(name, "en"), as_version=4)
    translated = nbformat.read(NOTEBOOKS / notebook_name(name, lang), as_version=4)
    assert [cell.cell_type for cell in translated.cells] == [cell.cell_type for cell in english.cells]
    for ours, theirs in zip(english.cells, translated.cells):
        if ours.cell_type == "code":
            assert code_without_words(theirs.source) == code_without_words(ours.source)
        else:  # the same sections, each with its heading
            assert ours.source.startswith("#") == theirs.source.startswith("#")
    # the reader's language for the games, the class form and the numbers
    assert f'LANG = "{lang}"' in translated.cells[1].source and 'LANG = "en"' in english.cells[1].source


@pytest.mark.parametrize("name", FILES)
def test_notebook_is_committed_clean(name):
    path = NOTEBOOKS / name
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
@pytest.mark.parametrize("name", RUN)
def test_notebook_runs_top_to_bottom(name):
    notebook = nbformat.read(NOTEBOOKS / name, as_version=4)
    # execute() raises CellExecutionError on the first failing cell (a failed assert included)
    NotebookClient(notebook, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    outputs = [output for cell in notebook.cells for output in cell.get("outputs", [])]
    assert not [o for o in outputs if o.output_type == "error"]
    shown = [o for o in outputs if o.output_type == "execute_result"]
    # the game view and the Bokeh plots render as Panel objects
    assert sum("application/vnd.holoviews_exec.v0+json" in o.get("data", {}) for o in shown) >= 3
