"""The expert's exact turn values against a brute force written straight from the objective:
final scores minus start scores, every ordered roll, effects on the real seats."""

import itertools
from fractions import Fraction
from functools import lru_cache

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from cubiri_panel.magikaboom import (GOAL, decision_values, explodes, ingredient_scores, keep_values,
                                     potion_points)
from cubiri_panel.magikaboom.solvers import turn_gain
from cubiri_panel.magikaboom.solvers.turn_gain import WIN_BONUS
from cubiri_panel.memo import clear_memos

ROLLS = list(itertools.product(range(1, 7), repeat=2))


def brute_force(seat, start):
    """(decide, roll) functions giving the exact value of a turn for ``seat`` from ``start``."""
    opponents = len(start) - 1

    def gain(scores):
        mine = scores[seat] - start[seat]
        theirs = sum(s - s0 for i, (s, s0) in enumerate(zip(scores, start)) if i != seat)
        value = mine - Fraction(theirs, opponents)
        if max(scores) >= GOAL:
            value += WIN_BONUS if scores[seat] == max(scores) else -WIN_BONUS
        return value

    @lru_cache(maxsize=None)
    def decide(cauldron, held, scores):
        stop = list(scores)
        stop[seat] += potion_points(cauldron + (held,))
        stop = gain(tuple(stop))
        if len(cauldron) > 4:
            return stop, None
        after = ingredient_scores(held, seat, scores)
        go_on = gain(after) if max(after) >= GOAL else roll(cauldron, after)
        return stop, go_on

    @lru_cache(maxsize=None)
    def roll(cauldron, scores):
        total = Fraction(0)
        for a, b in ROLLS:
            if explodes(cauldron, (a, b)):
                total += gain(tuple(s if i == seat else s + 2 for i, s in enumerate(scores)))
            else:
                total += max(max(v for v in decide(tuple(sorted(cauldron + (k,))), h, scores)
                                 if v is not None) for k, h in ((a, b), (b, a)))
        return total / 36

    return decide


@pytest.mark.parametrize("cauldron, held, scores, seat", [
    ((3,), 2, (4, 6), 0),                      # a whole turn's tree, two players
    ((1, 2), 4, (7, 3, 12), 1),                # three players, crystal in hand
    ((5, 5), 1, (9, 9, 14, 2), 3),             # ghost from last place
    ((6, 6, 3), 6, (5, 8, 8, 2, 20), 2),       # five players, bats
    ((2, 2, 4), 2, (24, 25, 27, 20), 0),       # near the end: potions and explosions can end it
    ((3, 3), 1, (26, 27, 26), 1),              # a pumpkin can hand the game to others
    ((1, 1, 2, 2), 2, (27, 24), 1),            # last roll of the turn
    ((4, 4, 4, 6, 6), 6, (12, 15), 0),         # reserve empty: stopping is all
])
def test_decision_values_match_brute_force(cauldron, held, scores, seat):
    clear_memos()
    expected = brute_force(seat, scores)(tuple(sorted(cauldron)), held, scores)
    assert decision_values(cauldron, held, scores, seat) == expected


def test_keep_values_are_the_better_choice_after_each_keep():
    scores, seat = (6, 11, 9), 0
    decide = brute_force(seat, scores)
    first, second = keep_values((2, 5), (2, 5), scores, seat)
    assert first == max(v for v in decide((2, 2, 5), 5, scores) if v is not None)
    assert second == max(v for v in decide((2, 5, 5), 2, scores) if v is not None)


def test_opponents_are_interchangeable_and_memo_is_only_speed():
    clear_memos()
    cold = decision_values((2, 3), 1, (5, 9, 12, 7), 0)
    warm = decision_values((3, 2), 1, (5, 12, 7, 9), 0)
    assert cold == warm
    assert decision_values((2, 3), 1, (12, 9, 5, 7), 2) == cold


def test_memo_dropped_past_its_limits_changes_no_decision(monkeypatch):
    """Tiny memo limits make the expert drop its memos between decisions all game long; every
    game must go exactly as with the memo kept."""
    from cubiri_panel.magikaboom import MagikaboomGame
    from cubiri_panel.playout import random_playout

    def histories():
        clear_memos()
        return [random_playout(MagikaboomGame(players=["A", "B", "C", "D"], seed=seed,
                                              computers={i: "expert" for i in range(4)})).history
                for seed in range(4)]

    kept, learnt = histories(), turn_gain.memo_size()
    monkeypatch.setattr(turn_gain, "_POSITION_MEMO_LIMIT", 50)
    monkeypatch.setattr(turn_gain, "_MEMO_LIMIT", 40)
    assert histories() == kept
    assert learnt > 200 and turn_gain.memo_size() < learnt / 4


def test_values_are_exact_fractions_of_points():
    stop, go_on = decision_values((2, 2), 2, (1, 1), 0)
    assert stop == 3 and isinstance(go_on, Fraction)
    assert turn_gain.SCALE % go_on.denominator == 0  # exact in the integer units used inside


@pytest.mark.parametrize("call", [
    lambda: decision_values((1, 2, 3), 4, (3, 5), 0),        # four kinds: exploded
    lambda: decision_values((1,), 2, (3,), 0),               # one player
    lambda: decision_values((1,), 2, (3, 28), 0),            # the game is over
    lambda: decision_values((1,), 2, (3, 5), 2),             # no such seat
    lambda: decision_values((1,), 7, (3, 5), 0),             # no such face
    lambda: keep_values((1, 1, 2, 2, 3), (1, 2), (3, 5), 0),  # too many dice
])
def test_impossible_positions_are_refused(call):
    with pytest.raises(ValueError):
        call()


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_decision_values_match_brute_force_anywhere(data):
    """Random positions, many near the goal where effects and potions end the game, each
    checked both cold and after the memo has learnt other positions."""
    players = data.draw(st.integers(2, 5), label="players")
    scores = tuple(data.draw(st.lists(st.integers(15, 27), min_size=players, max_size=players), label="scores"))
    seat = data.draw(st.integers(0, players - 1), label="seat")
    cauldron = tuple(sorted(data.draw(st.lists(st.integers(1, 6), min_size=2, max_size=4), label="cauldron")))
    held = data.draw(st.integers(1, 6), label="held")
    assume(not explodes(cauldron, (held,)))
    expected = brute_force(seat, scores)(cauldron, held, scores)
    assert decision_values(cauldron, held, scores, seat) == expected  # warm: earlier examples' memo
    clear_memos()
    assert decision_values(cauldron, held, scores, seat) == expected


def _position_classes():
    """Every position class the quick effects tell apart: the mover below, between, tied with
    and above the others, on the first space (the skull's floor), a space behind a hat (the
    ghost), near the goal and far from it, for 2 to 6 players; and every position of two and of
    three players."""
    from itertools import combinations_with_replacement

    spaces = (1, 2, 3, 13, 14, 15, 25, 26, 27)
    for players in range(2, 7):
        for mover in spaces:
            for others in combinations_with_replacement(spaces, players - 1):
                yield (mover, *others)
    for mover in range(1, GOAL):
        for others in combinations_with_replacement(range(1, GOAL), 1):
            yield (mover, *others)
        for others in combinations_with_replacement(range(1, GOAL), 2):
            yield (mover, *others)


def test_the_quick_effects_agree_with_the_rules_on_every_position_class():
    """``turn_gain._moves`` works all six effects out at once for speed; here each is checked
    against :func:`~cubiri_panel.magikaboom.rules.effect_scores`, the rules' own code."""
    from cubiri_panel.magikaboom.rules import EFFECTS, Ingredient, effect_scores

    positions = set(_position_classes())
    for scores in positions:
        pos = turn_gain.position(scores, 0)
        worths, afters, classes = turn_gain._moves(pos)
        for face in Ingredient:
            after = effect_scores(EFFECTS[face], 0, pos)
            opponents = len(pos) - 1
            value = (after[0] - pos[0]) * turn_gain.SCALE - (
                sum(after[1:]) - sum(pos[1:])) * turn_gain.SCALE // opponents
            if max(after) >= GOAL:
                value += turn_gain.SCALE * (WIN_BONUS if after[0] == max(after) else -WIN_BONUS)
                assert (worths[face], afters[face], classes[face]) == (value, None, -1), (pos, face)
            else:
                after = turn_gain.position(after, 0)
                assert (worths[face], afters[face]) == (value, after), (pos, face)
                # The goal class: the smallest potion that reaches the goal, and whether an
                # explosion (+2 to each opponent) does.
                need = min([p for p in (1, 3, 6) if after[0] + p >= GOAL] + [7])
                assert turn_gain._GOAL_CLASSES[classes[face]] == (need, max(after[1:]) + 2 >= GOAL)
