"""Telling the person's changes to a form from the code's own."""

import panel as pn

from cubiri_panel.ui.edits import Edits


def test_only_changes_outside_by_code_count():
    edits, name = Edits(), pn.widgets.TextInput(value="")
    edits.watch(name, "value", "value_input")
    with edits.by_code():
        name.param.update(value="Ana", value_input="Ana")
    assert not edits.touched
    name.value_input = "Zoe"
    assert edits.touched
