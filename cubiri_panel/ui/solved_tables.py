"""The solved tables a game's odds, hints and strongest computer players read, and what waits
for them until they are there.

Everywhere but the static site the tables come with the package. A game page of the site
fetches them once the game is live (site/static/worker.js): the first moves need none of them,
and they are the largest files of MISHIMASH and MAGIKABOOM. Until they have arrived, what reads
them waits, saying so (the odds panels, the hint, the review, the computer players), and
``arrived()``, which the page calls when they are installed, sets it going.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import resources

from .. import registry

_waiting: list[tuple[str, Callable[[], None]]] = []


def kind_of(game) -> str:
    """The game's name ("mishimash")."""
    return registry.of(game).name


def files(kind: str) -> list[tuple[str, str]]:
    """The tables of the game ``kind`` reads, as ``(package, file)``: its record's
    ``solved_tables``."""
    return [(path.rpartition("/")[0].replace("/", "."), path.rpartition("/")[2])
            for path in registry.get(kind).solved_tables]


def ready(game) -> bool:
    """Whether the tables ``game`` (a game, or a game's name) reads are installed."""
    kind = game if isinstance(game, str) else kind_of(game)
    return all(resources.files(package).joinpath(name).is_file() for package, name in files(kind))


def when_ready(game, callback: Callable[[], None]) -> bool:
    """True if the tables of ``game`` are there; if not, False, and ``callback()`` runs once they
    arrive (each callback once, however often it asks)."""
    if ready(game):
        return True
    kind = game if isinstance(game, str) else kind_of(game)
    if (kind, callback) not in _waiting:
        _waiting.append((kind, callback))
    return False


def arrived() -> None:
    """The page installed tables: everything that waited for them goes on."""
    for kind, callback in list(_waiting):
        if ready(kind) and (kind, callback) in _waiting:
            _waiting.remove((kind, callback))
            callback()
