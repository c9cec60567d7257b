"""Names as typed in the set-up forms: control and bidi characters removed, the limit shown."""

import json

from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.ui.names import clean_name, count_text
from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.shell import Shell
from cubiri_panel.ui.storage import PREFIX, MemoryStorage, Store
from cubiri_panel.ui.urlparams import UrlParams


def test_control_and_bidi_characters_are_removed_and_the_rest_kept():
    assert clean_name("\u202eexe.txt", 32) == "exe.txt"
    assert clean_name(" Ana\tMaria\n", 32) == "AnaMaria"
    assert clean_name("\u2066Zoe\u2069\u200f\x00\x7f\u2028", 32) == "Zoe"
    assert clean_name("Jānis 👩\u200d👩\u200d👧", 32) == "Jānis 👩\u200d👩\u200d👧"  # the joiner makes the emoji
    assert clean_name("x" * 40, 32) == "x" * 32
    assert clean_name("\u202e" * 40 + "Ana", 32) == "Ana"                      # removed before the cut


def test_the_count_is_of_the_letters_kept():
    assert count_text("Ana\u202e", 32) == "3/32" and count_text(None, 32) == "0/32"


def _shell(game):
    notices, backend = Notices(), MemoryStorage()
    return Shell(game=game, notices=notices, store=Store(backend=backend, notices=notices), url=UrlParams(seed=1)), backend


def test_mishimash_form_shows_the_limit_as_the_name_is_typed_and_cleans_it():
    from cubiri_panel.ui.mishimash import MishimashView

    shell, backend = _shell("mishimash")
    view = MishimashView(shell=shell)
    view.__panel__()
    backend.load({})
    field = view.setup.names[0]
    count = view.setup.rows[0].objects[0].objects[1]
    assert field.max_length == MishimashGame.NAME_LENGTH and "0/32" in count.object
    field.value_input = "\u202eexe.txt"
    assert "7/32" in count.object and field.name == "Name of player 1"
    view.setup.start.clicks += 1
    assert view.game.players[0] == "exe.txt"


def test_magikaboom_form_shows_the_limit_as_the_name_is_typed_and_cleans_it():
    from cubiri_panel.ui.magikaboom import MagikaboomView

    shell, backend = _shell("magikaboom")
    view = MagikaboomView(shell=shell)
    view.__panel__()
    backend.load({PREFIX + "setup/magikaboom": json.dumps(
        {"format": 1, "count": 2, "seats": [{"name": "\u2067Bo\u2069", "kind": "human"}] + [{"name": "", "kind": "human"}] * 5})})
    field = view.setup.names[0]
    assert field.value == "Bo" and field.max_length == MagikaboomGame.NAME_LENGTH
    count = view.setup.rows[0].objects[1].objects[1]
    assert "2/32" in count.object
    field.value_input = "Ana\x1b[31m"
    assert "7/32" in count.object
    view.setup.start.clicks += 1
    assert view.game.players[0] == "Ana[31m"
