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

from ..magikaboom.solvers import race
from ..mishimash.solvers import reach_probability, turn_values, win_model

#: Each game's tables: (package, file).
FILES = {"mishimash": tuple(("cubiri_panel.mishimash.solvers", module.TABLE_FILE)
                            for module in (turn_values, reach_probability, win_model)),
         "magikaboom": (("cubiri_panel.magikaboom.solvers", race.TABLE_FILE),)}

_waiting: list[tuple[str, Callable[[], None]]] = []


def kind_of(game) -> str:
    """The game's name ("mishimash")."""
    return getattr(game, "GAME", None) or type(game).__module__.split(".")[1]


def ready(game) -> bool:
    """Whether the tables ``game`` (a game, or a game's name) reads are installed."""
    kind = game if isinstance(game, str) else kind_of(game)
    return all(resources.files(package).joinpath(name).is_file() for package, name in FILES.get(kind, ()))


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
