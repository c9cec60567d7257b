"""A ``?seed=`` link met by a game in progress asks, in every game, and the answer is kept for
that link; with no game in progress it just opens its game (cubiri_panel/ui/links.py)."""

from __future__ import annotations

import json

import pytest

from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.ui.links import link_key
from cubiri_panel.ui.magdagdon.view import MagdagdonView
from cubiri_panel.ui.magikaboom.view import MagikaboomView
from cubiri_panel.ui.mishimash.view import MishimashView
from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.shell import Shell
from cubiri_panel.ui.storage import MemoryStorage, Store, game_key
from cubiri_panel.ui.urlparams import UrlParams

VIEWS = {"mishimash": MishimashView, "magikaboom": MagikaboomView}
TABLES = {"mishimash": MishimashGame(players=["Ana", "Ben"], computers={1: "threshold"}, target=60, seed=7),
          "magikaboom": MagikaboomGame(players=["Ana", "Ben"], computers={1: "expert"}, seed=7)}


def open_page(game: str, items: dict | None = None, lang: str | None = None, **url):
    notices, backend = Notices(), MemoryStorage()
    shell = Shell(game=game, notices=notices, store=Store(backend=backend, notices=notices),
                  url=UrlParams(lang=lang, **url))
    view = (VIEWS.get(game) or MagdagdonView)(shell=shell)
    view.__panel__()
    backend.load(items or {})
    return view, backend


def saved_in_progress(game: str) -> dict:
    """The browser's data holding a begun game of ``game`` (seed 7), its first roll made."""
    played = TABLES[game].__class__.from_dict(TABLES[game].to_dict())
    played.roll()
    view, backend = open_page(game)
    view.game = played
    view.shell.store.save_game(played)
    return dict(backend.items)


@pytest.mark.parametrize("game", list(VIEWS))
def test_a_seed_link_asks_before_leaving_the_game_in_progress_and_starts_it_at_the_same_table(game):
    view, backend = open_page(game, saved_in_progress(game), seed=42)
    assert view.game.seed == 7 and view.link.question.layout.visible          # resumed, and asked
    assert "42" in view.link.question.text.object
    view.link.question.yes.clicks += 1
    assert view.game.seed == 42 and view.game.players == ["Ana", "Ben"] and len(view.game.computers) == 1
    assert not view.link.question.layout.visible
    again, _ = open_page(game, dict(backend.items), seed=42)                    # a reload of the link
    assert again.game.seed == 42 and not again.link.question.layout.visible


@pytest.mark.parametrize("game", list(VIEWS))
def test_keeping_the_game_is_remembered_for_that_link_and_another_link_asks_again(game):
    view, backend = open_page(game, saved_in_progress(game), seed=42)
    view.link.question.no.clicks += 1
    assert view.game.seed == 7 and not view.link.question.layout.visible
    assert json.loads(backend.items[link_key(game)]) == {"link": "seed=42"}
    again, _ = open_page(game, dict(backend.items), seed=42)
    assert again.game.seed == 7 and not again.link.question.layout.visible
    other, _ = open_page(game, dict(backend.items), seed=43)
    assert other.game.seed == 7 and other.link.question.layout.visible


@pytest.mark.parametrize("game", list(VIEWS))
def test_a_link_with_no_game_in_progress_opens_its_game(game):
    view, _ = open_page(game, seed=42)
    assert view.game is None and not view.link.question.layout.visible
    view.setup.start.clicks += 1
    assert view.game.seed == 42
    unrolled, _ = open_page(game, {game_key(game): json.dumps(TABLES[game].to_dict())}, seed=42)
    assert not unrolled.link.question.layout.visible                            # nothing to lose


@pytest.mark.parametrize("lang", ["it", "lv"])
def test_the_question_is_in_the_players_language(lang):
    view, _ = open_page("mishimash", saved_in_progress("mishimash"), lang=lang, seed=42)
    text = view.link.question.text.object
    assert "42" in text and ("seme" in text if lang == "it" else "sēkla" in text)
    assert view.link.question.no.label == {"it": "Continua a giocare", "lv": "Turpināt spēlēt"}[lang]


def test_magdagdon_keeps_its_answer_to_a_link_too():
    view, backend = open_page("magdagdon", seed=1)
    view.game.roll()
    asked, _ = open_page("magdagdon", dict(backend.items), seed=2)
    assert asked.game.seed == 1 and asked.pending == "seed"
    asked.question.no.clicks += 1
    again, _ = open_page("magdagdon", dict(asked.shell.store.backend.items), seed=2)
    assert again.game.seed == 1 and again.pending is None and not again.question.layout.visible


def test_a_language_picked_in_the_menu_takes_lang_out_of_the_address():
    view, backend = open_page("mishimash", lang="it")
    assert view.shell.lang == "it" and backend.dropped == []
    view.shell.settings.language = "es"
    assert view.shell.lang == "es" and backend.dropped == ["lang"]
    plain, plain_backend = open_page("mishimash")
    plain.shell.settings.language = "lv"
    assert plain_backend.dropped == []                  # nothing in the address to take out


# -- one game, one live tab (cubiri_panel/ui/tabs.py) --------------------------------------------

@pytest.mark.parametrize("game", ["magdagdon", *VIEWS])
def test_a_tab_whose_game_is_open_elsewhere_only_shows_it_until_continued_here(game):
    items = saved_in_progress(game) if game in VIEWS else None
    if items is None:
        first, backend = open_page(game, seed=3)
        first.game.roll()
        items = dict(backend.items)
    notices, backend = Notices(), MemoryStorage()
    shell = Shell(game=game, notices=notices, store=Store(backend=backend, notices=notices), url=UrlParams())
    view = (VIEWS.get(game) or MagdagdonView)(shell=shell)
    page = view.__panel__()
    backend.load(items, elsewhere=True)            # the browser found a live tab of this game
    notice = next(o for o in page.objects[0].objects if "cubiri-elsewhere-notice" in o.css_classes)
    assert notice.visible and "another tab" in notice.objects[0].object
    before = view.game.state
    roll = {"magdagdon": lambda: view.controls, "mishimash": lambda: view.play, "magikaboom": lambda: view.table}[game]().roll
    roll.clicks += 1                                  # no input is taken while read-only
    assert view.game.state == before and backend.items == items
    # The other tab played on (its save is what the browser now holds); continue here.
    other = type(view.game).from_dict(json.loads(items[game_key(game)]))
    for _ in range(3):
        other.apply(other.position().legal_actions()[0])
    moved = {**items, game_key(game): json.dumps(other.to_dict())}
    backend.take(moved)
    continued = type(other).from_dict(other.to_dict()).history   # what the other tab saved
    assert not notice.visible and view.game.history[:len(continued)] == continued  # (computers may play on)
    backend.taken()                                   # and the first tab takes it back
    assert notice.visible and view.shell.store.put("cubiri/v1/x", "1") is False
