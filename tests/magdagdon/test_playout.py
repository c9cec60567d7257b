"""Random games through the public API, checking the rules' invariants after every action."""

import json
import random

from hypothesis import given
from hypothesis import strategies as st

from cubiri_panel.magdagdon import (AcceptMagdagdon, Adjust, Confirm, Difficulty, IllegalAction,
                                    MagdagdonGame, Phase, Place, RandomPlayer, Reroll, Roll, TakeBack)

from .positions import rules_can_place, oracle_score

MAX_ACTIONS = 600


def check_invariants(game):
    for board in (game.board, game.board_with_prepared):
        assert board.numbers_connected(), board
        assert board.neighbours_agree(), board
    text = game.board.to_text()
    penalty = sum(game.difficulty.penalties[:game.powers_used])
    assert game.score == oracle_score(text, penalty)
    required = min(game.difficulty.minimum, text.count("."))
    assert game.required == required
    turns = sum(isinstance(a, (Confirm, AcceptMagdagdon)) for a in game.history)
    assert game.turn == turns
    assert game.powers_used == sum(isinstance(a, (Adjust, Reroll)) for a in game.history)
    assert game.is_over == ("." not in text) == (game.record is not None)
    if game.phase in (Phase.PLACE, Phase.MAGDAGDON) and text.count(".") <= 9:
        assert game.in_magdagdon == (not rules_can_place(text, game.dice, required))
    if game.phase is Phase.PLACE:
        assert game.can_confirm == (len(game.prepared) >= required)
        placements = {(die, cell) for die in game.available for cell in game.legal_cells_for(die)}
        assert placements == set(game.legal_placements())
    data = game.to_dict()
    again = MagdagdonGame.from_dict(json.loads(json.dumps(data)))
    assert again.to_dict() == data and again.state == game.state
    return data


def random_action(rnd):
    """Any action value, legal or not."""
    kind = rnd.randrange(7)
    if kind == 0:
        return Roll()
    if kind == 1:
        return Place(rnd.randint(-1, 4), rnd.randint(-1, 4), rnd.randint(-1, 4))
    if kind == 2:
        return TakeBack(rnd.randint(-1, 4))
    if kind == 3:
        return Confirm()
    if kind == 4:
        return Adjust(rnd.randint(-1, 4), rnd.choice((-2, -1, 0, 1, 2)))
    if kind == 5:
        return Reroll(tuple(sorted(rnd.sample(range(-1, 5), rnd.randint(0, 3)))))
    return AcceptMagdagdon(rnd.randint(-1, 4), rnd.randint(-1, 4))


def check_illegal_actions_change_nothing(game, rnd, before, tries=4):
    """Random actions not listed as legal must raise IllegalAction and change nothing
    (``before`` is ``game.to_dict()`` now)."""
    legal = set(game.legal_actions())
    for _ in range(tries):
        action = random_action(rnd)
        if action in legal:
            continue
        try:
            game.apply(action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"{action} is not listed as legal but was accepted")
    assert game.to_dict() == before


@given(seed=st.integers(0, 2**32 - 1), difficulty=st.sampled_from(list(Difficulty)))
def test_random_legal_actions_keep_every_invariant(seed, difficulty):
    rnd = random.Random(seed)
    game = MagdagdonGame(difficulty, seed=seed)
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        actions = game.legal_actions()
        assert actions, "a running game always has a legal action"
        # Confirming is one choice among many: favour it a little so that games end
        confirm = [a for a in actions if isinstance(a, Confirm)]
        action = confirm[0] if confirm and rnd.random() < 0.3 else rnd.choice(actions)
        game.apply(action)
        check_illegal_actions_change_nothing(game, rnd, check_invariants(game))
    assert game.is_over
    assert game.legal_actions() == []


@given(seed=st.integers(0, 2**32 - 1), difficulty=st.sampled_from(list(Difficulty)))
def test_the_random_player_finishes_and_replays(seed, difficulty):
    game = MagdagdonGame(difficulty, seed=seed)
    RandomPlayer(seed).play(game)
    assert game.is_over and game.board.numbers_connected() and game.board.neighbours_agree()
    assert game.powers_used == 0
    again = MagdagdonGame.replay(game.history, seed=seed, difficulty=difficulty)
    assert again.state == game.state
