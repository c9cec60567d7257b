"""The chance of winning at any point of a turn: exact in a final turn, the model before it."""

from __future__ import annotations

import pytest

from cubiri_panel.mishimash.actions import Bank, Roll, Take
from cubiri_panel.mishimash.game import MishimashPosition
from cubiri_panel.mishimash.rules import FINAL_ROUND, SUDDEN_DEATH, State, Turn, take
from cubiri_panel.mishimash.solvers.reach_probability import ReachValues
from cubiri_panel.mishimash.solvers.turn_win_chances import (TurnChances, chance_to_win,
                                                              choice_chances)
from cubiri_panel.mishimash.solvers.win_model import win_chances


def position(scores, current, turn=Turn(), **more) -> MishimashPosition:
    return MishimashPosition(State(turn, tuple(int(2 * s) for s in scores), (3,) * len(scores),
                                   current=current, target_half=2000, **more))


# seat 0 reached the target with 1040; seat 1 (950) must bank more than 90 points: 181 halves
LEAD_HALF = 2 * (1040 - 950)


def final(turn=Turn()) -> MishimashPosition:
    return position((1040, 950), 1, turn, stage=FINAL_ROUND)


@pytest.fixture(scope="module")
def fresh():
    """A reach table worked out from nothing, not read from the shipped file."""
    return ReachValues()


def test_a_final_turn_at_its_start_is_the_exact_reach_chance(fresh):
    chance = chance_to_win(final())
    assert chance.exact
    assert chance.value == pytest.approx(fresh.chance(6, 1, LEAD_HALF + 1, 0), abs=1e-12)


def test_in_the_middle_of_a_final_turn_bank_and_roll_are_exact(fresh):
    turn = Turn(dice_in_hand=3, rolls=2, half_points=60, clears=0)
    found = choice_chances(final(turn))
    assert set(found) == {Bank(), Roll()}
    assert found[Bank()] == (0.0, True)   # 30 points bank short of the score to beat
    assert found[Roll()].exact
    assert found[Roll()].value == pytest.approx(fresh.chance(3, 3, LEAD_HALF + 1 - 60, 0), abs=1e-12)
    done = Turn(dice_in_hand=2, rolls=5, half_points=LEAD_HALF + 1, clears=1)
    assert choice_chances(final(done))[Bank()] == (1.0, True)


def test_each_take_of_a_final_turn_is_worth_the_position_it_leads_to(fresh):
    turn = Turn(dice_in_hand=6, rolls=1, half_points=0, clears=0, dice=(1, 5, 2, 2, 2, 3))
    found = choice_chances(final(turn))
    assert set(found) == {Take(d) for d in [(0,), (1,), (0, 1), (2, 3, 4), (0, 2, 3, 4),
                                              (1, 2, 3, 4), (0, 1, 2, 3, 4)]}
    for action, chance in found.items():
        d, k, t, c, _ = take(turn, action.dice).after
        assert chance.exact
        assert chance.value == pytest.approx(fresh.chance(d, k + 1, LEAD_HALF + 1 - t, c), abs=1e-12)


def test_two_players_before_the_end_bank_into_the_race_model():
    turn = Turn(dice_in_hand=2, rolls=3, half_points=70, clears=0)
    found = choice_chances(position((400, 500), 0, turn))
    assert not any(chance.exact for chance in found.values())
    other_moves = 1 - win_chances().chance(1, (1000 - 500), (1000 - 435))
    assert found[Bank()].value == pytest.approx(other_moves)
    bust = 1 - win_chances().chance(1, 500, 600)
    assert found[Roll()].value >= bust   # rolling on never claims less than a bust


def test_a_bank_reaching_the_target_leaves_the_later_seat_its_final_turn(fresh):
    # seat 0 at 980 with 40 in the turn: banking gives 1020, seat 1 (960) must beat it
    turn = Turn(dice_in_hand=1, rolls=4, half_points=80, clears=0)
    found = choice_chances(position((980, 960), 0, turn))
    assert found[Bank()].value == pytest.approx(1 - fresh.chance(6, 1, 2 * 60 + 1, 0), abs=1e-12)
    # the last seat's bank reaching the target wins at once
    assert choice_chances(position((900, 980), 1, turn))[Bank()].value == 1.0


def test_values_are_chances_and_the_best_is_the_chance_to_win():
    for scores, current in [((0, 0), 0), ((700, 200), 1), ((100, 900, 500), 2), ((10,) * 6, 4)]:
        turn = Turn(dice_in_hand=4, rolls=2, half_points=50, clears=0)
        found = choice_chances(position(scores, current, turn))
        assert all(0.0 <= chance.value <= 1.0 for chance in found.values())
        assert chance_to_win(position(scores, current, turn)).value == max(c.value for c in found.values())


def test_sudden_death_and_several_later_seats_are_valued():
    turn = Turn(dice_in_hand=5, rolls=1, half_points=20, clears=0)
    first = position((1000, 1000), 0, turn, stage=SUDDEN_DEATH, contenders=(0, 1), queue=(1,))
    found = choice_chances(first)
    assert 0 < found[Bank()].value < found[Roll()].value < 1
    several = position((1050, 900, 980, 1000), 1, turn, stage=FINAL_ROUND, queue=(2, 3))
    assert choice_chances(several)[Bank()].value == 0.0   # 910 is not above seat 0's 1050


def test_alone_at_the_table_there_is_no_chance_to_weigh():
    assert chance_to_win(position((100,), 0)) is None
    with pytest.raises(ValueError):
        TurnChances(position((100,), 0).state)
