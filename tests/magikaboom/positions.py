"""Build MAGIKABOOM positions for tests: hats on given spaces, the next dice scripted."""

import itertools

from cubiri_panel.dice import ScriptedDice
from cubiri_panel.magikaboom import MagikaboomGame, explodes
from cubiri_panel.magikaboom.events import HatMove, PotionScored, TurnStarted
from cubiri_panel.magikaboom.facts import DICE, Ingredient
from cubiri_panel.magikaboom.rules import Phase, State


def game_at(scores, player=0, dice=(), computers=None):
    """A game at the start of ``player``'s turn with the hats on ``scores``, the dice to come
    scripted (so it plays by the rules but cannot be saved). Its log tells a first round in
    which each player's potion put their hat on its space, then turns up to ``player``."""
    seats = len(scores)
    log = []
    for seat in range(seats):
        log.append(TurnStarted(seat))
        if scores[seat] > 1:
            log.append(PotionScored(seat, Ingredient.GHOST, 2, scores[seat] - 1,
                                    (HatMove(seat, 1, scores[seat]),), (Ingredient.GHOST,) * 2))
    for seat in range(player + 1):
        log.append(TurnStarted(seat))
    names = [f"P{i}" for i in range(seats)]
    game = MagikaboomGame(players=names, computers=computers, rng=ScriptedDice(dice))
    game.state = State(scores=tuple(scores), player=player, phase=Phase.ROLL, cauldron=(),
                       reserve=DICE, rolled=(), held=None, log=tuple(log))
    return game


def play(game, *moves):
    """Apply moves written as "roll", "stop" or 0/1 (keep that die)."""
    for move in moves:
        if move == "roll":
            game.roll()
        elif move == "stop":
            game.stop()
        else:
            game.keep(move)
    return game


def reachable_cauldrons():
    """Cauldrons a two-dice roll can be made against: at most 4 dice, not exploded."""
    for size in range(5):
        for c in itertools.combinations_with_replacement(range(1, 7), size):
            if not explodes(c, ()):
                yield c
