"""Where the keyboard focus goes when the control that had it goes away.

A button that closes what it sits in (the rules' "Back", the settings' "Close"), or that swaps
the screen ("New table", "Skip to my turn"), is gone once the server has answered, and the
focus would drop to the top of the page: a keyboard or screen reader user would start again from
there. ``focus_after(button, target)`` hands it to ``target`` (the switch that opened the panel,
the set-up's first control) as soon as the server has drawn it enabled and shown, or gives up
after a few seconds (the computers may have ended the game meanwhile)."""

from __future__ import annotations

import panel as pn

_FOCUS_WHEN_READY = """
const deadline = performance.now() + 5000;
const step = () => {
  const view = Bokeh.index.find_one(target);
  const control = view && (view.button_el || view.input_el);
  if (control && !control.disabled && control.offsetParent !== null) {
    control.focus();
  } else if (performance.now() < deadline) {
    requestAnimationFrame(step);
  }
};
requestAnimationFrame(step);
"""


def focus_after(button: pn.widgets.Button, target: pn.widgets.Widget) -> None:
    """After ``button`` is pressed, the keyboard focus goes to ``target`` once it is shown."""
    button.js_on_click(args={"target": target}, code=_FOCUS_WHEN_READY)
