"""Computer players: legal, deterministic, and each playing its own way."""

import random

import pytest

from cubiri_panel.mishimash import rules
from cubiri_panel.mishimash import (BOTS, Bank, CautiousBot, MishimashGame, OptimalBot, Roll, Take,
                                    ThresholdBot, Turn)
from cubiri_panel.mishimash.simulate import dice_drawer
from cubiri_panel.mishimash.solvers.turn_values import optimal_turn_values

from .positions import scripted


def between_rolls(dice_in_hand, rolls, points, clears=0):
    return Turn(dice_in_hand, rolls, int(points * 2), clears)


def test_the_threshold_player_takes_every_scoring_die_and_banks_at_its_threshold():
    bot = ThresholdBot(20)
    assert bot.choose(Turn()) == Roll()
    assert bot.choose(rules.roll(Turn(), (1, 1, 1, 5, 2, 3))) == Take((0, 1, 2, 3))
    assert bot.choose(between_rolls(2, 1, 19.5)) == Roll()
    assert bot.choose(between_rolls(2, 1, 20)) == Bank()
    with pytest.raises(ValueError):
        ThresholdBot(0)


def test_the_cautious_player_banks_early():
    bot = CautiousBot()
    assert bot.choose(between_rolls(3, 1, 9.5)) == Roll()
    assert bot.choose(between_rolls(3, 1, 10)) == Bank()
    assert bot.choose(between_rolls(2, 1, 0.5)) == Bank()


def test_the_optimal_player_makes_the_take_of_highest_value():
    bot, values = OptimalBot(), optimal_turn_values()
    for roll in [(1, 1, 1, 5, 2, 3), (1, 5, 2, 2, 3, 4), (5, 5, 5, 1, 2, 3), (1, 1, 5, 5, 2, 3)]:
        turn = rules.roll(Turn(), roll)
        chosen = bot.choose(turn)
        worth = {o.indices: values.take_value_half(6, 1, 0, 0, len(o.indices), o.half_points)
                 for o in turn.takes()}
        assert worth[chosen.dice] == max(worth.values())
    # at the first roll it keeps dice rather than points: a single 5 beats three 1s
    assert bot.choose(rules.roll(Turn(), (1, 1, 1, 5, 2, 3))) == Take((3,))


def test_the_optimal_player_rolls_a_full_hand_and_banks_a_big_turn_with_one_die():
    bot = OptimalBot()
    assert bot.choose(between_rolls(6, 2, 40, 1)) == Roll()
    assert bot.choose(between_rolls(1, 3, 60)) == Bank()
    assert bot.choose(between_rolls(6, 2, 300, 1)) == Bank()  # the cap of its table


# The champion reads the scores too, which a bare turn does not show (its own test below).
@pytest.mark.parametrize("level", sorted(set(BOTS) - {"champion"}))
def test_every_level_sees_the_same_through_the_game_and_through_a_turn(level):
    game = MishimashGame(players=["Ana", "Ben"], computers={0: level, 1: level}, seed=level)
    bare = BOTS[level]()
    for _ in range(300):
        assert game.computer_action() == bare.choose(game.state.turn)
        assert game.step_computer() in game.history[-1:]


def test_bots_are_deterministic():
    a = scripted([1, 1, 5, 2, 3, 4], computers={0: "optimal"})
    b = scripted([1, 1, 5, 2, 3, 4], computers={0: "optimal"})
    a.step_computer(), b.step_computer()
    assert a.computer_action() == b.computer_action()


def optimal_choice_from_scratch(turn, values):
    """The optimal player's rule, computed afresh: of the options using each number of dice,
    the one listed first (the most points); of those, the first of highest value; between
    rolls, roll while rolling is worth more than the turn points."""
    if turn.dice:
        firsts = {}
        for option in turn.takes():
            firsts.setdefault(len(option.indices), option)
        worth = [(values.take_value_half(len(turn.dice), turn.rolls, turn.half_points, turn.clears,
                                         len(o.indices), o.half_points), o) for o in firsts.values()]
        best = max(value for value, _ in worth)
        return Take(next(o for value, o in worth if value == best).indices)
    if not turn.rolls:
        return Roll()
    rolling = values.value_half(turn.dice_in_hand, turn.rolls + 1, turn.half_points, turn.clears)
    return Roll() if rolling > turn.half_points else Bank()


def test_the_optimal_players_remembered_choices_are_the_choices_it_computes():
    # one player remembers its choices over 1,500 turns; each is checked against the rule
    # computed afresh, and against a new player who has never chosen anything
    bot, values, draw = OptimalBot(), optimal_turn_values(), dice_drawer(random.Random(8))
    checked = 0

    def check(turn):
        nonlocal checked
        chosen = bot.choose(turn)
        assert chosen == optimal_choice_from_scratch(turn, values) == OptimalBot(values).choose(turn)
        assert bot.choose(turn) == chosen  # now from memory
        checked += 1
        return chosen

    for _ in range(1500):
        turn = Turn()
        while True:
            turn = rules.roll(turn, draw(turn.dice_in_hand))
            if turn is None:
                break
            turn = rules.take(turn, check(turn).dice).after
            if check(turn) == Bank():
                break
    assert checked > 10_000 and len(bot._takes) > 100 and len(bot._between_rolls) > 100


def test_the_champion_sees_the_same_through_the_game_and_through_a_view_of_its_table():
    from cubiri_panel.mishimash import MishimashPosition
    game = MishimashGame(players=["Ana", "Ben"], computers={0: "champion", 1: "champion"},
                         target=300, seed="champion")
    bare = BOTS["champion"]()
    while not game.is_over:
        assert game.computer_action() == bare.choose(MishimashPosition(game.state))
        assert game.step_computer() in game.history[-1:]


def test_the_champion_plays_points_alone_and_on_a_bare_turn():
    from cubiri_panel.mishimash.bots import ChampionBot
    champion, optimal = ChampionBot(), OptimalBot()
    for turn in (Turn(), between_rolls(6, 2, 40, 1), between_rolls(1, 3, 60),
                 rules.roll(Turn(), (1, 1, 5, 2, 3, 4))):
        assert champion.choose(turn) == optimal.choose(turn)
    solo = MishimashGame(players=["Ana"], computers={0: "champion"}, seed=3)
    for _ in range(50):
        assert solo.computer_action() == optimal.choose(solo.state.turn)
        solo.step_computer()


def final_turn(mine, theirs, points, dice_in_hand=3, rolls=2):
    """Seat 1's final turn of a game to 100: seat 0 banked ``theirs``, seat 1 has ``mine`` and
    its turn holds ``points``."""
    from cubiri_panel.mishimash.rules import FINAL_ROUND, State
    from cubiri_panel.mishimash import MishimashPosition
    state = State(between_rolls(dice_in_hand, rolls, points), (2 * theirs, 2 * mine), (5, 4),
                  current=1, stage=FINAL_ROUND, target_half=200)
    return MishimashPosition(state)


def test_the_champion_plays_its_final_turn_to_beat_the_score():
    champion, optimal = BOTS["champion"](), OptimalBot()
    # 30 points in the turn, 60 to beat: the points player banks, the champion must roll on
    position = final_turn(mine=30, theirs=90.5, points=30)
    assert optimal.choose(position.state.turn) == Bank()
    assert champion.choose(position) == Roll()
    # one point more than the score to beat: bank, whatever the dice in hand promise
    assert champion.choose(final_turn(mine=30, theirs=90.5, points=61, dice_in_hand=6)) == Bank()
    # level with the score to beat is not enough
    assert champion.choose(final_turn(mine=30, theirs=90.5, points=60.5, dice_in_hand=1)) == Roll()


def test_the_last_seat_banks_the_turn_that_wins_the_game():
    from cubiri_panel.mishimash.rules import State
    from cubiri_panel.mishimash import MishimashPosition
    # seat 1 needs 20 of a game to 1000; its turn holds 25 with six dice after a MISHIMASH:
    # the points player rolls on, the champion banks the game
    state = State(between_rolls(6, 3, 25, 1), (2 * 900, 2 * 980), (40, 39), current=1)
    assert OptimalBot().choose(state.turn) == Roll()
    assert BOTS["champion"]().choose(MishimashPosition(state)) == Bank()
