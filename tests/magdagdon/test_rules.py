"""The rules module on its own: facts as the card gives them, the legal-cell rule, and a pure
``step`` with the dice passed in; the game dates the record of a finished game."""

import datetime as dt
import random

import pytest

from cubiri_panel.dice import ScriptedDice, roll_dice
from cubiri_panel.magdagdon import (AcceptMagdagdon, Adjust, Board, Confirm, IllegalAction, MagdagdonGame, Place,
                                    RandomPlayer, Reroll, Roll, TakeBack, facts, placement, rules,
                                    scoring)
from cubiri_panel.magdagdon.facts import Bonus, Difficulty
from cubiri_panel.magdagdon.rules import Phase

DAY = dt.date(2026, 12, 1)


def cells(text: str) -> tuple[int, ...]:
    return Board.parse(text).cells


def at(state, text: str) -> rules.State:
    """``state`` on this permanent board, waiting to roll."""
    board = cells(text)
    return state._replace(board=board, overlay=board, phase=Phase.ROLL, dice=(), prepared=())


def test_the_card_as_data():
    assert [(d.value, d.minimum, d.penalties, d.powers) for d in Difficulty] == [
        ("peaceful", 2, (10, 20, 40), 3), ("survival", 2, (70,), 1), ("nightmare", 3, (), 0)]
    assert Difficulty("survival") is Difficulty.SURVIVAL and str(Difficulty.NIGHTMARE) == "NIGHTMARE"
    assert [b.points for b in Bonus] == [60, 40, 20] and facts.RUIN_COST == 15
    assert (facts.SIZE, facts.DICE, facts.EMPTY, facts.RUIN) == (4, 4, 0, 7)
    assert sorted(facts.STRAIGHTS) == [(1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6), (4, 3, 2, 1), (5, 4, 3, 2),
                                       (6, 5, 4, 3)]
    assert len(facts.LINES) == 8 and sorted(c for line in facts.LINES for c in line) == sorted(list(range(16)) * 2)


@pytest.mark.parametrize("board, cell, value, rule", [
    ("3.../.4../..../....", 1, 3, None), ("3.../.4../..../....", 1, 4, None),
    ("3.../.4../..../....", 1, 5, "differs-by-more-than-1"), ("3.../.4../..../....", 1, 2, "differs-by-more-than-1"),
    ("3.../.4../..../....", 0, 3, "cell-taken"), ("3.../.4../..../....", 15, 3, "not-adjacent"),
    ("5.../..../..../....", 5, 5, "not-adjacent"),       # diagonals never count
    ("1X../..../..../....", 2, 1, "not-adjacent"),       # a ruin does not connect
    (".X../.1../..../....", 0, 1, "not-adjacent"),
    ("X.../..../..X./....", 15, 6, None),                # no number yet: anywhere
    ("..../..../..../....", 5, 1, None),
])
def test_the_legal_cell_rule_names_what_it_refuses(board, cell, value, rule):
    assert placement.placement_problem(cells(board), cell, value) == rule
    assert placement.legal_cell(cells(board), cell, value) is (rule is None)


def test_can_place_counts_each_placement_for_the_next():
    board = cells("1.../..../..../....")
    assert placement.can_place(board, (2, 3), 2) and not placement.can_place(board, (3,), 1)
    assert not placement.can_place(board, (2, 5), 2) and placement.can_place(board, (5, 4, 3, 2), 4)
    assert placement.can_place(board, (), 0) and not placement.can_place(board, (1, 2), 3)


def play(state, actions_and_dice):
    for action, dice in actions_and_dice:
        state = rules.step(state, action, dice)
    return state


def test_step_is_pure_and_the_dice_are_passed_in():
    start = rules.new_game(Difficulty.PEACEFUL)
    moves = [(Roll(), (3, 4, 5, 6)), (Place(0, 1, 1), ()), (Place(1, 1, 2), ()), (Confirm(), ())]
    after = play(start, moves)
    assert play(start, moves) == after and start == rules.new_game(Difficulty.PEACEFUL)
    assert Board._trusted(after.board).to_text() == "..../.34./..../...." and after.turn == 1
    assert after.phase is Phase.ROLL and after.dice == () and after.prepared == ()
    assert play(start, [(Roll(), (1, 1, 2, 2))]).dice == (1, 1, 2, 2)
    with pytest.raises(ValueError, match="rolls 4 dice"):
        rules.step(start, Roll(), (3, 4))


def test_dice_to_roll_refuses_before_any_die_is_drawn():
    start = rules.new_game(Difficulty.SURVIVAL)
    assert rules.dice_to_roll(start, Roll()) == 4
    rolled = rules.step(start, Roll(), (1, 2, 3, 4))
    with pytest.raises(IllegalAction, match="already rolled"):
        rules.dice_to_roll(rolled, Roll())
    assert rules.dice_to_roll(rolled, Reroll((3, 1))) == 2
    assert rules.dice_to_roll(rolled, Place(0, 0, 0)) == 0
    after = rules.step(rolled, Reroll((3, 1)), (6, 5))
    assert after.dice == (1, 6, 3, 5) and after.powers_used == 1  # rolled in increasing die order
    with pytest.raises(IllegalAction, match="no Majda Powers left"):
        rules.dice_to_roll(after, Reroll((0,)))


def test_a_refused_move_raises_with_its_rule_code():
    rolled = rules.step(rules.new_game(Difficulty.PEACEFUL), Roll(), (1, 1, 6, 6))
    for action, rule in [(Place(0, 4, 0), "off-board"), (Place(5, 0, 0), "no-such-die"), (Confirm(), "below-required"),
                         (TakeBack(0), "not-prepared"), (Adjust(0, 2), "bad-adjust"), (Adjust(0, -1), "off-the-die"),
                         (AcceptMagdagdon(0, 0), "not-magdagdon"), (Roll(), "already-rolled")]:
        with pytest.raises(IllegalAction) as refused:
            rules.step(rolled, action)
        assert refused.value.rule == rule, action
    with pytest.raises(IllegalAction, match="not a MAGDAGDON action"):
        rules.step(rolled, "place")


def test_every_legal_action_steps_and_the_game_follows_the_rules():
    for seed in range(12):
        difficulty = list(Difficulty)[seed % 3]
        game, chooser = MagdagdonGame(difficulty, seed=seed, today=lambda: DAY), random.Random(seed)
        state, rng = rules.new_game(difficulty), random.Random(seed)
        while state.phase is not Phase.OVER:
            legal = rules.legal_actions(state)
            assert legal == game.legal_actions()
            action = chooser.choice(legal)
            state = rules.step(state, action, roll_dice(rng, rules.dice_to_roll(state, action)))
            game.apply(action)
            assert state == game.state
        assert rules.legal_actions(state) == [] and game.record["date"] == "2026-12-01"


def test_the_end_scores_the_board_and_the_game_dates_the_record():
    state = rules.step(at(rules.new_game(Difficulty.PEACEFUL), "1234/2345/3456/456."), Roll(), (6, 1, 1, 1))
    state = rules.step(state, Adjust(1, 1), ())  # a power: 10 off
    state = rules.step(state, Place(0, 3, 3), ())
    over = rules.step(state, Confirm(), ())
    assert over.phase is Phase.OVER and rules.score(over) == 486 - 10 and rules.is_over(over)
    assert str(over.log[-1]) == "turn 1: game over: 476 points"
    game = MagdagdonGame("peaceful", rng=ScriptedDice([6, 1, 1, 1]), today=lambda: dt.datetime(2026, 12, 1, 23, 59))
    game.state = at(game.state, "1234/2345/3456/456.")
    game.roll(), game.adjust(1, 1), game.place(0, 3, 3), game.confirm()
    assert game.state == over
    assert game.record == {"score": 476, "difficulty": "peaceful", "date": "2026-12-01", "turns": 1, "powers_used": 1}


def test_scoring_reads_as_the_card():
    assert scoring.board_score(cells("1234/2345/3456/4566")) == 486
    assert scoring.board_score(cells("3456/3456/3456/3456")) == 544
    assert scoring.board_score(cells("12X./..../..../....")) == 2 * 3 - 15
    assert scoring.line_bonus((5, 3, 3, 5)) is Bonus.TWO_PAIRS and scoring.line_bonus((1, 3, 2, 4)) is None


def test_blocked_and_take_back_follow_the_prepared_dice():
    state = rules.step(at(rules.new_game(Difficulty.PEACEFUL), "1.../..../..../...."), Roll(), (2, 3, 6, 6))
    state = rules.step(rules.step(state, Place(0, 0, 1)), Place(1, 0, 2))
    assert rules.take_back_problem(state, 0).rule == "needed-by-prepared"
    assert rules.take_back_problem(state, 1) is None and rules.take_back_problem(state, 2).rule == "not-prepared"
    assert not rules.blocked(state)
    game = MagdagdonGame("nightmare", seed=7)
    RandomPlayer(7).play(game)
    assert not rules.blocked(game.state)  # only a turn in PLACE can be blocked
