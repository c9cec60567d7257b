"""A move the engine refuses becomes one notice, in the player's words, in every game."""

import pytest

from cubiri_panel.dice import ScriptedDice
from cubiri_panel.errors import IllegalAction
from cubiri_panel.magdagdon import MagdagdonGame
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.notices import Notices, refusal


def refused(game: str, move) -> str:
    """The notice's English text for the refusal ``move()`` raises."""
    with pytest.raises(IllegalAction) as caught:
        move()
    notices = Notices()
    notices.add("common.notices.illegal", level="error", **refusal(game, caught.value))
    return notices.items[0].text(Translator("en"))


def test_magdagdon_counts_cells_from_one_and_names_the_rule():
    game = MagdagdonGame(rng=ScriptedDice([1, 1, 6, 6]))
    game.roll()
    game.place(0, 0, 0)
    assert refused("magdagdon", lambda: game.place(1, 0, 0)) == "That move is not allowed: that cell is not empty."
    assert refusal("magdagdon", IllegalAction("", "cell-taken", row=0, col=3)) == {
        "row": 1, "col": 4, "reason": "@magdagdon.errors.cell-taken"}


def test_mishimash_names_a_whole_roll_combination_in_the_language():
    game = MishimashGame(players=["Ana", "Ben"], rng=ScriptedDice([1, 2, 3, 4, 5, 6]))
    game.roll()
    text = refused("mishimash", lambda: game.take([0]))
    assert text.startswith("That move is not allowed: this roll is ") and "take all six dice" in text
    args = refusal("mishimash", IllegalAction("", "splits-a-combination", combination="straight"))
    for lang in LANGUAGES:  # the combination's name follows the language, as the reason does
        t = Translator(lang)
        notices = Notices()
        notices.add("common.notices.illegal", **args)
        assert t("mishimash.combos.straight") in notices.items[0].text(t)


def test_a_rule_without_words_of_its_own_falls_back_to_the_games_words_for_any_refusal():
    assert refusal("mishimash", IllegalAction("", "no-such-rule"))["reason"] == "@mishimash.errors.illegal"


def test_magikaboom_says_what_to_do_first():
    game = MagikaboomGame(players=["Ana", "Ben"], rng=ScriptedDice([1, 2]))
    assert refused("magikaboom", lambda: game.keep(0)) == "That move is not allowed: ROLL the dice first"
