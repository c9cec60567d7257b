"""Pig's coach on the page: its two choices in the player's words, and a replay's die."""

from __future__ import annotations

from ..actions import Hold, Roll


def choice(action, state, t) -> str:
    return t("pig.hold") if isinstance(action, Hold) else t("pig.roll")


def lesson(decision, t) -> tuple[str, dict]:
    return ("bank", {"points": str(decision.state.turn_points)}) if isinstance(decision.chosen, Hold) \
        else ("roll", {"points": str(decision.state.turn_points)})


def next_move(action, state, name: str, t) -> str | None:
    if isinstance(action, Roll) and state.turn_points == 0:
        return t("coach.replay.next_roll", name=name)
    return None


def picture(action, state) -> dict | None:
    return None  # both choices are said in words alone


def draw_position(shown, t, component) -> list:
    """A replay's position on the game's own die, read-only."""
    from .view import die_params, die_tray

    die = component("dice", lambda: die_tray(replay=True, css_classes=["cubiri-replay-dice"]))
    die.param.update(lang=t.lang, **die_params(shown))
    return [die]
