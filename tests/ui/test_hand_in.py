"""A finished game handed in to the class the browser is in: "For class 3B", the code marked with
the class (sent or copied) and its QR code, in the reader's language; nothing for a browser in no
class, a saved class that cannot be read, or a game under way. Each game's view places it."""

import json

import pytest

from coach import games
from cubiri_panel.classroom.hand_in import read
from cubiri_panel.ui import hand_in as hand_in_module
from cubiri_panel.ui.hand_in import HandInBox
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.storage import MemoryStorage, Store
from cubiri_panel.ui.storage.keys import CLASS_KEY


def store_with(value: str | None) -> Store:
    backend = MemoryStorage()
    store = Store(backend=backend)
    backend.load({CLASS_KEY: value} if value is not None else {})
    return store


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_finished_game_is_handed_in_to_the_class_in_every_language(lang):
    game, t = games.magikaboom(seed=4), Translator(lang)
    box = HandInBox(store_with(json.dumps({"format": 1, "code": " Rossi 3B"})))
    box.update(game, t)
    assert box.layout.visible
    assert read(box.code.value) == ("Rossi 3B", game.to_code())
    assert t("classroom.end.for_class", code="Rossi 3B") in box.title.object
    assert box.copier.button.label == t("classroom.end.send")
    assert f'aria-label="{t("classroom.end.qr", code="Rossi 3B")}"' in box.qr.object and "</svg>" in box.qr.object


@pytest.mark.parametrize("saved", [None, "not json", json.dumps({"format": 2, "code": "3B"}),
                                   json.dumps({"format": 1, "code": ""}), json.dumps({"format": 1, "code": "x" * 25}),
                                   json.dumps(["3B"])])
def test_no_class_or_an_unreadable_one_hands_nothing_in_and_keeps_the_value(saved):
    store = store_with(saved)
    box = HandInBox(store)
    box.update(games.magdagdon(seed=4), Translator("en"))
    assert not box.layout.visible
    assert store.backend.items.get(CLASS_KEY) == saved  # nothing set aside or lost


def test_a_game_under_way_is_not_handed_in():
    box = HandInBox(store_with(json.dumps({"format": 1, "code": "3B"})))
    box.update(games.mishimash(seed=4, stop=5), Translator("en"))
    assert not box.layout.visible


def test_the_qr_code_waits_for_its_writer_and_is_drawn_when_it_arrives(monkeypatch):
    waiting = []
    monkeypatch.setattr(hand_in_module.qr, "when_available", lambda callback: waiting.append(callback) or False)
    box = HandInBox(store_with(json.dumps({"format": 1, "code": "3B"})))
    box.update(games.magdagdon(seed=4), Translator("it"))
    assert "Disegno il codice QR" in box.qr.object and "<svg" not in box.qr.object
    monkeypatch.setattr(hand_in_module.qr, "when_available", lambda callback: True)
    waiting[0]()
    assert "<svg" in box.qr.object


def test_the_end_bar_places_the_hand_in_above_the_review_and_the_views_give_it_their_store():
    from cubiri_panel.ui import MagikaboomView, MishimashView
    from cubiri_panel.ui.coach.bar import EndBar
    bar = EndBar(lambda: None, store=store_with(None))
    assert bar.layout.objects[0] is bar.hand_in.layout
    assert EndBar(lambda: None).hand_in is None
    for view in (MishimashView(), MagikaboomView()):
        assert view.end_coach.hand_in.store is view.shell.store


def test_a_game_the_expert_played_while_watched_is_not_handed_in():
    from cubiri_panel.ui.coach.bar import EndBar
    bar = EndBar(lambda: None, store=store_with(json.dumps({"format": 1, "code": "3B"})))
    game = games.magdagdon(seed=4)
    bar.update(game, Translator("en"), own=False)
    assert not bar.hand_in.layout.visible
    bar.update(game, Translator("en"))
    assert bar.hand_in.layout.visible
