"""Choices in plain words, read against the position they were chosen in."""

from __future__ import annotations

from cubiri_panel.coach.words import describe
from cubiri_panel.magdagdon import AcceptMagdagdon, Adjust, MagdagdonGame, Reroll
from cubiri_panel.magikaboom import Keep, MagikaboomGame
from cubiri_panel.magikaboom import Roll as Continue
from cubiri_panel.magikaboom import Stop
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.mishimash.actions import Bank, Roll, Take
from cubiri_panel.mishimash.rules import Turn


def test_mishimash_takes_name_their_dice():
    state = MishimashGame(["A", "B"], seed=1).state._replace(turn=Turn(6, 1, 0, 0, (1, 5, 2, 2, 2, 3)))
    assert describe(Take((0, 1)), state) == "take 1, 5"
    assert describe(Bank(), state) == "bank" and describe(Roll(), state) == "roll"


def test_magikaboom_keeps_name_their_ingredient():
    game = MagikaboomGame(["A", "B"], seed=3)
    game.roll()
    state = game.state
    assert describe(Keep(1), state) == f"keep the {str(game.rolled[1])}"
    assert describe(Stop(), state) == "stop" and describe(Continue(), state) == "roll"
    game.keep(0)
    assert describe(Continue(), game.state) == "continue"


def test_magdagdon_powers_and_ruins_name_their_dice_and_cells():
    game = MagdagdonGame("peaceful", seed=5)
    game.roll()
    dice = game.dice
    assert describe(Adjust(1, -1), game.state) == f"-1 on the {dice[1]}"
    assert describe(Reroll((0, 2)), game.state) == f"reroll {dice[0]}, {dice[2]}"
    assert describe(AcceptMagdagdon(2, 3), game.state) == "ruin at (2, 3)"
    assert describe(Adjust(1, -1)) == str(Adjust(1, -1))   # without a position, the action's text
