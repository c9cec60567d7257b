"""Many seeded games of random legal (and illegal) actions, checking the invariants after
every action; and whole games between computer players of every level."""

import json
import random

from hypothesis import given
from hypothesis import strategies as st

from cubiri_panel.errors import IllegalAction
from cubiri_panel.mishimash import BOTS, Bank, MishimashGame, Take


def random_attempt(rng, game):
    """An action that may or may not be legal now."""
    choice = rng.randrange(4)
    if choice == 0:
        return lambda: game.roll()
    if choice == 1:
        return lambda: game.bank()
    dice = rng.sample(range(7), rng.randint(0, 4))
    return lambda: game.take(dice)


def sorted_values(dice, indices):
    return tuple(sorted(dice[i] for i in indices))


@given(seed=st.integers(0, 2 ** 32), seats=st.integers(1, 6), target=st.integers(1, 120))
def test_random_games_keep_every_invariant(seed, seats, target):
    rng = random.Random(seed)
    game = MishimashGame(players=[f"P{i}" for i in range(seats)], target=target, seed=seed)
    for step in range(300):
        if game.is_over:
            break
        # to_dict() is built from these three; comparing them directly is the same check
        before = (game.state, game.history, game.rng.getstate())
        scores = game.scores
        seat, turn_points, dice = game.current_player, game.turn_points, game.dice
        legal = game.legal_actions()
        attempt = random_attempt(rng, game)
        try:
            attempt()
        except IllegalAction:
            assert (game.state, game.history, game.rng.getstate()) == before  # nothing changed
            game.apply(rng.choice(legal))
        else:  # whatever was accepted was listed as legal (a take: the same values)
            done = game.history[-1]
            if isinstance(done, Take):
                listed = {sorted_values(dice, a.dice) for a in legal if isinstance(a, Take)}
                assert sorted_values(dice, done.dice) in listed
            else:
                assert done in legal
        action = game.history[-1]
        changed = [i for i in range(seats) if game.scores[i] != scores[i]]
        if isinstance(action, Bank):  # scores change only by a bank, by the turn's points
            assert changed == [seat] and game.scores[seat] == scores[seat] + turn_points
        else:
            assert changed == []
        assert min(game.scores) >= 0 and game.turn_points >= 0
        if isinstance(action, Take):
            assert game.dice_in_hand in range(1, 7)
        if step % 25 == 0:
            data = json.loads(json.dumps(game.to_dict()))
            assert MishimashGame.from_dict(data).to_dict() == data
    if game.is_over:
        assert game.winner is not None and game.scores[game.winner] == max(game.scores)
        assert game.scores[game.winner] >= target or seats > 1
    again = MishimashGame.replay(game.history, players=game.players, target=target, seed=seed)
    assert again.state == game.state


def test_computer_players_of_every_level_play_whole_games():
    levels = sorted(BOTS)
    for seed in range(3):
        seats = {i: levels[(i + seed) % len(levels)] for i in range(4)}
        game = MishimashGame(players=["Ana", "Ben", "Cy", "Dee"], computers=seats, target=150,
                             seed=seed)
        while not game.is_over:
            assert game.is_computer_turn
            action = game.computer_action()
            assert action in game.legal_actions()
            game.step_computer()
        assert max(game.scores) >= 150 and game.scores[game.winner] == max(game.scores)
        assert len([s for s in game.scores if s == max(game.scores)]) == 1


def test_humans_and_computers_share_a_table():
    game = MishimashGame(players=["Ana", "Bot"], computers={1: "optimal"}, target=40, seed=4)
    rng = random.Random(4)
    while not game.is_over:
        if game.is_computer_turn:
            game.step_computer()
        else:
            game.apply(rng.choice(game.legal_actions()))
    assert game.winner in (0, 1)
