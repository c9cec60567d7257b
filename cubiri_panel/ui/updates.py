"""Redrawing in place: a view sets a widget's params after every action, and only those that
change cost anything (an unchanged assignment still runs param's checks, and each real change
is a message to the browser)."""

from __future__ import annotations


def assign(obj, **values) -> None:
    """Set the params of ``obj`` whose values differ from ``values``, in one update."""
    changed = {k: v for k, v in values.items() if getattr(obj, k) != v}
    if len(changed) == 1:
        setattr(obj, *next(iter(changed.items())))
    elif changed:
        obj.param.update(**changed)
