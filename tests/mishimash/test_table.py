"""The end of the game: final round without wrap-around, sudden death, playing alone."""

from .positions import BUST_6, THREE_ONES, bank_ten, scripted


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
