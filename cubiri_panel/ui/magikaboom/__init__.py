"""The MAGIKABOOM screens: table set-up (:mod:`.setup`), the table in play (:mod:`.table`), the
score track and scoreboard (:mod:`.track`), the log's words (:mod:`.text`), the odds panel
(:mod:`.odds`), and the page tying them together (:mod:`.view`)."""

from .view import MagikaboomView

__all__ = ["MagikaboomView"]
