"""A game's rolls as rows: one a roll, replayed from the seed, each with its counted event and
the event's exact chance; the rows agree with the game's own log and scores."""

from fractions import Fraction

import pytest

from cubiri_panel.dice import ScriptedDice
from cubiri_panel.log_rows import COLUMNS, LogRow
from cubiri_panel.magdagdon import Board, magdagdon_probability
from cubiri_panel.magdagdon.events import DiceRerolled, DiceRolled, TurnConfirmed
from cubiri_panel.magikaboom import Ingredient, MagikaboomGame, explosion_probability
from cubiri_panel.magikaboom import events as magikaboom_events
from cubiri_panel.magikaboom.events import PotionExploded
from cubiri_panel.mishimash import MishimashGame, bust_probability
from cubiri_panel.mishimash.events import TurnBusted

from coach import games


def test_the_columns_are_the_rows_fields():
    assert COLUMNS == LogRow._fields


@pytest.mark.parametrize("seed", [4, 5])
def test_mishimash_rows_are_its_rolls_and_their_points_its_banked_score(seed):
    game = games.mishimash(seed=seed)
    rows = game.log_rows()
    busts = [e for e in game.state.events if isinstance(e, TurnBusted)]
    assert [r.dice for r in rows if r.event] == ["-".join(map(str, e.dice)) for e in busts]
    assert all(r.followed == "bust" and r.points == 0 for r in rows if r.event)
    assert all(r.chance == bust_probability(r.dice_in_hand) and len(r.dice.split("-")) == r.dice_in_hand
               for r in rows)
    for seat in (1, 2):
        turns = {}
        for r in rows:
            if r.seat == seat:
                turns.setdefault(r.turn, []).append(r)
        banked = sum(sum(r.points for r in t) for t in turns.values() if not t[-1].event)
        assert banked == game.state.scores_half[seat - 1] / 2
        assert all([r.roll for r in t] == list(range(1, len(t) + 1)) for t in turns.values())
    assert {r.player for r in rows} == {"P0", "P1"}


def test_magdagdon_rows_flag_the_rolls_that_cannot_be_placed_and_carry_the_turns_points():
    game = games.magdagdon(seed=4)
    rows = game.log_rows()
    rolled = [e for e in game.state.log if isinstance(e, (DiceRolled, DiceRerolled))]
    assert [r.event for r in rows] == [int(e.magdagdon) for e in rolled]
    confirmed = [e.points for e in game.state.log if isinstance(e, TurnConfirmed)]
    assert sum(r.points for r in rows) == sum(confirmed)
    first = rows[0]
    assert (first.empty_cells, first.dice_in_hand, first.roll) == (16, 4, 1)
    assert first.chance == magdagdon_probability(Board.parse("..../..../..../...."), game.difficulty)
    assert all(isinstance(r.chance, Fraction) and 0 <= r.chance <= 1 for r in rows)


def test_a_magdagdon_reroll_is_a_roll_of_the_dice_rerolled_with_its_own_exact_chance():
    from itertools import product

    from cubiri_panel import from_code
    from cubiri_panel.magdagdon.rules import is_magdagdon
    game = from_code(games.magdagdon(difficulty="peaceful", seed=7, stop=9).to_code())  # in MAGDAGDON
    state = game.state
    game.reroll([0, 1])
    rows = game.log_rows()
    last = rows[-1]
    assert (last.dice_in_hand, last.roll, last.turn) == (2, 2, rows[-2].turn)
    stuck = sum(is_magdagdon(state, fresh + state.dice[2:]) for fresh in product(range(1, 7), repeat=2))
    assert 0 < stuck and last.chance == Fraction(stuck, 36)


def test_magikaboom_rows_count_its_explosions_at_their_exact_chances():
    game = games.magikaboom(seed=4)
    rows = game.log_rows()
    booms = [e for e in game.state.log if isinstance(e, PotionExploded)]
    assert sum(r.event for r in rows) == len(booms)
    assert all(r.followed == ("explosion" if r.event else "keep") for r in rows)
    turns = {}
    for r in rows:
        turns.setdefault(r.turn, []).append(r)
    for turn in turns.values():  # an explosion ends its turn, whose last roll carries its points
        assert all(not r.event and r.points == 0 for r in turn[:-1]) and len({r.seat for r in turn}) == 1
    assert any(t[-1].points for t in turns.values())
    assert {r.player for r in rows} == {"P0", "P1"}
    assert all(r.chance == 0 for r in rows if r.cauldron < 2)
    # the dice in the game's own words: its ingredients
    rolled = [e for e in game.state.log if isinstance(e, magikaboom_events.DiceRolled)]
    assert [r.dice for r in rows] == ["-".join(str(Ingredient(d)) for d in e.dice) for e in rolled]
    assert rows[0].dice.split("-")[0] in {"ghost", "crow", "pumpkin", "crystal", "skull", "bat"}


def test_a_magikaboom_continue_has_the_explosion_chance_of_the_odds_panel():
    game = MagikaboomGame(["Ana", "Ben"], seed=3)
    for _ in range(30):
        if game.is_over:
            break
        if game.state.phase == "keep":
            game.keep(0)
        elif game.state.phase == "stop-or-continue" and len(game.state.cauldron) < 4:
            cauldron = tuple(int(d) for d in game.state.cauldron)
            game.roll()
            row = game.log_rows()[-1]
            assert row.chance == explosion_probability(cauldron)
        elif game.state.phase == "stop-or-continue":
            game.stop()
        else:
            game.roll()


def test_a_game_rolling_from_given_dice_has_no_rows_to_replay():
    game = MishimashGame(["Ana"], rng=ScriptedDice([1, 1, 1, 2, 3, 4]))
    game.roll()
    with pytest.raises(ValueError, match="replays"):
        game.log_rows()


def test_a_game_not_yet_rolled_has_no_rows():
    assert MishimashGame(["Ana"], seed=1).log_rows() == []
