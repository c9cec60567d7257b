"""The notebooks each test opens, so that every notebook is run once a test run: the English
notebooks with a game in JupyterLab and Notebook 7 (tests/test_notebooks_jupyter.py), the others
in a kernel of their own (tests/test_notebooks.py)."""

IN_JUPYTER = ("magdagdon", "mishimash", "magikaboom", "victory")
