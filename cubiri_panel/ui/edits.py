"""Whether the person has changed a form: a set-up card shows at once, and the table the
browser remembered arrives a moment later; it must not undo what was typed meanwhile."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


class Edits:
    """Watches widgets; ``touched`` turns true on the first change that does not come from
    the code itself (changes made inside :meth:`by_code` do not count)."""

    def __init__(self):
        self.touched = False
        self._by_code = False

    def watch(self, widget, *names: str) -> None:
        widget.param.watch(self._changed, list(names))

    def _changed(self, *_) -> None:
        if not self._by_code:
            self.touched = True

    @contextmanager
    def by_code(self) -> Iterator[None]:
        self._by_code = True
        try:
            yield
        finally:
            self._by_code = False
