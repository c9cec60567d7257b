"""What each game teaches, in one line under the game, with its lesson and its notebook.

The lesson pages and the notebooks live on the static site (``site/build.py`` writes
``lessons/<game>.<lang>.html`` and copies every notebook beside the game pages), so
the links are relative: from a game page of the site they are beside it. ``make play`` serves
the notebooks beside the games, and the built site, when there is one, under ``site/``.
"""

from __future__ import annotations

import html
import os
from pathlib import Path

import panel as pn

from . import theme
from .i18n import Translator
from .registry import names
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


#: Set by ``make play`` to the folder it serves under ``site/`` beside the games: the built site,
#: there from whenever ``make site`` builds it (each page looks, so no restart is needed).
SERVED_SITE = "CUBIRI_SERVED_SITE"


def notebook_name(game: str, lang: str) -> str:
    """The file of ``game``'s notebook in ``lang`` (notebooks/README.md): "magdagdon.ipynb" in
    English, "magdagdon.it.ipynb" in Italian."""
    return f"{game}.ipynb" if lang == "en" else f"{game}.{lang}.ipynb"


def links(game: str, lang: str, served: bool) -> tuple[str | None, str]:
    """The addresses of ``game``'s lesson (``None`` where no page has it) and notebook, from its
    game page: beside it on the static site; ``make play`` serves the notebooks under
    ``notebooks/``, and the lessons under ``site/`` once the site is built (``make site``)."""
    notebook = f"notebooks/{notebook_name(game, lang)}"
    if not served:
        return f"lessons/{game}.{lang}.html", notebook
    folder = os.environ.get(SERVED_SITE)
    built = folder is not None and Path(folder, "index.html").is_file()
    lesson = f"site/lessons/{game}.{lang}.html" if built else None
    return lesson, notebook


def teaching_html(game: str, t: Translator, served: bool) -> str:
    """The line: what ``game`` teaches, then links to its lesson and its notebook."""
    lesson, notebook = links(game, t.lang, served)
    parts = [f'<a class="cubiri-lesson-link" href="{html.escape(lesson)}">{html.escape(t("teach.lesson"))}</a>']\
        if lesson else []
    parts.append(f'<a class="cubiri-notebook-link" href="{html.escape(notebook)}" download="{notebook_name(game, t.lang)}">'
                 f'{html.escape(t("teach.notebook"))}</a>')
    return f'<p class="cubiri-teaches">{html.escape(t(f"teach.teaches.{game}"))} {" · ".join(parts)}</p>'


def teaching_line(shell) -> pn.pane.HTML | None:
    """The line for ``shell``'s game page, kept in its language; ``None`` where it has no
    place: the hub, an embedded game (its lesson is the page around it) and a notebook."""
    if shell.game not in names() or shell.embed or in_notebook():
        return None
    served = served_by_panel()
    pane = pn.pane.HTML(teaching_html(shell.game, shell.t, served), stylesheets=[TEACHING_CSS],
                        sizing_mode="stretch_width", margin=0, css_classes=["cubiri-teaching"])
    shell.param.watch(lambda event: setattr(pane, "object", teaching_html(shell.game, Translator(event.new), served)),
                      "lang")
    return pane
