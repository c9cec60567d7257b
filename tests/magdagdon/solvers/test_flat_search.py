"""The plain search the expert is measured against: its greedy player takes the placement that
scores most at once, the search plays legally, finds a power that pays where the rollouts are
certain, and never touches the game's dice (it cannot see the dice to come)."""

import pytest

from cubiri_panel.dice import make_rng
from cubiri_panel.magdagdon import Adjust, MagdagdonGame
from cubiri_panel.magdagdon.scoring import board_score
from cubiri_panel.magdagdon.solvers.best_turn import placements
from cubiri_panel.magdagdon.solvers.flat_search import GreedyPlayer, SearchPlayer, greedy_turn

from ..positions import rolled


@pytest.mark.parametrize("board, dice, difficulty", [
    ("..../..../..../....", (3, 4, 4, 1), "peaceful"), ("12../.3../..../...X", (2, 3, 4, 6), "peaceful"),
    ("3456/3..6/3.../....", (3, 5, 6, 6), "nightmare"), ("6543/5432/4321/321.", (1, 2, 6, 6), "nightmare"),
    ("1234/2345/345./....", (6, 6, 5, 5), "nightmare")])
def test_the_greedy_turn_scores_most_at_once_of_every_turn_the_game_allows(board, dice, difficulty):
    game = rolled(board, dice, difficulty)
    cells = tuple(game.board.cells)
    gain, steps = greedy_turn(cells, dice, game.required)
    best = max(board_score(after) for after, _ in placements(cells, dice, game.required))
    after = list(cells)
    for die, cell in steps:
        after[cell] = dice[die]
    assert board_score(after) == best == board_score(cells) + gain
    assert len(steps) >= game.required


def test_a_roll_that_cannot_be_placed_has_no_greedy_turn():
    game = rolled("6666/6666/6666/666.", (2, 3, 3, 2))
    assert game.in_magdagdon
    assert greedy_turn(tuple(game.board.cells), (2, 3, 3, 2), 1) == (-1, ())


def test_the_search_spends_a_power_where_every_rollout_says_it_pays():
    # The last cell: +1 on a 5 makes a 6 that completes two fours of a kind (+82 for 10), and
    # the game ends with the turn, so every rollout ends alike.
    game = rolled("6666/6666/6666/666.", (5, 5, 5, 5))
    assert SearchPlayer(4, seed=1).choose(game) == Adjust(0, 1)


class OnlyRandint:
    """The game's dice, answering ``randint`` and nothing else: anything that reads the source
    another way (its state, a copy) fails."""

    def __init__(self, seed):
        self._rng, self.draws = make_rng(seed=seed), 0

    def randint(self, a, b):
        self.draws += 1
        return self._rng.randint(a, b)

    def __getattr__(self, name):
        raise AssertionError(f"the search read the game's dice source: {name}")


@pytest.mark.parametrize("player", [SearchPlayer(2, seed=3), GreedyPlayer()])
def test_the_search_and_the_greedy_player_draw_nothing_from_the_game(player):
    source = OnlyRandint(5)
    game = MagdagdonGame("survival", rng=source)
    while not game.is_over:
        action = player.choose(game)
        assert action in game.legal_actions()
        game.apply(action)
    rolled_dice = sum(4 if a.kind == "roll" else len(a.dice) if a.kind == "reroll" else 0 for a in game.history)
    assert source.draws == rolled_dice


def test_the_same_seed_plays_the_same_game():
    one, two = MagdagdonGame("nightmare", seed=4), MagdagdonGame("nightmare", seed=4)
    for game in (one, two):
        player = SearchPlayer(2, seed=4)
        while not game.is_over:
            game.apply(player.choose(game))
    assert one.history == two.history and one.score == two.score
