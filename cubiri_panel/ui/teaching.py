"""What each game teaches, in one line under the game, with its lesson and its notebook.

The lesson pages and the notebooks live on the static site (``site/build.py`` writes
``lessons/<game>.<lang>.html`` and copies ``notebooks/<game>.ipynb`` beside the game pages), so
the links are relative: from a game page of the site they are beside it; ``panel serve`` (``make
play``) serves the built site under ``site/``, and a served page links there.
"""

from __future__ import annotations

import html

import panel as pn

from . import theme
from .i18n import GAMES, Translator
from .notebook import in_notebook

TEACHING_CSS = theme.TEXT_CSS + """
:host { width: 100%; }
p.cubiri-teaches { margin: 8px 0; color: var(--cubiri-paper); font-size: .95rem; line-height: 1.45; }
p.cubiri-teaches a { color: var(--cubiri-gold); font-weight: 700; display: inline-block; min-height: 24px; }
p.cubiri-teaches a:focus-visible { outline: 3px solid var(--cubiri-focus); outline-offset: 2px; }
"""


def served_by_panel() -> bool:
    """Whether ``panel serve`` serves this page (not the static site's pre-render or its
    Pyodide worker, whose documents have no server session)."""
    context = pn.state.curdoc.session_context if pn.state.curdoc is not None else None
    # the class is Bokeh's server's, which the static site never imports
    return type(context).__name__ == "BokehSessionContext"


def site_root(served: bool) -> str:
    """Where the site's lessons and notebooks are, from a game page."""
    return "site/" if served else ""


def teaching_html(game: str, t: Translator, served: bool) -> str:
    """The line: what ``game`` teaches, then links to its lesson and its notebook."""
    root = site_root(served)
    lesson = f"{root}lessons/{game}.{t.lang}.html"
    notebook = f"{root}notebooks/{game}.ipynb"
    return (f'<p class="cubiri-teaches">{html.escape(t(f"teach.teaches.{game}"))} '
            f'<a class="cubiri-lesson-link" href="{html.escape(lesson)}">{html.escape(t("teach.lesson"))}</a>'
            f' · <a class="cubiri-notebook-link" href="{html.escape(notebook)}" download="{game}.ipynb">'
            f'{html.escape(t("teach.notebook"))}</a></p>')


def teaching_line(shell) -> pn.pane.HTML | None:
    """The line for ``shell``'s game page, kept in its language; ``None`` where it has no
    place: the hub, an embedded game (its lesson is the page around it) and a notebook."""
    if shell.game not in GAMES or shell.embed or in_notebook():
        return None
    served = served_by_panel()
    pane = pn.pane.HTML(teaching_html(shell.game, shell.t, served), stylesheets=[TEACHING_CSS],
                        sizing_mode="stretch_width", margin=0, css_classes=["cubiri-teaching"])
    shell.param.watch(lambda event: setattr(pane, "object", teaching_html(shell.game, Translator(event.new), served)),
                      "lang")
    return pane
