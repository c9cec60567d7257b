"""Positions for MAGDAGDON tests, built from board text, and a rules oracle written
independently of the engine's bitmask search."""

from __future__ import annotations

import math

from cubiri_panel.dice import ScriptedDice
from cubiri_panel.magdagdon import Board, Difficulty, MagdagdonGame
from cubiri_panel.magdagdon.state import Phase, TurnState


def game_at(board: str, difficulty: str = "peaceful", dice=(), powers_used: int = 0) -> MagdagdonGame:
    """A game waiting to roll on this permanent board; ``dice`` are the scripted rolls to come.
    (Scripted dice: such a game plays by the rules but cannot be saved.)"""
    parsed = Board.parse(board)
    filled = 16 - parsed.empty_count
    turn = max(math.ceil(filled / 4), parsed.ruin_count)
    game = MagdagdonGame(difficulty, rng=ScriptedDice(dice))
    phase = Phase.OVER if parsed.is_full else Phase.ROLL
    game.state = TurnState(parsed, parsed.cells, phase, (), (), turn, powers_used, None)
    return game


def rolled(board: str, dice, difficulty: str = "peaceful", later=(), powers_used: int = 0) -> MagdagdonGame:
    """A game on this board that has just rolled ``dice`` (``later``: scripted dice after that)."""
    game = game_at(board, difficulty, tuple(dice) + tuple(later), powers_used)
    game.roll()
    return game


# -- an oracle straight from the rules text ------------------------------------------------
def _value(cells, r, c):
    return cells[r][c] if 0 <= r < 4 and 0 <= c < 4 else None


def oracle_legal(cells, r, c, v) -> bool:
    """RULES.md 1, legal cell: empty; anywhere if no number; else touches a number orthogonally
    and differs by at most 1 from every orthogonal number."""
    if cells[r][c] != ".":
        return False
    if not any(ch.isdigit() for row in cells for ch in row):
        return True
    near = [_value(cells, r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))]
    near = [int(ch) for ch in near if ch is not None and ch.isdigit()]
    return bool(near) and all(abs(n - v) <= 1 for n in near)


def oracle_can_place(board: str, dice, need: int) -> bool:
    """Try every ordering of every choice of dice and cells (slow, obviously right)."""
    cells = [list(row) for row in board.split("/")]

    def search(remaining, need):
        if need == 0:
            return True
        for k, v in enumerate(remaining):
            for r in range(4):
                for c in range(4):
                    if oracle_legal(cells, r, c, v):
                        cells[r][c] = str(v)
                        ok = search(remaining[:k] + remaining[k + 1:], need - 1)
                        cells[r][c] = "."
                        if ok:
                            return True
        return False

    return search(list(dice), need)


def oracle_score(board: str, penalty: int = 0) -> int:
    """RULES.md 1 scoring, from the text alone."""
    rows = [list(row) for row in board.split("/")]
    lines = rows + [list(col) for col in zip(*rows)]
    total = -15 * board.count("X") - penalty
    for line in lines:
        total += sum(int(ch) for ch in line if ch.isdigit())
        if all(ch.isdigit() for ch in line):
            values = [int(ch) for ch in line]
            steps = {b - a for a, b in zip(values, values[1:])}
            counts = sorted(values.count(v) for v in set(values))
            if steps in ({1}, {-1}):
                total += 60
            elif counts == [4]:
                total += 40
            elif counts == [2, 2]:
                total += 20
    return total


DIFFICULTIES = tuple(Difficulty)
