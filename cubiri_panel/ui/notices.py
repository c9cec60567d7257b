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

Level = Literal["info", "warning", "error"]
_ids = itertools.count(1)


@dataclasses.dataclass(frozen=True)
class Notice:
    key: str                      # a catalog key, e.g. "common.notices.url_seed"
    args: tuple[tuple[str, Any], ...] = ()
    level: Level = "warning"
    id: int = dataclasses.field(default_factory=lambda: next(_ids))

    def text(self, t) -> str:
        """The message in ``t``'s language. An argument that is itself a catalog key (a string
        starting with ``"@"``) is translated first, so ``what="@common.notices.what_settings"``
        reads naturally in every language."""
        kw = {}
        for name, value in self.args:
            if isinstance(value, str) and value.startswith("@"):
                value = t(value[1:], **dict(self.args))
            kw[name] = value
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

    def dismiss(self, notice_id: int) -> None:
        self.items = [n for n in self.items if n.id != notice_id]

    def clear(self) -> None:
        self.items = []
