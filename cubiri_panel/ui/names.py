"""Players' names as typed: what a set-up form keeps of them, and how it shows their limit.

A name is shown on every screen and in the high scores, so characters that are not letters a
person means are removed before it reaches the engine: control characters (a pasted tab or
line break) and the bidirectional overrides and isolates, which turn the rest of a line
around (``"\\u202eexe.txt"`` shows as "txt.exe"). The zero-width joiner stays: emoji are made
of it.
"""

from __future__ import annotations

import panel as pn

from .. import names
from . import theme

COUNT_CSS = theme.TEXT_CSS + ":host { text-align: right; font-size: .85rem; line-height: 1.2; }"


def clean_name(text: str, limit: int) -> str:
    """``text`` as the engine keeps a name (:func:`cubiri_panel.names.clean_name`), cut to
    ``limit`` characters."""
    return names.clean_name(text)[:limit].strip()


def count_text(typed: str | None, limit: int) -> str:
    """How much of its limit a name uses, as kept: "5/32"."""
    return f"{len(clean_name(typed or '', limit))}/{limit}"


def counted(field: pn.widgets.TextInput, limit: int, css_class: str, **box) -> pn.Column:
    """``field`` above a small line counting its letters as they are typed ("5/32"), so the
    limit is no surprise. The count is a pane of its own: changing the field's label instead
    redraws the input, and the caret jumps to its start in the middle of typing."""
    count = pn.pane.HTML("", css_classes=["cubiri-name-count", css_class], stylesheets=[COUNT_CSS],
                         sizing_mode="stretch_width", margin=(0, 10))

    def show(*_):
        typed = field.value_input if field.value_input is not None else field.value
        count.object = f'<span class="cubiri-muted">{count_text(typed, limit)}</span>'

    field.param.watch(show, ["value_input", "value"])
    show()
    return pn.Column(field, count, margin=0, **box)
