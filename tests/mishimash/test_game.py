"""A game of MISHIMASH through its class: a turn (multipliers, MISHIMASH, busts, the order of
actions), then the end of the game (final round without wrap-around, sudden death, playing alone)."""

import pytest

from cubiri_panel.mishimash import Bank, IllegalAction, Roll, Take

from .positions import BUST_6, THREE_ONES, bank_ten, scripted


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


# -- the end of the game ---------------------------------------------------------------------
def test_reaching_the_target_gives_the_later_seats_one_more_turn_without_wrapping():
    g = scripted(BUST_6, THREE_ONES, BUST_6, players=["Ana", "Ben", "Cy"], target=10)
    g.roll()                        # Ana busts
    bank_ten(g)                     # Ben reaches the target: only Cy plays on
    assert g.final_round and g.still_to_play == (2,) and not g.is_over
    g.roll()                        # Cy busts: Ana does not get another turn
    assert g.is_over and g.winner == 1 and g.phase == "over" and g.legal_actions() == []
    assert g.scores == [0, 10, 0] and g.turns == [1, 1, 1]


def test_the_target_is_checked_only_after_a_bank_and_the_highest_score_wins():
    g = scripted(THREE_ONES, [1, 1, 1, 1, 2, 3], [2, 3, 4, 6, 6, 1], players=["Ana", "Ben", "Cy"],
                 target=10)
    g.roll()
    g.take([0, 1, 2])
    assert not g.final_round and not g.is_over  # 10 points in the turn are not banked yet
    g.bank()
    assert g.final_round and g.still_to_play == (1, 2)
    g.roll()
    g.take([0, 1, 2, 3])
    g.bank()                        # Ben passes Ana in the final round
    g.roll()
    g.take([5])
    g.bank()
    assert g.is_over and g.winner == 1 and g.scores == [10, 20, 1]


def test_the_last_seat_reaching_the_target_ends_the_game_at_once():
    g = scripted(BUST_6, THREE_ONES, players=["Ana", "Ben"], target=10)
    g.roll()
    bank_ten(g)
    assert g.is_over and g.winner == 1


def test_players_tied_for_first_play_sudden_death_rounds_until_one_is_ahead():
    g = scripted(BUST_6, THREE_ONES, THREE_ONES, BUST_6, BUST_6, BUST_6, [1, 2, 3, 4, 6, 6], BUST_6,
                 players=["Ana", "Ben", "Cy"], target=10)
    g.roll()                        # Ana busts
    bank_ten(g)                     # Ben reaches 10
    bank_ten(g)                     # Cy ties him in the final round
    assert g.sudden_death and g.contenders == (1, 2) and g.current_player == 1
    assert g.still_to_play == (1, 2) and not g.final_round
    g.roll()                        # Ben busts
    g.roll()                        # Cy busts: still tied after a full round
    assert g.sudden_death and g.current_player == 1 and not g.is_over
    g.roll()                        # Ben busts again
    g.roll()
    g.take([0])
    g.bank()                        # Cy banks 1 and is ahead after the round
    assert g.is_over and g.winner == 2 and g.scores == [0, 10, 11]
    assert g.turns == [1, 3, 3]     # Ana never plays in the sudden death


def test_sudden_death_narrows_to_the_players_still_tied():
    g = scripted(THREE_ONES, THREE_ONES, THREE_ONES, [1, 2, 3, 4, 6, 6], [1, 2, 3, 4, 6, 6], BUST_6,
                 BUST_6, THREE_ONES, players=["Ana", "Ben", "Cy"], target=10)
    bank_ten(g), bank_ten(g), bank_ten(g)
    assert g.contenders == (0, 1, 2)
    for _ in range(2):              # Ana and Ben bank 1 each, Cy busts
        g.roll()
        g.take([0])
        g.bank()
    g.roll()
    assert g.contenders == (0, 1) and g.current_player == 0
    g.roll()                        # Ana busts, Ben banks 10
    bank_ten(g)
    assert g.is_over and g.winner == 1 and g.scores == [11, 21, 10]


def test_alone_the_game_ends_when_the_target_is_banked_and_every_turn_counts():
    g = scripted(BUST_6, [1, 2, 3, 4, 6, 6], THREE_ONES, players=["Solo"], target=10)
    g.roll()                        # a busted turn counts
    g.roll()
    g.take([0])
    g.bank()
    assert not g.is_over and g.current_player == 0 and g.turns == [2]
    bank_ten(g)
    assert g.is_over and g.winner == 0 and g.turns == [3] and g.scores == [11]
    assert g.record == {
        "date": __import__("datetime").date.today().isoformat(), "target": 10, "players": ["Solo"], "winner": "Solo", "turns": 3}
