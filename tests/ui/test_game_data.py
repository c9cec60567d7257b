"""A finished game's end screen offers its code as text to copy and its rolls as a CSV file;
an unfinished game, or one rolling from given dice, offers neither."""

import base64
import csv
import io
import re

from coach import games

from cubiri_panel import from_code
from cubiri_panel.dice import ScriptedDice
from cubiri_panel.log_rows import COLUMNS
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.ui.game_data import GameData
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.magdagdon.end_screen import EndScreen
from cubiri_panel.ui.magikaboom.end_screen import EndCard as MagikaboomEnd
from cubiri_panel.ui.mishimash.end_screen import EndCard as MishimashEnd


def test_a_finished_game_shows_its_code_and_downloads_its_rolls():
    game = games.magikaboom(seed=4)
    data = GameData()
    data.update(game, Translator("it"))
    assert data.layout.visible and from_code(data.code.value).history == game.history
    assert data.copy.label == "Copia il codice" and ">Scarica i lanci (CSV)</a>" in data.download.object
    assert re.search(r'download="cubiri-magikaboom-[^"]+\.csv"', data.download.object)
    raw = base64.b64decode(re.search(r"base64,([^\"]+)", data.download.object).group(1))
    assert raw == data._csv().getvalue()
    assert raw.startswith(b"\xef\xbb\xbfkind,game,seat") and b"\r\n" in raw
    read = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"), newline="")))
    assert list(read[0]) == list(COLUMNS) and len(read) == len(game.log_rows())


def test_a_game_under_way_or_from_given_dice_offers_no_data():
    data = GameData()
    data.update(games.mishimash(seed=4, stop=5), Translator("en"))
    assert not data.layout.visible
    scripted = MishimashGame(["Ana"], target=50, rng=ScriptedDice([1, 1, 1, 1, 1, 1] * 40))
    while not scripted.is_over:
        scripted.apply(scripted.legal_actions()[0])
    data.update(scripted, Translator("en"))
    assert not data.layout.visible


def test_every_end_screen_holds_the_game_data():
    for end in (EndScreen(lambda: None, lambda: None), MishimashEnd(), MagikaboomEnd(lambda: None, lambda: None)):
        assert end.data.layout in end.layout.objects
