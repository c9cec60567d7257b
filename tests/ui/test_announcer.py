"""The page's one polite live region says what each action did, once, in the player's language."""

from __future__ import annotations

import pytest
import test_magdagdon_view as magdagdon_views
import test_magikaboom_view as magikaboom_views
import test_mishimash_view as mishimash_views

from cubiri_panel.magdagdon import Phase, RandomPlayer
from cubiri_panel.magikaboom import SimpleBot
from cubiri_panel.mishimash import ThresholdBot
from cubiri_panel.ui.announcer import Announcer, announcer
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.magdagdon.display import Selection, hint
from cubiri_panel.ui.magdagdon.words import done_text
from cubiri_panel.ui.magikaboom.words import event_line
from cubiri_panel.ui.mishimash.words import entry, wording
from cubiri_panel.ui.players import shown_names
from cubiri_panel.ui.table import pacing


def test_the_same_words_said_twice_are_said_twice_and_nothing_is_not_said():
    region = Announcer()
    region.say("Ana busts.")
    region.say("Ana  busts.\n")
    assert region.text == "Ana busts." and region.serial == 2
    region.say("  ")
    assert region.serial == 2


def test_the_page_holds_the_region_from_the_start():
    view, _ = magikaboom_views.make_view()
    root = view.__panel__()
    assert announcer(view.shell) in root.objects[0].objects


@pytest.mark.parametrize("lang", LANGUAGES)
def test_magikaboom_says_every_event_of_a_whole_game_once(monkeypatch, lang):
    monkeypatch.setattr(pacing, "call_later", lambda seconds, callback: None)
    view, _ = magikaboom_views.make_view()
    view.shell.lang = lang
    t = Translator(lang)
    view.new_game(["Ana", "Ben"], {})
    game, region, bot = view.game, announcer(view.shell), SimpleBot()
    kinds = set()
    while not game.is_over:
        serial, seen = region.serial, len(game.log)
        game.apply(bot.choose(game))
        new = game.log[seen:]
        names = shown_names(game.players, t)
        assert region.serial == serial + 1 and region.lang == lang
        assert region.text == " ".join(" ".join(event_line(e, names, t).split()) for e in new)
        kinds |= {e.kind for e in new}
    assert {"roll", "keep", "effect", "explosion", "potion", "end"} <= kinds   # seed 5 has them all


@pytest.mark.parametrize("lang", LANGUAGES)
def test_mishimash_says_rolls_points_busts_the_final_round_and_the_end(monkeypatch, lang):
    monkeypatch.setattr(pacing, "call_later", lambda seconds, callback: None)
    view, _ = mishimash_views.make_view()
    view.shell.lang = lang
    t = Translator(lang)
    game = mishimash_views.start(view, {"seats": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
                                        "target": 300})
    region, bot = announcer(view.shell), ThresholdBot()
    kinds = set()
    while not game.is_over:
        serial, seen = region.serial, len(game.log)
        game.apply(bot.choose(game))
        new = game.log[seen:]
        assert region.serial == serial + 1 and region.lang == lang
        assert region.text == " ".join(" ".join(wording(entry(e, list(game.players)), t).split()) for e in new)
        kinds |= {e.kind for e in new}
    assert {"roll", "take", "mishimash", "bust", "bank", "final-round", "end"} <= kinds   # seed 7 has them all


@pytest.mark.parametrize("lang", LANGUAGES)
def test_mishimash_says_sudden_death(monkeypatch, lang):
    """Seed 28, target 1, each banking its first take: Cy ties Ana in the final round."""
    monkeypatch.setattr(pacing, "call_later", lambda seconds, callback: None)
    view, _ = mishimash_views.make_view(seed=28)
    view.shell.lang = lang
    t = Translator(lang)
    game = mishimash_views.start(view, {"seats": [{"name": "Ana", "kind": "human"}, {"name": "Cy", "kind": "human"}],
                                        "target": 1})
    region, kinds = announcer(view.shell), set()
    while not game.is_over:
        seen = len(game.log)
        if game.phase == "must-take":
            game.take(game.takes()[0].indices)
        elif game.phase == "bank-or-roll":
            game.bank()
        else:
            game.roll()
        new = game.log[seen:]
        assert region.text == " ".join(" ".join(wording(entry(e, list(game.players)), t).split()) for e in new)
        kinds |= {e.kind for e in new}
    assert {"final-round", "sudden-death", "end"} <= kinds


@pytest.mark.parametrize("lang", LANGUAGES)
def test_magdagdon_says_each_action_then_what_to_do(lang):
    view, _ = magdagdon_views.make_view()
    view.shell.lang = lang
    t = Translator(lang)
    region, player = announcer(view.shell), RandomPlayer(0)
    game = view.game = type(view.game)(seed=7)   # this player meets a MAGDAGDON in it
    said_magdagdon, kinds = False, set()
    while not game.is_over:
        serial = region.serial
        game.apply(player.choose(game))
        kinds.add(game.history[-1].kind)
        key, args = hint(game, Selection())
        assert region.serial == serial + 1
        assert region.text == " ".join(f"{done_text(game, t)} {t(key, **args)}".split())
        said_magdagdon |= game.phase is Phase.MAGDAGDON and "MAGDAGDON" in region.text
    assert str(game.score) in region.text and said_magdagdon
    assert {"roll", "place", "confirm", "accept_magdagdon"} <= kinds   # the ruin chosen is said too
