"""The difficulty table (RULES.md 1, difficulty)."""

import pytest

from cubiri_panel.magdagdon import Difficulty


def test_values_and_table():
    assert [d.value for d in Difficulty] == ["peaceful", "survival", "nightmare"]
    assert Difficulty("nightmare") is Difficulty.NIGHTMARE
    assert (Difficulty.PEACEFUL.powers, Difficulty.PEACEFUL.minimum, Difficulty.PEACEFUL.penalties) == (3, 2, (10, 20, 40))
    assert (Difficulty.SURVIVAL.powers, Difficulty.SURVIVAL.minimum, Difficulty.SURVIVAL.penalties) == (1, 2, (70,))
    assert (Difficulty.NIGHTMARE.powers, Difficulty.NIGHTMARE.minimum, Difficulty.NIGHTMARE.penalties) == (0, 3, ())


@pytest.mark.parametrize("difficulty, empty, required", [
    (Difficulty.NIGHTMARE, 16, 3), (Difficulty.NIGHTMARE, 3, 3), (Difficulty.NIGHTMARE, 2, 2),
    (Difficulty.NIGHTMARE, 1, 1), (Difficulty.PEACEFUL, 2, 2), (Difficulty.PEACEFUL, 1, 1),
    (Difficulty.SURVIVAL, 1, 1), (Difficulty.SURVIVAL, 0, 0),
])
def test_required_shrinks_to_the_empty_cells(difficulty, empty, required):
    assert difficulty.required(empty) == required


def test_penalties_add_up_in_order_of_use():
    assert [Difficulty.PEACEFUL.penalty_for(n) for n in range(4)] == [0, 10, 30, 70]
    assert [Difficulty.SURVIVAL.penalty_for(n) for n in range(2)] == [0, 70]


def test_unknown_difficulty():
    with pytest.raises(ValueError):
        Difficulty("easy")
