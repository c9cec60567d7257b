"""What a MAGDAGDON action did, in words, for the page's live region (see ``..announcer``)."""

from __future__ import annotations

from ...magdagdon import MagdagdonGame
from ..i18n import Translator
from ..numbers import join


def done_text(game: MagdagdonGame, t: Translator) -> str:
    """The last action of ``game`` told in ``t``'s language ("" before the first)."""
    if not game.history:
        return ""
    action = game.history[-1]
    kind = action.kind
    if kind in ("roll", "reroll"):
        rolled = t("access.magdagdon.rolled", dice=join(game.dice, t.lang))
        return rolled if kind == "roll" else f"{t('access.magdagdon.reroll')} {rolled}"
    if kind == "place":
        return t("access.magdagdon.place", n=action.die + 1, value=game.dice[action.die],
                 row=action.row + 1, col=action.col + 1)
    if kind == "take_back":
        return t("access.magdagdon.take_back", n=action.die + 1)
    if kind == "confirm":
        return t("access.magdagdon.confirm", score=game.score)
    if kind == "adjust":
        return t("access.magdagdon.adjust", n=action.die + 1, value=game.dice[action.die])
    if kind == "accept_magdagdon":
        return t("access.magdagdon.accept_magdagdon", row=action.row + 1, col=action.col + 1)
    return ""
