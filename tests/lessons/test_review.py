"""The seeded game each lesson reviews: its numbers against independent counts, and the facts
the lessons' words state about it (so that a change of engine or seed that changes the story
fails here, not silently on the page)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from cubiri_panel.lessons import magikaboom as mk_lesson
from cubiri_panel.lessons.review import magdagdon_review, magikaboom_review, mishimash_review
from cubiri_panel.magdagdon import Board, Bonus, line_bonus
from cubiri_panel.magikaboom import explodes
from cubiri_panel.magikaboom.facts import GOAL, POTION_POINTS
from cubiri_panel.magikaboom.solvers.race import race_table
from cubiri_panel.mishimash import BOTS, is_bust
from cubiri_panel.mishimash.solvers.reach_probability import ReachValues

from .brute import brute_magdagdon


def test_magdagdon_the_costliest_placement_and_its_magdagdon_chances():
    n = magdagdon_review()
    for board in ("chosen", "best"):
        assert n[f"review_{board}_magdagdon"] == brute_magdagdon(n[f"review_{board}_board"], "peaceful")[0]
    assert n["review_chosen_magdagdon"] > n["review_best_magdagdon"]   # "only" on the expert's
    assert n["review_cost"] == pytest.approx(n["review_best_value"] - n["review_chosen_value"])
    assert n["review_cost"] <= n["review_given_away"] and n["review_score"] < n["review_expert_score"]
    # what the page says: the player's two dice, the expert's straight in the bottom row
    assert n["review_chosen_placed"] == 2 < n["review_best_placed"]
    best = Board.parse(n["review_best_board"])
    assert line_bonus(tuple(best.cells[12:])) is Bonus.STRAIGHT
    assert line_bonus(tuple(Board.parse(n["review_chosen_board"]).cells[12:])) is None


def test_mishimash_the_bank_in_a_final_turn_against_the_reach_chance_worked_out_afresh():
    n = mishimash_review()
    assert n["review_played_bank"] and n["review_exact"] and n["review_bank_chance"] == 0.0
    assert n["review_turn_points"] >= n["review_to_beat"] - n["review_more"] >= BOTS["threshold"]().threshold
    need_half = int(2 * n["review_more"]) + 1   # more than the score to beat
    fresh = ReachValues().chance(n["review_dice_in_hand"], n["review_multiplier"], need_half, n["review_clears"])
    assert n["review_roll_chance"] == pytest.approx(fresh, abs=1e-12)
    assert n["review_cost"] == pytest.approx(n["review_roll_chance"])
    d = n["review_dice_in_hand"]
    busts = sum(is_bust(roll) for roll in itertools.product(range(1, 7), repeat=d))
    assert n["review_bust"] == Fraction(busts, 6 ** d)
    assert n["review_leader"] >= n["review_target"] > n["review_score"]


def test_magikaboom_the_stop_one_space_short_of_the_goal_against_the_solved_race():
    n = magikaboom_review()
    assert n["review_played_stop"] and n["review_continue_chance"] > n["review_stop_chance"]
    assert n["review_champion_given_away"] == pytest.approx(0, abs=1e-12)
    # what the page says: the most a potion scores, one space short of the goal
    assert n["review_stop_points"] == max(POTION_POINTS.values())
    assert n["review_stop_space"] == n["review_mover"] + n["review_stop_points"] == GOAL - 1
    cauldron = mk_lesson.faces(n["review_pattern"])
    booms = sum(explodes(cauldron, (x, y)) for x in range(1, 7) for y in range(1, 7))
    assert n["review_explosion"] == Fraction(booms, 36)
    stop = race_table().stop_value(n["review_stop_points"], (n["review_mover"], n["review_other"]))
    assert n["review_stop_chance"] == pytest.approx(stop, abs=1e-12)
    assert n["review_cost"] == pytest.approx(n["review_continue_chance"] - n["review_stop_chance"])
