"""The MAGIKABOOM screens: table set-up (:mod:`.setup`), the table in play (:mod:`.table`), the
score track and scoreboard (:mod:`.scoreboard`), the log's words (:mod:`.words`), the odds panel
(:mod:`.odds`), and the page tying them together (:mod:`.view`)."""

# The view is loaded on first use: the game's registration (``registration.py``), which every
# page reads, needs none of it.
__all__ = ['MagikaboomView']


def __getattr__(name: str):
    if name in __all__:
        from . import view
        return getattr(view, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
