"""A replay's position is drawn by the game's own dice and board, read-only: at every step of a
game of each kind its parts are those the game's table is built of (the same kind, size and
styles), showing the engine's position; none can be pressed, nothing in it is a control, and
their names say they show a replay's position, in every language."""

from __future__ import annotations

import finished
import panel as pn
import pytest
from ui.views import open_view

from cubiri_panel.ui.components import BoardGrid, Clickable, DiceTray
from cubiri_panel.ui.i18n import LANGUAGES, Translator


def look(part) -> tuple:
    """How a part is drawn: its kind, its size and faces, its styles."""
    if isinstance(part, DiceTray):
        return ("dice", part.die_size, part.faces, part.show_names, tuple(map(str, part.stylesheets)))
    return ("board", tuple(map(str, part.stylesheets)))


def own_parts(name: str, view) -> list:
    """The dice and board the game's own table shows, in their order on the page."""
    if name == "magdagdon":
        return [view.turn_area.tray, view.turn_area.board]
    if name == "mishimash":
        from cubiri_panel.ui.mishimash.table import Table
        return [Table().play.tray]
    return [view.table.cauldron, view.table.rolled]


def shown_values(name: str, shown) -> list[list[int]]:
    """What the engine's position puts on the dice, part by part (a blank die before a roll)."""
    if name == "magdagdon":
        return [list(shown.dice) or [0] * 4]
    if name == "mishimash":
        turn = shown.state.turn
        return [list(turn.dice) if shown.phase.name == "MUST_TAKE" else [0] * shown.dice_in_hand]
    rolled = [int(d) for d in shown.rolled] if shown.phase.name in ("KEEP", "STOP_OR_CONTINUE") else []
    return [values for values in ([int(d) for d in shown.cauldron], rolled) if values]


def replay_of(name: str, lang: str):
    game = finished.game(name)
    view, _, _ = open_view(name, lang=lang)
    view.replay.open_fragment("#game=" + game.to_code())
    return game, view, view.replay.replay


@pytest.mark.parametrize("name", ["magdagdon", "mishimash", "magikaboom"])
def test_every_step_is_drawn_by_the_games_own_parts_and_none_can_be_pressed(name):
    game, view, replay = replay_of(name, "en")
    own = {look(part) for part in own_parts(name, view)}
    pressed = []
    for number in range(len(game.history) + 1):
        replay.go(number)
        parts = replay.pictures.select(Clickable)
        assert {look(part) for part in parts} <= own, number
        shown = game.after(number)
        if name == "magdagdon":  # the dice above the board, as in the game
            assert [look(part) for part in parts] == [look(part) for part in own_parts(name, view)]
            assert parts[1].board == shown.board.to_text()
            assert [tuple(p) for p in parts[1].prepared] == [(r, c, shown.dice[die]) for die, (r, c)
                                                             in sorted(shown.prepared.items())]
        assert [part.values for part in parts if isinstance(part, DiceTray)] == shown_values(name, shown), number
        assert not replay.pictures.select(pn.widgets.Widget)   # no button, no field: nothing to change the game
        for part in parts:
            assert part.replay and not part.pressable
            part.on_click(lambda *where: pressed.append(where))
            if isinstance(part, BoardGrid):
                for row in range(4):
                    for col in range(4):
                        part._handle_msg({"click": [row, col]})
            else:
                for die in range(len(part.values)):
                    part._handle_msg({"click": die})
        assert pressed == [] and replay.number == number
    assert view.game is None or view.game.history != game.history   # the page's own game is not the replay's


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_replays_dice_and_board_are_named_as_a_replays_and_say_nothing_of_pressing(lang):
    t = Translator(lang)
    game, _, replay = replay_of("magdagdon", lang)
    prepared_seen = False
    for number in range(len(game.history) + 1):
        replay.go(number)
        tray, board = replay.pictures.select(Clickable)
        assert tray.group_label == t("common.a11y.dice_replay") and board.group_label == t("common.a11y.board_replay")
        names = [t("common.a11y.die" if state == "available" else f"common.a11y.die_{state}", n=i + 1,
                   value=str(value) if value else t("common.a11y.empty"))
                 for i, (value, state) in enumerate(zip(tray.values, tray.states))]
        assert tray.labels == names, number
        for row, col, value in board.prepared:
            prepared_seen = True
            assert board.labels[4 * row + col] == t("common.a11y.cell", row=row + 1, col=col + 1,
                                                    value=t("common.a11y.prepared", value=value))
        assert not board.legal
    assert prepared_seen   # the game's dice were placed and confirmed, a turn at a time
