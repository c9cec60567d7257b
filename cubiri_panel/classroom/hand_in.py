"""A game handed in to a class: the class code a teacher gives, and a game's code marked with it.

A student's phone that opened the class's link keeps the class code; each finished game then
offers its code marked with the class (``hand_in``), as text, through the phone's share sheet or
as a QR code. The teacher's Class results page reads it back (``read``): a game of the class is
pooled, a game of another class is listed as such. A plain game code (``m2…``) still pools, as
it did before classes had links.

The form of a hand-in, one line: ``cubiri:<class>/<game code>``, the class code written as a
URL writes a value (``%20`` for a space), so that the line holds no space and no ``/`` but its
own. A game code is only ``[A-Za-z0-9_-]``.

The class code is cleaned as players' names are (controls and direction marks removed, spaces at
the ends trimmed), 1 to :data:`CODE_LENGTH` characters, and read without regard to case, so "3B"
on the board and "3b" typed are one class.
"""

from __future__ import annotations

from typing import NamedTuple
from urllib.parse import quote, unquote

from ..names import clean_name

CODE_LENGTH = 24
PREFIX = "cubiri:"


def class_code(code) -> str:
    """The class code as classes are compared (without case); ``ValueError`` for an empty or
    overlong one, or anything but text."""
    cleaned = clean_name(code if isinstance(code, str) else "").casefold()
    if not 1 <= len(cleaned) <= CODE_LENGTH:
        raise ValueError(f"a class code is 1 to {CODE_LENGTH} characters, not {code!r:.40}")
    return cleaned


def shown_class_code(code) -> str:
    """The class code as typed (cleaned, its case kept): what pages and files show."""
    class_code(code)
    return clean_name(code)


def same_class(one: str, other: str) -> bool:
    """Whether two class codes name one class."""
    return class_code(one) == class_code(other)


class HandIn(NamedTuple):
    """A game's code and the class it was handed in to (as shown)."""

    class_code: str
    code: str


def hand_in(code: str, klass: str) -> str:
    """The line that hands the game of ``code`` in to class ``klass``."""
    return f"{PREFIX}{quote(shown_class_code(klass), safe='')}/{code}"


def is_hand_in(text: str) -> bool:
    """Whether ``text`` is written as a hand-in (well or not)."""
    return isinstance(text, str) and text.strip().lower().startswith(PREFIX)


def read(text: str) -> HandIn:
    """The class and game code a hand-in holds; ``ValueError`` for anything else (the game code
    itself is read by ``codes.decode``)."""
    if not is_hand_in(text):
        raise ValueError("not a game handed in to a class")
    klass, slash, code = text.strip()[len(PREFIX):].rpartition("/")
    if not slash or not code:
        raise ValueError("a hand-in is cubiri:<class>/<game code>")
    return HandIn(shown_class_code(unquote(klass)), code)
