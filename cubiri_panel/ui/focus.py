"""Where the keyboard focus goes when the control that had it goes away.

A button that closes what it sits in (the rules' "Back", the settings' "Close"), or that swaps
the screen ("New table", "Skip to my turn"), is gone once the server has answered, and the
focus would drop to the top of the page: a keyboard or screen reader user would start again from
there. ``focus_after(button, target)`` hands it to ``target`` (the switch that opened the panel,
the set-up's first control) as soon as the server has taken the button away and drawn the target
enabled and shown, or gives up after a few seconds (the computers may have ended the game
meanwhile). A layout as the target gives it to the layout's first control.

A question ("Leave the game in progress?") goes away when it is answered, and the control that
asked it is not always the same one (New game, Daily game): ``remember_asker(button)`` notes in
the browser which was pressed last, and ``focus_back_to_asker(answer, fallback)`` hands the
focus back to it (or to ``fallback`` when the question came with the page's link)."""

from __future__ import annotations

import panel as pn

_FOCUS_WHEN_READY = """
const pressed = performance.now();
let answered = null;   // when the pressed button went: the server's answer
// A layout as the target: its first control that is shown and enabled (in page order, looking
// into each component's shadow root).
const firstControl = (root) => {
  for (const el of root.querySelectorAll("*")) {
    if (el.matches("button, input, select, textarea") && !el.disabled && el.getClientRects().length) return el;
    if (el.shadowRoot) {
      const found = firstControl(el.shadowRoot);
      if (found) return found;
    }
  }
  return null;
};
// A widget's control, or a layout's first control, in each view drawn of ``model`` (a control
// moved to another row has a new view beside the old one, hidden).
const controls = (model) => [...Bokeh.index.find(model)].map(
  (view) => view.button_el || view.input_el || firstControl(view.el.shadowRoot || view.el));
const shown = (control) => control && control.isConnected && control.offsetParent !== null;
// The server has answered once the pressed button is gone: before that, the target may still be
// drawn anew (a label changed), which would drop a focus given to it.
// A slow answer (a new game being set up) is waited for; once it came, the target is given
// a few seconds to be drawn (the computers may have ended the game meanwhile). For a moment
// after, a focus dropped to the page (the target drawn anew by a later change) is given back;
// a focus the player moved elsewhere is left where it is.
let given = null;
const step = () => {
  const now = performance.now();
  if (answered === null && !controls(source).some(shown)) answered = now;
  const control = controls(target).find((c) => shown(c) && !c.disabled);
  const dropped = !document.activeElement || document.activeElement === document.body;
  if (answered !== null && control && (given === null || dropped)) {
    control.focus();
    given = given ?? now;
  }
  const waiting = given !== null ? now - given < 2000
    : answered === null ? now - pressed < 30000 : now - answered < 5000;
  if (waiting) requestAnimationFrame(step);
};
requestAnimationFrame(step);
"""


def focus_after(button: pn.widgets.Button, target: pn.viewable.Viewable) -> None:
    """After ``button`` is pressed, the keyboard focus goes to ``target`` (a widget, or a layout's
    first control) once it is shown."""
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


def focus_back_to_asker(answer: pn.widgets.Button, fallback: pn.viewable.Viewable) -> None:
    """After ``answer`` is pressed, the focus goes back to the button (``remember_asker``) whose
    press asked the question, or to ``fallback`` when none did, once it is shown."""
    answer.js_on_click(args={"fallback": fallback}, code=_FOCUS_ASKER)
