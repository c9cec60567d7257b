"""Where the keyboard focus goes when the control that had it goes away.

A button that closes what it sits in (the rules' "Back", the settings' "Close"), or that swaps
the screen ("New table", "Skip to my turn"), is gone once the server has answered, and the
focus would drop to the top of the page: a keyboard or screen reader user would start again from
there. ``focus_after(button, target)`` hands it to ``target`` (the switch that opened the panel,
the set-up's first control) as soon as the server has drawn it enabled and shown, or gives up
after a few seconds (the computers may have ended the game meanwhile).

A question ("Leave the game in progress?") goes away when it is answered, and the control that
asked it is not always the same one (New game, Daily game): ``remember_asker(button)`` notes in
the browser which was pressed last, and ``focus_back_to_asker(answer, fallback)`` hands the
focus back to it (or to ``fallback`` when the question came with the page's link)."""

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


# The page's document (the browser's copy of it) keeps the control that asked last: it is a
# client-side fact, and the question's buttons are only built once it is first asked. (Panel
# names the pressed button ``source``; ``cb_obj`` is the click event.)
_REMEMBER = "source.document.cubiri_asker = source;"

_FOCUS_ASKER = """
const page = source.document;
const target = page.cubiri_asker || fallback;
page.cubiri_asker = null;   // answered: a later question asked by a link falls back
""" + _FOCUS_WHEN_READY


def remember_asker(button: pn.widgets.Button) -> None:
    """A press on ``button`` asks a question: its answer may give the focus back to it."""
    button.js_on_click(code=_REMEMBER)


def focus_back_to_asker(answer: pn.widgets.Button, fallback: pn.widgets.Widget) -> None:
    """After ``answer`` is pressed, the focus goes back to the button (``remember_asker``) whose
    press asked the question, or to ``fallback`` when none did, once it is shown."""
    answer.js_on_click(args={"fallback": fallback}, code=_FOCUS_ASKER)
