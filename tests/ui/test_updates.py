"""Redrawing in place: only the params that change are set, several in one update."""

import param

from cubiri_panel.ui.updates import assign


class Widget(param.Parameterized):
    label = param.String(default="")
    visible = param.Boolean(default=True)
    values = param.List(default=[])


def test_only_the_params_that_change_are_set_and_several_in_one_update():
    widget, calls = Widget(label="ROLL", values=[1, 2]), []
    widget.param.watch(lambda *events: calls.append(sorted(e.name for e in events)), ["label", "visible", "values"])
    assign(widget, label="ROLL", values=[1, 2], visible=True)
    assert calls == []
    assign(widget, label="BANK", values=[1, 2])
    assert calls == [["label"]] and widget.label == "BANK"
    assign(widget, label="ROLL", visible=False, values=[3])
    assert calls[1:] == [["label", "values", "visible"]]
    assert (widget.label, widget.visible, widget.values) == ("ROLL", False, [3])
