"""When the MAGDAGDON expert spends a Majda Power and when it keeps it: positions drawn as text,
in each difficulty. The expert spends one exactly where its own values (the hint's) say the
power is worth more than its penalty and what keeping it is worth."""

import pytest

from cubiri_panel.coach import options
from cubiri_panel.magdagdon.coach import Placements
from cubiri_panel.magdagdon import AcceptMagdagdon, Adjust, ExpertPlayer, Place, Reroll

from ..positions import rolled

# Three full rows of 6 and a fourth missing its last cell: a 6 there completes row 4 and
# column 4 as fours of a kind (+40 each); a 5 fits but completes nothing; lower dice fit nowhere.
SIXES = "6666/6666/6666/666."
# Three straights begun: the last cells of rows 3 and 4 and of columns 3 and 4 still open.
STRAIGHTS = "1234/2345/345./...."


def expert_and_hint(game):
    action = ExpertPlayer().choose(game)
    found = options(game)
    return action, found


@pytest.mark.parametrize("difficulty, powers_used", [("peaceful", 0), ("peaceful", 2), ("survival", 0)])
def test_a_power_is_spent_when_it_completes_two_bonuses_for_less_than_they_bring(difficulty, powers_used):
    # +1 on a 5 makes the 6: 80 of bonuses and 2 more points, against 10 or 40 (PEACEFUL) or 70
    # (SURVIVAL); this turn fills the board, so a power kept would be worth nothing.
    game = rolled(SIXES, (5, 5, 5, 5), difficulty, powers_used=powers_used)
    action, found = expert_and_hint(game)
    assert action == Adjust(0, 1)
    assert found[0].action == action
    placing = next(o for o in found if isinstance(o.action, Placements))
    assert found[0].value > placing.value


def test_a_power_is_wasted_when_it_only_adds_a_point_or_two():
    # A 6 in place of the 5 on the last cell adds 2 points (no line there can make a bonus):
    # not worth the first power's 10.
    game = rolled("1234/2345/3456/456.", (5, 5, 5, 5), "peaceful")
    action, found = expert_and_hint(game)
    assert action == Place(0, 3, 3)
    assert isinstance(found[0].action, Placements)
    assert all(o.value < found[0].value for o in found if isinstance(o.action, Adjust))


@pytest.mark.parametrize("board, dice", [(SIXES, (4, 4, 4, 4)), (SIXES, (2, 3, 3, 2)), (STRAIGHTS, (1, 1, 2, 2))])
def test_magdagdon_is_rescued_by_a_reroll_in_peaceful_where_the_ruin_costs_more(board, dice):
    game = rolled(board, dice, "peaceful")
    assert game.in_magdagdon
    action, found = expert_and_hint(game)
    assert action == Reroll((0, 1, 2, 3))
    assert found[0].action == action
    ruin = next(o for o in found if isinstance(o.action, AcceptMagdagdon))
    assert found[0].value > ruin.value


@pytest.mark.parametrize("board, dice, ruin", [(SIXES, (4, 4, 4, 4), (3, 3)), (SIXES, (2, 3, 3, 2), (3, 3)),
                                               (STRAIGHTS, (1, 1, 2, 2), (3, 3))])
def test_the_same_rescue_is_wasted_in_survival_where_the_power_costs_70(board, dice, ruin):
    # The reroll's chance of a die that fits is the same as in PEACEFUL; at 70 it is not worth it.
    game = rolled(board, dice, "survival")
    assert game.in_magdagdon
    action, found = expert_and_hint(game)
    assert action == AcceptMagdagdon(*ruin)
    assert found[0].action == action
    assert any(isinstance(o.action, Reroll) and o.value < found[0].value for o in found)


@pytest.mark.parametrize("board, dice", [(SIXES, (5, 5, 5, 5)), (SIXES, (4, 4, 4, 4)), (STRAIGHTS, (1, 1, 2, 2))])
def test_nightmare_has_no_power_to_spend(board, dice):
    game = rolled(board, dice, "nightmare")
    action = ExpertPlayer().choose(game)
    assert not any(isinstance(a, (Adjust, Reroll)) for a in game.legal_actions())
    assert isinstance(action, (Place, AcceptMagdagdon))
    assert not any(isinstance(o.action, (Adjust, Reroll)) for o in options(game))
