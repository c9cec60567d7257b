"""Cubiri's Panel views, and the infrastructure every game view builds on.

The engines (``cubiri_panel.magdagdon`` ...) never import Panel; everything here does. A game
view is a thin ``pn.viewable.Viewer`` holding its engine as a ``param.ClassSelector`` and
returning a layout from ``__panel__``; ``apps/<game>.py`` only wires it up::

    if pn.state.served:
        MagdagdonView().servable(title="MAGDAGDON · Cubiri")

The same view must work in a notebook (``pn.extension(); MagdagdonView()``) and in the
Pyodide build, so use nothing server-only (no ``pn.state.onload``-only logic, no files, no
threads; use ``cubiri_panel.ui.table.pacing.call_later`` or ``param`` for timing: Panel's periodic
callback fires at once outside a server).

A game view in outline
======================

::

    class MagdagdonView(pn.viewable.Viewer):
        game = param.ClassSelector(class_=MagdagdonGame)
        shell = param.ClassSelector(class_=Shell)

        def __init__(self, **params):
            params.setdefault("shell", Shell(game="magdagdon"))
            super().__init__(**params)
            self.tray = DiceTray(lang=self.shell.lang)          # components: see below
            self.board = BoardGrid(lang=self.shell.lang)
            self.tray.on_click(self._die_clicked)
            self.board.on_click(self._cell_clicked)
            self.shell.param.watch(self._language_changed, "lang")
            # Playable at once: a new game is on the board before the browser's saved data
            # arrives; ``_resume`` swaps the saved game in when it does. A click meanwhile waits
            # for the saved data (``shell.when_loaded``), so it lands on the right game.
            self.difficulty = DifficultyChoice(self.shell)     # ui/magdagdon/difficulty.py
            self.game = MagdagdonGame(difficulty=self.difficulty.value, seed=self.shell.url.seed)
            self.roll = theme.action_button("", "cubiri-roll")
            self.roll.on_click(self.shell.when_loaded(self._roll, lambda: (self.game,)))
            self.shell.store.on_ready(self._resume)

        def _resume(self):
            store = self.shell.store
            self.highscores = store.load_highscores(HighScores)  # cubiri_panel.magdagdon.HighScores
            game = store.load_game(MagdagdonGame)
            if game is not None:
                self.shell.game_restored(game)   # says so only for an unfinished game
                self.game = game
            else:
                store.save_game(self.game)

        @param.depends("game", watch=True)
        def _watch_game(self):
            self.game.param.watch(self._redraw, "state")  # one event per action
            self._redraw()

        def _redraw(self, *_):
            self.shell.store.save_game(self.game)          # autosave after every action
            self.board.param.update(board=self.game.board.to_text(), ...)

        def __panel__(self):
            return self.shell.page(theme.card(self.tray, self.board, self.roll), odds=self._odds)

Store writes are refused until the saved data is read (``on_ready``), so the game shown while
loading can never overwrite a saved one. Building widgets once and updating their params in
watchers is what keeps a click under 150 ms; re-creating a layout on every action is not.

What a page costs to load is mostly its Bokeh models: each is built in Python, sent and drawn
in the browser. Build a part that starts hidden (an end screen, the play area behind a set-up)
the first time it is shown, not in ``__init__``; prefer ``theme.flex`` to ``pn.FlexBox``; and
update widgets in place rather than through ``pn.bind``, which rebuilds what it returns.

The shell (:mod:`.shell`)
=========================

``Shell(game="magdagdon")`` makes the page: header (:mod:`.header`: home link, title, language
selector, Rules, Settings, the odds toggle ``.cubiri-odds-toggle``), notices, the rules page
(reading ``ui/rules/<game>.<lang>.md`` through :func:`.rules.rules_markdown`) and the settings
panel (:mod:`.panels`: the game's own settings, then the odds), and the storage component;
:mod:`.page` assembles them. ``shell.page(main, odds=None)`` returns the layout; ``odds`` (a viewable or a
``pn.bind`` function) is shown beside ``main`` while the odds panel is on (off by default).
``?embed=1`` gives a compact page without the hub chrome (``shell.embed``). Once the saved
data is read and every ``on_ready`` callback has run, the page root gets the class
``cubiri-ready`` (``.cubiri-page.cubiri-ready``): the browser tests' ``app()`` waits for it.
The page is usable before that: ``shell.when_loaded(action, shown)`` wraps a click handler so
a click made earlier is replayed once the saved data is read, if ``shown()`` (the game, the
screen) is unchanged; a setting changed earlier (the odds switch) wins over the saved one.

* ``shell.lang``: the language in force (settings, else ``?lang=``, else the browser, else
  English); watch it and pass it to components (``tray.lang = shell.lang``).
* ``shell.t``: a :class:`.i18n.Translator` for it: ``shell.t("magdagdon.confirm")``.
* ``shell.settings``: :class:`.settings.Settings` (``difficulty``, ``computer_speed`` with
  ``computer_delay`` in seconds, ``show_odds``), saved automatically.
* ``shell.add_setting(build)``: a setting of the page's game in the settings panel
  (``build(t)`` returns its widgets). MAGDAGDON's difficulty (:mod:`.magdagdon.difficulty`,
  ``DifficultyChoice``: ``?difficulty=`` for this visit, else the settings; the panel asks
  before changing it, and the view starts a new game when ``value`` changes) and the table
  games' computer speed (:mod:`.table.pacing`) are added so; the shell knows no game's facts.
* ``shell.url``: :class:`.urlparams.UrlParams` (``lang``, ``seed``, ``difficulty``, ``embed``);
  a game started from a link takes ``seed=shell.url.seed`` (never an ``rng``: only a game that
  rolls from its own seed can be saved). Bad values already produced notices.
* ``shell.notify(key, level="warning"|"info"|"error", **args)``: a notice, stored as a catalog
  key and arguments (so it follows a language change). An argument written ``"@some.key"`` is
  itself translated. Arguments are shown as text, never HTML.
* ``shell.refuse(err)``: a move the engine refused (an ``IllegalAction``) as a notice in the
  player's words (:func:`.notices.refusal`); every view reports refusals so.

Text safety: player names and anything from the URL must never reach the page as HTML. Use
``theme.text(value)`` for a text pane, ``html.escape`` whatever you put into an ``HTML`` or
``Markdown`` pane, or widget labels (which Bokeh renders as text).

Storage (:mod:`.storage`)
=========================

``shell.store`` is a :class:`.storage.Store` over one ``BrowserStorage`` JSComponent (the shell
adds it to the layout once the page is shown; without it, nothing loads). Keys: ``cubiri/v1/settings``,
``cubiri/v1/highscores/<game>``, ``cubiri/v1/game/<game>``.

* ``store.on_ready(callback)``: run once the saved data is read (at once if it already is).
  Saves made before that are dropped on purpose (they would overwrite unread data).
* ``store.load_game(GameClass)`` -> game or None; ``store.save_game(game)`` after every action.
* ``store.load_highscores(HighScoresClass)`` -> tables (never raises);
  ``store.save_highscores(tables)`` after ``tables.add(...)``.
* ``store.read_json(key)`` -> a view's own small key (a set-up) as JSON, or None; never raises.
* Anything unreadable (over the key's size limit, not JSON, any error from ``from_dict``, entries
  ``HighScores.from_json`` drops) is copied to the key's one quarantine copy,
  ``cubiri/v1/quarantine/<key>``, then removed from its key or replaced by its readable part,
  and a notice says so in words; valid data is never erased, and no loaded value stops a page.
  Tests use ``Store(backend=MemoryStorage())`` and ``backend.load({...})``.

Translations (:mod:`.i18n`)
===========================

``locales/<lang>/<domain>.json``: ``common.json`` (chrome, settings, notices, accessibility
names, ingredient names: this module's) and one ``<game>.json`` per game, owned by that game's
view. Nested objects flatten with dots: ``t("magdagdon.powers.plus")``. ``str.format``
placeholders, named. ``tests/ui/test_i18n.py`` fails if a language lacks or adds a key, changes
placeholders, drops MAGDAGDON/PEACEFUL/..., lacks a rules page, or if code calls ``t("...")``
with a literal key English does not have. ``IllegalAction.rule`` codes translate as
``<game>.errors.<rule>`` (each game's catalog), shown through ``common.notices.illegal`` by ``shell.refuse``.

One vocabulary for who sits at a table (:mod:`.players`): ``kind_options(game, BOTS, t)`` for a
set-up ("Person", "Computer: beginner" ... "Computer: champion", one ladder for every game:
``players.LEVELS`` puts each game's computer players on it), ``kind_short`` for a score table,
``default_name(seat, kind, t)`` for an unnamed seat, and ``shown_name(name, t)`` wherever a
name is shown, so a default name follows the language ("Player 2" becomes "Giocatore 2") and a
typed one stays as typed. ``tests/ui/test_players.py`` holds the words alike across games.

Components (:mod:`.components`, JavaScript in ``ui/js/``)
=========================================================

* ``DiceTray(values=[...], states=[...], faces="pips"|"ingredients", show_names=False,
  interactive=True, die_size=64, lang=...)``: each die a ``<button class="cubiri-die
  cubiri-die-{i}">`` drawn with SVG pips (or an ingredient picture), states ``available``,
  ``selected``, ``prepared``, ``disabled``, ``highlighted`` (each with a non-colour cue);
  accessible names "die 2 showing 5" in the language. ``tray.on_click(lambda i: ...)``.
  A value 0 draws a blank die. For MAGIKABOOM, ``faces="ingredients"`` (1 GHOST ... 6 BAT;
  ``components.ingredient_name(face, t)``); ``interactive=False`` to show a cauldron, and
  ``numbered=False`` on a tray that only shows dice, so ``cubiri-die-{i}`` names only the dice
  a player presses.
* ``BoardGrid(board=g.board.to_text(), prepared=[(r, c, v)], legal=[(r, c)],
  legal_style="place"|"ruin", row_edges=[...4 texts], col_edges=[...], corner="", lang=...)``:
  cells ``<button class="cubiri-cell cubiri-cell-{r}-{c}">`` named "row 1, column 3: 4" /
  "empty" / "ruin"; legal cells ringed, striped and marked (+ or ✕), prepared cells dashed and
  tagged. Only legal and prepared cells press: ``board.on_click(lambda row, col: ...)``.

The table games (:mod:`.table`)
===============================

MISHIMASH and MAGIKABOOM share their set-up and their computer players' pace:

* :class:`.table.setup.TableSetup`: the set-up card (``cubiri-seats``, ``cubiri-seat-name-{i}``,
  ``cubiri-seat-kind-{i}``, ``cubiri-start``, ``cubiri-resume``). A game subclasses it in
  ``ui/<game>/setup.py`` with its facts (``GAME``, ``BOTS``, ``SEATS``, ``DEFAULT`` ...), its parts
  (``build_extra``/``extra_parts``/``extra_table``: MISHIMASH's target; ``seat_mark``:
  MAGIKABOOM's hats) and its saved form (``from_saved``, ``saved_form``). ``on_start(callback(table))``
  with ``table = {"seats": [{"name", "kind"}, ...], **extras}``; ``setup.load_saved(store)`` once
  the saved data is read (what was typed meanwhile wins); ``setup.remember(store)`` on start.
* :class:`.table.pacing.ComputerPacer` plays the computer seats one action per ``delay()``, or
  all up to the next person at once (``skip()``), and puts the computer speed in the settings
  panel; :class:`.table.pacing.ComputerTurns` is the view's side of it (``delay``,
  ``computer_step``, ``batched``, ``skip_to_human``), given ``_after_action()``.

The odds panel (:mod:`.odds`)
=============================

Every chance and expected value the UI shows is written by :mod:`.odds`, as people read them:
``chance(p, t)`` gives "27.8%", "2.3% (1 in 43)", "impossible" or "certain" ("27,8%" in it/lv,
"27,8 %" in es; ``estimate=True`` for a model's figure, never "impossible" or "certain";
``with_fraction=True`` adds the exact fraction where a lesson needs it: "27.8% = 5/18");
``expected(value, lang)`` gives "1.49"; ``whole(n, lang)`` "1,296". ``odds_table([(label,
Fraction), ...], shell.t)`` gives a panel of labelled chances.
Pass a ``pn.bind``-ed function returning it as ``shell.page(main, odds=...)``; compute only
while ``shell.settings.show_odds`` is on if the computation is costly.

Look and feel (:mod:`.theme`)
=============================

``theme.action_button(label, "cubiri-roll", kind="primary"|"secondary"|"danger")`` gives the
stable automation class and a 44 px target; ``theme.card(...)`` the parchment panel;
``theme.text(value)`` escaped text; ``theme.select(...)``. Layout must fit a 390 px phone with
no horizontal scroll: prefer ``sizing_mode="stretch_width"``, ``theme.flex(...)`` (a row that wraps),
no fixed widths above ~360 px.

Browser tests (``tests/ui/conftest.py``)
========================================

Fixtures: ``served`` (panel serve of apps/*.py), ``app(path, lang=, viewport=, **query)``,
``page`` (fresh context: empty localStorage), ``screenshot(page, name)`` to
``test-artifacts/``, ``storage.get/set(page, ...)``, ``phone``/``laptop`` viewports. Mark
tests ``@pytest.mark.browser``; click hooks like ``page.locator(".cubiri-roll").click()``.
"""

# The three game views, importable as ``from cubiri_panel.ui import MagdagdonView``; loaded on
# first use, so that importing a helper module (``cubiri_panel.ui.i18n``) loads no game view.
_VIEWS = {"MagdagdonView": "magdagdon", "MishimashView": "mishimash", "MagikaboomView": "magikaboom"}
__all__ = list(_VIEWS)


def __getattr__(name: str):
    if name in _VIEWS:
        import importlib
        return getattr(importlib.import_module(f"{__name__}.{_VIEWS[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
