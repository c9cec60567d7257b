"""The MAGDAGDON screen, one concept a module, named as every game's are (``view``, ``setup``:
the difficulty, ``table``: the turn on screen, ``words``, ``odds``, ``end_screen``, ``coach``,
``registration``), and its own: what the table shows (``display``), its buttons (``controls``),
what taps do (``input``), the daily game (``daily``), the game a link asks for (``link``) and the
expert playing (``watch``)."""

# The view is loaded on first use: the game's registration (``registration.py``), which every
# page reads, needs none of it.
__all__ = ['MagdagdonView']


def __getattr__(name: str):
    if name in __all__:
        from . import view
        return getattr(view, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
