"""The MAGDAGDON screen, one concept a module: the view, what it shows (display), its buttons
(controls), the end screen, the daily game and share text, and the odds panel."""

from .view import MagdagdonView

__all__ = ["MagdagdonView"]
