"""A MAGIKABOOM replay names its two groups of dice, the cauldron and the roll, as the game's
own table does: unnamed, they read as one row of dice."""

from __future__ import annotations

from coach_views import make_view

from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.magikaboom import MagikaboomView


def test_the_cauldron_and_the_roll_are_each_drawn_under_their_name():
    boom = MagikaboomGame(["Ana", "Ben"], seed=2, computers={0: "simple", 1: "expert"})
    boom.play_computers()
    number = next(n for n in range(len(boom.history)) if boom.after(n).cauldron and boom.after(n).rolled)
    view, _, _ = make_view(MagikaboomView, "magikaboom", lang="lv")
    view.replay.open_fragment("#game=" + boom.to_code())
    replay = view.replay.replay
    replay.go(number)
    t = Translator("lv")
    named = [(group[0].object, group[1]) for group in replay.pictures.objects]
    assert [(t("magikaboom.play.cauldron") in text, t("magikaboom.play.rolled") in text) for text, _ in named] == [
        (True, False), (False, True)]
    assert [tray.values for _, tray in named] == [[int(i) for i in boom.after(number).cauldron],
                                                 [int(i) for i in boom.after(number).rolled]]
    replay.go(0)  # nothing in the cauldron, nothing rolled: no names over nothing
    assert replay.pictures.objects == []
