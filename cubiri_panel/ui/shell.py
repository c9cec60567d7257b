"""The page every Cubiri screen lives in: header, notices, rules, settings, odds, storage.

A game view makes one ``Shell(game="magdagdon")`` and returns ``shell.page(main, odds=...)`` from
its ``__panel__``. The shell resolves the language (``?lang=`` for the visit, else the
settings, else the browser's, else English), loads and saves the settings, turns bad URL values into notices,
and adds the storage component to the page (once it is shown) so the browser's data loads. What
is a game's own (MAGDAGDON's difficulty, the table games' computer speed) the game's view adds:
``shell.add_setting``, and its own URL parameter's notice. The page's parts are in
:mod:`.header`, :mod:`.panels` and :mod:`.page`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import panel as pn
import param

from .. import registry
from .i18n import DEFAULT_LANGUAGE, LANGUAGES, Translator, resolve_language
from .notebook import in_notebook, inline_stylesheets
from .notices import Notices, refusal
from .page import page
from .settings import Settings
from .storage import SETTINGS_KEY, Store, limit_of
from .urlparams import UrlParams
from .urlparams import current as current_url

# URL parameters whose notices the page's game gives (a difficulty means something only to
# MAGDAGDON, which says so itself); a seed means nothing on the hub.
GAME_OWN_PARAMETERS = {"url_difficulty"}


def language_rule() -> dict:
    """What a game page of the site needs to pick, before Python runs, the language the shell
    will (site/static/language.js): the languages, the default, and where and in which form
    the settings are saved. The site build writes it into each page."""
    return {"languages": list(LANGUAGES), "default": DEFAULT_LANGUAGE,
            "settings": {"key": SETTINGS_KEY, "format": Settings.FORMAT, "limit": limit_of(SETTINGS_KEY)}}


class Shell(pn.viewable.Viewer):
    """The shared page around a game (or the hub, with ``game=""``); see the module doc."""

    game = param.String(default="", doc="The game's name in the registry; '' for the hub.")
    settings = param.ClassSelector(class_=Settings)
    store = param.ClassSelector(class_=Store)
    notices = param.ClassSelector(class_=Notices)
    url = param.ClassSelector(class_=UrlParams)
    lang = param.Selector(default="en", objects=list(LANGUAGES), doc="The language shown (derived).")
    embed = param.Boolean(default=False, doc="Compact page without hub chrome (?embed=1).")
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
        self.store.backend.game = self.game  # one tab at a time plays it (ui/tabs.py)
        self.game_settings: list[Callable[[Translator], Any]] = []
        self.menu_toggles: dict[str, pn.widgets.Toggle] = {}   # the header's switches by name (header.py)
        # ?lang= wins for this visit, over the saved choice, until the player picks a language
        # in the menu (which drops it from the address); it never changes what is saved.
        self._picked_here = self._reading_saved = False
        self._resolve_language()
        ignored = GAME_OWN_PARAMETERS | (set() if self.game else {"url_seed"})
        for key, args in self.url.problems:
            name = key.rsplit(".", 1)[-1]
            if name not in ignored:
                extra = {"language": f"@common.languages.{self.lang}"} if name == "url_lang" else {}
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
            if self.url.lang:  # and on a reload too: the address no longer says otherwise
                self.store.backend.drop_url_parameter("lang")
        self._resolve_language()

    @param.depends("store.browser_language", watch=True)
    def _resolve_language(self):
        setting, url = self.settings.language, self.url.lang
        first, then = (setting, url) if self._picked_here else (url, setting)
        self.lang = resolve_language(first, then, self.store.browser_language)

    @property
    def reading_saved(self) -> bool:
        """True while the saved settings are being applied (a change then is not the player's)."""
        return self._reading_saved

    @property
    def url_lang(self) -> str | None:
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
        self.settings.param.watch(self._save_settings, list(Settings.FIELDS))
        if self._changed_early:
            self._save_settings()  # the player's early choice, over what was saved

    def _save_settings(self, *_):
        self.store.save_settings(self.settings)

    def add_setting(self, build: Callable[[Translator], Any]) -> None:
        """A setting of the page's game in the settings panel, above the odds: ``build(t)``
        returns its widgets, built each time the panel opens or changes language."""
        self.game_settings.append(build)

    def when_loaded(self, action: Callable, shown: Callable[[], Any]) -> Callable:
        """``action`` as a handler of the player's input (a click), safe before the saved data is read.

        The page is playable before the browser's saved data arrives. Input given meanwhile is
        held and replayed right after it is read, provided ``shown()`` (what the input was
        meant for: the game, the screen) is still what the page shows; a resumed game takes
        the place of the page shown while loading, and a click is never replayed on it."""
        def handler(*args):
            if not self.store.live:  # another tab plays this game: this one only shows it
                return
            if self.store.ready:
                action(*args)
                return
            before = shown()
            self.store.on_ready(lambda: action(*args) if shown() == before else None)
        return handler

    def game_restored(self, game, shown_by=None) -> None:
        """Tell the player the saved game was resumed, when that is news: an unfinished game
        with at least one action. A finished or unrolled game is simply shown. The news goes
        when it stops being true: when the game ends (the end screen says what matters then),
        or when ``shown_by`` (the view, whose ``game`` it is) shows another game."""
        if not (self.game and not game.is_over and game.history):
            return
        notice = self.notices.add("common.notices.game_restored", level="info", game=registry.get(self.game).title)
        watchers = []

        def withdraw(event=None):
            if event is None or event.name == "game" and event.new is not game or event.name == "state" and game.is_over:
                self.notices.dismiss(notice.id)
                for owner, watcher in watchers:
                    owner.param.unwatch(watcher)
                watchers.clear()
        watchers.append((game, game.param.watch(withdraw, "state")))
        if shown_by is not None:
            watchers.append((shown_by, shown_by.param.watch(withdraw, "game")))

    def notify(self, key: str, /, level: str = "warning", **args) -> None:
        """Show a notice: a catalog key and its arguments (rendered as text, never HTML)."""
        self.notices.add(key, level=level, **args)

    def refuse(self, err) -> None:
        """Tell the player, in their words, why the game refused a move (an ``IllegalAction``)."""
        self.notices.replace("common.notices.illegal", level="error", **refusal(self.game, err))

    # -- the page ------------------------------------------------------------------------
    def page(self, main=None, odds=None) -> pn.viewable.Viewable:
        """The whole page around ``main`` (the game's own layout). ``odds`` (a viewable, or a
        function returning one) is shown beside it while the odds panel is switched on."""
        return page(self, main, odds)

    def __panel__(self):
        return self.page()
