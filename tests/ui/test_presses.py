"""A press of a button that the rules refuse while the game still stands where that button's
last press left it (the second tap of a double tap) is let go; every other refusal is told."""

from cubiri_panel.errors import IllegalAction
from cubiri_panel.ui.presses import Presses


class Counter:
    """A game whose one move, ``go``, is allowed only on an even count."""

    def __init__(self):
        self.state = (0,)

    def go(self):
        if self.state[0] % 2:
            raise IllegalAction("wait", "odd")
        self.state = (self.state[0] + 1,)

    def other(self):
        self.state = (self.state[0] + 1,)


def test_a_repeat_is_let_go_and_a_refusal_after_another_move_or_a_first_press_is_told():
    game, told, presses = Counter(), [], Presses()
    assert presses.press("go", game, game.go, told.append)
    assert not presses.press("go", game, game.go, told.append)       # the double tap's second press
    assert told == []
    game.other(), game.other()                                        # other moves: odd again
    assert not presses.press("go", game, game.go, told.append)
    assert [e.rule for e in told] == ["odd"]
    fresh = Presses()                                                 # no press of its own yet
    assert not fresh.press("go", game, game.go, told.append)
    assert len(told) == 2
    assert not presses.press("other", game, game.go, told.append)    # another button's press
    assert len(told) == 3
