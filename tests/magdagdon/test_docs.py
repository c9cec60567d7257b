"""The examples in the MAGDAGDON docstrings are true."""

import doctest
import importlib

import pytest

MODULES = ["", ".board", ".difficulty", ".odds", ".scoring", ".game", ".placement", ".player", ".state"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module("cubiri_panel.magdagdon" + name)
    failed, _ = doctest.testmod(module)
    assert failed == 0
