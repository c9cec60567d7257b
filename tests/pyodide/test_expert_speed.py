"""The MAGDAGDON expert's decisions and its hint stay instant in Pyodide on a phone: at most a
second each under Lighthouse's mobile profile (the CPU four times slower), from cold memos, on
the slowest positions found in CPython."""

import inspect
import json
import time

from cubiri_panel.coach import options
from cubiri_panel.dice import ScriptedDice
from cubiri_panel.magdagdon import Board, ExpertPlayer, MagdagdonGame
from cubiri_panel.magdagdon.rules import Phase, State
from cubiri_panel.memo import clear_memos

# The slowest of the expert's decisions and of the hint's, from cold memos, over 30 seeded
# expert games a difficulty in CPython: (difficulty, board, dice rolled, powers used).
SLOWEST = (("peaceful", ".....54..54..54.", (5, 4, 6, 5), 0), ("peaceful", ".34..4..........", (5, 4, 4, 3), 0),
           ("survival", ".34..4..........", (5, 4, 4, 3), 0), ("peaceful", ".5...5..........", (3, 5, 4, 6), 0),
           ("nightmare", "................", (4, 5, 4, 4), 0), ("nightmare", ".4...4...45.....", (5, 5, 2, 2), 0),
           ("nightmare", "X...............", (4, 5, 5, 1), 0))

def times(slowest) -> list[list[float]]:
    """``[decision ms, hint ms]`` at each position, each from cold memos."""
    out = []
    for difficulty, board, dice, used in slowest:
        cells = Board.parse("/".join(board[i:i + 4] for i in range(0, 16, 4))).cells
        game = MagdagdonGame(difficulty, rng=ScriptedDice(tuple(dice)))
        game.state = State(game.difficulty, cells, cells, Phase.ROLL, (), (), 1, used, ())
        game.roll()
        clear_memos()
        start = time.perf_counter()
        ExpertPlayer().choose(game)
        decided = time.perf_counter() - start
        clear_memos()
        start = time.perf_counter()
        options(game)
        out.append([1000 * decided, 1000 * (time.perf_counter() - start)])
    return out


IMPORTS = ("import json, time\nfrom cubiri_panel.coach import options\nfrom cubiri_panel.dice import ScriptedDice\n"
           "from cubiri_panel.magdagdon import Board, ExpertPlayer, MagdagdonGame\n"
           "from cubiri_panel.magdagdon.rules import Phase, State\nfrom cubiri_panel.memo import clear_memos\n")


def test_the_slowest_expert_decisions_and_hints_take_at_most_a_second_on_a_phone(pyodide):
    cpython = times(SLOWEST)
    cdp = pyodide.page.context.new_cdp_session(pyodide.page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    try:
        phone = pyodide.run(IMPORTS + inspect.getsource(times) + f"json.dumps(times({json.dumps(SLOWEST)}))")
    finally:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    for (difficulty, board, _, _), (decide, hint), (decide_here, hint_here) in zip(SLOWEST, phone, cpython):
        print(f"{difficulty} {board}: decision {decide:.0f} ms, hint {hint:.0f} ms in Pyodide at 4x "
              f"(CPython {decide_here:.0f} and {hint_here:.0f} ms)")
    assert len(phone) == len(SLOWEST)
    assert max(max(pair) for pair in phone) <= 1000
