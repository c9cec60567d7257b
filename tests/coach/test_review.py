"""A game's review: its decisions in order, numbered by the history, each valued, for every
kind of game, finished or not; and hints."""

from __future__ import annotations

import pytest

from cubiri_panel import from_code
from cubiri_panel.coach import Decision, Review, hint, moments, options, review, review_steps
from cubiri_panel.magdagdon.coach import Placements
from cubiri_panel.dice import ScriptedDice
from cubiri_panel.magdagdon import Confirm
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.mishimash import MishimashGame

from . import games

GAMES = {
    "mishimash, two players, finished": lambda: games.mishimash(),
    "mishimash, two players, unfinished": lambda: games.mishimash(stop=101),
    "mishimash, three players, finished": lambda: games.mishimash(seats=3, target=200),
    "mishimash, alone, unfinished": lambda: games.mishimash(seats=1, stop=120),
    "magikaboom, two players, finished": lambda: games.magikaboom(),
    "magikaboom, four players, unfinished": lambda: games.magikaboom(seats=4, stop=30),
    "magdagdon, random player, finished": lambda: games.magdagdon(),
    "magdagdon, expert, unfinished": lambda: games.magdagdon("peaceful", player="expert", stop=12),
}


@pytest.fixture(scope="module", params=sorted(GAMES))
def reviewed(request):
    game = GAMES[request.param]()
    return game, review(game)


def test_a_review_lists_decisions_in_order_numbered_by_the_history(reviewed):
    game, decisions = reviewed
    assert isinstance(decisions, Review) and decisions
    numbers = [d.number for d in decisions]
    assert numbers == sorted(set(numbers)) and 1 <= numbers[0] and numbers[-1] <= len(game.history)
    for d in decisions:
        played = game.history[d.number - 1]
        if isinstance(d.chosen, Placements):
            assert played == Confirm()
        else:
            assert played == d.chosen
        assert d.best_value >= d.chosen_value - 1e-9
        assert d.cost >= 0 and d.is_best == (d.cost <= 1e-9)
        assert d.options >= 2 and d.state is not None
        assert d.unit in ("points", "chance")
        if d.unit == "chance":
            assert 0 <= d.chosen_value <= d.best_value <= 1 + 1e-12


def test_a_review_gives_the_same_decisions_after_a_game_code(reviewed):
    game, decisions = reviewed
    assert review(from_code(game.to_code())) == decisions


def test_the_seat_of_each_decision_is_the_player_who_made_it(reviewed):
    game, decisions = reviewed
    for d in decisions:
        seat = getattr(d.state, "current", getattr(d.state, "player", 0))
        assert d.player == seat


def test_units_and_exactness_follow_the_game():
    assert {d.unit for d in review(games.magdagdon())} == {"points"}
    assert {(d.unit, d.exact) for d in review(games.magikaboom())} == {("chance", True)}
    assert {(d.unit, d.exact) for d in review(games.magikaboom(seats=4, stop=30))} == {("chance", False)}
    assert {(d.unit, d.exact) for d in review(games.mishimash(seats=1, stop=120))} == {("points", True)}
    two = review(games.mishimash())
    assert {d.unit for d in two} == {"chance"} and any(not d.exact for d in two)


def test_a_computer_that_plays_to_win_gives_nothing_away_at_two_player_magikaboom():
    decisions = review(games.magikaboom())
    champion = 1
    assert decisions.given_away(champion) == pytest.approx(0, abs=1e-12)
    assert decisions.given_away(0) > 0   # the simple player does not play to win
    costly = decisions.costliest(3)
    assert costly and all(d.player == 0 for d in costly)
    assert [d.cost for d in costly] == sorted((d.cost for d in costly), reverse=True)


def test_a_placement_decision_is_the_turns_whole_placement():
    game = games.magdagdon()
    for d in review(game):
        if isinstance(d.chosen, Placements):
            before = d.state.board
            changed = [c for c in range(16) if before[c] != d.chosen.board[c]]
            assert len(changed) == len(d.chosen.steps) == len(d.chosen.values)
            assert d.chosen.actions()[-1] == Confirm()


def test_hints_are_the_best_of_the_options_now():
    game = MagikaboomGame(["A", "B"], seed=8)
    assert options(game) == [] and hint(game) is None   # a roll to make: nothing to choose
    game.roll()
    while game.phase == "keep" and game.rolled[0] == game.rolled[1]:
        game.keep(0)
        game.stop()
        game.roll()
    found = options(game)
    assert len(found) == 2 and hint(game) == found[0]
    assert found[0].value >= found[1].value and all(o.exact for o in found)

    mishimash = MishimashGame(["A", "B"], seed=2)
    mishimash.roll()
    if len(mishimash.legal_actions()) > 1:
        assert hint(mishimash).action in mishimash.legal_actions()


def test_a_game_that_does_not_replay_from_its_seed_is_refused():
    game = MishimashGame(["A", "B"], rng=ScriptedDice([5, 5, 5, 2, 3, 4]))
    game.roll()
    with pytest.raises(ValueError, match="seed"):
        review(game)
    with pytest.raises(TypeError):
        review("not a game")


def test_a_review_is_a_table_in_a_notebook():
    decisions = review(games.magikaboom())
    html = decisions._repr_html_()
    assert html.startswith("<table class='cubiri-review'>") and html.count("<tr>") == len(decisions) + 1
    assert "exact" in html and "%" in html
    assert Review()._repr_html_() == "<p>No decisions to review yet.</p>"
    assert all(isinstance(d, Decision) for d in decisions)


def test_a_review_step_by_step_is_the_review_with_its_progress(reviewed):
    game, decisions = reviewed
    steps = list(review_steps(game))
    assert [number for number, _, _ in steps] == list(range(1, len(game.history) + 1))
    assert {total for _, total, _ in steps} == {len(game.history)}
    assert [d for _, _, d in steps if d is not None] == decisions


def test_the_costliest_decisions_are_those_costing_more_than_the_margin_of_their_estimates():
    decisions = review(games.magdagdon("peaceful", player="random", seed=5))
    assert decisions and all(d.margin > 0 for d in decisions)
    costly = decisions.costliest(len(decisions))
    assert costly and all(d.cost > d.margin for d in costly)
    within = [d for d in decisions if 0 < d.cost <= d.margin]
    assert within and not set(map(id, within)) & set(map(id, costly))


def test_each_decision_falls_on_a_turn_and_roll_of_the_games_own_log(reviewed):
    """``moments`` numbers each decision by the turn and roll of the log row of the roll it
    follows, as the game's log counts them."""
    game, decisions = reviewed
    found = moments(game)
    rows = game.log_rows()
    rolled = [number for number, _, _, dice, _ in game.steps() if dice]
    for decision in decisions:
        before = [i for i, number in enumerate(rolled) if number < decision.number]
        assert found[decision.number] == (rows[before[-1]].turn, rows[before[-1]].roll)
    # turns and rolls, not places in the history: a long game's last decision is on a small turn
    assert max(turn for turn, _ in found.values()) < len(game.history)
    assert min(roll for _, roll in found.values()) == 1
