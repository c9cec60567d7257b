"""Game codes: a whole game as a short URL-safe string, for links, replays and pooling.

A code holds what a save holds (the game's settings, its seed and its actions) in few
characters: each action is written as its place among the actions the rules allowed at that
point (in a fixed order, so the rules may list them as they like), and all those places
together as one number in a mixed radix, so a choice among two costs one bit. The code is
``<game letter><format digit><base64url>``, only ``[A-Za-z0-9_-]``.

A code carries a check (format 2): the last four bytes it holds are the first four of the
SHA-256 digest of everything before them, the game letter and the format digit included. A
character changed, lost or added anywhere, or a code cut short, is refused as damaged but for
a chance of one in 2**32 (about 2.3e-10), so a student's damaged copy is never read as another
game. Codes of format 1, written before the check, still open.

Reading a code replays the game through its rules to learn what each place meant, then
rebuilds the save and hands it to the game's ``from_dict``: a code passes the same checks as a
save, and anything else is refused with ``SnapshotError``.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from typing import Any

from . import registry, snapshot
from .errors import SnapshotError

FORMAT = "2"
#: Codes written before the check: read, never written.
UNCHECKED = "1"
CHECK_BYTES = 4
# Longer than the code of any game a save can hold: a longer text is refused unread.
MAX_LENGTH = 8_000


def _order(action) -> str:
    return json.dumps(action.to_json())


def _choices(rebuild) -> list:
    """The actions the rules allow where ``rebuild`` stands, in the code's fixed order."""
    return sorted(rebuild.legal_actions(), key=_order)


def _varint(number: int) -> bytes:
    out = bytearray()
    while True:
        byte, number = number & 0x7F, number >> 7
        out.append(byte | (0x80 if number else 0))
        if not number:
            return bytes(out)


def _read_varint(data: bytes, at: int) -> tuple[int, int]:
    number = shift = 0
    while True:
        if at >= len(data) or shift > 63:
            raise SnapshotError("the code is cut short")
        byte = data[at]
        number |= (byte & 0x7F) << shift
        at, shift = at + 1, shift + 7
        if not byte & 0x80:
            return number, at


def encode(game) -> str:
    """The code of ``game`` (see ``Game.to_code``)."""
    saved = game.to_dict()  # refuses a game that cannot be saved, as a save does
    rebuild = type(game).rebuilding(saved["settings"], saved["seed"])
    places, radix = 0, 1
    actions = game.saved_history()
    for action in actions:
        choices = _choices(rebuild)
        places += choices.index(action.canonical()) * radix
        radix *= len(choices)
        rebuild.play(action)
    header = json.dumps([saved["settings"], saved["seed"]], separators=(",", ":"), ensure_ascii=False)
    head = header.encode()
    body = _varint(len(head)) + head + _varint(len(actions)) + places.to_bytes((places.bit_length() + 7) // 8, "big")
    head = registry.of(game).letter + FORMAT
    return head + _base64(body + _check(head, body))


def _base64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _check(head: str, body: bytes) -> bytes:
    """The check of a code: the first bytes of the digest of its head and body."""
    return hashlib.sha256(head.encode() + body).digest()[:CHECK_BYTES]


def _unbase64(text: str) -> bytes:
    if len(text) % 4 == 1:
        raise binascii.Error("no base64 text has this length")
    data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    if _base64(data) != text:  # a changed last character can decode to the same bytes
        raise binascii.Error("not the base64 of its bytes")
    return data


def _checked(code: str) -> bytes | None:
    """The body of a checked ``code``, or ``None`` if its check does not hold."""
    try:
        data = _unbase64(code[2:])
    except (binascii.Error, ValueError):
        return None
    body, check = data[:-CHECK_BYTES], data[-CHECK_BYTES:]
    return body if len(data) > CHECK_BYTES and _check(code[:2], body) == check else None


def _body(code: str) -> bytes:
    """The bytes a code of a known game holds, once its format is read and its check holds;
    ``SnapshotError`` otherwise."""
    if code[1] > FORMAT:
        raise SnapshotError("the code comes from a newer version of Cubiri")
    if code[1] not in (FORMAT, UNCHECKED):
        raise SnapshotError("not a game code")
    if code[1] == FORMAT:
        body = _checked(code)
        if body is None:
            raise SnapshotError("the code is damaged: a character is missing or changed")
    elif _checked(code[0] + FORMAT + code[2:]) is not None:
        raise SnapshotError("the code is damaged: its format digit is changed")
    else:
        try:
            body = _unbase64(code[2:])
        except (binascii.Error, ValueError):
            raise SnapshotError("the code is damaged") from None
    return body


def decode(code: Any, kind: str | None = None) -> Any:
    """The game a code holds, of whichever registered kind (of ``kind`` alone, if given);
    ``SnapshotError`` for anything that is not the code of such a game."""
    if type(code) is not str or not code.strip():
        raise SnapshotError("not a game code")
    code = code.strip()
    if len(code) > MAX_LENGTH:
        raise SnapshotError(f"longer than any game code ({MAX_LENGTH} characters)")
    record = registry.by_letter(code[0])
    if record is None or kind not in (None, record.name):
        raise SnapshotError("not the code of a Cubiri game")
    if len(code) < 2 or not code[1].isdigit():
        raise SnapshotError("not a game code")
    body = _body(code)
    cls = record.game_class
    try:
        length, at = _read_varint(body, 0)
        settings, seed = json.loads(body[at:at + length].decode())
        count, at = _read_varint(body, at + length)
        places = int.from_bytes(body[at:], "big")
    except (binascii.Error, ValueError, TypeError, UnicodeDecodeError):
        raise SnapshotError("the code is damaged") from None
    if count > cls.MAX_HISTORY:
        raise SnapshotError(f"more than {cls.MAX_HISTORY} actions: no {cls.GAME} game is that long")
    try:
        rebuild, actions = cls.rebuilding(settings, seed), []
        for _ in range(count):
            choices = _choices(rebuild)
            if not choices:
                raise SnapshotError("the code holds actions after the end of the game")
            places, place = divmod(places, len(choices))
            actions.append(choices[place])
            rebuild.play(choices[place])
    except SnapshotError:
        raise
    except Exception as err:  # noqa: BLE001 - whatever damaged settings set off is a refusal
        raise SnapshotError(f"the code is damaged ({type(err).__name__})") from None
    if places:
        raise SnapshotError("the code is damaged")
    saved = snapshot.write(cls.GAME, settings, seed, actions, cls.LETTERS, cls.MAX_HISTORY)
    return cls.from_dict(saved)
