"""The games as the pages know them: one record a game on the UI floor, beside the engine's
(:mod:`cubiri_panel.registry`).

A game's screens describe themselves once, in its own folder (``ui/<game>/registration.py``):
its view, its colours and die for the hub, the words its computer players take on the one
ladder of levels, and its ``coach`` module, which says the game's choices in the player's
language, draws them (a hint, a replay's position) and counts a review's moments. The shared
pages (the hub, the header, the coach's hint, review and replay, the site) ask here and never
name a game.

>>> [screens.name for screens in all_screens()]
['magdagdon', 'mishimash', 'magikaboom']
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Mapping
from pathlib import Path

from .. import registry
from .i18n import add_domain

#: The ladder every game's computer players stand on, weakest first (``common.levels.<word>``).
LADDER = ("beginner", "intermediate", "expert", "champion")


@dataclasses.dataclass(frozen=True)
class Screens:
    """Everything shared pages need of one game's screens.

    * ``name``: the game's name in the engine's registry; its texts are the catalog domain of
      that name (``t("<name>.title")``).
    * ``view``: ``"module:Class"`` of its ``pn.viewable.Viewer``, imported when first used.
    * ``coach``: the module of its coach's words and pictures, imported when used: ``choice``
      (a choice in words), ``lesson`` (the lesson a costly one teaches), ``next_move`` (a
      replay's next move, where it is not simply a choice), ``picture`` (a hint's drawing),
      ``draw_position(shown, t, component)`` (a replay's position, drawn by the game's own
      dice and board, read-only; ``component(key, make)`` keeps a part from one step to the
      next) and, for a game with a score of its own rather than the seats', ``scores``. Where a
      game needs them: ``moves`` (a choice that is several moves, one a line; else the choice
      is one move) and ``moment`` (a review's moment, where it is not simply the replay's
      position).
    * ``accent`` and ``pips``: the hub card's colour and the die face drawn on it.
    * ``levels``: each computer player's word on :data:`LADDER` (``{"optimal": "expert"}``).
    * ``settings``: the choices a link may set for it (``{"difficulty": ("peaceful", ...)}``),
      the first of each the default.
    * ``retired``: the kinds of browser key earlier versions saved for it and nothing reads
      now (``("journal",)``: ``cubiri/v1/journal/<name>``), removed when a page loads.
    * ``texts``: a folder of ``<lang>.json`` holding its catalog, for a game from outside the
      package (the built-in games' catalogs are ``locales/<lang>/<name>.json``).
    * ``teaching``: whether it has a lesson and a notebook, which its page then links, saying
      what it teaches (``teach.teaches.<name>``).
    """

    name: str
    view: str
    coach: str
    accent: str
    pips: tuple[tuple[int, int], ...]
    levels: Mapping[str, str] = dataclasses.field(default_factory=dict)
    settings: Mapping[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)
    retired: tuple[str, ...] = ()
    texts: str | None = None
    teaching: bool = True

    @property
    def record(self) -> registry.GameRecord:
        return registry.get(self.name)

    @property
    def title(self) -> str:
        return self.record.title

    def view_class(self):
        module, _, name = self.view.partition(":")
        return getattr(importlib.import_module(module), name)

    def coach_module(self):
        return importlib.import_module(self.coach)


_screens: dict[str, Screens] = {}


def register(screens: Screens) -> Screens:
    """Add a game's screens (a game the engine's registry knows); returns them."""
    registry.get(screens.name)  # UnknownGame for a game with no engine
    if screens.texts is not None:
        add_domain(screens.name, Path(screens.texts))
    _screens[screens.name] = screens
    return screens


def unregister(name: str) -> None:
    """Take a game's screens added by :func:`register` out again (with its engine record)."""
    if name in registry.BUILT_IN:
        raise ValueError(f"{name} comes with Cubiri")
    if _screens.pop(name, None) is not None:
        add_domain(name, None)


def screens(game) -> Screens:
    """The screens of ``game``: a game, a game class or a game's name; ``UnknownGame`` if none."""
    name = game if isinstance(game, str) else registry.of(game).name
    if name not in _screens and name in registry.BUILT_IN:
        importlib.import_module(f"{__package__}.{name}.registration")  # it registers itself
    try:
        return _screens[name]
    except KeyError:
        raise registry.UnknownGame(f"no screens for a game called {name!r}") from None


def names() -> tuple[str, ...]:
    """The names of the games that have screens, in the registry's order."""
    return tuple(name for name in registry.names() if name in registry.BUILT_IN or name in _screens)


def all_screens() -> list[Screens]:
    return [screens(name) for name in names()]


def choices(setting: str) -> tuple[str, ...]:
    """Every value some game offers for ``setting`` (``"difficulty"``), in the games' order."""
    return tuple(dict.fromkeys(v for s in all_screens() for v in s.settings.get(setting, ())))
