"""What a page of the built site may report in an engine when this build lacks the compiled
wheels (here, where the Pyodide CDN cannot be reached; none where it can): a game, its own page or
embedded in a lesson, that cannot start says so in the console (boot.js and its worker), and
the page shows its notice. Anything else is an error."""

from __future__ import annotations

# boot.js's "Cubiri could not start: <why>" and the worker's own console.error(error), which
# Firefox's console reports as an unnamed error object.
CANNOT_START = ("Cubiri could not start", "JSHandle@error")


def unexpected(errors: list[str], missing: set[str]) -> list[str]:
    """``errors`` less those of a game that cannot start from a build that lacks ``missing``."""
    if not missing:
        return errors
    return [e for e in errors if not any(said in e for said in CANNOT_START)]
