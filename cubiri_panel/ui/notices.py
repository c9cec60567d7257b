"""Notices: short texts the page shows until the player dismisses them.

A notice is stored as a catalog key and its arguments, not as text, so it follows a language
change. Anything that came from outside (URL values, storage keys, player names) goes in as an
argument and is always rendered as text, never as HTML.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any, Literal

import param

from ..errors import IllegalAction
from .i18n import Translator

Level = Literal["info", "warning", "error"]
_ids = itertools.count(1)
# Dice, rows and columns the engine counts from 0, as a player counts them.
COUNTED_FROM_ONE = ("die", "row", "col")


@dataclasses.dataclass(frozen=True)
class Notice:
    key: str                      # a catalog key, e.g. "common.notices.url_seed"
    args: tuple[tuple[str, Any], ...] = ()
    level: Level = "warning"
    id: int = dataclasses.field(default_factory=lambda: next(_ids))

    def text(self, t) -> str:
        """The message in ``t``'s language. An argument that is itself a catalog key (a string
        starting with ``"@"``) is translated first, so ``what="@common.notices.what_settings"``
        reads naturally in every language; such a text may hold another one (a refused
        move's reason naming a MISHIMASH combination), so they are translated twice, the
        second time with the first's words."""
        words = {name: value[1:] for name, value in self.args if isinstance(value, str) and value.startswith("@")}
        kw = dict(self.args)
        for _ in range(2):
            kw = {**kw, **{name: t(key, **kw) for name, key in words.items()}}
        return t(self.key, **kw)


class Notices(param.Parameterized):
    """The page's current notices, oldest first. Replace, never mutate, so watchers fire."""

    items = param.List(default=[], item_type=Notice)

    def add(self, key: str, /, level: Level = "warning", **args: Any) -> Notice:
        """Show a notice (once: the same key and arguments are not repeated)."""
        args_t = tuple(sorted(args.items()))
        for existing in self.items:
            if existing.key == key and existing.args == args_t:
                return existing
        notice = Notice(key, args_t, level)
        self.items = [*self.items, notice]
        return notice

    def replace(self, key: str, /, level: Level = "warning", **args: Any) -> Notice:
        """Show a notice in place of any earlier one of ``key``: the latest alone holds (two
        refusals whose details differ can read the same, and stacked they say nothing more)."""
        notice = Notice(key, tuple(sorted(args.items())), level)
        self.items = [*(n for n in self.items if n.key != key), notice]  # one change: one redraw
        return notice

    def dismiss(self, notice_id: int) -> None:
        self.items = [n for n in self.items if n.id != notice_id]

    def clear(self) -> None:
        self.items = []


def refusal(game: str, err: IllegalAction) -> dict[str, Any]:
    """The arguments of the notice ``common.notices.illegal`` for a move the engine refused: the
    broken rule in the game's words (``<game>.errors.<rule>``, else the game's words for any
    refusal, ``<game>.errors.illegal``) and the refusal's details, as the player counts.

    A refusal naming a combination (MISHIMASH's whole-roll straight or three pairs) has words of
    its own, ``<rule>-whole``, with the combination's name in the game's words."""
    details = {name: value + 1 if name in COUNTED_FROM_ONE and type(value) is int else value
               for name, value in err.details.items()}
    key = f"{game}.errors.{err.rule}"
    if "combination" in details:
        key += "-whole"
        details["combination"] = f"@{game}.combos.{details['combination']}"
    english = Translator("en")  # every language has the keys English has (tests/ui/test_i18n.py)
    if not english.has(key) and english.has(f"{game}.errors.illegal"):
        key = f"{game}.errors.illegal"
    return {**details, "reason": f"@{key}"}


def refusal_text(game: str, err: IllegalAction, t) -> str:
    """The broken rule alone, in ``t``'s language, as :func:`refusal` words it (for a hint
    beside the dice rather than a notice)."""
    args = refusal(game, err)
    return Notice(args.pop("reason")[1:], tuple(args.items())).text(t)
