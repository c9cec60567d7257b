"""Who sits at a table, in the same words in every game: a person or a computer of some level,
and the names a seat gets when none is typed.

The table games each name their computer players in the engine's own terms (``"threshold"``,
``"careful"``...); players see one ladder of levels for every game, beginner to champion, from
``common.json``. Each game's screens (:mod:`.registry`, ``levels``) put its computer players on
it.

A seat left unnamed is called "Player 2" or "Computer 2" in the language of the moment. The
engine keeps the name it was given, so :func:`shown_name` shows a default name of any of the
four languages in the current one, and a name the player typed as it is.
"""

from __future__ import annotations

import functools

from .i18n import LANGUAGES, Translator
from .registry import LADDER, screens

HUMAN = "human"
#: Seats per table, at most, in any game: the default names to recognise.
MOST_SEATS = 6


def levels(game: str) -> dict[str, str]:
    """``game``'s computer players (the engine's ``BOTS`` names) on the ladder."""
    return dict(screens(game).levels)


def level_word(game: str, bot: str, t: Translator) -> str:
    """The ladder word of one of ``game``'s computer players: ``("mishimash", "optimal")`` ->
    "expert"."""
    return t(f"common.levels.{screens(game).levels[bot]}")


def kind_label(game: str, kind: str, t: Translator) -> str:
    """What a set-up offers for a seat: "Person", "Computer: expert"."""
    if kind == HUMAN:
        return t("common.players.person")
    return t("common.players.computer_level", level=level_word(game, kind, t))


def kind_short(game: str, kind: str | None, t: Translator) -> str:
    """Who plays a seat, as a score table tags it: "person", "computer, expert"."""
    if kind is None or kind == HUMAN:
        return t("common.players.person_short")
    return t("common.players.computer_short", level=level_word(game, kind, t))


def kind_options(game: str, bots, t: Translator) -> dict[str, str]:
    """A set-up's choices, label to kind: the person first, then the computers, weakest first."""
    ranked = sorted(bots, key=lambda bot: LADDER.index(screens(game).levels[bot]))
    return {kind_label(game, kind, t): kind for kind in (HUMAN, *ranked)}


def default_name(seat: int, kind: str, t: Translator) -> str:
    """The name of an unnamed seat (0-based): "Player 1", "Computer 2"."""
    key = "common.players.default_person" if kind == HUMAN else "common.players.default_computer"
    return t(key, n=seat + 1)


@functools.cache
def _defaults() -> dict[str, tuple[str, int]]:
    """Every language's default names: name -> (kind, seat)."""
    found = {}
    for lang in LANGUAGES:
        t = Translator(lang)
        for seat in range(MOST_SEATS):
            for kind in (HUMAN, "computer"):
                found.setdefault(default_name(seat, kind, t), (kind, seat))
    return found


def is_default_name(name: str) -> bool:
    """Whether ``name`` is the name a seat gets when none is typed, in any language."""
    return name in _defaults()


def shown_name(name: str, t: Translator) -> str:
    """``name`` as shown in ``t``'s language: a default name ("Giocatore 2") in this language
    ("Player 2"), any other name as typed."""
    found = _defaults().get(name)
    return name if found is None else default_name(found[1], found[0], t)


def shown_names(names, t: Translator) -> list[str]:
    return [shown_name(name, t) for name in names]
