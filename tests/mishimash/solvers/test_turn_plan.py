"""What the champion plays a turn for, from the table at the turn's start."""

from __future__ import annotations

import pytest

from cubiri_panel.mishimash import reach_probability
from cubiri_panel.mishimash.solvers.turn_plan import beat_chance, plan_turn
from cubiri_panel.mishimash.rules import FINAL_ROUND, SUDDEN_DEATH, State, Turn
from cubiri_panel.mishimash.solvers.win_model import GRID, win_chances


def table(scores, current, **more):
    return State(Turn(), tuple(int(2 * s) for s in scores), (0,) * len(scores),
                      current=current, **more)


def test_far_from_the_end_it_plays_for_points():
    assert plan_turn(table((0, 0), 0), 1000) == ("optimal", 0)
    assert plan_turn(table((300, 350), 1), 1000) == ("optimal", 0)


def test_near_the_end_it_plays_to_make_a_number_of_points():
    # the last seat needs 30 and the other 5: make the 30 that win, and bank
    assert plan_turn(table((995, 970), 1), 1000) == ("reach", 60)
    # ahead and first to play, 10 to go: a small sure step, not the points-optimal turn
    kind, need = plan_turn(table((990, 900), 0), 1000)
    assert kind == "reach" and need <= 2 * 10
    # far behind an opponent about to win: a big turn, whatever its chance
    kind, need = plan_turn(table((980, 700), 1), 1000)
    assert kind in ("reach", "roll to") and need >= 2 * 80


def test_in_its_final_turn_it_plays_to_beat_the_score_exactly():
    # seat 0 reached the target with 1012.5; seat 1 has 950: more than 62.5, 63 points
    state = table((1012.5, 950), 1, stage=FINAL_ROUND)
    assert plan_turn(state, 1000) == ("reach", 126)


def test_in_sudden_death_the_first_to_play_aims_past_what_the_other_can_answer():
    state = table((1000, 1000), 0, stage=SUDDEN_DEATH, contenders=(0, 1), queue=(1,))
    kind, need = plan_turn(state, 1000)
    assert kind == "reach" and need >= 1
    # and the second plays to beat what the first banked
    state = table((1020, 1000), 1, stage=SUDDEN_DEATH, contenders=(0, 1))
    assert plan_turn(state, 1000) == ("reach", 41)


def test_with_more_seats_each_opponent_counts():
    assert plan_turn(table((0, 0, 0, 0), 2), 1000) == ("optimal", 0)
    kind, need = plan_turn(table((950, 990, 400, 300), 2), 1000)
    assert kind in ("reach", "roll to") and need >= 2 * 80  # two about to win: a big turn


def test_beat_chances_are_the_reach_probabilities_at_the_cells_and_between():
    chances = win_chances()
    assert beat_chance(chances, 2 * GRID) == pytest.approx(reach_probability(2 * GRID + 0.5))
    between = beat_chance(chances, 2.5 * GRID)
    assert beat_chance(chances, 3 * GRID) <= between <= beat_chance(chances, 2 * GRID)


def test_the_chance_to_win_is_exact_in_a_final_turn_and_the_model_between_turns():
    from cubiri_panel.mishimash.solvers.turn_plan import chance_to_win
    # final turn, 62.5 to beat: more than 62.5 from the turn's start
    state = table((1012.5, 950), 1, stage=FINAL_ROUND)
    assert chance_to_win(state, 1000) == (pytest.approx(reach_probability(63)), "exact")
    # 40 points into the turn with 3 dice and the third roll next: the rest from there
    mid = state._replace(turn=Turn(3, 2, 80, 0))
    chance, kind = chance_to_win(mid, 1000)
    assert kind == "exact" and reach_probability(63) < chance < 1
    assert chance_to_win(state._replace(turn=Turn(3, 2, 126, 0)), 1000) == (1.0, "exact")
    # between turns of two players: the model, seat order included
    chance, kind = chance_to_win(table((0, 0), 0), 1000)
    assert kind == "model" and chance == win_chances().chance(0, 1000, 1000)
    assert chance_to_win(table((0, 0, 0), 0), 1000) is None


def test_the_chance_to_win_in_a_final_turn_is_exact_where_it_says_so_for_any_need():
    """Needs from a few points to a million, at a turn's start and in its middle: each answer
    is the exact chance (as a table worked out afresh gives it, however long that takes), the
    model close to it, or a bound above it; none is worked out at length."""
    from cubiri_panel.mishimash.solvers.turn_plan import QUICK_NEED_HALF, chance_to_win
    from cubiri_panel.mishimash.solvers.reach_probability import ReachValues
    fresh, seen = ReachValues(), set()
    cases = [(62.5, Turn()), (150, Turn()),                                 # shipped; model
             (60, Turn(1, 3, 40, 0)), (45, Turn(6, 4, 60, 1)),            # quick to work out
             (150, Turn(3, 2, 20, 0)), (120, Turn(2, 4, 60, 0))]          # bounded
    for lead, turn in cases:
        state = table((1000 + lead, 1000), 1, stage=FINAL_ROUND)._replace(turn=turn)
        need = int(2 * lead) + 1 - turn.half_points
        chance, how = chance_to_win(state, 1000)
        exact = fresh.chance(turn.dice_in_hand, turn.rolls + 1, need, turn.clears)
        seen.add(how)
        if how == "exact":
            assert chance == pytest.approx(exact, abs=1e-12), (lead, turn)
        elif how == "model":
            assert turn == Turn() and need > QUICK_NEED_HALF and chance == pytest.approx(exact, abs=1e-3)
        else:
            assert how == "at most" and need > QUICK_NEED_HALF and exact < chance < 1, (lead, turn)
    assert seen == {"exact", "model", "at most"}
    huge = table((1_000_000, 0), 1, stage=FINAL_ROUND)
    chance, how = chance_to_win(huge, 1000)
    assert how == "model" and 0 <= chance < 1e-6
    chance, how = chance_to_win(huge._replace(turn=Turn(3, 2, 20, 0)), 1000)
    assert how == "at most" and 0 < chance < 1


def test_past_the_target_it_rolls_on_for_a_lead_worth_having_and_banks_one():
    from cubiri_panel.mishimash import Bank, Roll
    from cubiri_panel.mishimash.solvers.turn_plan import finishing_choice
    # seat 0 has 990, the other 995; its turn holds 15 (1005: a lead of 10) with 3 dice
    close = table((990, 995), 0)._replace(turn=Turn(3, 3, 30, 0))
    assert finishing_choice(close, 1000) == Roll()
    # the same turn holding 150: a lead of 145, which a final turn rarely beats
    far = table((990, 995), 0)._replace(turn=Turn(1, 3, 300, 0))
    assert finishing_choice(far, 1000) == Bank()


def test_the_chance_to_overtake_is_exact_modelled_or_bounded_as_the_need_asks():
    from cubiri_panel.mishimash import overtake_chance
    assert overtake_chance(table((300, 200), 1), 6, 1, 0, 0) is None            # no score to beat yet
    last = table((300, 250), 1, stage=FINAL_ROUND)
    assert overtake_chance(last, 3, 2, 101, 0) == (1.0, "exact")               # banking now overtakes
    assert overtake_chance(last, 6, 1, 0, 0) == (reach_probability(50.5), "exact")
    far = table((500, 100), 1, stage=FINAL_ROUND)                             # 400.5 to make
    assert overtake_chance(far, 6, 1, 0, 0) == (beat_chance(win_chances(), 400.0), "model")
    chance, how = overtake_chance(far, 3, 2, 20, 0)
    assert how == "at most" and 0 < chance < 1
    alone = table((300, 300, 100), 0, stage=SUDDEN_DEATH, contenders=(0,))    # nobody left to beat
    assert overtake_chance(alone, 6, 1, 0, 0) is None
