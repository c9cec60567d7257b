"""What the MAGDAGDON screen shows for a position: die states, board, edges, the status and the hint.

Pure functions of the engine's game and the view's :class:`Selection` (no Panel here), so the
screen's logic is tested without a browser and a redraw is one cheap pass over the state.
"""

from __future__ import annotations

import dataclasses
import functools
import html

from ...magdagdon import MagdagdonGame, Phase
from ...magdagdon.facts import DICE, SIZE
from .. import numbers
from ..i18n import Translator
from .daily import daily_date

# Hints that say the turn is in trouble: they are drawn as an alert.
ALERTS = ("magdagdon.hint.magdagdon", "magdagdon.hint.magdagdon_no_powers", "magdagdon.hint.blocked")
# Every hint of a game, with numbers as wide as a game gives them: the longest one in the
# language is the room the hint keeps (``status_html(room=True)``).
HINT_ARGS = {"roll": {"turn": 12}, "place": {"required": 4, "prepared": 3}, "selected": {"n": 4, "value": 6},
             "nowhere": {"n": 4, "value": 6}, "ready": {"prepared": 4}, "blocked": {"required": 4},
             "magdagdon": {"required": 4, "penalty": 40}, "magdagdon_no_powers": {"required": 4},
             "ruin_chosen": {"row": 4, "col": 4}, "reroll": {"count": 4, "penalty": 40}, "over": {"score": 188}}


@dataclasses.dataclass(frozen=True)
class Selection:
    """What the player has picked but not yet done; the view's only state besides the game.

    ``dice``: the chosen available dice (one to place or adjust, several to reroll);
    ``rerolling``: choosing dice for REROLL; ``ruin``: the cell chosen to become a ruin.
    """

    dice: tuple[int, ...] = ()
    rerolling: bool = False
    ruin: tuple[int, int] | None = None

    @property
    def die(self) -> int | None:
        """The one chosen die, or None when none or several are chosen."""
        return self.dice[0] if len(self.dice) == 1 else None


def die_states(game: MagdagdonGame | None, sel: Selection) -> tuple[list[int], list[str]]:
    """The tray's values and states. Before a roll the dice are blank and not pressable."""
    if game is None or not game.dice:
        return [0] * DICE, ["disabled"] * DICE
    prepared = game.prepared
    magdagdon = game.phase is Phase.MAGDAGDON
    states = []
    for die in range(DICE):
        if die in prepared:
            states.append("prepared")
        elif die in sel.dice:
            states.append("selected")
        elif magdagdon and not game.powers_left:
            states.append("disabled")  # nothing a die could do: no placing, no power
        else:
            states.append("available")
    return list(game.dice), states


def die_actions(sel: Selection) -> dict[str, str]:
    """What pressing a die does, by its state (the tray's ``actions``): choose it (to place it or
    use a power on it), or choose it for REROLL while choosing those; a prepared die goes back
    off the board."""
    if sel.rerolling:
        return {"available": "add_reroll", "selected": "leave_reroll", "prepared": "take_off"}
    return {"available": "choose", "selected": "put_back", "prepared": "take_off"}


def line_edges(game: MagdagdonGame | None) -> tuple[list[str], list[str]]:
    """Row and column texts at the board's edges: the line's sum, and its bonus below it."""
    if game is None:
        return [""] * SIZE, [""] * SIZE
    texts = []
    for line in game.lines:
        has_number = any(1 <= v <= 6 for v in line.cells)
        text = str(line.total) if has_number else ""
        if line.bonus:
            text += f"\n+{line.bonus.points}"
        texts.append(text)
    return texts[:SIZE], texts[SIZE:]


def board_params(game: MagdagdonGame | None, sel: Selection) -> dict:
    """Everything ``BoardGrid`` needs, as one ``param.update`` (one redraw in the browser)."""
    rows, cols = line_edges(game)
    params = {"row_edges": rows, "col_edges": cols, "legal_style": "place", "legal": [], "prepared": [], "placing": 0}
    if game is None:
        return {**params, "board": "..../..../..../....", "interactive": False}
    board = game.board
    params["interactive"] = not game.is_over
    params["prepared"] = [(r, c, game.dice[die]) for die, (r, c) in sorted(game.prepared.items())]
    if game.phase is Phase.MAGDAGDON:
        # Every empty cell may become the ruin; the chosen one already shows as a ruin.
        params["legal_style"] = "ruin"
        params["legal"] = sorted(board.empty_cells())
        if sel.ruin is not None:
            board = board.with_ruin(*sel.ruin)
    elif game.phase is Phase.PLACE and sel.die is not None and not sel.rerolling:
        params["legal"] = sorted(game.legal_cells_for(sel.die))
        params["placing"] = game.dice[sel.die]
    params["board"] = board.to_text()
    return params


def hint(game: MagdagdonGame | None, sel: Selection) -> tuple[str, dict]:
    """The catalog key and arguments of the line telling the player what to do now."""
    if game is None:
        return "magdagdon.hint.loading", {}
    phase = game.phase
    if phase is Phase.OVER:
        return "magdagdon.hint.over", {"score": game.score}
    if phase is Phase.ROLL:
        return "magdagdon.hint.roll", {"turn": game.turn + 1}
    if sel.rerolling:
        return "magdagdon.hint.reroll", {"count": len(sel.dice), "penalty": game.next_penalty}
    required = game.required
    if phase is Phase.MAGDAGDON:
        if sel.ruin is not None:
            return "magdagdon.hint.ruin_chosen", {"row": sel.ruin[0] + 1, "col": sel.ruin[1] + 1}
        if game.powers_left:
            return "magdagdon.hint.magdagdon", {"required": required, "penalty": game.next_penalty}
        return "magdagdon.hint.magdagdon_no_powers", {"required": required}
    if game.blocked:
        return "magdagdon.hint.blocked", {"required": required}
    prepared = len(game.prepared)
    if sel.die is not None:
        args = {"n": sel.die + 1, "value": game.dice[sel.die]}
        if game.legal_cells_for(sel.die):
            return "magdagdon.hint.selected", args
        return "magdagdon.hint.nowhere", args
    if game.can_confirm:
        return "magdagdon.hint.ready", {"prepared": prepared}
    return "magdagdon.hint.place", {"required": required, "prepared": prepared}


@functools.cache
def longest_hint(lang: str) -> str:
    """The longest hint in ``lang``: the hint keeps its room, so the dice and the board under
    it stay put from one tap to the next."""
    t = Translator(lang)
    return max((t(f"magdagdon.hint.{key}", **args) for key, args in HINT_ARGS.items()), key=len)


def status_html(game: MagdagdonGame | None, t, key: str, args: dict, room: bool = False) -> str:
    """The score, turn and difficulty above the board (with the daily game's date), then the
    hint; with ``room``, in a slot as tall as the longest hint (drawn unseen under it)."""
    hint = f'<p class="cubiri-hint{" alert" if key in ALERTS else ""}">{html.escape(t(key, **args))}</p>'
    if room:
        hint = f'<div class="cubiri-hint-slot" data-room="{html.escape(longest_hint(t.lang))}">{hint}</div>'
    if game is None:
        return hint
    day = daily_date(game)
    badge = f'<span class="cubiri-badge">{html.escape(t("magdagdon.status.daily", date=numbers.date(day, t.lang)))}</span>' if day else ""
    # data-position: the position in one attribute, for tests and the benchmark to wait on.
    position = f"{game.phase.value}|{game.turn}|{game.board_with_prepared.to_text()}|{''.join(map(str, game.dice))}"
    return (f'<div class="cubiri-status" data-position="{position}"><span>{html.escape(t("magdagdon.status.score"))} '
            f'<span class="cubiri-score">{game.score}</span></span>'
            f'<span>{html.escape(t("magdagdon.status.turn", n=game.turn + (0 if game.is_over else 1)))}</span>'
            f'<span>{game.difficulty.value.upper()}</span>{badge}</div>{hint}')
