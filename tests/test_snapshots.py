"""Saving and restoring every game: a snapshot is settings, seed and actions, replayed on the
way back in, so whatever does not replay through the rules is refused with ``SnapshotError``.

The games are played by random legal actions (every move a player may make, powers and
take-backs included), and their snapshots are then damaged in every way hypothesis finds.
"""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, strategies as st

from cubiri_panel.dice import ScriptedDice
from cubiri_panel.errors import SnapshotError
from cubiri_panel.snapshot import check as snapshot_check
from cubiri_panel.magdagdon import MagdagdonGame
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.mishimash import MishimashGame

NAMES = ["Ana", "Ben", "Cy", "Dee"]


def new_game(kind: str, seed: int):
    if kind == "magdagdon":
        return MagdagdonGame(("peaceful", "survival", "nightmare")[seed % 3], seed=seed)
    if kind == "mishimash":
        return MishimashGame(players=NAMES[:1 + seed % 3], target=(60, 300)[seed % 2], seed=seed,
                             computers={0: "cautious"} if seed % 4 == 1 else {})
    return MagikaboomGame(players=NAMES[:2 + seed % 3], seed=seed, computers={1: "simple"} if seed % 2 else {})


def played(kind: str, seed: int, actions: int):
    """A game after up to ``actions`` moves, each a random legal action (or the bot's)."""
    game, chooser = new_game(kind, seed), random.Random(seed)
    for _ in range(actions):
        if game.is_over:
            break
        if getattr(game, "is_computer_turn", False):
            game.step_computer()
        else:
            game.apply(chooser.choice(game.legal_actions()))
    return game


CLASSES = {"magdagdon": MagdagdonGame, "mishimash": MishimashGame, "magikaboom": MagikaboomGame}
KINDS = st.sampled_from(sorted(CLASSES))
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20)


def same_game(a, b) -> bool:
    return a.state == b.state and a.history == b.history and a.legal_actions() == b.legal_actions()


@given(kind=KINDS, seed=st.integers(0, 10**6), actions=st.integers(0, 400))
def test_a_snapshot_restores_the_game_exactly_and_it_rolls_on_the_same_dice(kind, seed, actions):
    game = played(kind, seed, actions)
    data = json.loads(json.dumps(game.to_dict()))
    again = CLASSES[kind].from_dict(data)
    assert again.state == game.state and again.to_dict() == data
    assert again.legal_actions() == game.legal_actions()
    chooser = random.Random(seed + 1)
    for _ in range(30):
        if game.is_over:
            break
        action = chooser.choice(game.legal_actions())
        game.apply(action), again.apply(action)
        assert again.state == game.state


def _mutations(draw, data: dict) -> tuple[str, dict]:
    data = copy.deepcopy(data)
    letters = type(data["history"]) is str  # MISHIMASH: one letter an action (format 3)
    history = data["history"] = list(data["history"]) if letters else data["history"]
    options = ["seed", "settings", "key", "value", "extend"]
    if history:
        options += ["truncate", "drop", "swap", "duplicate"]
    what = draw(st.sampled_from(options))
    if what == "truncate":
        del history[draw(st.integers(0, len(history) - 1)):]
    elif what == "drop":
        del history[draw(st.integers(0, len(history) - 1))]
    elif what == "swap":
        i, j = draw(st.integers(0, len(history) - 1)), draw(st.integers(0, len(history) - 1))
        history[i], history[j] = history[j], history[i]
    elif what == "duplicate":
        i = draw(st.integers(0, len(history) - 1))
        history.insert(i, history[i])
    elif what == "extend" and letters:
        history.append(draw(st.sampled_from(["+", "=", "B", "_", "x", ".", "\u00e9"])))
    elif what == "extend":
        history.append(draw(st.sampled_from([["roll"], ["bank"], ["stop"], ["confirm"], ["keep", 0],
                                             ["take", [0]], ["place", 0, 1, 1], ["reroll", [0, 1]]])))
    elif what == "seed":
        data["seed"] = draw(st.integers(0, 10**18 - 1) | st.text(min_size=1, max_size=10))
    elif what == "settings":
        key = draw(st.sampled_from(sorted(data["settings"])))
        data["settings"][key] = draw(json_values)
    elif what == "key":
        key = draw(st.sampled_from(sorted(data)))
        if draw(st.booleans()):
            del data[key]
        else:
            data[draw(st.sampled_from(["state", "rng", "scores", key + "2"]))] = draw(json_values)
    else:
        data[draw(st.sampled_from(sorted(data)))] = draw(json_values)
    if letters and data.get("history") is history:
        data["history"] = "".join(history)
    return what, data


@given(kind=KINDS, seed=st.integers(0, 10**6), actions=st.integers(1, 200), data=st.data(),
       recheck=st.booleans())
def test_a_damaged_snapshot_is_refused_or_is_a_game_the_rules_reach(kind, seed, actions, data, recheck):
    """Damaged as found, the check refuses it. With the check recomputed (a careful forger),
    only what replays through the rules comes back, and it is exactly that replay."""
    game = played(kind, seed, actions)
    original = game.to_dict()
    what, damaged = _mutations(data.draw, original)
    if recheck and {"settings", "seed", "history"} <= set(damaged):
        try:
            damaged["check"] = snapshot_check(kind, damaged["settings"], damaged["seed"], damaged["history"])
        except (TypeError, ValueError):
            pass
    cls = CLASSES[kind]
    try:
        again = cls.from_dict(damaged)
    except SnapshotError:
        return
    assert damaged == original or recheck, f"{what}: a damaged save passed its check"
    replayed = cls._from_settings(damaged["settings"], damaged["seed"])
    for action in again.history:
        replayed.apply(action)
    assert same_game(again, replayed)


@given(kind=KINDS, value=json_values)
def test_any_json_value_is_refused_with_a_snapshot_error(kind, value):
    with pytest.raises(SnapshotError):
        CLASSES[kind].from_dict(value)


@given(kind=KINDS, part=st.sampled_from(["settings", "seed", "history", "check", "format"]), value=json_values)
def test_any_json_value_in_any_part_is_refused_or_restores(kind, part, value):
    data = played(kind, 3, 20).to_dict()
    data[part] = value
    try:
        CLASSES[kind].from_dict(data)
    except SnapshotError:
        pass


def _nested(depth: int):
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize("kind", sorted(CLASSES))
@pytest.mark.parametrize("part", ["whole", "settings", "seed", "history", "action", "check"])
def test_nesting_deeper_than_the_recursion_limit_is_a_snapshot_error(kind, part):
    deep = _nested(5000)
    game = played(kind, 1, 10)
    data = _format_2(game)
    if part == "whole":
        data = deep
    elif part == "action":
        data["history"].append(deep)
    else:
        data[part] = deep
    with pytest.raises(SnapshotError):
        CLASSES[kind].from_dict(data)


@pytest.mark.parametrize("kind", sorted(CLASSES))
@pytest.mark.parametrize("seed", [2**64, -1, 10**18, float("inf"), float("nan"), True, ""])
def test_numbers_beyond_any_range_are_snapshot_errors(kind, seed):
    data = played(kind, 1, 10).to_dict()
    data["seed"] = seed
    with pytest.raises(SnapshotError):
        CLASSES[kind].from_dict(data)


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_more_actions_than_a_game_can_hold_are_refused_unread(kind):
    cls = CLASSES[kind]
    data = played(kind, 1, 10).to_dict()
    data["history"] = [["roll"]] * (cls.MAX_HISTORY + 1) if cls is not MishimashGame else "+" * (cls.MAX_HISTORY + 1)
    data["check"] = snapshot_check(kind, data["settings"], data["seed"], data["history"])
    with pytest.raises(SnapshotError, match="no .* game is that long"):
        cls.from_dict(data)


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_a_game_on_scripted_dice_cannot_be_saved_and_says_why(kind):
    cls = CLASSES[kind]
    game = cls(rng=ScriptedDice([1] * 10)) if kind == "magdagdon" else cls(players=NAMES[:2], rng=ScriptedDice([1] * 10))
    with pytest.raises(SnapshotError, match="ScriptedDice cannot be saved"):
        game.to_dict()


def _format_2(game) -> dict:
    """A save as format 2 wrote it (every game's before MISHIMASH's letters): the actions as a
    list of ``[kind, *arguments]``."""
    data = {"game": game.GAME, "format": 2, "settings": game._settings_to_dict(), "seed": game.seed,
            "history": [a.to_json() for a in game.history]}
    return {**data, "check": snapshot_check(game.GAME, data["settings"], game.seed, data["history"])}


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_a_save_of_format_2_restores_and_the_next_save_is_the_game_s_own_format(kind):
    game = played(kind, 12, 120)
    old = json.loads(json.dumps(_format_2(game)))
    again = CLASSES[kind].from_dict(old)
    assert same_game(again, game) and again.to_dict() == game.to_dict()
    assert game.to_dict()["format"] == (3 if kind == "mishimash" else 2)


def test_a_mishimash_save_keeps_one_letter_an_action():
    game = played("mishimash", 4, 300)
    data = game.to_dict()
    assert data["format"] == 3 and type(data["history"]) is str and len(data["history"]) == len(game.history)
    assert set(data["history"]) <= set("+=ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert len(json.dumps(data["history"])) * 8 < len(json.dumps(_format_2(game)["history"]))


@pytest.mark.parametrize("history", ["+B=x", "+B= ", "+B\u00e9", ["roll"]])
def test_a_mishimash_save_with_a_letter_of_no_action_is_refused(history):
    data = played("mishimash", 4, 10).to_dict()
    data["history"] = history
    data["check"] = snapshot_check("mishimash", data["settings"], data["seed"], history)
    with pytest.raises(SnapshotError):
        MishimashGame.from_dict(data)


def test_format_3_is_refused_for_a_game_that_saves_no_letters():
    data = played("magikaboom", 4, 10).to_dict()
    data["format"], data["history"] = 3, "+"
    data["check"] = snapshot_check("magikaboom", data["settings"], data["seed"], "+")
    with pytest.raises(SnapshotError, match="unknown snapshot format"):
        MagikaboomGame.from_dict(data)


def _format_1(game) -> dict:
    """A save as format 1 wrote it: the position and the generator state beside the actions."""
    version, internal, gauss = game.rng.getstate()
    return {"game": game.GAME, "format": 1, "settings": game._settings_to_dict(), "seed": game.seed,
            "rng": {"kind": "mt19937", "version": version, "state": list(internal), "gauss": gauss},
            "history": [a.to_json() for a in game.history], "state": {"whatever": "it held"}}


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_a_save_of_the_old_format_is_migrated_by_replay(kind):
    game = played(kind, 11, 40)
    old = json.loads(json.dumps(_format_1(game)))
    again = CLASSES[kind].from_dict(old)
    assert again.state == game.state
    assert again.to_dict() == game.to_dict()  # the next autosave writes the new format


@pytest.mark.parametrize("kind", sorted(CLASSES))
@pytest.mark.parametrize("damage", ["no seed", "other dice", "no rng"])
def test_an_old_save_that_does_not_replay_is_refused(kind, damage):
    old = _format_1(played(kind, 11, 40))
    if damage == "no seed":
        old["seed"] = None
    elif damage == "other dice":
        old["rng"]["state"][5] ^= 1
    else:
        del old["rng"]
    with pytest.raises(SnapshotError):
        CLASSES[kind].from_dict(old)
