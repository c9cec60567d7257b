"""Actions: a game's moves as small immutable values, and their saved forms.

An action's ``kind`` names the game method that performs it and its fields are that method's
arguments, ints or tuples of ints, so an action is hashable and saves as ``[kind, *fields]``
(or, in a game that names one letter an action, as that letter). The rules import this module
and nothing of param.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any, ClassVar

from .errors import SnapshotError


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """A move; subclasses are frozen dataclasses whose fields are the move's arguments."""

    kind: ClassVar[str] = ""

    def args(self) -> tuple:
        # ``__match_args__`` is the dataclass's field names, in order, kept on the class.
        return tuple([getattr(self, name) for name in self.__match_args__])

    def canonical(self) -> Action:
        """This action as the game records it (a game method may put its arguments in order)."""
        return self

    def to_json(self) -> list:
        return [self.kind, *(list(a) if isinstance(a, tuple) else a for a in self.args())]

    def __str__(self) -> str:
        return f"{self.kind}({', '.join(map(str, self.args()))})"


def action_from_json(data: Any, kinds: Iterable[type[Action]]) -> Action:
    """Rebuild an action from ``Action.to_json()``; ``SnapshotError`` on anything else."""
    by_kind = {k.kind: k for k in kinds}
    if not (type(data) is list and data and type(data[0]) is str and data[0] in by_kind):
        raise SnapshotError("not an action")
    cls = by_kind[data[0]]
    fields = dataclasses.fields(cls)
    if len(data) != len(fields) + 1:
        raise SnapshotError(f"action {data[0]!r} takes {len(fields)} arguments")
    args = []
    for value in data[1:]:
        # Die indices and cells are small: anything else is not an argument of any move.
        if type(value) is list and len(value) <= 6 and all(type(v) is int and -8 <= v <= 8 for v in value):
            args.append(tuple(value))
        elif type(value) is int and -8 <= value <= 8:
            args.append(value)
        else:
            raise SnapshotError(f"bad argument in action {data[0]!r}")
    return cls(*args)


def actions_from_letters(text: str, letters: dict[Action, str]) -> list[Action]:
    """The actions a string of ``letters`` (one an action) spells; ``SnapshotError`` on any
    other character."""
    by_letter = {letter: action for action, letter in letters.items()}
    try:
        return [by_letter[letter] for letter in text]
    except KeyError:
        raise SnapshotError("a saved action is not one of the game's letters") from None
