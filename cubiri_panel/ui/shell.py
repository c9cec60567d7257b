"""The page every Cubiri screen lives in: header, notices, rules, settings, odds, storage.

A game view makes one ``Shell(game="magdagdon")`` and returns ``shell.page(main, odds=...)`` from
its ``__panel__``. The shell resolves the language (``?lang=`` for the visit, else the
settings, else the browser's, else English), loads and saves the settings, turns bad URL values into notices,
and adds the storage component to the page (once it is shown) so the browser's data loads.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import panel as pn
import param

from . import theme
from .i18n import GAME_NAMES, LANGUAGE_NAMES, LANGUAGES, Translator, resolve_language
from .notebook import in_notebook, inline_stylesheets
from .notices import Notices
from .rules import rules_markdown
from .serving import prepare_served_page
from .settings import SPEEDS, Settings
from .storage import Store
from .urlparams import UrlParams
from .urlparams import current as current_url

HEADER_CSS = theme.VARIABLES + """
:host { width: 100%; padding: 8px 0; gap: 8px; align-items: center; }
"""

BRAND_CSS = theme.VARIABLES + """
:host { color: var(--cubiri-paper); }
a { color: var(--cubiri-gold); text-decoration: none; font-weight: 800; font-size: 1.35rem; letter-spacing: .04em;
    display: inline-flex; align-items: center; min-height: 44px; padding: 0 4px; border-radius: 8px; }
a:focus-visible { outline: 3px solid var(--cubiri-focus); }
.cubiri-title { font-weight: 800; font-size: 1.35rem; letter-spacing: .08em; color: var(--cubiri-paper); }
.cubiri-sep { color: rgba(255,255,255,.4); margin: 0 6px; }
.cubiri-compact .cubiri-title { font-size: 1.05rem; }
"""

# A notice is one box: its text, then its Dismiss button, inside the same coloured card.
NOTICE_BOX_CSS = theme.VARIABLES + """
:host { background: #fff3cd; border-left: 6px solid var(--cubiri-gold-dark); border-radius: 10px;
  padding: 4px 6px 4px 12px; box-sizing: border-box; align-items: center; gap: 8px; }
:host(.error) { background: #fde2de; border-left-color: var(--cubiri-red); }
"""

NOTICE_CSS = theme.VARIABLES + """
:host { width: 100%; min-width: 0; }
.cubiri-notice { display: flex; gap: 8px; align-items: flex-start; color: #4a3800; padding: 6px 0; margin: 0;
  font-size: .95rem; line-height: 1.4; min-height: 24px; }
.cubiri-notice.error { color: #5c1409; }
.cubiri-notice::before { content: "!"; font-weight: 900; }
"""


class Shell(pn.viewable.Viewer):
    """The shared page around a game (or the hub, with ``game=""``); see the module doc."""

    game = param.Selector(default="", objects=["", *GAME_NAMES])
    settings = param.ClassSelector(class_=Settings)
    store = param.ClassSelector(class_=Store)
    notices = param.ClassSelector(class_=Notices)
    url = param.ClassSelector(class_=UrlParams)
    lang = param.Selector(default="en", objects=list(LANGUAGES), doc="The language shown (derived).")
    embed = param.Boolean(default=False, doc="Compact page without hub chrome (?embed=1).")
    difficulty = param.String(default="peaceful", doc="""
        MAGDAGDON difficulty in force: ?difficulty= for this visit, else the settings. A
        MAGDAGDON view starts a new game when it changes.""")
    rules_open = param.Boolean(default=False)
    settings_open = param.Boolean(default=False)

    def __init__(self, **params):
        params.setdefault("notices", Notices())
        params.setdefault("settings", Settings())
        params.setdefault("store", Store(notices=params["notices"]))
        if "url" not in params:
            params["url"] = current_url()
        super().__init__(**params)
        self.embed = self.embed or self.url.embed
        # A URL value counts only where it means something: a difficulty on MAGDAGDON, a seed
        # in a game; elsewhere it is ignored, and so is a bad one (no notice).
        self._url_difficulty = self.url.difficulty if self.game == "magdagdon" else None
        self.difficulty = self._url_difficulty or self.settings.difficulty
        # ?lang= wins for this visit, over the saved choice, until the player picks a language
        # in the menu; it never changes what is saved.
        self._picked_here = self._reading_saved = False
        self._resolve_language()
        ignored = set() if self.game == "magdagdon" else {"url_difficulty"}
        if not self.game:
            ignored.add("url_seed")
        for key, args in self.url.problems:
            name = key.rsplit(".", 1)[-1]
            if name in ignored:
                continue
            extra = {}
            if name == "url_lang":
                extra["language"] = f"@common.languages.{self.lang}"
            if name == "url_difficulty":
                extra["difficulty"] = self.difficulty.upper()
            self.notices.add(key, **args, **extra)
        # The page is usable before the browser's saved settings arrive. A setting the player
        # changes meanwhile (a tap on the odds switch) is newer than the saved one: remember it,
        # so loading does not undo it.
        self._changed_early: set[str] = set()
        self._early_watcher = self.settings.param.watch(
            lambda *events: self._changed_early.update(e.name for e in events), list(Settings.FIELDS))
        # In a notebook the saved data arrives through the page's first callback, before
        # anything else is drawn: from then on new components take Panel's CSS inline.
        self.store.on_ready(lambda: inline_stylesheets() if in_notebook() else None)
        self.store.on_ready(self._load_settings)

    # -- state ---------------------------------------------------------------------------
    @property
    def t(self) -> Translator:
        """The translator of the current language: ``shell.t("common.roll")``."""
        return Translator(self.lang)

    @param.depends("settings.language", watch=True)
    def _language_chosen(self):
        if not self._reading_saved:  # the player picked one in the menu: it wins from now on
            self._picked_here = True
        self._resolve_language()

    @param.depends("store.browser_language", watch=True)
    def _resolve_language(self):
        setting, url = self.settings.language, self.url.lang
        first, then = (setting, url) if self._picked_here else (url, setting)
        self.lang = resolve_language(first, then, self.store.browser_language)

    @property
    def _url_lang(self) -> str | None:
        """``?lang=`` while it is in force (the menu's "Automatic" follows it too)."""
        return None if self._picked_here and self.settings.language else self.url.lang

    def _load_settings(self):
        self.settings.param.unwatch(self._early_watcher)
        saved = self.store.load_settings()
        self._reading_saved = True
        try:
            self.settings.param.update(**{k: v for k, v in saved.items() if k not in self._changed_early})
        finally:
            self._reading_saved = False
        if not self._url_difficulty:
            self.difficulty = self.settings.difficulty
        self.settings.param.watch(self._save_settings, list(Settings.FIELDS))
        if self._changed_early:
            self._save_settings()  # the player's early choice, over what was saved

    def _save_settings(self, *_):
        self.store.save_settings(self.settings)

    def choose_difficulty(self, difficulty: str) -> None:
        """The player confirmed a new difficulty: remember it and let the game restart."""
        self.settings.difficulty = difficulty
        self.difficulty = difficulty

    def when_loaded(self, action: Callable, shown: Callable[[], Any]) -> Callable:
        """``action`` as a handler of the player's input (a click), safe before the saved data is read.

        The page is playable before the browser's saved data arrives. Input given meanwhile is
        held and replayed right after it is read, provided ``shown()`` (what the input was
        meant for: the game, the screen) is still what the page shows; a resumed game takes
        the place of the page shown while loading, and a click is never replayed on it."""
        def handler(*args):
            if self.store.ready:
                action(*args)
                return
            before = shown()
            self.store.on_ready(lambda: action(*args) if shown() == before else None)
        return handler

    def game_restored(self, game) -> None:
        """Tell the player the saved game was resumed, when that is news: an unfinished game
        with at least one action. A finished or unrolled game is simply shown."""
        if self.game and not game.is_over and game.history:
            self.notify("common.notices.game_restored", level="info", game=GAME_NAMES[self.game])

    def notify(self, key: str, /, level: str = "warning", **args) -> None:
        """Show a notice: a catalog key and its arguments (rendered as text, never HTML)."""
        self.notices.add(key, level=level, **args)

    # -- pieces --------------------------------------------------------------------------
    # Each piece is built once and relabelled in place when the language changes: rebuilding
    # (as ``pn.bind`` does) costs the server new models and the browser a new render.
    def _brand_html(self, t: Translator) -> str:
        suffix = f"?lang={self._url_lang}" if self._url_lang else ""
        parts = [] if self.embed else [f'<a class="cubiri-home" href="./{suffix}" title="{html.escape(t("common.app.home"))}">'
                                       f'{html.escape(t("common.app.name"))}</a>']
        if self.game:
            if parts:
                parts.append('<span class="cubiri-sep" aria-hidden="true">/</span>')
            parts.append(f'<span class="cubiri-title">{GAME_NAMES[self.game]}</span>')
        compact = ' class="cubiri-compact"' if self.embed else ""
        return f'<div{compact}>{"".join(parts)}</div>'

    def _language_options(self, t: Translator) -> dict:
        # "Automatic" names what it resolves to now: the URL's language, else the browser's.
        automatic = resolve_language(None, self.url.lang, self.store.browser_language)
        options = {t("common.languages.auto", language=t(f"common.languages.{automatic}")): ""}
        options.update({LANGUAGE_NAMES[code]: code for code in LANGUAGES})
        return options

    def _header(self, has_odds):
        # flex: pushes the controls to the right, and wraps them below the name on a phone.
        brand = pn.pane.HTML(stylesheets=[BRAND_CSS], margin=0, styles={"flex": "1 1 auto"})
        language = None
        if not self.embed:
            language = theme.select(on_night=True, value=self.settings.language, width=260,
                                    css_classes=["cubiri-language"], margin=0)
            language.link(self.settings, value="language", bidirectional=True)
        toggles = {}  # label's catalog key -> toggle
        if self.game:
            toggles["common.menu.rules"] = rules = theme.toggle_button("", "cubiri-rules-toggle",
                                                                       value=self.rules_open, margin=0)
            rules.link(self, value="rules_open", bidirectional=True)
        if not self.embed:
            toggles["common.menu.settings"] = settings = theme.toggle_button(
                "", "cubiri-settings-toggle", value=self.settings_open, margin=0)
            settings.link(self, value="settings_open", bidirectional=True)
        if has_odds:
            toggles["common.menu.odds"] = odds = theme.toggle_button("", "cubiri-odds-toggle",
                                                                     value=self.settings.show_odds, margin=0)
            odds.link(self.settings, value="show_odds", bidirectional=True)

        def relabel(*_):
            t = self.t
            brand.object = self._brand_html(t)
            for key, toggle in toggles.items():
                toggle.label = t(key)
            if language is not None:
                language.options = self._language_options(t)

        relabel()
        self.param.watch(relabel, "lang")
        self.store.param.watch(relabel, "browser_language")
        items = [brand] + ([language] if language is not None else []) + list(toggles.values())
        return theme.flex(*items, align="center", stylesheets=[HEADER_CSS], sizing_mode="stretch_width")

    def _notices(self, items, lang):
        t = Translator(lang)
        rows = []
        for notice in items:
            level = "error" if notice.level == "error" else ""
            # The button goes under the words where both do not fit side by side (a phone, a
            # long Italian label): squeezed beside it, a word ran under the button.
            message = pn.pane.HTML(f'<p class="cubiri-notice {level}" role="status">'
                                   f'{html.escape(notice.text(t))}</p>',
                                   stylesheets=[NOTICE_CSS], sizing_mode="stretch_width", margin=0,
                                   styles={"flex": "1 1 180px"})
            dismiss = theme.action_button(t("common.notices.dismiss"), "cubiri-notice-dismiss",
                                          kind="secondary", margin=0)
            dismiss.on_click(lambda _, nid=notice.id: self.notices.dismiss(nid))
            rows.append(pn.Row(message, dismiss, sizing_mode="stretch_width", margin=(4, 0),
                               css_classes=["cubiri-notice-box", *([level] if level else [])],
                               stylesheets=[NOTICE_BOX_CSS], styles={"flex-wrap": "wrap"}))
        return rows

    def _rules(self, lang):
        t = Translator(lang)
        text = rules_markdown(self.game, lang) or rules_markdown(self.game, "en")
        if text is None:
            text = t("common.rules.missing", game=GAME_NAMES[self.game])
        close = theme.action_button(t("common.menu.back"), "cubiri-rules-close", kind="secondary")
        close.on_click(lambda _: setattr(self, "rules_open", False))
        # The rules files are the project's own Markdown; nothing from a player gets in.
        body = pn.pane.Markdown(text, stylesheets=[theme.TEXT_CSS], sizing_mode="stretch_width",
                                css_classes=["cubiri-rules"], disable_anchors=True)
        return theme.card(body, close, sizing_mode="stretch_width", margin=(8, 0))

    def _settings_panel(self, lang):
        t = Translator(lang)
        parts = [pn.pane.HTML(f"<h2>{html.escape(t('common.settings.title'))}</h2>",
                              stylesheets=[theme.TEXT_CSS], margin=0)]
        if self.game == "magdagdon":
            parts.append(self._difficulty_chooser(t))
        if self.game in ("mishimash", "magikaboom"):
            speed = theme.select(label=t("common.settings.speed"), value=self.settings.computer_speed,
                                 options={t(f"common.settings.speed_{s}"): s for s in SPEEDS},
                                 css_classes=["cubiri-speed"], sizing_mode="stretch_width", max_width=340)
            speed.link(self.settings, value="computer_speed")
            parts.append(speed)
        odds = pn.widgets.Checkbox(label=t("common.settings.odds"), value=self.settings.show_odds,
                                   css_classes=["cubiri-odds-setting"], stylesheets=[theme.CHECKBOX_CSS])
        odds.link(self.settings, value="show_odds", bidirectional=True)
        close = theme.action_button(t("common.close"), "cubiri-settings-close", kind="secondary")
        close.on_click(lambda _: setattr(self, "settings_open", False))
        parts += [odds, close]
        return theme.card(*parts, sizing_mode="stretch_width", margin=(8, 0))

    def _difficulty_chooser(self, t):
        chosen = theme.select(label=t("common.settings.difficulty"), value=self.difficulty,
                              options={d.upper(): d for d in Settings.param.difficulty.objects},
                              css_classes=["cubiri-difficulty"], sizing_mode="stretch_width", max_width=340)
        help_text = pn.pane.HTML(f'<p class="cubiri-muted">{html.escape(t("common.settings.difficulty_help"))}</p>',
                                 stylesheets=[theme.TEXT_CSS], margin=0, sizing_mode="stretch_width")

        def confirm_row(value, in_force):
            if value == in_force:
                return pn.Spacer(height=0, margin=0)
            go = theme.action_button(t("common.settings.difficulty_confirm", difficulty=value.upper()),
                                     "cubiri-difficulty-confirm")
            keep = theme.action_button(t("common.settings.difficulty_keep"), "cubiri-difficulty-keep",
                                       kind="secondary")
            go.on_click(lambda _: self.choose_difficulty(value))
            keep.on_click(lambda _: setattr(chosen, "value", self.difficulty))
            return theme.flex(go, keep)

        return pn.Column(chosen, help_text, pn.bind(confirm_row, chosen, self.param.difficulty), margin=0,
                         sizing_mode="stretch_width")

    def _panels(self) -> pn.Column:
        """One column for the notices, then the rules and the settings while they are open,
        refilled when any of them (or the language) changes: the rules and settings cost the
        page nothing until opened."""
        box = pn.Column(sizing_mode="stretch_width", margin=0)

        def fill(*_):
            parts = self._notices(self.notices.items, self.lang)
            if self.rules_open and self.game:
                parts.append(self._rules(self.lang))
            if self.settings_open:
                parts.append(self._settings_panel(self.lang))
            box.objects = parts

        fill()
        self.notices.param.watch(fill, "items")
        self.param.watch(fill, ["lang", "rules_open", "settings_open"])
        return box

    # -- the page ------------------------------------------------------------------------
    def page(self, main=None, odds=None) -> pn.viewable.Viewable:
        """The whole page around ``main`` (the game's own layout). ``odds`` (a viewable, or a
        function returning one) is shown beside it while the odds panel is switched on.

        Every layout here is a Bokeh model the server builds and the browser draws, which is
        most of what opening a page costs: the page keeps to two columns (the night background,
        and the body, as wide as the window up to 1100 px and centred), with a row only where
        the odds panel sits beside the game."""
        has_odds = odds is not None
        content = []
        if main is not None:
            content.append(main := pn.panel(main))
        if has_odds:
            # The game takes the room; the odds panel sits beside it on a laptop, below on a phone.
            # It is built the first time it is switched on: most visits never do.
            main.styles = {**main.styles, "flex": "1 1 520px", "min-width": "0"}
            row = theme.flex(main, gap="12px")

            def add_odds(*_):
                if self.settings.show_odds and len(row.objects) == 1:
                    row.append(pn.Column(odds, visible=self.settings.param.show_odds, css_classes=["cubiri-odds"],
                                         stylesheets=[theme.CARD_CSS], sizing_mode="stretch_width", margin=(8, 0),
                                         styles={"flex": "1 1 300px", "max-width": "100%"}))

            add_odds()
            self.settings.param.watch(add_odds, "show_odds")
            content = [row]
        body = pn.Column(self._header(has_odds), self._panels(), *content, sizing_mode="stretch_width",
                         css_classes=["cubiri-body"], max_width=1100, margin=0,
                         styles={"margin": "0 auto", "padding": "0 12px", "box-sizing": "border-box",
                                 # As wide as the window (up to 1100 px), never as wide as its
                                 # content: the auto margins that centre it would otherwise size it
                                 # to its content, so a long hint widened the page as it showed
                                 # and a long word or a notice pushed it past a phone's edge.
                                 "width": "100%"})
        prepare_served_page(pn.state.curdoc)
        classes = ["cubiri-page"] + (["cubiri-embed"] if self.embed else [])
        # A page fills the window (the night background to the bottom edge); a notebook output
        # is one cell among others, and is as tall as its content.
        styles = {"min-height": "0"} if in_notebook() else {}
        root = pn.Column(body, sizing_mode="stretch_width", css_classes=classes, stylesheets=[theme.PAGE_CSS],
                         margin=0, styles=styles)
        # The storage component joins the page once the page is shown (at once in a notebook and
        # in Pyodide): Bokeh draws nothing until every JavaScript module on the page has loaded,
        # and there is no reason to wait for this invisible one; its data is applied on arrival.
        pn.state.onload(lambda: root.append(self.store.backend))

        def mark_ready():
            # Registered after the view's own on_ready callbacks, so "cubiri-ready" tells a
            # test that saved data, settings and language are applied and the game is set up.
            root.css_classes = [*root.css_classes, "cubiri-ready"]

        self.store.on_ready(mark_ready)
        return root

    def __panel__(self):
        return self.page()
