"""Saved games: the size of a save and the time to restore it, for the longest game of each
kind, and how the restore answers damaged saves.

Run: ``python benchmarks/bench_saves.py [--inputs N] [--targets GAMES]``. Targets (issue 12): a
MAGDAGDON save of at most 2 KB; restoring the longest game of each kind (MISHIMASH: six players
to 1,000) in at most 100 ms; over at least 10,000 damaged saves per game, 0 impossible ones
accepted and 0 exceptions other than ``SnapshotError``.

``--targets GAMES`` measures how the longest MISHIMASH save grows with the target, up to the set-up's
largest (``LONGEST_TARGET``): its actions, its size in letters (format 3) and as the list of
actions of format 2, against the browser's limit for a saved game and ``MAX_HISTORY``, and the
time to restore it.

The longest game of each kind is the longest of a few hundred seeded games: MAGDAGDON played
by a player who prepares and takes back dice nine moves in ten and uses every power, the table
games by their most cautious computer players at the largest table.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import statistics
import time

from cubiri_panel.errors import SnapshotError
from cubiri_panel.snapshot import check as snapshot_check
from cubiri_panel.magdagdon import MagdagdonGame, Place, TakeBack
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.mishimash import MishimashGame

SIX = ["Ana", "Ben", "Cy", "Dee", "Eve", "Fay"]


def dithering_magdagdon(seed: int) -> MagdagdonGame:
    game, chooser = MagdagdonGame("peaceful", seed=seed), random.Random(seed)
    while not game.is_over:
        actions = game.legal_actions()
        fidgets = [a for a in actions if type(a) in (Place, TakeBack)]
        game.apply(chooser.choice(fidgets if fidgets and chooser.random() < 0.9 else actions))
    return game


def bots_to_the_end(game):
    while not game.is_over:
        game.step_computer()
    return game


def longest(kind: str, games: int):
    if kind == "magdagdon":
        made = (dithering_magdagdon(seed) for seed in range(games))
    elif kind == "mishimash":
        made = (bots_to_the_end(MishimashGame(players=SIX, target=1000, seed=seed,
                                              computers={i: "cautious" for i in range(6)}))
                for seed in range(max(1, games // 10)))
    else:
        made = (bots_to_the_end(MagikaboomGame(players=SIX, seed=seed, computers={i: "simple" for i in range(6)}))
                for seed in range(games))
    return max(made, key=lambda g: len(json.dumps(g.to_dict())))


def six_cautious(target: int, seed: int) -> MishimashGame:
    game = MishimashGame(players=SIX, target=target, seed=seed, computers={i: "cautious" for i in range(6)})
    game.play_computers()
    return game


def save_growth(games: int) -> None:
    """The longest of ``games`` seeded six-cautious games at each target, as the set-up offers
    them: actions, save in letters and as a list, restore time."""
    from cubiri_panel.ui.mishimash.setup import LONGEST_TARGET
    from cubiri_panel.ui.storage import LIMITS

    print(f"== MISHIMASH, six cautious computer players, the longest of {games} seeded games a target; "
          f"a saved game may hold {LIMITS['game']:,} characters and {MishimashGame.MAX_HISTORY:,} actions")
    for target in sorted({300, 1000, 2000, 3000, LONGEST_TARGET}):
        if target > LONGEST_TARGET:
            continue
        started = time.perf_counter()
        game, seed = max(((six_cautious(target, seed), seed) for seed in range(games)),
                         key=lambda pair: len(pair[0].history))
        text = json.dumps(game.to_dict(), separators=(",", ":"))
        listed = json.dumps([a.to_json() for a in game.history], separators=(",", ":"))
        listed_save = len(text) - len(json.dumps(game.to_dict()["history"])) + len(listed)
        print(f"  target {target:>5,}: {len(game.history):>6,} actions (seed {seed}), save {len(text):>6,} "
              f"characters ({len(text) / LIMITS['game']:.0%} of the limit; as a list {listed_save:,}, "
              f"{listed_save / LIMITS['game']:.0%}), {len(game.history) / MishimashGame.MAX_HISTORY:.0%} of "
              f"MAX_HISTORY, restore median {restore_ms(MishimashGame, text, 3):.0f} ms "
              f"[{time.perf_counter() - started:.0f} s]", flush=True)


def fuzz_sample(kind: str) -> list:
    """Games of every length to damage: short ones, so that ten thousand replays stay quick."""
    if kind == "magdagdon":
        return [dithering_magdagdon(seed) for seed in range(5)]
    if kind == "mishimash":
        return [bots_to_the_end(MishimashGame(players=SIX[:2 + seed % 3], target=300, seed=seed,
                                              computers={i: "optimal" for i in range(2 + seed % 3)}))
                for seed in range(5)]
    return [bots_to_the_end(MagikaboomGame(players=SIX[:2 + seed % 4], seed=seed,
                                           computers={i: "expert" for i in range(2 + seed % 4)}))
            for seed in range(5)]


def restore_ms(cls, text: str, repeats: int = 7) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        cls.from_dict(json.loads(text))
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _random_json(rng: random.Random, depth: int = 0):
    pick = rng.randrange(9 if depth < 3 else 6)
    if pick == 0:
        return None
    if pick == 1:
        return rng.choice([True, False])
    if pick == 2:
        return rng.choice([0, -1, 7, 2**64, 10**18, -(2**70)])
    if pick == 3:
        return rng.choice([0.5, float("inf"), float("nan"), -1e308])
    if pick == 4:
        return rng.choice(["", "roll", "x" * 70, "\u202e", "peaceful"])
    if pick == 5:
        deep: list = []
        for _ in range(rng.choice([1, 10, 3000])):
            deep = [deep]
        return deep
    if pick in (6, 7):
        return [_random_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["game", "format", "seed", "a", "players"]): _random_json(rng, depth + 1)
            for _ in range(rng.randrange(4))}


def damaged(rng: random.Random, data: dict) -> tuple[dict, bool]:
    """A damaged copy of ``data``, and whether its check was recomputed (a careful forger)."""
    data = copy.deepcopy(data)
    letters = type(data["history"]) is str   # MISHIMASH: one letter an action
    history = data["history"] = list(data["history"]) if letters else data["history"]
    what = rng.randrange(8)
    if what == 0 and history:
        del history[rng.randrange(len(history)):]
    elif what == 1 and len(history) > 1:
        i, j = rng.randrange(len(history)), rng.randrange(len(history))
        history[i], history[j] = history[j], history[i]
    elif what == 2 and letters:
        history.append(rng.choice(["+", "=", "B", "_", "x", "."]))
    elif what == 2:
        history.append(rng.choice([["roll"], ["bank"], ["stop"], ["keep", 1], ["take", [0]], ["confirm"],
                                   ["place", 1, 2, 2], ["adjust", 0, 1]]))
    elif what == 3:
        data["seed"] = rng.randrange(10**18)
    elif what == 4:
        data["settings"][rng.choice(sorted(data["settings"]))] = _random_json(rng)
    elif what == 5:
        data[rng.choice(sorted(data) + ["state", "rng"])] = _random_json(rng)
    elif what == 6 and history:
        history[rng.randrange(len(history))] = _random_json(rng)
    else:
        return _random_json(rng), False
    if letters and data.get("history") is history and all(type(h) is str for h in history):
        data["history"] = "".join(history)   # else left a list: a damage of its own
    recheck = rng.random() < 0.5
    if recheck:
        try:
            data["check"] = snapshot_check(data["game"], data["settings"], data["seed"], data["history"])
        except Exception:  # noqa: BLE001 - a part too damaged to digest keeps the old check
            recheck = False
    return data, recheck


def fuzz(cls, games: list, inputs: int, seed: int = 0) -> dict:
    rng = random.Random(seed)
    counts = {"refused": 0, "accepted": 0, "impossible accepted": 0, "other exceptions": 0}
    for n in range(inputs):
        game = games[n % len(games)]
        original = game.to_dict()
        data, recheck = damaged(rng, original)
        try:
            again = cls.from_dict(data)
        except SnapshotError:
            counts["refused"] += 1
            continue
        except Exception as err:  # noqa: BLE001 - counted: the target is none
            counts["other exceptions"] += 1
            print("  other exception:", type(err).__name__, err)
            continue
        counts["accepted"] += 1
        # Accepted means: the save was intact, or (check recomputed) it replays through the rules.
        replay = cls._from_settings(data["settings"], data["seed"])
        for action in again.history:
            replay.apply(action)
        if (data != original and not recheck) or replay.state != again.state:
            counts["impossible accepted"] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--inputs", type=int, default=10_000, help="damaged saves per game")
    parser.add_argument("--games", type=int, default=300, help="seeded games searched for the longest")
    parser.add_argument("--targets", type=int, default=0, metavar="GAMES",
                        help="only how the longest MISHIMASH save grows with the target, the longest "
                             "of GAMES seeded games a target (200 found the longest at 5,000)")
    args = parser.parse_args()
    if args.targets:
        save_growth(args.targets)
        return
    classes = {"magdagdon": MagdagdonGame, "mishimash": MishimashGame, "magikaboom": MagikaboomGame}
    for kind, cls in classes.items():
        game = longest(kind, args.games)
        text = json.dumps(game.to_dict(), separators=(",", ":"))
        print(f"{kind}: longest of the games tried: {len(game.history):,} actions played, "
              f"{len(json.loads(text)['history']):,} saved, save {len(text):,} bytes, "
              f"restore median {restore_ms(cls, text):.1f} ms")
        sample = fuzz_sample(kind)
        started = time.perf_counter()
        counts = fuzz(cls, sample, args.inputs)
        print(f"  {args.inputs:,} damaged saves in {time.perf_counter() - started:.1f} s: "
              + ", ".join(f"{k} {v:,}" for k, v in counts.items()))


if __name__ == "__main__":
    main()
