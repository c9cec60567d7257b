"""Positions for MAGDAGDON tests, built from board text, and a scoring oracle written from the
rules text alone."""

from __future__ import annotations

import math

from cubiri_panel.dice import ScriptedDice
from cubiri_panel.magdagdon import Board, Difficulty, MagdagdonGame
from cubiri_panel.magdagdon import placement
from cubiri_panel.magdagdon.rules import Phase, State


def game_at(board: str, difficulty: str = "peaceful", dice=(), powers_used: int = 0) -> MagdagdonGame:
    """A game waiting to roll on this permanent board; ``dice`` are the scripted rolls to come.
    (Scripted dice: such a game plays by the rules but cannot be saved.)"""
    parsed = Board.parse(board)
    filled = 16 - parsed.empty_count
    turn = max(math.ceil(filled / 4), parsed.ruin_count)
    game = MagdagdonGame(difficulty, rng=ScriptedDice(dice))
    phase = Phase.OVER if parsed.is_full else Phase.ROLL
    game.state = State(game.difficulty, parsed.cells, parsed.cells, phase, (), (), turn, powers_used, ())
    return game


def rolled(board: str, dice, difficulty: str = "peaceful", later=(), powers_used: int = 0) -> MagdagdonGame:
    """A game on this board that has just rolled ``dice`` (``later``: scripted dice after that)."""
    game = game_at(board, difficulty, tuple(dice) + tuple(later), powers_used)
    game.roll()
    return game


def rules_can_place(board: str, dice, need: int) -> bool:
    """``placement.can_place`` (the rule as the card reads, no bitmasks) on a board written as text."""
    return placement.can_place(Board.parse(board).cells, tuple(dice), need)


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


def random_board(rnd):
    """A board grown by legal placements, with some ruins: like the boards of real play."""
    board = Board.parse("..../..../..../....")
    for _ in range(rnd.randint(0, 13)):
        empty = sorted(board.empty_cells())
        if rnd.random() < 0.2:
            board = board.with_ruin(*rnd.choice(empty))
            continue
        value = rnd.randint(1, 6)
        cells = sorted(board.legal_cells(value))
        if cells:
            board = board.place(*rnd.choice(cells), value)
    return board
