"""Positions the odds panels' tests read, without a browser and in one: a computer's turn in
MISHIMASH and in MAGIKABOOM; and whether a panel speaks to the player ("you", "your")."""

from __future__ import annotations

import re

from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.mishimash import MishimashGame

YOU = {"en": r"\b(you|your)\b", "it": r"\b(tua|tuo|tu|ti|tiri|incassi|continui)\b",
       "es": r"\b(tu|tú|te|tiras|guardas|continúas)\b", "lv": r"\b(tava|tavs|tavu|turpini|apstājies)\b"}


def speaks_to_you(text: str, lang: str) -> bool:
    """Whether the panel's figures (the model's folded explanation aside) say "you" or "your"."""
    return re.search(YOU[lang], text.split("<details")[0], re.IGNORECASE) is not None


def mishimash_computer_choosing(seed=2):
    """A person (seat 1) against a computer (seat 2), the computer's roll waiting for its take."""
    game = MishimashGame(players=("Ana", "Computer 2"), computers={1: "champion"}, seed=seed)
    while not (game.current_player == 1 and game.phase == "must-take"):
        if game.is_computer_turn:
            game.step_computer()
        elif game.phase == "must-take":
            game.take(game.takes()[0].indices)
        elif game.phase == "bank-or-roll":
            game.bank()
        else:
            game.roll()
    return game


def magikaboom_computer_deciding(seats=2, seed=3):
    """Computer 2's turn at a MAGIKABOOM table, a die in the cauldron: STOP or CONTINUE."""
    names = ["Ana", *(f"Computer {i + 1}" for i in range(1, seats))]
    game = MagikaboomGame(players=names, computers={i: "expert" for i in range(1, seats)}, seed=seed)
    while not (game.current_player == 1 and game.phase == "stop-or-continue"):
        if game.is_computer_turn:
            game.step_computer()
        elif game.phase == "roll":
            game.roll()
        elif game.phase == "keep":
            game.keep(0)
        else:
            game.stop()
    return game
