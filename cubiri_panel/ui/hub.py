"""The hub: the three games, a line each, linking to their pages."""

from __future__ import annotations

import html

import panel as pn
import param

from . import theme
from .i18n import Translator
from .registry import all_screens
from .shell import Shell

HUB_CSS = theme.VARIABLES + """
:host { width: 100%; }
.cubiri-hero { color: var(--cubiri-paper); text-align: center; padding: 12px 4px 4px; }
.cubiri-hero h1 { font-size: clamp(2rem, 8vw, 3.2rem); margin: 0; letter-spacing: .08em; color: var(--cubiri-gold); }
.cubiri-hero p { margin: 6px 0 0; font-size: 1.05rem; opacity: .9; }
.cubiri-hero p.cubiri-odds-tip { font-size: .95rem; color: var(--cubiri-gold); opacity: 1; }
.cubiri-hero h2 { font-size: 1rem; text-transform: uppercase; letter-spacing: .12em; opacity: .7; margin: 20px 0 0; }
.cubiri-games { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 16px;
  list-style: none; padding: 0; margin: 16px 0; }
.cubiri-game { background: var(--cubiri-paper); border-radius: 18px; padding: 18px; display: flex;
  flex-direction: column; gap: 10px; box-shadow: 0 8px 28px rgba(0,0,0,.3); border-top: 8px solid var(--accent); }
.cubiri-game h3 { margin: 0; font-size: 1.4rem; letter-spacing: .06em; color: var(--cubiri-night2);
  overflow-wrap: anywhere; }  /* a game's name at a large text size is wider than a phone's card */
.cubiri-game .cubiri-players { margin: 0; color: var(--cubiri-muted); font-weight: 600; font-size: .9rem; }
.cubiri-game p.cubiri-pitch { margin: 0; flex: 1; line-height: 1.45; font-size: 1rem; }
.cubiri-game a { font-size: 1rem; align-self: flex-start; display: inline-flex; align-items: center; min-height: 44px;
  padding: 0 18px; border-radius: 12px; background: var(--cubiri-gold); color: var(--cubiri-ink);
  border: 2px solid var(--cubiri-gold-dark); font-weight: 700; text-decoration: none;
  max-width: 100%; box-sizing: border-box; overflow-wrap: anywhere; }  /* "Play" and the name, the same */
.cubiri-game a:hover { filter: brightness(1.06); }
.cubiri-game a:focus-visible { outline: 3px solid var(--cubiri-focus); outline-offset: 2px; }
.cubiri-game svg { width: 56px; height: 56px; }
.cubiri-footer { color: var(--cubiri-paper); opacity: .7; text-align: center; font-size: .9rem; }
"""

def _icon(screens) -> str:
    """A small die face for a game's card, in its colour, drawn inline (the app makes no
    outside request)."""
    pips = "".join(f'<circle cx="{x}" cy="{y}" r="9" fill="#2a2238"/>' for x, y in screens.pips)
    return (f'<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">'
            f'<rect x="4" y="4" width="92" height="92" rx="18" fill="#fff" stroke="{screens.accent}" '
            f'stroke-width="6"/>{pips}</svg>')


class Hub(pn.viewable.Viewer):
    """The index page: ``Hub()`` (served at ``/`` by ``apps/cubiri.py``)."""

    shell = param.ClassSelector(class_=Shell)

    def __init__(self, **params):
        params.setdefault("shell", Shell(game=""))
        super().__init__(**params)

    def _games_html(self, lang: str) -> str:
        t = Translator(lang)
        query = f"?lang={self.shell.url.lang}" if self.shell.url.lang else ""
        cards = []
        for screens in all_screens():
            game, name = screens.name, screens.title
            cards.append(
                f'<li class="cubiri-game cubiri-game-{game}" style="--accent: {screens.accent}">'
                f'{_icon(screens)}<h3>{name}</h3>'
                f'<p class="cubiri-players">{html.escape(t(f"common.hub.players.{game}"))}</p>'
                f'<p class="cubiri-pitch">{html.escape(t(f"common.hub.pitch.{game}"))}</p>'
                f'<a href="{game}{query}" class="cubiri-play-{game}">{html.escape(t("common.hub.play", game=name))}</a>'
                f'</li>')
        return (f'<header class="cubiri-hero"><h1>{html.escape(t("common.app.name"))}</h1>'
                f'<p>{html.escape(t("common.app.tagline"))}</p>'
                f'<p class="cubiri-odds-tip">{html.escape(t("teach.hub_odds", odds=t("common.menu.odds")))}</p><h2>{html.escape(t("common.hub.title"))}</h2></header>'
                f'<ul class="cubiri-games">{"".join(cards)}</ul>'
                f'<p class="cubiri-footer">{html.escape(t("common.app.footer"))}</p>')

    def __panel__(self):
        # One pane, rewritten when the language changes (pn.bind would rebuild it each time).
        games = pn.pane.HTML(self._games_html(self.shell.lang), stylesheets=[HUB_CSS], sizing_mode="stretch_width",
                             margin=0, css_classes=["cubiri-hub"])
        self.shell.param.watch(lambda event: setattr(games, "object", self._games_html(event.new)), "lang")
        return self.shell.page(games)
