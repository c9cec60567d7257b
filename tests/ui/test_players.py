"""One vocabulary for who sits at a table (ui/players.py), the same in every game and the hub."""

import re

import pytest

from cubiri_panel import magikaboom, mishimash
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.ui.i18n import LANGUAGES, LOCALES, Translator, catalog
from cubiri_panel.ui.mishimash.words import wording
from cubiri_panel.ui.mishimash.scoreboard import scoreboard_html
from cubiri_panel.ui.players import (HUMAN, LADDER, levels, default_name, is_default_name, kind_label,
                                     kind_options, kind_short, shown_name, shown_names)
from cubiri_panel.ui.rules import glossary, rules_markdown

BOTS = {"mishimash": mishimash.BOTS, "magikaboom": magikaboom.BOTS}


@pytest.mark.parametrize("game", sorted(BOTS))
def test_every_computer_player_is_on_the_ladder(game):
    assert set(BOTS[game]) <= set(levels(game)), "a computer level with no word for players"
    assert set(levels(game).values()) <= set(LADDER)
    # weakest first in the engine, weakest first on the ladder
    ranks = [LADDER.index(levels(game)[bot]) for bot in BOTS[game]]
    assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_both_set_ups_offer_the_same_words(lang):
    t = Translator(lang)
    offered = {game: kind_options(game, BOTS[game], t) for game in BOTS}
    for options in offered.values():
        labels = list(options)
        assert labels[0] == t("common.players.person") and options[labels[0]] == HUMAN
        assert len(set(labels)) == len(labels)
        assert all("{" not in label and "common." not in label for label in labels)
    # a level both games have is called the same in both
    words = {game: {levels(game)[kind]: label for label, kind in options.items() if kind != HUMAN}
             for game, options in offered.items()}
    shared = set(words["mishimash"]) & set(words["magikaboom"])
    assert {"expert"} <= shared
    for word in shared:
        assert words["mishimash"][word] == words["magikaboom"][word]
    assert kind_label("mishimash", "optimal", t) == kind_label("magikaboom", "expert", t)
    assert kind_short("mishimash", None, t) == kind_short("magikaboom", HUMAN, t) == t("common.players.person_short")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_game_keeps_words_of_its_own_for_the_seats(lang):
    texts = catalog(lang)
    own = [k for k in texts if re.match(r"(mishimash|magikaboom)\.(levels|level_short)\.", k)
           or not k.startswith("common.") and re.search(r"\.(kind_human|default_name|default_human|default_computer)$", k)
           or k in ("magikaboom.setup.human", "magikaboom.score.human", "mishimash.score.human")]
    assert own == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_power_keeps_its_card_name_everywhere(lang):
    """The cards keep "Majda Power" untranslated: the hub, the game and the rules say it so."""
    word = glossary()[lang]["majda_power"]
    assert word == "Majda Power"
    texts = catalog(lang)
    mentions = {k: v for k, v in texts.items() if "Majda" in v or "majda" in v.lower()}
    assert "common.hub.pitch.magdagdon" in mentions
    for key, text in mentions.items():
        assert not re.search(r"Majd(?!a Power)", text), (key, text)
    rules = rules_markdown("magdagdon", lang)
    assert not re.search(r"Majda(?! Power)", rules.replace("MAJDA POWER", "Majda Power"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_default_names_follow_the_language(lang):
    t = Translator(lang)
    for other in LANGUAGES:
        u = Translator(other)
        assert shown_name(default_name(1, HUMAN, u), t) == default_name(1, HUMAN, t)
        assert shown_name(default_name(5, "optimal", u), t) == default_name(5, "optimal", t)
    assert shown_name("Ana", t) == "Ana" and shown_name("Player 7", t) == "Player 7"   # no seat 7
    assert is_default_name("Giocatore 3") and not is_default_name("Giocatore")


def test_a_running_game_shows_its_default_names_in_the_new_language():
    game = MishimashGame(players=["Player 1", "Computer 2", "Ana"], computers={1: "optimal"}, seed=1)
    board = scoreboard_html(game, Translator("lv"))
    assert "Spēlētājs 1" in board and "Dators 2" in board and "Ana" in board and "Player 1" not in board
    assert "dators, eksperts" in board
    entry = ("bank", {"name": "Player 1", "points": 50.0, "score": 50.0})
    assert wording(entry, Translator("it")).startswith("Giocatore 1 ")
    assert shown_names(["Jugador 2", "Zoe"], Translator("en")) == ["Player 2", "Zoe"]


def test_the_locale_files_have_the_same_keys():
    english = set(catalog("en"))
    for lang in LANGUAGES:
        assert set(catalog(lang)) == english, lang
        assert sorted(p.name for p in (LOCALES / lang).glob("*.json")) == sorted(p.name for p in (LOCALES / "en").glob("*.json"))


# The same thing in the two table games, keyed (MISHIMASH key, MAGIKABOOM key).
SAME = [("setup.title", "setup.title"), ("setup.seats", "setup.seats"), ("setup.name", "setup.name"),
        ("setup.kind", "setup.kind"), ("buttons.start", "setup.start"), ("buttons.resume", "setup.resume"),
        ("buttons.skip", "play.skip"), ("buttons.new_game", "play.new_table"), ("buttons.play_again", "end.again"),
        ("log.title", "log.title"), ("score.playing", "score.playing"), ("score.winner", "score.winner")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_two_table_games_say_the_same_things_alike(lang):
    t = Translator(lang)
    for mine, theirs in SAME:
        assert t(f"mishimash.{mine}", n=2) == t(f"magikaboom.{theirs}", n=2), (mine, theirs)
