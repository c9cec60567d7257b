"""The errors every game shares."""


class IllegalAction(ValueError):
    """An action the rules forbid right now.

    The message names the broken rule; the game that raised it is exactly as it was before the
    call, so a view can show the message and carry on.
    """


class SnapshotError(ValueError):
    """A saved game (``to_dict()`` data) that cannot be restored: foreign, truncated or tampered."""
