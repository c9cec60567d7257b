"""The whole page around a game's layout: header, notices and panels, the game, the odds panel
beside it, and the storage component.

Every layout here is a Bokeh model the server builds and the browser draws, which is most of
what opening a page costs: the page keeps to two columns (the night background, and the body,
as wide as the window up to 1100 px and centred), with a row only where the odds panel sits
beside the game.
"""

from __future__ import annotations

import panel as pn

from . import theme
from .announcer import announcer
from .header import header
from .notebook import in_notebook
from .panels import panels
from .reveal import Reveal
from .serving import prepare_served_page
from .tabs import ElsewhereNotice
from .teaching import teaching_line


# Where the odds panel cannot sit beside the game (a phone held upright, or a small one held
# sideways) it comes after the whole game, screens below the dice: there it is a sheet held at
# the bottom of the screen while the game scrolls above it, its own figures scrolling inside,
# so the dice and their odds are seen together. At the end of the page it is in its place.
# (A phone's touch screen, not a narrow desktop window: there the panel stays in the flow.)
ODDS_SHEET_CSS = """
@media (max-width: 815px) and (pointer: coarse) {
  :host { position: sticky !important; bottom: 0; z-index: 5; max-height: 42vh; overflow-y: auto;
          overscroll-behavior: contain; box-shadow: 0 -4px 18px rgba(0, 0, 0, .55); }
}
"""
# The game's room beside the odds panel: a phone held sideways (844 px) shows both side by side.
MAIN_BASIS = "480px"


def _beside_odds(shell, main, odds) -> pn.viewable.Viewable:
    # The game takes the room; the odds panel sits beside it where both fit, else below the
    # game as a sheet at the bottom of a phone's screen (ODDS_SHEET_CSS).
    # It is built the first time it is switched on: most visits never do.
    main.styles = {**main.styles, "flex": f"1 1 {MAIN_BASIS}", "min-width": "0"}
    row = theme.flex(main, gap="12px")
    # The dice to choose from, else any dice shown (components.DiceTray, every game's).
    reveal = Reveal(anchors=["button.cubiri-die:not([disabled])", ".cubiri-die"])

    def add_odds(*_):
        if shell.settings.show_odds and len(row.objects) == 1:
            row.append(pn.Column(reveal, odds, visible=shell.settings.param.show_odds, css_classes=["cubiri-odds"],
                                 stylesheets=[theme.CARD_CSS, ODDS_SHEET_CSS], sizing_mode="stretch_width", margin=(8, 0),
                                 styles={"flex": "1 1 300px", "max-width": "100%"}))
        if shell.settings.show_odds and shell.store.ready and not shell.reading_saved:  # the player opened it
            reveal.show(shell.t("common.menu.odds"))

    add_odds()
    shell.settings.param.watch(add_odds, "show_odds")
    return row


def page(shell, main=None, odds=None) -> pn.viewable.Viewable:
    """``shell``'s page around ``main``; ``odds`` (a viewable, or a function returning one) is
    shown beside it while the odds panel is switched on."""
    has_odds = odds is not None
    content = []
    if main is not None:
        main = pn.panel(main)
        content.append(_beside_odds(shell, main, odds) if has_odds else main)
    if shell.game and content:  # one live tab a game: the others show it read-only
        content.insert(0, ElsewhereNotice(shell, content[-1]).layout)
    if main is not None:  # a game's page: its one live region, on the page from the start
        content.append(announcer(shell))
        teaching = teaching_line(shell)   # what the game teaches, its lesson and notebook
        if teaching is not None:
            content.append(teaching)
    body = pn.Column(header(shell, has_odds), panels(shell), *content, sizing_mode="stretch_width",
                     css_classes=["cubiri-body"], max_width=1100, margin=0,
                     styles={"margin": "0 auto", "padding": "0 12px", "box-sizing": "border-box",
                             # As wide as the window (up to 1100 px), never as wide as its
                             # content: the auto margins that centre it would otherwise size it
                             # to its content, so a long hint widened the page as it showed
                             # and a long word or a notice pushed it past a phone's edge.
                             "width": "100%"})
    prepare_served_page(pn.state.curdoc)
    classes = ["cubiri-page"] + (["cubiri-embed"] if shell.embed else [])
    # A page fills the window (the night background to the bottom edge); a notebook output
    # is one cell among others, and is as tall as its content.
    styles = {"min-height": "0"} if in_notebook() else {}
    root = pn.Column(body, sizing_mode="stretch_width", css_classes=classes, stylesheets=[theme.PAGE_CSS],
                     margin=0, styles=styles)
    # The storage component joins the page once the page is shown (at once in a notebook and
    # in Pyodide): Bokeh draws nothing until every JavaScript module on the page has loaded,
    # and there is no reason to wait for this invisible one; its data is applied on arrival.
    pn.state.onload(lambda: root.append(shell.store.backend))

    def mark_ready():
        # Registered after the view's own on_ready callbacks, so "cubiri-ready" tells a
        # test that saved data, settings and language are applied and the game is set up.
        root.css_classes = [*root.css_classes, "cubiri-ready"]

    shell.store.on_ready(mark_ready)
    return root
