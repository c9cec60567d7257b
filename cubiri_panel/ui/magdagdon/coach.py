"""MAGDAGDON's coach on the page: its choices in the player's words (a die by its face, a cell
by its row and column), and drawn on a small board or dice tray for a hint, a review or a
replay's position."""

from __future__ import annotations

from ...magdagdon import actions
from ...magdagdon.board import Board
from ...magdagdon.coach import Placements
from ..i18n import Translator
from ..numbers import join
from .display import Selection


def _faces(values, t: Translator) -> str:
    return join(list(values), t.lang)


def choice(action, state, t: Translator) -> str:
    """``action`` in words, read against ``state`` (the position it was chosen in)."""
    match action:
        case Placements(steps=()):
            return t("coach.choice.confirm")  # the dice prepared are the best placements
        case Placements(steps=steps, values=values):
            cells = [t("coach.choice.cell", value=v, row=r + 1, col=c + 1) for (_, r, c), v in zip(steps, values)]
            return t("coach.choice.place", cells=join(cells, t.lang))
        case actions.Adjust(die=die, delta=delta):
            return t("coach.choice.minus" if delta < 0 else "coach.choice.plus", value=state.dice[die])
        case actions.Reroll(dice=dice):
            return t("coach.choice.reroll", dice=_faces((state.dice[i] for i in dice), t))
        case actions.AcceptMagdagdon(row=row, col=col):
            return t("coach.choice.ruin", row=row + 1, col=col + 1)
    return str(action)


def moves(action, state, t: Translator) -> list[str]:
    """``action`` as the moves that make it, one a line: a turn's placements die by die, from
    the dice prepared (kept, or taken back first) to the confirming; any other choice is one
    move."""
    if not isinstance(action, Placements):
        return [choice(action, state, t)]
    lines = []
    if action.kept:
        lines += [t("coach.move.keep", value=state.dice[die], row=r + 1, col=c + 1) for die, r, c in action.kept]
    elif any(cell is not None for cell in getattr(state, "prepared", ())):
        lines.append(t("coach.move.take_back"))
    lines += [t("coach.move.place", value=v, row=r + 1, col=c + 1) for (_, r, c), v in zip(action.steps, action.values)]
    return [*lines, t("coach.choice.confirm")]


def targets(action) -> list[tuple[int, int, int]]:
    """The cells a hint's choice fills, ``(row, col, value)`` each (value 0: the ruin), to mark
    on the game's own board."""
    match action:
        case Placements(steps=steps, values=values):
            return [(r, c, v) for (_, r, c), v in zip(steps, values)]
        case actions.AcceptMagdagdon(row=row, col=col):
            return [(row, col, 0)]
    return []


def touched(action) -> set[int]:
    """The dice a hint's power touches, to mark on the game's own tray."""
    match action:
        case actions.Adjust(die=die):
            return {die}
        case actions.Reroll(dice=dice):
            return set(dice)
    return set()


def lesson(decision, t: Translator) -> tuple[str, dict]:
    """The lesson sentence a costly decision teaches (``coach.lesson.<key>``), and what it says
    beyond the cost and the two choices."""
    match decision.chosen:
        case actions.AcceptMagdagdon():
            return "ruin", {}
        case Placements() if not isinstance(decision.best, (actions.Adjust, actions.Reroll)):
            return "place", {}
    return "power", {}


def next_move(action, state, name: str, t: Translator) -> str | None:
    """The move about to be played in a replay, where it is not simply a choice."""
    match action:
        case actions.Roll():
            return t("coach.replay.next_roll", name=name)
        case actions.Place(die=die, row=row, col=col):
            said = t("coach.choice.place", cells=t("coach.choice.cell", value=state.dice[die], row=row + 1, col=col + 1))
        case actions.TakeBack():
            said = t("coach.choice.take_back")
        case actions.Confirm():
            said = t("coach.choice.confirm")
        case _:
            return None
    return t("coach.replay.next", name=name, choice=said)


def picture(action, state) -> dict | None:
    """What to draw of ``action``: a ``BoardGrid``'s params (``"board"``) or a ``DiceTray``'s
    (``"dice"``)."""
    match action:
        case Placements(steps=steps, values=values):
            return {"board": {"board": Board(tuple(state.board)).to_text(), "legal": [],
                              "prepared": [(r, c, v) for (_, r, c), v in zip(steps, values)]}}
        case actions.AcceptMagdagdon(row=row, col=col):
            return {"board": {"board": Board(tuple(state.board)).to_text(), "prepared": [], "legal": [(row, col)],
                              "legal_style": "ruin"}}
        case actions.Adjust(die=die) | actions.Reroll(dice=(die, *_)):
            chosen = {die} if isinstance(action, actions.Adjust) else set(action.dice)
            return {"dice": {"values": list(state.dice), "faces": "pips",
                             "states": ["selected" if i in chosen else "available" for i in range(len(state.dice))]}}
    return None


def draw_position(shown, t: Translator, component) -> list:
    """A replay's position on the game's own dice and board (:class:`.table.TurnArea`),
    read-only: the dice above the board. ``component(key, make)`` keeps each drawing from one
    step to the next."""
    from .table import TurnArea

    area = component("turn", lambda: TurnArea(t.lang, compact=False, on_die=None, on_cell=None, replay=True))
    area.draw(shown, Selection(), t)
    return area.parts


def scores(shown, t: Translator) -> str:
    """The score of a replay's position."""
    return t("coach.replay.score", score=shown.score)
