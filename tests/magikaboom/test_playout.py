"""Invariants over many seeded random games, checked after every action."""

import json

from hypothesis import given, settings, strategies as st

from cubiri_panel.errors import IllegalAction
from cubiri_panel.magikaboom import (GOAL, Keep, MagikaboomGame, Phase, Roll, Stop, explodes,
                                     potion_points)
from cubiri_panel.playout import random_playout

ALL_MOVES = [Roll(), Keep(0), Keep(1), Stop()]


def check_invariants(g: MagikaboomGame) -> None:
    st_ = g.state
    assert len(g.cauldron) <= 6 and min(g.scores) >= 1
    in_hand = {Phase.KEEP: 2, Phase.STOP_OR_CONTINUE: 1}.get(g.phase, 0)
    if g.phase is not Phase.OVER:
        assert len(g.cauldron) + in_hand + g.reserve == 6 and max(g.scores) < GOAL
    else:
        assert max(g.scores) >= GOAL and g.winners == [i for i, s in enumerate(g.scores) if s == max(g.scores)]
    if g.phase is Phase.KEEP:
        assert not explodes(g.cauldron, g.rolled)
    if g.phase is Phase.STOP_OR_CONTINUE:
        assert not explodes(g.cauldron, (g.held,)) and g.can_continue == (len(g.cauldron) <= 4)
        assert g.stop_preview() == potion_points(g.cauldron + (g.held,))
    assert st_ is g.state  # reading the position changes nothing


# Thirty whole games (each some 200 moves, every illegal move tried at every step) is plenty.
@settings(max_examples=30)
@given(seed=st.integers(0, 10**6), seats=st.integers(2, 6), chooser=st.integers(0, 10**6))
def test_random_games_keep_the_rules_and_refuse_illegal_moves(seed, seats, chooser):
    import random
    pick = random.Random(chooser)
    g = MagikaboomGame(players=[f"P{i}" for i in range(seats)], seed=seed)
    while not g.is_over:
        check_invariants(g)
        legal = g.legal_actions()
        for move in ALL_MOVES:
            if move not in legal:
                before = (g.state, len(g.history), g.rng.getstate())
                try:
                    g.apply(move)
                except IllegalAction as err:
                    assert err.rule and (g.state, len(g.history), g.rng.getstate()) == before
                else:
                    raise AssertionError(f"{move} was not legal in {g.phase}")
        g.apply(pick.choice(legal))
    check_invariants(g)
    for move in ALL_MOVES:
        try:
            g.apply(move)
        except IllegalAction as err:
            assert err.rule == "game-over"
    data = json.loads(json.dumps(g.to_dict()))
    assert MagikaboomGame.from_dict(data).to_dict() == data


def test_computer_players_of_every_level_at_one_table():
    for seed in range(5):
        g = MagikaboomGame(players=["Ana", "S", "C", "E"], computers={1: "simple", 2: "careful", 3: "expert"},
                           seed=seed)
        random_playout(g, chooser_seed=seed)
        assert g.is_over and g.winners
        check_invariants(g)
        assert MagikaboomGame.from_dict(json.loads(json.dumps(g.to_dict()))).state == g.state
