"""Which dice go with a tapped die: its whole indivisible combination (RULES.md section 2)."""

import itertools

import pytest

from cubiri_panel.errors import IllegalAction
from cubiri_panel.mishimash import score_selection
from cubiri_panel.mishimash.scoring import combination_with

from .positions import scripted


@pytest.mark.parametrize("roll, die, together", [
    ((2, 2, 2, 3, 4, 6), 1, (0, 1, 2)),          # three 2s: one tap chooses the three
    ((1, 1, 1, 1, 2, 3), 2, (0, 1, 2, 3)),       # four 1s are taken whole, never a single 1
    ((1, 5, 1, 3, 4, 6), 2, (2,)),               # a 1 shown twice is a single of its own
    ((5, 5, 6, 6, 6, 2), 1, (1,)),               # so is a 5
    ((5, 5, 6, 6, 6, 2), 3, (2, 3, 4)),
    ((3, 1, 2, 6, 5, 4), 1, (0, 1, 2, 3, 4, 5)),  # a straight: its 1 cannot be taken alone
    ((1, 5, 1, 5, 3, 3), 0, (0, 1, 2, 3, 4, 5)),  # three pairs: nor can its 1s and 5s
    ((1, 1, 1, 1, 5, 5), 4, (4,)),               # four of a kind and a pair is not three pairs
    ((2, 3, 1), 0, (0,)),                        # a die in no combination: itself, refused when taken
])
def test_a_tapped_die_brings_its_whole_combination(roll, die, together):
    assert combination_with(roll, die) == together


def test_every_scoring_die_of_every_roll_brings_the_smallest_take_that_holds_it():
    for n in range(1, 7):
        for roll in itertools.combinations_with_replacement(range(1, 7), n):
            for die in range(n):
                together = combination_with(roll, die)
                legal = [s for size in range(1, n + 1) for s in itertools.combinations(range(n), size)
                         if die in s and _legal(roll, s)]
                if legal:
                    assert min(legal, key=len) == together and _legal(roll, together), (roll, die)
                else:
                    assert together == (die,)


def _legal(roll, indices):
    try:
        score_selection(roll, [roll[i] for i in indices])
    except IllegalAction:
        return False
    return True


def test_the_game_answers_for_the_roll_waiting_and_refuses_without_one():
    game = scripted((2, 2, 2, 3, 4, 6))
    with pytest.raises(IllegalAction):
        game.dice_with(0)          # nothing rolled yet
    game.roll()
    assert game.dice_with(1) == (0, 1, 2) and game.dice_with(3) == (3,)
    with pytest.raises(IllegalAction):
        game.dice_with(6)
