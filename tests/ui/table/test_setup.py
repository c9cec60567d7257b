"""The one set-up form of the table games: seats built as the count reaches them, names and
levels, the game's own parts, and the table remembered in each game's saved form."""

import json

import pytest

from cubiri_panel.ui.magikaboom.setup import SETUP_KEY as MAGIKABOOM_KEY
from cubiri_panel.ui.magikaboom.setup import TableSetup as MagikaboomSetup
from cubiri_panel.ui.mishimash.setup import SETUP_KEY as MISHIMASH_KEY
from cubiri_panel.ui.mishimash.setup import TableSetup as MishimashSetup
from cubiri_panel.ui.storage import MemoryStorage, Store

FORMS = [MishimashSetup, MagikaboomSetup]


def ready_store(items=None) -> Store:
    backend = MemoryStorage()
    store = Store(backend=backend)
    backend.load(items or {})
    return store


@pytest.mark.parametrize("form", FORMS)
def test_a_first_visit_shows_two_seats_and_builds_no_other(form):
    setup = form()
    assert setup.count.value == 2 and len(setup.rows) == 2
    assert setup.key == f"cubiri/v1/setup/{form.GAME}"
    setup.count.value = 5
    assert len(setup.rows) == 5 and all(row.visible for row in setup.rows)
    setup.count.value = 3
    assert [row.visible for row in setup.rows] == [True, True, True, False, False]
    third = "Player 3" if form.OPEN_SEAT["kind"] == "human" else "Computer 3"  # MISHIMASH adds computers
    assert [seat["name"] for seat in setup.table()["seats"]] == ["Player 1", "Computer 2", third]


@pytest.mark.parametrize("form", FORMS)
def test_labels_and_default_names_follow_the_language(form):
    setup = form()
    setup.lang = "it"
    assert setup.names[0].name == "Nome del giocatore 1" and setup.names[1].placeholder == "Computer 2"
    assert setup.kinds[0].name == "Il giocatore 1 è"
    assert setup.table()["seats"][0]["name"] == "Giocatore 1"


@pytest.mark.parametrize("form", FORMS)
def test_a_damaged_saved_table_leaves_the_card_as_it_is(form):
    for bad in ['{"seats": 3}', "[]", '"x"', json.dumps({"seats": [{"name": 5, "kind": "human"}], "count": 1})]:
        setup = form()
        setup.load_saved(ready_store({setup.key: bad}))
        assert setup.count.value == 2 and setup.table() == form().table()


@pytest.mark.parametrize("form", FORMS)
def test_what_was_typed_before_the_saved_table_arrives_wins(form):
    first = form()
    first.count.value = 3
    store = ready_store()
    first.remember(store)
    setup = form()
    setup.names[0].value_input = "Zoe"
    setup.load_saved(store)
    assert setup.count.value == 2 and setup.table()["seats"][0]["name"] == "Zoe"


def test_mishimash_keeps_the_table_itself_with_its_target():
    setup = MishimashSetup()
    setup.target.value = 420
    store = ready_store()
    setup.remember(store)
    assert json.loads(store.backend.items[MISHIMASH_KEY]) == {
        "seats": [{"name": "Player 1", "kind": "human"}, {"name": "Computer 2", "kind": "threshold"}], "target": 420}
    again = MishimashSetup()
    again.load_saved(store)
    assert again.table()["target"] == 420 and again.target_choice.value is None


def test_magikaboom_keeps_every_seat_so_a_seat_left_out_keeps_its_name():
    setup = MagikaboomSetup()
    setup.count.value = 4
    setup.names[3].value_input = "Dora"
    setup.count.value = 2
    store = ready_store()
    setup.remember(store)
    saved = json.loads(store.backend.items[MAGIKABOOM_KEY])
    assert list(saved) == ["format", "count", "seats"] and saved["count"] == 2 and len(saved["seats"]) == 6
    again = MagikaboomSetup()
    again.load_saved(store)
    again.count.value = 4
    assert again.table()["seats"][3] == {"name": "Dora", "kind": "human"}


def test_magikaboom_says_when_every_seat_is_a_computer():
    setup = MagikaboomSetup()
    assert not setup.watch_note.visible
    setup.kinds[0].value = "expert"
    assert setup.watch_note.visible and "computer" in setup.watch_note.object.lower()
    assert not MishimashSetup().watch_note.visible   # MISHIMASH has no such note
