"""Building MISHIMASH positions from scripted dice."""

from cubiri_panel.dice import ScriptedDice
from cubiri_panel.mishimash import MishimashGame

BUST_6 = [2, 2, 3, 3, 4, 6]      # pairs of 2 and 3, a 4 and a 6: no combination, not three pairs
THREE_ONES = [1, 1, 1, 2, 3, 4]  # take (0, 1, 2): 10 points


def scripted(*rolls, players=("Ana",), target=1000, computers=None, **settings) -> MishimashGame:
    """A game whose dice are these rolls, one after another."""
    values = [v for roll in rolls for v in roll]
    return MishimashGame(players=list(players), target=target, computers=computers,
                         rng=ScriptedDice(values), **settings)


def bank_ten(game: MishimashGame) -> None:
    """Roll three 1s (the next scripted roll), take them and bank: 10 points."""
    game.roll()
    game.take([0, 1, 2])
    game.bank()
