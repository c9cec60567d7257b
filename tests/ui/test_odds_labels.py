"""The odds panels say what each number is and whose: "your" only on a person's turn, the
computer's name on its own, MAGIKABOOM's race values as race values, "estimated by the model"
explained, and MISHIMASH's chance to win through the whole turn (the coach's values)."""

from __future__ import annotations

import html
import re

import pytest

from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.mishimash.solvers.turn_win_chances import TurnChances
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.magikaboom.odds import OddsPanel as BoomOdds
from cubiri_panel.ui.mishimash.odds import OddsPanel as MishOdds
from cubiri_panel.ui.odds import chance
from cubiri_panel.ui.players import default_name
from ui.odds_positions import magikaboom_computer_deciding, mishimash_computer_choosing, speaks_to_you

def mishimash_text(game, lang="en", selection=()):
    panel = MishOdds()
    panel.update(game, list(selection), lang)
    return html.unescape(panel.pane.object)


def magikaboom_text(game, lang="en"):
    return html.unescape(BoomOdds().render(game, Translator(lang)))








@pytest.mark.parametrize("lang", LANGUAGES)
def test_mishimash_names_the_computer_on_its_turn_and_never_says_you(lang):
    t = Translator(lang)
    game = mishimash_computer_choosing()
    text = mishimash_text(game, lang)
    name = default_name(1, "computer", t)
    assert t("odds.mishimash.win", name=name) in text
    assert t("odds.mishimash.roll_value", name=name) in text
    assert t("odds.mishimash.after_best", name=name, dice="")[:12] in text
    assert not speaks_to_you(text, lang), text
    assert "{" not in text


def test_mishimash_speaks_to_the_person_on_their_own_turn():
    game = MishimashGame(players=("Ana", "Computer 2"), computers={1: "champion"}, seed=2)
    game.roll()
    text = mishimash_text(game)
    assert "Select dice to see the odds after your take" in text
    assert "Your chance to win the game" in text and "Computer 2" not in text


def test_mishimash_chance_to_win_stays_on_through_the_turn_with_the_coachs_values():
    game = MishimashGame(players=("Ana", "Ben"), target=1000, seed=3)
    game.roll()
    assert game.phase == "must-take"
    t = Translator("en")
    for take in game.takes()[:3]:
        after = game.take_points(take.indices).after
        value = TurnChances(game.state).between_rolls(after)
        shown = chance(value.value, t, estimate=True)
        assert f"Your chance to win the game</dt><dd>{shown}, estimated by the model" in \
            mishimash_text(game, selection=take.indices)
    game.take(game.takes()[0].indices)                       # between rolls: bank or roll on
    value = max(TurnChances(game.state).choices(game.state.turn).values(), key=lambda c: c.value)
    assert f"Your chance to win the game</dt><dd>{chance(value.value, t, estimate=True)}" in mishimash_text(game)


def test_mishimash_alone_at_the_table_has_no_chance_to_win():
    game = MishimashGame(players=("Ana",), seed=3)
    game.roll()
    assert "chance to win" not in mishimash_text(game)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_magikaboom_names_the_computer_on_its_turn(lang):
    t = Translator(lang)
    game = magikaboom_computer_deciding()
    text = magikaboom_text(game, lang)
    name = default_name(1, "computer", t)
    for key in ("win", "stop", "race_note"):
        assert t(f"odds.magikaboom.{key}", name=name) in text
    assert t("magikaboom.odds.win") not in text
    assert not speaks_to_you(text, lang), text


def test_magikaboom_speaks_to_the_person_on_their_own_turn():
    game = MagikaboomGame(players=["Ana", "Computer 2"], computers={1: "expert"}, seed=3)
    game.roll()
    text = magikaboom_text(game)
    assert "Your chance to win the game" in text and "Computer 2" not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_magikaboom_race_values_have_their_own_label_and_the_cauldron(lang):
    t = Translator(lang)
    game = MagikaboomGame(players=["Ana", "Ben"], seed=3)
    game.roll()
    assert game.phase == "keep"
    text = magikaboom_text(game, lang)
    race = text.split(t("magikaboom.odds.race_title"))[1]
    assert t("magikaboom.odds.race_note") in race                  # what a race value is, above its rows
    assert t("magikaboom.odds.keep", n=1, ingredient="")[:10] not in race   # not potion points
    assert re.search(re.escape(t("odds.race.keep", n=1, ingredient="@")).replace("@", ".+?"), race)
    cauldron = {"en": "into the cauldron", "it": "nel calderone", "es": "al caldero", "lv": "katlā"}[lang]
    assert text.count(cauldron) >= 4                                # every keep row, both blocks
    assert "keeping" not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_estimated_by_the_model_opens_a_paragraph_in_the_players_language(lang):
    t = Translator(lang)
    two = magikaboom_text(MagikaboomGame(players=["Ana", "Ben"], seed=3), lang)     # solved: exact
    assert "<details" not in two
    three = magikaboom_text(MagikaboomGame(players=["Ana", "Ben", "Cy"], seed=3), lang)
    mish = mishimash_text(MishimashGame(players=("Ana", "Ben"), target=1000, seed=3), lang)
    for text, game in ((three, "magikaboom"), (mish, "mishimash")):
        assert f'<summary>{t("odds.model.question")}</summary><p>{t(f"odds.model.{game}")}</p>' in text
        assert t(f"{game}.odds.win_model" if game == "magikaboom" else "mishimash.odds.model", chance="")[2:] in text


def test_the_model_paragraph_is_one_paragraph_of_plain_words():
    for lang in LANGUAGES:
        t = Translator(lang)
        for game in ("mishimash", "magikaboom"):
            text = t(f"odds.model.{game}")
            assert 250 < len(text) < 800 and "\n" not in text and "{" not in text
