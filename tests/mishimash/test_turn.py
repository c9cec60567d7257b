"""A turn: multipliers, MISHIMASH, busts, and the order of actions."""

import pytest

from cubiri_panel.mishimash import Bank, IllegalAction, Roll, Take

from .positions import BUST_6, scripted


def position(game):
    """Everything an action could change: the state, the history and the dice to come."""
    return game.state, game.history, repr(game.rng)

def test_worked_example_of_the_rules():
    # roll 1 takes three 2s (2 x 1 = 2); roll 2 takes a single 1 (1 x 2 = 2): the turn holds 4
    g = scripted([2, 2, 2, 3, 4, 6], [1, 3, 4], [3, 4], players=["Ana", "Ben"])
    g.roll()
    assert g.multiplier == 1 and g.phase == "must-take"
    g.take([0, 1, 2])
    assert g.turn_points == 2 and g.dice_in_hand == 3 and g.multiplier == 2
    g.roll()
    g.take([0])
    assert g.turn_points == 4 and g.dice_in_hand == 2
    g.roll()  # a bust on roll 3 loses those 4, never points banked earlier
    assert g.scores == [0, 0] and g.current_player == 1 and g.turn_points == 0
    assert g.last_turn.kind == "bust" and g.last_turn.points == 4 and g.last_turn.dice == (3, 4)


def test_the_multiplier_applies_to_that_roll_only_and_has_no_cap():
    rolls = [[5, 2, 3, 4, 6, 6]] + [[5, 2, 3, 4, 6]] + [[5, 2, 3, 4]] + [[5, 2, 3]] + [[5, 2]]
    g = scripted(*rolls)
    for k, expected in zip(range(1, 6), [0.5, 1.5, 3, 5, 7.5]):
        g.roll()
        assert g.multiplier == k
        g.take([0])  # a single 5 on the k-th roll is worth k x 0.5
        assert g.turn_points == expected and g.multiplier == k + 1


def test_mishimash_bonuses_are_never_multiplied_and_grow_ten_by_ten():
    g = scripted([1, 1, 1, 1, 5, 5], [1, 2, 3, 4, 5, 6], [6, 6, 6, 2, 2, 2], BUST_6,
                 players=["Ana", "Ben"])
    g.roll()
    g.take(range(6))  # (20 + 1) x 1, then MISHIMASH +10
    assert g.turn_points == 31 and g.clears == 1 and g.dice_in_hand == 6
    assert g.last_event.kind == "mishimash" and g.last_event.points == 10
    assert g.phase == "bank-or-roll" and set(g.legal_actions()) == {Roll(), Bank()}
    g.roll()
    assert g.multiplier == 2  # the multiplier keeps counting after a MISHIMASH
    g.take([0, 1, 2, 3, 4, 5])  # straight 15 x 2, then +20
    assert g.turn_points == 81 and g.clears == 2 and g.last_event.points == 20
    g.roll()
    g.take([0, 1, 2, 3, 4, 5])  # (6 + 2) x 3 = 24, then +30
    assert g.turn_points == 135 and g.clears == 3
    g.roll()  # a bust after a MISHIMASH loses everything unbanked
    assert g.scores == [0, 0] and g.last_turn.points == 135 and g.clears == 0


def test_banking_adds_the_turn_and_passes_the_dice():
    g = scripted([1, 1, 1, 5, 3, 4], [5, 5, 2], players=["Ana", "Ben", "Cy"])
    g.roll()
    g.take([0, 1, 2, 3])
    g.bank()
    assert g.scores == [10.5, 0, 0] and g.current_player == 1 and g.phase == "must-roll"
    assert g.last_turn.kind == "bank" and g.last_turn.points == 10.5 and g.turns == [1, 0, 0]


@pytest.mark.parametrize("moves, action, rule", [
    ([], lambda g: g.take([0]), "must-roll"),
    ([], lambda g: g.bank(), "must-roll"),
    (["roll"], lambda g: g.roll(), "must-take"),
    (["roll"], lambda g: g.bank(), "must-take"),
    (["roll"], lambda g: g.take([]), "take-nothing"),
    (["roll"], lambda g: g.take([4]), "not-a-combination"),
    (["roll"], lambda g: g.take([0, 1]), "splits-a-combination"),
    (["roll"], lambda g: g.take([0, 0, 1, 2]), "die-taken-twice"),
    (["roll"], lambda g: g.take([6]), "no-such-die"),
    (["roll"], lambda g: g.take([True]), "bad-dice"),
    (["roll"], lambda g: g.take(3), "bad-dice"),
    (["roll", "take"], lambda g: g.take([0]), "already-taken"),
])
def test_an_illegal_action_names_its_rule_and_changes_nothing(moves, action, rule):
    g = scripted([1, 1, 1, 5, 3, 4], [2, 2, 3])
    for move in moves:
        g.roll() if move == "roll" else g.take([0, 1, 2])
    before = position(g)
    with pytest.raises(IllegalAction) as err:
        action(g)
    assert err.value.rule == rule
    assert position(g) == before


def test_taking_any_of_equal_dice_is_the_same_take():
    g = scripted([2, 1, 3, 1, 4, 6])
    g.roll()
    g.take([3])  # the second 1
    assert g.turn_points == 1 and g.history[-1] == Take((3,)) and g.dice_in_hand == 5


def test_legal_actions_follow_the_phase():
    g = scripted([1, 5, 2, 3, 6, 6])
    assert g.legal_actions() == [Roll()]
    g.roll()
    assert set(g.legal_actions()) == {Take((0,)), Take((1,)), Take((0, 1))}
    g.take([0, 1])
    assert set(g.legal_actions()) == {Roll(), Bank()}
