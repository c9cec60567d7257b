"""A refused move's notice replaces the one before it: two refusals of the same rule at
different cells read the same, and stacked on the page they told the player nothing more."""

from __future__ import annotations

from cubiri_panel.errors import IllegalAction
from cubiri_panel.magdagdon import MagdagdonGame
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.shell import Shell


def refusal(move) -> IllegalAction:
    try:
        move()
    except IllegalAction as err:
        return err
    raise AssertionError("the move was allowed")


def test_each_refusal_replaces_the_last_and_leaves_other_notices_alone():
    notices = Notices()
    shell = Shell(game="magdagdon", notices=notices)
    notices.add("common.notices.url_lang", value="xx")
    game = MagdagdonGame(seed=3)
    game.roll()
    game.place(0, 1, 1)
    game.place(3, 1, 2)
    for row, col in ((1, 1), (1, 2)):  # both cells taken: the same words twice
        shell.refuse(refusal(lambda: game.place(1, row, col)))
    lv = Translator("lv")
    assert [n.key for n in notices.items] == ["common.notices.url_lang", "common.notices.illegal"]
    assert notices.items[1].text(lv) == lv("common.notices.illegal", reason=lv("magdagdon.errors.cell-taken"))
    shell.refuse(refusal(lambda: game.place(1, 0, 0)))  # a 5 beside the 2: another rule, the latest notice
    assert [n.key for n in notices.items] == ["common.notices.url_lang", "common.notices.illegal"]
    assert notices.items[1].text(lv) != lv("common.notices.illegal", reason=lv("magdagdon.errors.cell-taken"))
