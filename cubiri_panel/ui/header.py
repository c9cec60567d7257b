"""The page's header: the home link and the game's name, the language menu, and the Rules,
Settings and odds switches.

Each piece is built once and relabelled in place when the language changes: rebuilding (as
``pn.bind`` does) costs the server new models and the browser a new render.
"""

from __future__ import annotations

import html

import panel as pn

from . import theme
from .. import registry
from .i18n import LANGUAGE_NAMES, LANGUAGES, Translator, resolve_language

HEADER_CSS = theme.VARIABLES + """
:host { width: 100%; padding: 8px 0; gap: 8px; align-items: center; }
/* A phone held sideways is a short screen: the header's two rows of 44 px controls sit close
   together, so they take at most a quarter of its height and leave the rest to the game. */
@media (orientation: landscape) and (max-height: 500px) {
  :host { padding: 0; gap: 2px 8px !important; }
}
"""
# A lesson's small embed: the game's name and its switches on one line in every language.
EMBED_HEADER_CSS = """
:host { padding: 4px 0; gap: 6px; }
"""

BRAND_CSS = theme.VARIABLES + """
:host { color: var(--cubiri-paper); }
a { color: var(--cubiri-gold); text-decoration: none; font-weight: 800; font-size: 1.35rem; letter-spacing: .04em;
    display: inline-flex; align-items: center; min-height: 44px; padding: 0 4px; border-radius: 8px; }
a:focus-visible { outline: 3px solid var(--cubiri-focus); }
.cubiri-title { font-weight: 800; font-size: 1.35rem; letter-spacing: .08em; color: var(--cubiri-paper);
  overflow-wrap: anywhere; }  /* a game's name at a large text size is wider than a phone */
.cubiri-sep { color: rgba(255,255,255,.4); margin: 0 6px; }
.cubiri-compact { display: flex; align-items: center; min-height: 44px; }
.cubiri-compact .cubiri-title { font-size: 1rem; letter-spacing: .04em; }
"""


def brand_html(shell, t: Translator) -> str:
    """The home link (not in an embed) and the game's name."""
    suffix = f"?lang={shell.url_lang}" if shell.url_lang else ""
    parts = [] if shell.embed else [f'<a class="cubiri-home" href="./{suffix}" title="{html.escape(t("common.app.home"))}">'
                                    f'{html.escape(t("common.app.name"))}</a>']
    if shell.game:
        if parts:
            parts.append('<span class="cubiri-sep" aria-hidden="true">/</span>')
        parts.append(f'<span class="cubiri-title">{registry.get(shell.game).title}</span>')
    compact = ' class="cubiri-compact"' if shell.embed else ""
    return f'<div{compact}>{"".join(parts)}</div>'


def language_options(shell, t: Translator) -> dict:
    # "Automatic" names what it resolves to now: the URL's language, else the browser's.
    automatic = resolve_language(None, shell.url.lang, shell.store.browser_language)
    options = {t("common.languages.auto", language=t(f"common.languages.{automatic}")): ""}
    options.update({LANGUAGE_NAMES[code]: code for code in LANGUAGES})
    return options


def header(shell, has_odds: bool) -> pn.viewable.Viewable:
    """The header row of ``shell``'s page; the odds switch only where there is an odds panel."""
    # flex: pushes the controls to the right, and wraps them below the name on a phone.
    brand = pn.pane.HTML(stylesheets=[BRAND_CSS], margin=0, styles={"flex": "1 1 auto"})
    language = None
    if not shell.embed:
        # 17rem: as wide as its longest choice at any text size, and never wider than the screen.
        language = theme.select(on_night=True, hidden_label=True, value=shell.settings.language, width=None,
                                css_classes=["cubiri-language"], margin=0,
                                styles={"width": "17rem", "max-width": "100%"})
        language.link(shell.settings, value="language", bidirectional=True)
    toggles = {}  # label's catalog key -> toggle
    if shell.game:
        toggles["common.menu.rules"] = rules = theme.toggle_button("", "cubiri-rules-toggle", compact=shell.embed,
                                                                   value=shell.rules_open, margin=0)
        rules.link(shell, value="rules_open", bidirectional=True)
    if not shell.embed:
        toggles["common.menu.settings"] = settings = theme.toggle_button(
            "", "cubiri-settings-toggle", value=shell.settings_open, margin=0)
        settings.link(shell, value="settings_open", bidirectional=True)
    if has_odds:
        toggles["common.menu.odds"] = odds = theme.toggle_button("", "cubiri-odds-toggle", compact=shell.embed,
                                                                 value=shell.settings.show_odds, margin=0)
        odds.link(shell.settings, value="show_odds", bidirectional=True)

    def relabel(*_):
        t = shell.t
        brand.object = brand_html(shell, t)
        for key, toggle in toggles.items():
            toggle.label = t(key)
        if language is not None:
            language.options = language_options(shell, t)
            language.name = t("common.menu.language")

    relabel()
    shell.param.watch(relabel, "lang")
    shell.store.param.watch(relabel, "browser_language")
    shell.menu_toggles = {key.rsplit(".", 1)[-1]: toggle for key, toggle in toggles.items()}   # ui/panels.py
    items = [brand] + ([language] if language is not None else []) + list(toggles.values())
    stylesheets = [HEADER_CSS] + ([EMBED_HEADER_CSS] if shell.embed else [])
    return theme.flex(*items, align="center", stylesheets=stylesheets, sizing_mode="stretch_width")
