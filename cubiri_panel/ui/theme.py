"""Cubiri's look: one palette, and the stylesheets and widget factories that apply it.

Panel draws every component in its own shadow root, so a page-wide stylesheet cannot reach into
a button: each component takes the sheet it needs through ``stylesheets=``. Use the factories
below (``action_button``, ``toggle_button``, ``select``, ``text``) instead of styling widgets by
hand, so the three games look like one app.
"""

from __future__ import annotations

import html

import panel as pn

# Night-blue table, parchment cards, gold for what the player should do next. Every state that
# colour marks also has a second cue (a ring, a pattern, a weight), so colour is never alone.
PALETTE = {
    "night": "#1d1838",
    "night2": "#2d2456",
    "ink": "#2a2238",
    "muted": "#6b6180",
    "paper": "#fff9ef",
    "paper2": "#f3ead9",
    "gold": "#f2b134",
    "gold_dark": "#b97d08",
    "teal": "#1f8a7f",
    "red": "#c2412d",
    "focus": "#3b82f6",
}

VARIABLES = ":host {" + "".join(f" --cubiri-{k.replace('_', '-')}: {v};" for k, v in PALETTE.items()) + " }"

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Ubuntu, sans-serif"

# The page: a night background filling the window, content centred and never wider than the
# screen (no horizontal scroll on a 390 px phone).
PAGE_CSS = VARIABLES + f"""
:host {{
  font-family: {FONT};
  /* Bokeh's components draw their text at 12 px unless told: in rem, it grows with the text
     size the reader chose (every shadow root inherits the variable) */
  --bokeh-font-size: .75rem;
  color: var(--cubiri-ink);
  background: radial-gradient(ellipse at top, var(--cubiri-night2), var(--cubiri-night) 70%);
  min-height: 100vh;
  box-sizing: border-box;
  padding: 0 0 24px 0;
  /* clip, not hidden: a box that hid its overflow would hold the odds sheet (page.py), which
     sticks to the bottom of the screen, instead of the window */
  overflow-x: clip;
}}
:host(.cubiri-embed) {{ min-height: 0; padding: 0; background: var(--cubiri-night); }}
.cubiri-body {{ max-width: 1100px; margin: 0 auto; padding: 0 12px; box-sizing: border-box; }}
:host(.cubiri-embed) .cubiri-body {{ padding: 0 6px; }}
"""

COMPACT_CARD_CSS = """
:host { padding: 8px 12px; }
"""

# Panels on the night background: the main card, rules, settings, odds.
CARD_CSS = VARIABLES + """
:host {
  background: var(--cubiri-paper);
  border-radius: 16px;
  box-shadow: 0 6px 24px rgba(0, 0, 0, .25);
  padding: 12px 16px;
  box-sizing: border-box;
  max-width: 100%;
}
"""

# Text panes (Markdown and HTML) on a card.
TEXT_CSS = VARIABLES + f"""
:host {{ font-family: {FONT}; color: var(--cubiri-ink); max-width: 100%; overflow-wrap: break-word; }}
p, li, td, th, .markdown {{ font-size: 1rem; line-height: 1.5; }}
h1, h2, h3 {{ color: var(--cubiri-night2); margin: .4em 0 .3em; line-height: 1.2; }}
a {{ color: var(--cubiri-teal); font-weight: 600; }}
a:focus-visible {{ outline: 3px solid var(--cubiri-focus); outline-offset: 2px; border-radius: 4px; }}
table {{ border-collapse: collapse; max-width: 100%; display: block; overflow-x: auto; }}
th, td {{ border-bottom: 1px solid var(--cubiri-paper2); padding: 4px 8px; text-align: left; }}
code {{ background: var(--cubiri-paper2); border-radius: 4px; padding: 0 4px; }}
.cubiri-muted {{ color: var(--cubiri-muted); }}
/* What scrolls (a long log, a wide table) takes the keyboard focus in Chromium: show it. */
:focus-visible {{ outline: 3px solid var(--cubiri-focus); outline-offset: 2px; }}
"""

_BUTTON_BASE = VARIABLES + """
:host { min-width: 44px; }
.bk-btn, select, .bk-input {
  min-height: 44px; min-width: 44px; border-radius: 12px; font-size: 1rem; font-weight: 650;
  letter-spacing: .02em; cursor: pointer; padding: 6px 14px;
}
/* A label longer than a phone is wide wraps inside its button instead of running past it. */
.bk-btn { white-space: normal; overflow-wrap: break-word; }
.bk-btn:focus-visible, select:focus-visible, .bk-input:focus-visible {
  outline: 3px solid var(--cubiri-focus); outline-offset: 2px;
}
.bk-btn[disabled] { opacity: .45; cursor: not-allowed; }
"""

BUTTON_CSS = {
    # The next thing to do: gold, dark text.
    "primary": _BUTTON_BASE + """
.bk-btn { background: var(--cubiri-gold) !important; color: var(--cubiri-ink) !important; border: 2px solid var(--cubiri-gold-dark) !important; }
.bk-btn:hover:not([disabled]) { filter: brightness(1.06) !important; }
""",
    # Everything else on a card.
    "secondary": _BUTTON_BASE + """
.bk-btn { background: var(--cubiri-paper) !important; color: var(--cubiri-ink) !important; border: 2px solid var(--cubiri-muted) !important; }
.bk-btn:hover:not([disabled]) { background: var(--cubiri-paper2) !important; }
""",
    # Chrome on the night background (header).
    "ghost": _BUTTON_BASE + """
.bk-btn { background: transparent !important; color: var(--cubiri-paper) !important; border: 2px solid rgba(255,255,255,.35) !important; }
.bk-btn:hover:not([disabled]):not(.bk-active) { background: rgba(255,255,255,.1) !important; }
.bk-btn.bk-active { background: var(--cubiri-paper) !important; color: var(--cubiri-night) !important; border-color: var(--cubiri-paper) !important; }
""",
    # Giving something up (accept a ruin, leave a game).
    "danger": _BUTTON_BASE + """
.bk-btn { background: var(--cubiri-red) !important; color: white !important; border: 2px solid #8e2b1d !important; }
""",
}

# A lesson's small embed (?embed=1): buttons as tall as ever, their labels closer to the edge, so
# a row of them stays one row in every language.
COMPACT_BUTTON_CSS = """
.bk-btn { padding: 4px 7px; font-size: .9rem; letter-spacing: 0; line-height: 1.2; }
"""


def _arrow(colour: str) -> str:
    """The down arrow a select shows at its right end (as a CSS image), so it reads as a choice."""
    svg = (f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'><path d='M1 1.5l5 5 5-5' fill='none' "
           f"stroke='{colour}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/></svg>")
    return f'url("data:image/svg+xml,{svg.replace("#", "%23")}")'


# A select's chosen option is text the player reads, not a label to press: normal weight and no
# extra letter spacing, so that a long choice ("Computer: intermediate", "Ordenador: intermedio")
# stays whole on a 320 px phone, with its arrow on the right.
SELECT_CSS = _BUTTON_BASE + f"""
.bk-spin-btn:focus-visible {{ outline: 3px solid var(--cubiri-focus); outline-offset: 0; }}
select, .bk-input {{ background-color: var(--cubiri-paper) !important; color: var(--cubiri-ink) !important; border: 2px solid var(--cubiri-muted) !important; padding: 6px 10px; }}
select, select.bk-input {{ font-weight: 500; letter-spacing: 0; padding-right: 30px !important; appearance: none;
  background-image: {_arrow(PALETTE["ink"])} !important; background-repeat: no-repeat !important;
  background-position: right 10px center !important; background-size: 12px 8px !important; }}
label, .bk-input-group > label {{ font-weight: 600; }}
"""

HEADER_SELECT_CSS = SELECT_CSS + f"""
label {{ color: var(--cubiri-paper); }}
select, .bk-input {{ background-color: var(--cubiri-night2) !important; color: var(--cubiri-paper) !important; border-color: rgba(255,255,255,.35) !important; }}
select, select.bk-input {{ background-image: {_arrow(PALETTE["paper"])} !important; }}
/* The language menu's choice ("Automatic (Latvian)") is longer than a phone is wide at a large
   text size: drawn as a base select, it wraps onto a second line instead of being cut (its
   list of choices stays the browser's own). */
select, select.bk-input {{ appearance: base-select !important; white-space: normal; height: auto !important; }}
select::picker-icon {{ display: none; }}
"""


def action_button(name: str, css_class: str | None = None, kind: str = "primary", compact: bool = False,
                  **kw) -> pn.widgets.Button:
    """A button in Cubiri's style. ``css_class`` is the stable automation hook
    (``cubiri-roll``, ``cubiri-confirm`` ...); Playwright clicks it with ``page.click(".cubiri-roll")``.
    ``compact``: for a lesson's small embed."""
    classes = [css_class] if css_class else []
    return pn.widgets.Button(label=name, css_classes=classes + list(kw.pop("css_classes", [])),
                             stylesheets=[BUTTON_CSS[kind]] + ([COMPACT_BUTTON_CSS] if compact else []), **kw)


# A checkbox as easy to hit as a button: a 24 px box on a 44 px line, its label at the size of
# the text around it (Bokeh draws the box and a div.bk-label side by side in the shadow root).
CHECKBOX_CSS = """
:host { display: flex !important; align-items: center; min-height: 44px; }
label { display: flex; align-items: center; gap: 10px; min-height: 44px; cursor: pointer; }
label span, .bk-label { font-size: 1rem; line-height: 1.3; white-space: normal; }
input[type="checkbox"] { width: 24px; height: 24px; margin: 0; flex: 0 0 auto; accent-color: var(--cubiri-teal); }
input[type="checkbox"]:focus-visible { outline: 3px solid var(--cubiri-focus); outline-offset: 2px; }
"""


def toggle_button(name: str, css_class: str | None = None, kind: str = "ghost", compact: bool = False,
                  **kw) -> pn.widgets.Toggle:
    classes = [css_class] if css_class else []
    return pn.widgets.Toggle(label=name, css_classes=classes + list(kw.pop("css_classes", [])),
                             stylesheets=[BUTTON_CSS[kind]] + ([COMPACT_BUTTON_CSS] if compact else []), **kw)


def checkbox(label: str, value: bool, **kw) -> pn.widgets.CheckBoxGroup:
    """One checkbox named by its label: a group of one, whose ``<input>`` sits inside its ``<label>``
    (a lone Bokeh checkbox draws its label beside the input, and a screen reader hears no name).
    Its ``value`` is ``[0]`` when ticked, ``[]`` when not."""
    return pn.widgets.CheckBoxGroup(options={label: 0}, value=[0] if value else [],
                                    stylesheets=[CHECKBOX_CSS], margin=kw.pop("margin", (5, 10)), **kw)


# A label read by screen readers but not drawn: the header's language menu, whose choices say
# what it is to the eye; a field under a heading that names it.
HIDDEN_LABEL_CSS = """
label { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  white-space: nowrap; display: block !important; }
"""


def select(on_night: bool = False, **kw) -> pn.widgets.Select:
    stylesheets = [HEADER_SELECT_CSS if on_night else SELECT_CSS] + ([HIDDEN_LABEL_CSS] if kw.pop("hidden_label", False) else [])
    return pn.widgets.Select(stylesheets=stylesheets, **kw)


def text(value: str, **kw) -> pn.pane.HTML:
    """Plain text (a player name, a URL value, a message) shown as text, never as HTML."""
    return pn.pane.HTML(html.escape(value), stylesheets=[TEXT_CSS], **kw)


def card(*objects, compact: bool = False, **kw) -> pn.Column:
    """A card on the night background; ``compact``: closer to its edges, for a lesson's small embed."""
    return pn.Column(*objects, stylesheets=[CARD_CSS] + ([COMPACT_CARD_CSS] if compact else []), **kw)


def flex(*objects, gap: str = "8px", justify: str = "flex-start", align: str = "flex-start", **kw) -> pn.Row:
    """A row whose items wrap onto the next line when the screen is narrow (a phone stacks them).

    ``pn.FlexBox`` does the same, but it is a ``ReactiveHTML`` model: two Bokeh models and a
    template each, several times dearer to build on the server and to draw in the browser. A
    plain row told to wrap costs one model, and a page holds a dozen of them."""
    styles = {"flex-wrap": "wrap", "gap": gap, "justify-content": justify, "align-items": align,
              **kw.pop("styles", {})}
    kw.setdefault("margin", 0)
    kw.setdefault("sizing_mode", "stretch_width")
    return pn.Row(*objects, styles=styles, **kw)
