"""The MAGDAGDON screen, one concept a module: the view, what it shows (display), its buttons
(controls), the end screen, the daily game and share text, and the odds panel."""

# The view is loaded on first use: the game's registration (``registration.py``), which every
# page reads, needs none of it.
__all__ = ['MagdagdonView']


def __getattr__(name: str):
    if name in __all__:
        from . import view
        return getattr(view, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
