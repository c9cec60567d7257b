"""The combination table and every settled point of RULES.md section 2."""

import itertools
import random

import pytest

from cubiri_panel.mishimash import rules
from cubiri_panel.mishimash import Bank, IllegalAction, Roll, Take, combinations, is_bust, score_selection, takes
from cubiri_panel.mishimash.rules import Phase, State, TakePoints, Turn, dice_to_roll, legal_actions, step
from cubiri_panel.mishimash.scoring import counts_of, takes_by_counts


@pytest.mark.parametrize("roll, taken, points", [
    ((1, 2, 3, 4, 6, 6), (1,), 1),                   # a single 1
    ((5, 2, 3, 4, 6, 6), (5,), 0.5),                 # a single 5
    ((1, 1, 5, 5, 2, 3), (1, 1, 5, 5), 3),           # 1s and 5s shown twice are still singles
    ((1, 1, 5, 5, 2, 3), (1, 5), 1.5),               # ... and may be taken one at a time
    ((1, 1, 1, 5, 3, 4), (1, 1, 1), 10),             # three 1s
    ((1, 1, 1, 5, 3, 4), (1, 1, 1, 5), 10.5),
    ((4, 4, 4, 2, 3, 6), (4, 4, 4), 4),              # three of a kind of 2-6: the face
    ((2, 2, 2, 3, 4, 6), (2, 2, 2), 2),
    ((6, 6, 6, 6, 2, 3), (6, 6, 6, 6), 12),          # four of a kind: 2x
    ((3, 3, 3, 3, 3, 2), (3, 3, 3, 3, 3), 9),        # five: 3x
    ((5, 5, 5, 5, 5, 5), (5, 5, 5, 5, 5, 5), 20),    # six: 4x
    ((1, 1, 1, 1, 2, 3), (1, 1, 1, 1), 20),          # the settled example
    ((1, 1, 1, 1, 1, 1), (1, 1, 1, 1, 1, 1), 40),
    ((3, 1, 4, 6, 5, 2), (1, 2, 3, 4, 5, 6), 15),    # straight
    ((2, 2, 4, 4, 6, 6), (2, 2, 4, 4, 6, 6), 10),    # three pairs
    ((1, 1, 5, 5, 3, 3), (1, 1, 3, 3, 5, 5), 10),    # three pairs with 1s and 5s in it
    ((2, 2, 2, 2, 3, 3), (2, 2, 2, 2), 4),           # four of a kind plus a pair: not three pairs
    ((1, 1, 1, 1, 5, 5), (1, 1, 1, 1, 5, 5), 21),
    ((5, 5, 5, 1), (5, 5, 5, 1), 6),                 # fewer dice
    ((5,), (5,), 0.5),
])
def test_points_of_legal_selections(roll, taken, points):
    assert score_selection(roll, taken) == points
    assert score_selection(roll, tuple(reversed(taken))) == points  # the order taken is irrelevant


@pytest.mark.parametrize("roll, taken, rule", [
    ((1, 1, 1, 1, 2, 3), (1, 1, 1), "splits-a-combination"),   # not three of the four 1s
    ((1, 1, 1, 1, 2, 3), (1,), "splits-a-combination"),        # nor a single 1 from them
    ((5, 5, 5, 2, 3, 4), (5,), "splits-a-combination"),        # 5s shown 3+ times are a set
    ((3, 1, 4, 6, 5, 2), (1,), "splits-a-combination"),        # a straight is taken whole
    ((3, 1, 4, 6, 5, 2), (1, 5), "splits-a-combination"),
    ((1, 1, 5, 5, 3, 3), (1, 1), "splits-a-combination"),      # so are three pairs
    ((1, 1, 5, 5, 3, 3), (5,), "splits-a-combination"),
    ((2, 2, 2, 2, 3, 3), (3, 3), "not-a-combination"),         # the pair beside four 2s
    ((2, 2, 2, 2, 3, 3), (2, 2, 2, 2, 3, 3), "not-a-combination"),
    ((1, 2, 3, 4, 6, 6), (1, 2), "not-a-combination"),
    ((1, 2, 3, 4, 6, 6), (5,), "not-in-roll"),
    ((1, 2, 3, 4, 6, 6), (1, 1), "not-in-roll"),
    ((1, 2, 3, 4, 6, 6), (), "take-nothing"),
    ((2, 2, 3, 3, 4, 6), (2, 2), "bust"),
    ((1, 2), (7,), "not-in-roll"),
])
def test_illegal_selections_name_the_broken_rule(roll, taken, rule):
    with pytest.raises(IllegalAction) as err:
        score_selection(roll, taken)
    assert err.value.rule == rule and str(err.value)


def test_a_straight_or_three_pairs_is_the_only_combination_of_its_roll():
    assert [c.kind for c in combinations((6, 5, 4, 3, 2, 1))] == ["straight"]
    assert [o.points for o in takes((6, 5, 4, 3, 2, 1))] == [15]
    assert [(c.kind, c.points) for c in combinations((1, 5, 1, 5, 2, 2))] == [("three-pairs", 10)]
    assert [c.kind for c in combinations((2, 2, 2, 2, 3, 3))] == ["of-a-kind"]


def test_takes_list_every_legal_selection_once_with_die_indices():
    roll = (5, 1, 3, 1, 3, 3)
    options = takes(roll)
    assert [o.points for o in options] == [5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1, 0.5]
    assert options[0].indices == (0, 1, 2, 3, 4, 5)
    assert [o.indices for o in options if o.values in ((1,), (5,), (1, 1))] == [(1, 3), (1,), (0,)]
    # every option is legal, distinct, indexes its values and scores what score_selection says
    assert len({tuple(sorted(o.values)) for o in options}) == len(options)
    for option in options:
        assert option.values == tuple(roll[i] for i in option.indices)
        assert score_selection(roll, option.values) == option.points == option.half_points / 2
    # and there is no other: every subset of the dice is either listed or refused
    listed = {tuple(sorted(o.values)) for o in options}
    for size in range(1, 7):
        for picked in itertools.combinations(range(6), size):
            values = tuple(sorted(roll[i] for i in picked))
            if values not in listed:
                with pytest.raises(IllegalAction):
                    score_selection(roll, values)


def test_a_roll_without_combination_is_a_bust():
    assert is_bust((2, 2, 3, 3, 4, 6)) and is_bust((2, 3)) and is_bust((6,))
    assert not is_bust((2, 2, 3, 3, 6, 6)) and not is_bust((1,)) and takes((4, 6)) == ()


@pytest.mark.parametrize("roll", [(), (1, 2, 3, 4, 5, 6, 1), (0, 1), (7,), (1.0,), (True, 1)])
def test_a_roll_is_one_to_six_dice_showing_one_to_six(roll):
    for look in (is_bust, combinations, takes, lambda r: score_selection(r, (1,))):
        with pytest.raises(ValueError):
            look(roll)


def _unions_of_combinations(roll):
    """The rule card's definition, by brute force: every non-empty union of separate
    combinations of the roll, as (counts taken, half-points)."""
    parts = [(counts_of(values), round(2 * pts)) for _, values, pts in combinations(roll)]
    found = {}
    for size in range(1, len(parts) + 1):
        for chosen in itertools.combinations(parts, size):
            taken = tuple(map(sum, zip(*(c for c, _ in chosen))))
            found[taken] = sum(h for _, h in chosen)
    return found


def test_takes_by_counts_is_every_union_of_separate_combinations():
    for n in range(1, 7):
        for roll in itertools.combinations_with_replacement(range(1, 7), n):
            assert takes_by_counts(counts_of(roll)) == _unions_of_combinations(roll), roll


def test_step_plays_a_whole_game_as_the_game_class_does():
    """The rules alone, dice handed in, against MishimashGame with the same seed and players."""
    from cubiri_panel.dice import dice_drawer
    from cubiri_panel.mishimash import MishimashGame

    for seed in range(5):
        game = MishimashGame(players=["A", "B", "C"], target=300,
                             computers={0: "optimal", 1: "cautious", 2: "champion"}, seed=seed)
        while not game.is_over:
            game.step_computer()
        draw, state = dice_drawer(random.Random(seed)), State.start(3, 300)
        for action in game.history:
            assert action in legal_actions(state)
            count = dice_to_roll(state, action)
            state = step(state, action, draw(count) if count else ())
        assert state == game.state and legal_actions(state) == []


def test_step_refuses_what_the_rules_forbid_and_changes_nothing():
    start = State.start(2)
    with pytest.raises(IllegalAction, match="roll before"):
        step(start, Take((0,)))
    with pytest.raises(IllegalAction, match="roll at least once"):
        step(start, Bank())
    rolled = step(start, Roll(), (1, 2, 2, 3, 4, 6))
    assert rolled.turn.phase == Phase.MUST_TAKE == "must-take" and start == State.start(2)
    with pytest.raises(IllegalAction) as err:
        step(rolled, Take((1,)))
    assert err.value.rule == "not-a-combination"
    with pytest.raises(IllegalAction, match="before rolling"):
        dice_to_roll(rolled, Roll())
    busted = step(start, Roll(), (2, 2, 3, 3, 4, 6))
    assert busted.current == 1 and busted.last_event.kind == "bust" and busted.turns == (1, 0)


def test_a_take_says_what_it_gives():
    turn = Turn(dice_in_hand=3, rolls=2, half_points=8, clears=0, dice=(1, 5, 1))
    shown = rules.take(turn, [2, 0, 1])
    assert shown == TakePoints(half_points=5, multiplier=2, bonus_half=20, after=rules.take(turn, (0, 1, 2)).after)
    assert shown.after == Turn(6, 2, 8 + 2 * 5 + 20, 1, ())
    assert rules.take(turn, [0]) == TakePoints(2, 2, 0, Turn(2, 2, 12, 0, ()))
    with pytest.raises(IllegalAction) as err:
        rules.take(turn, [0, 0])
    assert err.value.rule == "die-taken-twice"
