"""The MISHIMASH screen: ``MishimashView()`` (set-up, play, computer turns, odds, end)."""

# The view is loaded on first use: the game's registration (``registration.py``), which every
# page reads, needs none of it.
__all__ = ['MishimashView', 'new_game']


def __getattr__(name: str):
    if name in __all__:
        from . import view
        return getattr(view, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
