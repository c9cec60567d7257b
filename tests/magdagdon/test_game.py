"""Game flow (RULES.md 1, a turn / Majda Powers / MAGDAGDON / end), through the public API."""

import datetime as dt

import pytest

from cubiri_panel.dice import DiceExhausted, ScriptedDice
from cubiri_panel.magdagdon import (AcceptMagdagdon, Adjust, Board, Confirm, Difficulty, HighScores,
                                    IllegalAction, MagdagdonGame, Phase, Place, RandomPlayer, Reroll, Roll,
                                    TakeBack, daily_seed)

from .positions import game_at, oracle_score, rolled


def position(game):
    """Everything an action could change: the state, the history and the dice to come."""
    return game.state, game.history, repr(game.rng)

def refused(game, rule, action, *args):
    """Run ``action`` expecting ``IllegalAction`` with this rule code, and check that nothing
    changed."""
    before = position(game)
    with pytest.raises(IllegalAction) as err:
        getattr(game, action)(*args)
    assert err.value.rule == rule, str(err.value)
    assert position(game) == before
    return err.value


def test_a_new_game():
    game = MagdagdonGame()
    assert game.difficulty is Difficulty.PEACEFUL and game.phase is Phase.ROLL
    assert game.dice == () and game.prepared == {} and game.board == Board()
    assert (game.turn, game.powers_used, game.powers_left, game.next_penalty) == (0, 0, 3, 10)
    assert (game.required, game.score, game.is_over, game.record) == (2, 0, False, None)
    assert game.legal_actions() == [Roll()] and not game.in_magdagdon
    assert MagdagdonGame("nightmare").powers_left == 0 and MagdagdonGame("nightmare").next_penalty is None


def test_roll_gives_four_dice_in_index_order():
    game = MagdagdonGame(rng=ScriptedDice([3, 4, 5, 6]))
    game.roll()
    assert game.dice == (3, 4, 5, 6) and game.phase is Phase.PLACE and game.prepared == {}
    assert game.available == (0, 1, 2, 3)
    refused(game, "already-rolled", "roll")


def test_a_roll_from_an_exhausted_script_changes_nothing():
    game = MagdagdonGame(rng=ScriptedDice([3, 4]))
    before = position(game)
    with pytest.raises(DiceExhausted):
        game.roll()
    assert position(game) == before


def test_nothing_but_a_roll_before_rolling():
    game = MagdagdonGame(rng=ScriptedDice([3, 4, 5, 6]))
    refused(game, "not-rolled", "place", 0, 0, 0)
    refused(game, "not-rolled", "take_back", 0)
    refused(game, "not-rolled", "confirm")
    refused(game, "not-rolled", "adjust", 0, 1)
    refused(game, "not-rolled", "reroll", [0])
    refused(game, "not-magdagdon", "accept_magdagdon", 0, 0)


def test_placement_rules_are_judged_against_permanent_and_prepared_numbers():
    game = rolled("1.../..../..../....", [2, 3, 6, 6])
    assert game.legal_cells_for(1) == set()          # a 3 cannot touch the 1
    assert game.legal_cells_for(0) == {(0, 1), (1, 0)}
    game.place(0, 0, 1)
    assert game.prepared == {0: (0, 1)}
    assert game.legal_cells_for(1) == {(0, 2), (1, 1)}  # the prepared 2 opens the way for the 3
    assert game.legal_cells_for(0) == set()          # prepared dice have no cells
    assert game.board_with_prepared.to_text() == "12../..../..../...."
    assert game.board.to_text() == "1.../..../..../...."  # the permanent board is untouched
    refused(game, "not-adjacent", "place", 1, 3, 3)
    refused(game, "differs-by-more-than-1", "place", 2, 0, 2)
    refused(game, "cell-taken", "place", 1, 0, 1)
    refused(game, "cell-taken", "place", 1, 0, 0)
    refused(game, "die-prepared", "place", 0, 1, 0)
    refused(game, "no-such-die", "place", 4, 1, 0)
    refused(game, "no-such-die", "place", True, 1, 0)
    refused(game, "off-board", "place", 1, 4, 0)
    refused(game, "off-board", "place", 1, -1, 0)


def test_the_first_number_goes_anywhere_even_beside_ruins():
    game = rolled("X.../..../..../....", [6, 1, 1, 1])
    assert len(game.legal_cells_for(0)) == 15
    game.place(0, 3, 3)
    assert game.legal_cells_for(1) == set()  # a 1 cannot touch the 6 and nothing else is a number


def test_take_back_returns_the_die_to_the_pool():
    game = rolled("1.../..../..../....", [2, 3, 6, 6])
    game.place(0, 0, 1)
    game.take_back(0)
    assert game.prepared == {} and game.available == (0, 1, 2, 3)
    assert game.history[-1] == TakeBack(0)
    refused(game, "not-prepared", "take_back", 0)
    refused(game, "no-such-die", "take_back", 7)


def test_take_back_is_refused_while_another_prepared_die_hangs_on_it():
    game = rolled("1.../..../..../....", [2, 3, 6, 6])
    game.place(0, 0, 1)
    game.place(1, 0, 2)
    error = refused(game, "needed-by-prepared", "take_back", 0)
    assert error.details == {"die": 0}
    assert TakeBack(0) not in game.legal_actions() and TakeBack(1) in game.legal_actions()
    game.take_back(1)
    game.take_back(0)
    assert game.prepared == {}


def test_without_permanent_numbers_the_prepared_dice_must_stay_one_group():
    game = rolled("..../..../..../....", [3, 4, 5, 1])
    game.place(0, 0, 0)
    game.place(1, 0, 1)
    game.place(2, 0, 2)
    refused(game, "needed-by-prepared", "take_back", 1)
    game.take_back(0)  # the end of the chain may go; the rest still holds together
    assert game.prepared == {1: (0, 1), 2: (0, 2)}


def test_confirm_needs_the_required_count_and_ends_the_turn():
    game = rolled("1.../..../..../....", [2, 3, 6, 2])
    error = refused(game, "below-required", "confirm")
    assert error.details == {"required": 2, "prepared": 0}
    game.place(0, 0, 1)
    refused(game, "below-required", "confirm")
    assert not game.can_confirm and Confirm() not in game.legal_actions()
    game.place(1, 0, 2)
    assert game.can_confirm and Confirm() in game.legal_actions()
    game.place(3, 1, 0)  # more than required may be prepared first
    game.confirm()
    assert game.board.to_text() == "123./2.../..../...."
    assert (game.phase, game.dice, game.prepared, game.turn) == (Phase.ROLL, (), {}, 2)
    assert game.score == oracle_score("123./2.../..../....")


def test_the_turn_counts_turns_played_from_zero():
    game = MagdagdonGame("peaceful", rng=ScriptedDice([3, 3, 1, 1, 3, 3, 1, 1]))
    assert game.turn == 0
    game.roll()
    game.place(0, 1, 1)
    game.place(1, 1, 2)
    assert game.turn == 0
    game.confirm()
    assert game.turn == 1


def test_required_shrinks_at_the_end_of_a_nightmare_game():
    assert game_at("1234/2345/3456/4...", "nightmare").required == 3
    assert game_at("1234/2345/3456/45..", "nightmare").required == 2
    assert game_at("1234/2345/3456/456.", "nightmare").required == 1
    game = rolled("1234/2345/3456/45..", [6, 6, 1, 1], "nightmare")
    game.place(0, 3, 2)
    refused(game, "below-required", "confirm")


# -- Majda Powers -----------------------------------------------------------------------------
def test_adjust_changes_an_available_die_by_one_within_1_to_6():
    game = rolled("3.../..../..../....", [1, 6, 3, 4])
    game.adjust(0, +1)
    assert game.dice == (2, 6, 3, 4) and game.powers_used == 1 and game.next_penalty == 20
    game.adjust(1, -1)
    assert game.dice == (2, 5, 3, 4) and game.history[-1] == Adjust(1, -1)
    assert game.score == Board.parse("3.../..../..../....").score() - 30
    game2 = rolled("3.../..../..../....", [1, 6, 3, 4])
    refused(game2, "off-the-die", "adjust", 0, -1)
    refused(game2, "off-the-die", "adjust", 1, +1)
    refused(game2, "bad-adjust", "adjust", 2, 2)
    refused(game2, "bad-adjust", "adjust", 2, 0)
    refused(game2, "no-such-die", "adjust", 4, 1)


def test_a_prepared_die_must_be_taken_back_before_a_power_touches_it():
    game = rolled("3.../..../..../....", [3, 4, 5, 6], later=[1])
    game.place(0, 0, 1)
    refused(game, "die-prepared", "adjust", 0, 1)
    refused(game, "die-prepared", "reroll", [0, 1])
    game.take_back(0)
    game.adjust(0, 1)
    assert game.dice[0] == 4


def test_reroll_is_one_use_however_many_dice_and_rolls_in_index_order():
    game = rolled("3.../..../..../....", [1, 2, 3, 4], later=[6, 5])
    game.reroll([2, 0])
    assert game.dice == (6, 2, 5, 4) and game.powers_used == 1
    assert game.history[-1] == Reroll((0, 2))
    refused(game, "no-dice-chosen", "reroll", [])
    refused(game, "no-such-die", "reroll", [5])
    refused(game, "no-such-die", "reroll", "ab")


def test_powers_run_out_and_penalties_come_in_order():
    game = rolled("3.../..../..../....", [3, 3, 3, 3], later=[4, 4])
    assert game.next_penalty == 10
    game.adjust(0, 1)
    assert game.next_penalty == 20
    game.reroll([1, 2])
    assert game.next_penalty == 40
    game.adjust(3, -1)  # several powers in one turn
    assert (game.powers_used, game.powers_left, game.next_penalty) == (3, 0, None)
    assert game.score == Board.parse("3.../..../..../....").score() - 70
    refused(game, "no-powers-left", "adjust", 0, -1)
    refused(game, "no-powers-left", "reroll", [0])
    assert not [a for a in game.legal_actions() if isinstance(a, (Adjust, Reroll))]


def test_survival_has_one_power_costing_70_and_nightmare_none():
    game = rolled("3.../..../..../....", [3, 3, 3, 3], "survival")
    game.adjust(0, 1)
    assert game.score == 2 * 3 - 70 and game.powers_left == 0
    refused(game, "no-powers-left", "adjust", 1, 1)
    game = rolled("3.../..../..../....", [3, 3, 3, 3], "nightmare")
    refused(game, "no-powers-left", "adjust", 0, 1)


def test_powers_survive_into_later_turns():
    game = rolled("3.../..../..../....", [3, 3, 3, 3], later=[3, 3, 3, 3])
    game.adjust(0, 1)
    game.place(0, 0, 1)
    game.place(1, 1, 0)
    game.confirm()
    game.roll()
    assert game.powers_used == 1 and game.next_penalty == 20


# -- MAGDAGDON ----------------------------------------------------------------------------------
def test_magdagdon_when_no_ordering_reaches_the_required_count():
    game = rolled("..../..../..../....", [1, 3, 5, 6], "nightmare")
    assert game.in_magdagdon and game.phase is Phase.MAGDAGDON
    assert game.legal_actions() == [AcceptMagdagdon(r, c) for r in range(4) for c in range(4)]
    assert game.legal_cells_for(0) == set() and game.legal_placements() == []
    refused(game, "in-magdagdon", "place", 0, 0, 0)
    refused(game, "in-magdagdon", "confirm")
    refused(game, "no-powers-left", "adjust", 0, 1)
    game.accept_magdagdon(2, 1)
    assert game.board.to_text() == "..../..../.X../...." and game.turn == 1 and game.phase is Phase.ROLL
    assert game.score == -15


def test_no_magdagdon_when_some_ordering_works():
    # the 3 fits only after the 2; an ordering exists, so this is not MAGDAGDON
    game = rolled("1.../..../..../....", [3, 2, 6, 6])
    assert not game.in_magdagdon


def test_a_power_can_rescue_a_magdagdon_roll():
    game = rolled("1.../..../..../....", [4, 4, 5, 6], later=[2, 2])
    assert game.in_magdagdon
    game.adjust(0, -1)  # 3 still cannot touch the 1: the check runs again
    assert game.in_magdagdon and game.powers_used == 1
    game.reroll([0, 1])
    assert game.dice == (2, 2, 5, 6) and not game.in_magdagdon and game.phase is Phase.PLACE
    assert game.powers_used == 2


def test_magdagdon_may_be_accepted_with_powers_left():
    game = rolled("1.../..../..../....", [4, 4, 5, 6])
    assert game.powers_left == 3
    assert AcceptMagdagdon(3, 3) in game.legal_actions()
    assert Adjust(0, -1) in game.legal_actions() and Reroll((0, 1, 2, 3)) in game.legal_actions()
    refused(game, "cell-taken", "accept_magdagdon", 0, 0)
    refused(game, "off-board", "accept_magdagdon", 0, 4)
    game.accept_magdagdon(3, 3)
    assert game.board.to_text() == "1.../..../..../...X" and game.powers_used == 0


def test_a_power_can_cause_magdagdon_and_prepared_dice_then_stay_put_until_accepted():
    game = rolled("1.../..../..../....", [2, 3, 6, 6])
    game.place(0, 0, 1)
    game.adjust(1, +1)  # 2,4,6,6 from the permanent board: only the 2 fits
    assert game.in_magdagdon and game.prepared == {0: (0, 1)}
    refused(game, "in-magdagdon", "take_back", 0)  # RULES.md: only a power or accepting
    refused(game, "die-prepared", "adjust", 0, 1)
    assert not [a for a in game.legal_actions() if isinstance(a, (Place, TakeBack, Confirm))]
    game.accept_magdagdon(3, 3)
    assert game.board.to_text() == "1.../..../..../...X" and game.prepared == {}


def test_prepared_placements_never_cause_magdagdon_they_block():
    game = rolled("3.../XX../XXXX/XXXX", [4, 5, 2, 6])
    assert not game.in_magdagdon and not game.blocked
    assert game.keeps_required_reachable(0, 0, 1) and not game.keeps_required_reachable(2, 0, 1)
    game.place(2, 0, 1)  # legal, but now no 4, 5 or 6 fits
    assert game.blocked and not game.in_magdagdon and game.phase is Phase.PLACE
    refused(game, "below-required", "confirm")
    game.take_back(2)
    assert not game.blocked


def test_keeps_required_reachable_is_false_for_illegal_cells():
    game = rolled("3.../XX../XXXX/XXXX", [4, 5, 2, 6])
    assert not game.keeps_required_reachable(0, 3, 3) and not game.keeps_required_reachable(9, 0, 1)


# -- the end --------------------------------------------------------------------------------
def fixed_day():
    return dt.date(2026, 11, 29)


def test_the_game_ends_when_the_last_cell_is_filled_and_makes_its_record():
    game = rolled("1234/2345/3456/45..", [6, 6, 1, 1], "nightmare")
    game.today = fixed_day
    game.place(0, 3, 2)
    game.place(1, 3, 3)
    game.confirm()
    assert game.is_over and game.phase is Phase.OVER and game.board.is_full
    expected = oracle_score("1234/2345/3456/4566")
    assert game.score == expected == 486 - 0
    assert game.record == {"score": expected, "difficulty": "nightmare", "date": "2026-11-29",
                           "turns": game.turn, "powers_used": 0}
    assert game.legal_actions() == []
    for action, args in [("roll", ()), ("place", (0, 0, 0)), ("confirm", ()), ("take_back", (0,)),
                         ("adjust", (0, 1)), ("reroll", ([0],)), ("accept_magdagdon", (0, 0))]:
        refused(game, "game-over", action, *args)
    tables, place = HighScores().add_game(game)
    assert place == 0 and tables["nightmare"][0]["score"] == expected


def test_a_ruin_on_the_last_cell_ends_the_game_with_penalties():
    game = rolled("1234/2345/3456/456.", [1, 1, 1, 1], "peaceful", later=[1])
    game.today = fixed_day
    assert game.in_magdagdon and game.required == 1
    game.reroll([0])  # a wasted power still costs its penalty
    game.accept_magdagdon(3, 3)
    assert game.is_over and game.score == oracle_score("1234/2345/3456/456X", penalty=10)
    assert game.record["powers_used"] == 1 and game.record["score"] == game.score


def test_a_full_game_counts_its_turns():
    game = MagdagdonGame("nightmare", seed=3, today=fixed_day)
    RandomPlayer(4).play(game)
    turns = sum(1 for a in game.history if isinstance(a, (Confirm, AcceptMagdagdon)))
    assert game.record["turns"] == game.turn == turns
    assert game.record["date"] == "2026-11-29"


# -- param and the daily game ------------------------------------------------------------------
def test_watchers_see_each_action_once_and_only_their_own_game():
    game, other = MagdagdonGame(rng=ScriptedDice([3, 4, 5, 6])), MagdagdonGame()
    seen = []
    game.param.watch(lambda event: seen.append(event.new.phase), "state")
    game.roll()
    game.place(0, 0, 0)
    other.state = other.state._replace(turn=0)
    assert seen == [Phase.PLACE, Phase.PLACE]


def test_difficulty_is_fixed_for_a_game():
    game = MagdagdonGame("survival")
    assert game.difficulty is Difficulty.SURVIVAL
    with pytest.raises(TypeError):
        game.difficulty = Difficulty.PEACEFUL
    with pytest.raises(ValueError):
        MagdagdonGame("easy")


def test_daily_seed_is_the_same_for_everyone_on_a_day():
    assert daily_seed(dt.date(2026, 11, 29)) == "magdagdon-2026-11-29"
    one = MagdagdonGame(seed=daily_seed(dt.date(2026, 11, 29)))
    two = MagdagdonGame(seed=daily_seed(dt.date(2026, 11, 29)))
    one.roll(), two.roll()
    assert one.dice == two.dice


def test_apply_performs_listed_actions():
    game = MagdagdonGame(rng=ScriptedDice([3, 4, 5, 6]))
    game.apply(Roll())
    game.apply(Place(0, 1, 1))
    assert game.prepared == {0: (1, 1)}
    with pytest.raises(IllegalAction):
        game.apply(Place(0, 1, 2))


def test_views_can_depend_on_the_state():
    import param
    game = MagdagdonGame(rng=ScriptedDice([3, 4, 5, 6]))
    seen = []

    class View(param.Parameterized):
        @param.depends(game.param.state, watch=True)
        def update(self):
            seen.append(game.phase)

    view = View()
    game.roll()
    assert seen and set(seen) == {Phase.PLACE} and view is not None  # (param may call twice)


def test_a_game_played_unpublished_is_the_game_played_move_by_move_published_once():
    shown, quiet = MagdagdonGame("survival", seed=41), MagdagdonGame("survival", seed=41)
    seen = []
    quiet.param.watch(lambda event: seen.append((event.old.phase, event.new.phase)), "state")
    player = RandomPlayer(5)
    while not shown.is_over:
        player.play_turn(shown)
    assert RandomPlayer(5).play(quiet) is quiet
    assert quiet.state == shown.state and quiet.history == shown.history
    assert seen == [(Phase.ROLL, Phase.OVER)]  # one event: the end of the game
    assert MagdagdonGame.from_dict(quiet.to_dict()).state == quiet.state


def test_a_refused_move_unpublished_keeps_the_moves_before_it_and_publishes_them():
    game = MagdagdonGame(rng=ScriptedDice([3, 4, 5, 6]))

    moves = iter([Roll(), Place(0, 1, 1), Place(1, 3, 3)])  # the last touches no number

    with pytest.raises(IllegalAction) as err:
        game.play_unpublished(lambda position: next(moves, None))
    assert err.value.rule == "not-adjacent"
    assert game.history == (Roll(), Place(0, 1, 1)) and game.prepared == {0: (1, 1)}


def test_phases_and_the_state_are_named_as_in_the_other_games():
    from enum import StrEnum

    from cubiri_panel.magdagdon import MagdagdonPosition, State
    assert issubclass(Phase, StrEnum) and str(Phase.PLACE) == "place" == f"{Phase.PLACE}"
    assert type(MagdagdonGame().state) is State
    game = MagdagdonGame(seed=3)
    game.roll()
    shown = game.position()
    assert type(shown) is MagdagdonPosition and shown.state is game.state
    assert (shown.dice, shown.required, shown.legal_placements()) == (game.dice, game.required, game.legal_placements())
