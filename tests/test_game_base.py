"""The shared machinery, through a tiny game that counts up dice."""

import dataclasses
import json
import random

import param
import pytest

from cubiri_panel.dice import ScriptedDice
from cubiri_panel.errors import IllegalAction, SnapshotError
from cubiri_panel.action import Action, action_from_json
from cubiri_panel.game import Game, TableGame
from cubiri_panel.names import clean_name
from cubiri_panel.snapshot import check as snapshot_check


@dataclasses.dataclass(frozen=True, slots=True)
class Roll(Action):
    kind = "roll"


@dataclasses.dataclass(frozen=True, slots=True)
class Keep(Action):
    kind = "keep"
    dice: tuple


class CounterRules:
    """The counter's rules: roll two dice and add them up until the goal is reached."""

    @staticmethod
    def is_over(state):
        return state[0] >= state[2]

    @staticmethod
    def legal_actions(state):
        return [] if CounterRules.is_over(state) else [Roll()]

    @staticmethod
    def dice_to_roll(state, action):
        if CounterRules.is_over(state):
            raise IllegalAction("the game is over", "game-over")
        if type(action) is not Roll:
            raise IllegalAction("nothing to keep")
        return 2

    @staticmethod
    def step(state, action, dice):
        return (state[0] + sum(dice), dice, state[2])


class Counter(Game):
    GAME = "counter"
    ACTIONS = (Roll, Keep)
    RULES = CounterRules
    goal = param.Integer(default=10)

    def __init__(self, **params):
        super().__init__(**params)
        self.state = (0, (), self.goal)

    total = property(lambda self: self.state[0])

    def roll(self):
        self._play(Roll())

    def keep(self, dice):
        self._play(Keep(dice))

    def _settings_to_dict(self):
        return {"goal": self.goal}

    @classmethod
    def _from_settings(cls, settings, seed):
        return cls(goal=settings["goal"], seed=seed)


def test_actions_are_values_with_json_form():
    assert Keep((0, 2)).to_json() == ["keep", [0, 2]]
    assert action_from_json(["keep", [0, 2]], [Roll, Keep]) == Keep((0, 2))
    assert str(Keep((1,))) == "keep((1,))"
    for bad in (["keep"], ["fly"], "roll", ["keep", "x"], ["keep", [1.5]]):
        with pytest.raises(SnapshotError):
            action_from_json(bad, [Roll, Keep])


def test_state_changes_once_per_action_and_history_records_it():
    game = Counter(rng=ScriptedDice([6, 6, 1, 1]))
    seen = []
    game.param.watch(lambda e: seen.append(e.new), "state")
    game.apply(Roll())
    assert seen == [(12, (6, 6), 10)] and game.history == (Roll(),) and game.is_over
    with pytest.raises(IllegalAction, match="over"):
        game.roll()
    assert game.history == (Roll(),)


def test_a_snapshot_is_settings_seed_and_actions_and_restores_by_replay():
    game = Counter(seed=5, goal=100)
    game.roll()
    data = json.loads(json.dumps(game.to_dict()))
    assert set(data) == {"game", "format", "settings", "seed", "history", "check"}
    assert (data["settings"], data["seed"], data["history"]) == ({"goal": 100}, 5, [["roll"]])
    again = Counter.from_dict(data)
    assert again.to_dict() == data
    game.roll(), again.roll()
    assert again.state == game.state and again.history == game.history


def test_a_game_given_no_seed_draws_one_and_can_be_saved():
    first, second = Counter(goal=100), Counter(goal=100)
    assert type(first.seed) is int and first.seed != second.seed
    first.roll()
    assert Counter.from_dict(first.to_dict()).state == first.state


@pytest.mark.parametrize("rng", [ScriptedDice([1, 2]), random.Random(3)])
def test_a_game_rolling_from_a_given_source_says_it_cannot_be_saved(rng):
    game = Counter(rng=rng)
    with pytest.raises(SnapshotError, match="cannot be saved"):
        game.to_dict()


def test_a_game_with_an_unsavable_seed_says_so():
    with pytest.raises(SnapshotError, match="seed"):
        Counter(seed=1.5).to_dict()


def test_replay_from_seed_and_actions():
    game = Counter(seed="daily-2026-11-29", goal=100)
    for _ in range(3):
        game.roll()
    assert Counter.replay(game.history, seed="daily-2026-11-29", goal=100).state == game.state


@pytest.mark.parametrize("mangle", [
    lambda d: d.update(game="other"), lambda d: d.update(format=3), lambda d: d.pop("check"),
    lambda d: d.update(history=[["fly"]]), lambda d: d.update(extra=1),
    lambda d: d.update(seed=[1]), lambda d: d.update(seed=2), lambda d: d["history"].pop(),
    lambda d: d["history"].append(["roll"]), lambda d: d.update(settings={"goal": "x"}),
    lambda d: d.update(check="0" * 16), lambda d: d.update(history=[["roll"]] * 10_001),
])
def test_a_damaged_snapshot_is_refused(mangle):
    game = Counter(seed=1, goal=100)
    game.roll(), game.roll()
    data = game.to_dict()
    mangle(data)
    with pytest.raises(SnapshotError):
        Counter.from_dict(data)


def test_actions_that_do_not_replay_are_refused_even_with_a_good_check():
    game = Counter(seed=1, goal=1)
    game.roll()
    data = game.to_dict()
    data["history"].append(["roll"])  # after the end of the game
    data["check"] = snapshot_check("counter", data["settings"], 1, data["history"])
    with pytest.raises(SnapshotError, match="after the end"):
        Counter.from_dict(data)
    data["history"] = [["keep", [1]]]
    data["check"] = snapshot_check("counter", data["settings"], 1, data["history"])
    with pytest.raises(SnapshotError, match="does not replay"):
        Counter.from_dict(data)


def test_apply_refuses_foreign_actions():
    with pytest.raises(IllegalAction):
        Counter().apply("roll")


class Table(Counter, TableGame):
    """The counter game at a table: seat 0 always moves."""
    SEATS = (2, 3)
    BOTS = {"roller": lambda: RollerBot()}
    current_player = property(lambda self: 0)


class RollerBot:
    def choose(self, game):
        return game.legal_actions()[0]


def test_table_seats_humans_and_computers():
    game = Table(players=[" Ana ", "Ben"], computers={"0": "roller"}, rng=ScriptedDice([6, 6]))
    assert game.players == ["Ana", "Ben"] and game.computers == {0: "roller"}
    assert game.is_computer_turn and game.computer_action() == Roll()
    assert game.step_computer() == Roll() and game.is_over and not game.is_computer_turn
    with pytest.raises(IllegalAction) as err:
        game.computer_action()
    assert err.value.rule == "not-computer-turn"


@pytest.mark.parametrize("players, computers", [
    (["Ana"], {}), (["A", "B", "C", "D"], {}), (["Ana", ""], {}), (["Ana", "x" * 33], {}),
    (["Ana", "Ben"], {2: "roller"}), (["Ana", "Ben"], {1: "genius"}),
])
def test_table_refuses_bad_seating(players, computers):
    with pytest.raises(ValueError):
        Table(players=players, computers=computers)


def test_the_state_parameter_is_fully_resolved_so_its_cheap_lookup_is_exact():
    from param.parameterized import Undefined

    from cubiri_panel.game import StateParameter
    parameter = Counter.param["state"]
    assert isinstance(parameter, StateParameter) and parameter.name == "state"
    for cls in type(parameter).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            if hasattr(parameter, slot):
                assert object.__getattribute__(parameter, slot) is not Undefined, slot
    assert (parameter.constant, parameter.readonly, parameter.allow_None, parameter.allow_refs) == (
        False, False, True, False)


def test_every_watcher_sees_every_state_change_and_none_after_unwatching():
    game = Counter(goal=100, rng=ScriptedDice([1, 2, 3, 4, 5, 6]))
    game.roll()                     # unwatched: the quick path
    assert game.state == (3, (1, 2), 100)
    seen = []
    watcher = game.param.watch(lambda event: seen.append((event.old, event.new)), "state")
    game.roll()
    assert seen == [((3, (1, 2), 100), (10, (3, 4), 100))]
    game.param.unwatch(watcher)
    game.roll()
    assert game.state == (21, (5, 6), 100) and len(seen) == 1


def test_methods_depending_on_the_state_are_called():
    class Shown(Counter):
        seen = param.List(default=[])

        @param.depends("state", watch=True)
        def _show(self):
            self.seen = [*self.seen, self.total]

    game = Shown(goal=100, rng=ScriptedDice([1, 2, 3, 4]))
    game.roll()
    game.apply(Roll())
    assert game.seen == [0, 3, 10]  # the starting state too
    other = Counter(goal=100, rng=ScriptedDice([6, 6]))
    bound = param.bind(lambda state: state[0], other.param.state)
    other.roll()
    assert bound() == 12



@pytest.mark.parametrize("raw, shown", [
    ("  Ana  ", "Ana"), ("\u202eexe.txt", "exe.txt"), ("A\u0000n\x1ba", "Ana"), ("Zoë 🎲", "Zoë 🎲"),
    ("\u2066Ben\u2069", "Ben"),
])
def test_names_lose_control_and_bidi_override_characters(raw, shown):
    assert clean_name(raw) == shown
    assert Table(players=[raw, "Cy"]).players[0] == shown
