"""What Cubiri keeps in the browser: settings, high scores, the game in progress, a set-up.

One job a module: :mod:`.keys` (the keys and their limits), :mod:`.parsing` (strict JSON),
:mod:`.backends` (the page's ``localStorage``, or memory in tests) and :mod:`.store` (the
:class:`Store` views call, which sets aside what it cannot read). Nothing leaves the browser.
"""

from .backends import BrowserStorage, MemoryStorage
from .keys import (DEFAULT_LIMIT, LIMITS, PREFIX, QUARANTINE, SENT_LIMIT, SETTINGS_KEY, game_key,
                   highscores_key, limit_of, quarantine_key)
from .parsing import Unreadable, dumps, parse
from .store import Store

__all__ = ["BrowserStorage", "DEFAULT_LIMIT", "LIMITS", "MemoryStorage", "PREFIX", "QUARANTINE",
           "SENT_LIMIT", "SETTINGS_KEY", "Store", "Unreadable", "dumps", "game_key", "highscores_key", "limit_of",
           "parse", "quarantine_key"]
