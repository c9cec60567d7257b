"""Every memo of the engines (and of the views that remember engine answers), registered in one
place so that one call forgets them.

A memo keeps answers the rules give again and again (placement searches, odds, the computer
players' values). It changes how fast an answer comes, never the answer: tests compare cold
answers with warm ones, and benchmarks time work from scratch, by calling ``clear_memos()``.
Tables of rule facts that a module builds once at import are constants, not memos, and stay.

>>> @memoized(maxsize=None)
... def square(n):
...     return n * n
>>> square(3), square.cache_info().currsize
(9, 1)
>>> clear_memos(__name__)
>>> square.cache_info().currsize
0
"""

from __future__ import annotations

import functools
from collections.abc import Callable

# Module name -> the functions that forget that module's memos.
_CLEARS: dict[str, list[Callable[[], None]]] = {}


def register(module: str, clear: Callable[[], None]) -> Callable[[], None]:
    """Have ``clear_memos`` call ``clear``, which forgets memos of ``module`` (its ``__name__``)."""
    _CLEARS.setdefault(module, []).append(clear)
    return clear


def memoized(maxsize: int | None = None) -> Callable:
    """``functools.lru_cache(maxsize)``, registered under the decorated function's module."""
    def decorate(function: Callable) -> Callable:
        cached = functools.lru_cache(maxsize=maxsize)(function)
        register(function.__module__, cached.cache_clear)
        return cached
    return decorate


def clear_memos(*modules: str) -> None:
    """Forget every registered memo, or only those of the named modules (``ValueError`` for a
    module that registered none, so a misspelt name cannot leave a memo warm)."""
    unknown = [m for m in modules if m not in _CLEARS]
    if unknown:
        raise ValueError(f"no memos registered by {', '.join(unknown)}")
    for module in modules or tuple(_CLEARS):
        for clear in _CLEARS[module]:
            clear()
