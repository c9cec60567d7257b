"""The keys Cubiri keeps in the browser, and the longest value each may hold."""

from __future__ import annotations

PREFIX = "cubiri/v1/"
SETTINGS_KEY = PREFIX + "settings"
QUARANTINE = PREFIX + "quarantine/"
#: The class this browser's student is in, set by the class's link (site/static/class-link.js):
#: ``{"format": 1, "code": "<class code>"}``. The teacher's Class results page keeps its own
#: classes apart (``CLASSROOM_KEY``), so a teacher's own games are handed in to no class.
CLASS_KEY = PREFIX + "class"
CLASS_FORMAT = 1
CLASSROOM_KEY = PREFIX + "classroom"
#: The games a class handed in, as the Class results page pooled them, under the class code
#: (``<prefix><class code, lower case>``): outside ``PREFIX``, as the games' pages need not read
#: (nor send to their Python) a teacher's pools of up to a megabyte.
CLASS_POOL_PREFIX = "cubiri-classroom/v1/"

# The longest value, in characters, each kind of key may hold (the first part of the key after
# the version): well above the largest each really is (benchmarks/README.md), so that no
# browser can make the server parse or replay more than a real game.
LIMITS = {"settings": 2_048, "highscores": 65_536, "game": 131_072, "setup": 8_192}
DEFAULT_LIMIT = 4_096
# What the page sends at most of one value: enough to see any value is over its key's limit.
SENT_LIMIT = max(LIMITS.values()) + 1


def highscores_key(game: str) -> str:
    return f"{PREFIX}highscores/{game}"


def game_key(game: str) -> str:
    return f"{PREFIX}game/{game}"


def quarantine_key(key: str) -> str:
    """The one key where an unreadable value of ``key`` is kept aside."""
    return QUARANTINE + key.removeprefix(PREFIX)


def limit_of(key: str) -> int:
    """The longest value ``key`` may hold, in characters (see :data:`LIMITS`)."""
    return LIMITS.get(key.removeprefix(PREFIX).partition("/")[0], DEFAULT_LIMIT)


def retired_keys() -> tuple[str, ...]:
    """The keys earlier versions wrote and nothing reads now (each game's ``retired`` kinds)."""
    from ..registry import all_screens

    return tuple(f"{PREFIX}{kind}/{screens.name}" for screens in all_screens() for kind in screens.retired)
