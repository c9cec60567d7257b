"""A game written outside the package, registered from its own folder, works with every shared
feature: codes, log rows, the class pool, the coach's review and the replay. Nothing shared names
it."""

from __future__ import annotations

import pytest

from cubiri_panel import from_code, registry
from cubiri_panel.classroom import pool
from cubiri_panel.coach import hint, moments, review
from cubiri_panel.errors import IllegalAction, SnapshotError
from cubiri_panel.playout import random_playout, seeded_game

from pig import registration
from pig.actions import Hold, Roll
from pig.game import PigGame


@pytest.fixture
def pig():
    record = registration.register()
    yield record
    registration.unregister()


def played(seed: int) -> PigGame:
    return random_playout(seeded_game("pig", seed), chooser_seed=seed)


def test_the_registry_finds_it_by_name_letter_and_class(pig):
    assert registry.get("pig") is pig and registry.by_letter("p") is pig
    assert registry.of(PigGame) is pig and registry.of_action(Hold()) is pig
    assert registry.names()[-1] == "pig"


def test_its_codes_round_trip_and_refuse_damage(pig):
    for seed in range(5):
        game = played(seed)
        code = game.to_code()
        assert code[0] == "p"
        again = from_code(code)
        assert type(again) is PigGame and again.state == game.state and again.history == game.history
    with pytest.raises(SnapshotError):
        from_code(code[:4] + "*" + code[5:])


def test_a_code_of_it_is_refused_once_it_is_gone(pig):
    code = played(1).to_code()
    registration.unregister()
    try:
        with pytest.raises(SnapshotError, match="not the code of a Cubiri game"):
            from_code(code)
    finally:
        registration.register()


def test_its_rows_count_the_ones_beside_their_exact_chance(pig):
    game = played(3)
    rows = game.log_rows()
    rolls = [a for a in game.history if isinstance(a, Roll)]
    assert len(rows) == len(rolls)
    assert {r.kind for r in rows} == {"pig"} and all(r.chance * 6 == 1 for r in rows)
    assert sum(r.event for r in rows) == sum(r.dice == "1" for r in rows)
    assert sum(r.points for r in rows) == sum(game.scores)
    assert all(r.roll == 1 or r.turn == prev.turn for prev, r in zip(rows, rows[1:]))


def test_a_class_pools_its_codes_with_the_other_games(pig):
    codes = [played(s).to_code() for s in range(4)]
    other = seeded_game("mishimash", 2)
    random_playout(other, 2)
    pooled = pool([*codes, other.to_code(), "p1garbage"])
    assert len(pooled.games) == 5 and [r.key for r in pooled.refused] == ["damaged"]
    assert pooled.kinds == ["mishimash", "pig"]
    table = pooled.table("pig")
    assert table.group_by == "roll" and table.event == "pig"
    assert table.total.rolls == sum(len(g.log_rows()) for g in pooled.games if g.GAME == "pig")
    assert "pig" in pooled.to_csv()


def test_the_coach_reviews_it_and_hints(pig):
    game = PigGame(["Ana", "Ben"], seed=4)
    while game.turn_points < 22 and not game.is_over:
        game.roll()  # pushing past 20: rolling on now costs points
    if game.turn_points >= 22:
        assert hint(game).action == Hold()
        game.roll()
        decisions = review(game)
        assert decisions[-1].chosen == Roll() and decisions[-1].best == Hold() and decisions[-1].cost > 0
        assert decisions.costliest(1)[0].unit == "points"
        # the decision falls on the turn and roll of Pig's own log
        row = game.log_rows()[-2]
        assert moments(game)[decisions[-1].number] == (row.turn, row.roll)


def test_the_replay_rebuilds_every_position(pig):
    game = played(6)
    steps = list(game.steps())
    assert [s.action for s in steps] == list(game.history) and steps[-1].after == game.state
    middle = len(game.history) // 2
    assert game.after(middle).state == steps[middle - 1].after


def test_an_illegal_move_changes_nothing(pig):
    game = PigGame(["Ana", "Ben"], seed=1)
    with pytest.raises(IllegalAction):
        game.hold()
    assert game.history == () and game.state == PigGame(["Ana", "Ben"], seed=1).state
