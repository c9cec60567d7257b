"""The shared components' Python side: accessible names, click filtering, the shell's text safety."""

import html
import json

import panel as pn
import pytest

from cubiri_panel.ui.components import BoardGrid, DiceTray
from cubiri_panel.ui.magikaboom.words import INGREDIENT_KEYS, ingredient_name
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.shell import Shell
from cubiri_panel.ui.storage import MemoryStorage, Store
from cubiri_panel.ui.urlparams import parse_query

XSS = "<img src=x onerror=alert(1)>"


def test_dice_labels_follow_state_and_language():
    tray = DiceTray(values=[3, 5], states=["available", "selected"])
    assert tray.labels == ["die 1 showing 3", "die 2 showing 5, selected"]
    tray.lang = "it"
    assert tray.labels == ["dado 1, mostra 3", "dado 2, mostra 5, selezionato"]


def test_ingredient_dice_are_named_in_the_language():
    tray = DiceTray(values=[1, 6], faces="ingredients", face_keys=INGREDIENT_KEYS, lang="es")
    assert tray.names == ["Fantasma", "Murciélago"]
    assert tray.labels[1] == "dado 2, muestra Murciélago"


def test_every_ingredient_the_engine_names_has_a_name_in_every_language():
    from cubiri_panel.magikaboom import Ingredient

    for lang in LANGUAGES:
        t = Translator(lang)
        names = [ingredient_name(face, t) for face in Ingredient]
        assert names == [t(f"common.ingredients.{face}") for face in Ingredient]
        assert len(set(names)) == 6 and all(t.has(f"common.ingredients.{face}") for face in Ingredient)


def test_tray_reports_only_clicks_on_pressable_dice():
    tray = DiceTray(values=[1, 2, 3], states=["available", "disabled", "prepared"])
    clicks = []
    tray.on_click(clicks.append)
    for msg in [{"click": 0}, {"click": 1}, {"click": 2}, {"click": 7}, {"click": "0"}, "junk"]:
        tray._handle_msg(msg)
    assert clicks == [0, 2]


def test_board_labels_name_value_ruin_empty_prepared_and_legal():
    board = BoardGrid(board="12../.3../..../...X", prepared=[(0, 2, 4)], legal=[(1, 0)])
    assert board.labels[0] == "row 1, column 1: 1"
    assert board.labels[2] == "row 1, column 3: 4, prepared: press to take this die back"
    assert board.labels[3] == "row 1, column 4: empty"
    assert board.labels[4] == "row 2, column 1: empty, you can place here"
    assert board.labels[15] == "row 4, column 4: ruin"
    board.lang = "lv"
    assert board.labels[15] == "4. rinda, 4. kolonna: drupas"
    board.param.update(lang="en", legal_style="ruin")
    assert board.labels[4] == "row 2, column 1: empty, you can choose it to become the ruin"
    board.param.update(legal_style="place", placing=5)   # a 5 chosen: its lit cells say it goes there
    assert board.labels[4] == "row 2, column 1: empty, lit: place the 5 here"
    board.lang = "es"
    assert board.labels[4] == "fila 2, columna 1: vacía, iluminada: coloca aquí el 5"


def test_board_reports_only_legal_or_prepared_cells():
    board = BoardGrid(prepared=[(0, 2, 4)], legal=[(1, 0)])
    clicks = []
    board.on_click(lambda r, c: clicks.append((r, c)))
    for cell in ([1, 0], [0, 2], [3, 3], [4, 0], ["1", 0]):
        board._handle_msg({"click": cell})
    assert clicks == [(1, 0), (0, 2)]


def _html_of(viewable):
    """All text of the HTML panes and Markdown of a rendered layout."""
    root = pn.panel(viewable).get_root()
    from bokeh.models import Markup

    # Panel escapes an HTML pane's markup once more for transport; unescape that layer.
    return " ".join(html.unescape(m.text) for m in root.select({"type": Markup}))


def test_notices_render_outside_text_as_text():
    shell = Shell(game="magdagdon", url=parse_query({"seed": [XSS]}),
                  store=Store(backend=MemoryStorage()))
    shown = _html_of(shell.page(pn.pane.Markdown("main")))
    assert XSS not in shown
    assert html.escape(XSS) in shown


def test_language_follows_the_url_for_the_visit_then_settings_then_browser():
    backend = MemoryStorage()
    shell = Shell(url=parse_query("lang=es"), store=Store(backend=backend))
    assert shell.lang == "es"
    saved = '{"format": 1, "language": "it"}'
    backend.load({"cubiri/v1/settings": saved}, language="lv-LV")
    assert shell.lang == "es" and shell.settings.language == "it"   # the link wins, the choice is kept
    assert backend.items["cubiri/v1/settings"] == saved             # and nothing was rewritten
    shell.settings.language = "lv"                                  # picked in the menu: it wins
    assert shell.lang == "lv"
    shell.settings.language = ""                                    # "Automatic": the link's, then the browser's
    assert shell.lang == "es"
    assert Shell(url=parse_query(""), store=Store(backend=MemoryStorage())).lang == "en"
    plain = MemoryStorage()
    shell = Shell(url=parse_query(""), store=Store(backend=plain))
    plain.load({"cubiri/v1/settings": saved}, language="lv-LV")
    assert shell.lang == "it"                                       # no link: the saved choice
    assert Shell(store=Store(backend=MemoryStorage(browser_language="lv"))).lang in ("en", "lv")


def test_settings_are_loaded_then_saved():
    backend = MemoryStorage()
    shell = Shell(game="magdagdon", url=parse_query(""), store=Store(backend=backend))
    shell.settings.show_odds = True          # before loading: not saved (would clobber)
    assert backend.items == {}
    backend.load({"cubiri/v1/settings": '{"format": 1, "difficulty": "survival"}'})
    assert shell.settings.difficulty == "survival"
    shell.settings.show_odds = False
    assert '"show_odds": false' in backend.items["cubiri/v1/settings"]


def test_a_setting_changed_before_the_saved_ones_arrive_is_kept_and_saved():
    backend = MemoryStorage()
    shell = Shell(game="magdagdon", url=parse_query(""), store=Store(backend=backend))
    shell.settings.show_odds = True          # the odds switch, tapped while the page loads
    assert backend.items == {}               # nothing written before the saved data is read
    backend.load({"cubiri/v1/settings": '{"format": 1, "language": "it", "show_odds": false}'})
    assert shell.settings.show_odds is True and shell.lang == "it"
    saved = json.loads(backend.items["cubiri/v1/settings"])
    assert saved["show_odds"] is True and saved["language"] == "it"


def test_outside_a_server_the_storage_component_is_on_the_page_at_once():
    # Served, it joins once the page is shown; in a notebook or Pyodide there is no such moment.
    shell = Shell(game="magdagdon", url=parse_query(""))
    root = shell.page(pn.pane.Markdown("main"))
    assert shell.store.backend in root.objects


def test_a_tray_that_only_shows_dice_can_leave_out_the_die_hooks():
    # ``hooks`` would be taken by Panel's Viewable; the option is ``numbered``.
    shown = DiceTray(values=[1, 2], faces="ingredients", face_keys=INGREDIENT_KEYS, interactive=False, numbered=False)
    assert shown.numbered is False and DiceTray(values=[1]).numbered is True
    assert "model.numbered === false" in DiceTray._esm.read_text(encoding="utf-8")


@pytest.mark.parametrize("game", ["", "mishimash", "magikaboom"])
def test_a_difficulty_in_the_url_is_ignored_where_there_is_none(game):
    shell = Shell(game=game, url=parse_query("difficulty=foo"), store=Store(backend=MemoryStorage()))
    assert shell.notices.items == []
    hub = Shell(game="", url=parse_query("seed=%3C%3E"), store=Store(backend=MemoryStorage()))
    assert hub.notices.items == []                   # the hub plays no game: a seed means nothing there


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refused_seed_says_the_accepted_forms_with_their_limits(lang):
    shell = Shell(game="mishimash", url=parse_query("seed=" + "9" * 40), store=Store(backend=MemoryStorage()))
    text = shell.notices.items[0].text(Translator(lang))
    assert "9" * 39 in text and "18" in text and "32" in text and "{" not in text


def test_a_replays_dice_cannot_be_pressed_and_are_named_a_replays():
    tray = DiceTray(values=[3, 5], states=["available", "selected"], actions={"available": "choose",
                    "selected": "put_back"}, interactive=True, replay=True)
    pressed = []
    tray.on_click(pressed.append)
    tray._handle_msg({"click": 0})
    tray._handle_msg({"click": 1})
    assert pressed == [] and not tray.pressable
    assert tray.labels == ["die 1 showing 3", "die 2 showing 5, selected"]  # nothing said of pressing
    assert tray.group_label == "Dice of the replay’s position"
    tray.replay = False  # the same tray in play
    tray._handle_msg({"click": 0})
    assert pressed == [0] and tray.labels[0] == "die 1 showing 3: press to choose it" and tray.group_label == "Dice"


def test_a_replays_board_cannot_be_pressed_and_says_no_cell_can_be_chosen():
    board = BoardGrid(prepared=[(0, 1, 5)], legal=[(1, 1)], legal_style="ruin", interactive=True, replay=True,
                      lang="lv")
    pressed = []
    board.on_click(lambda row, col: pressed.append((row, col)))
    board._handle_msg({"click": [0, 1]})
    board._handle_msg({"click": [1, 1]})
    assert pressed == []
    t = Translator("lv")
    assert board.labels[1] == t("common.a11y.cell", row=1, col=2, value=t("common.a11y.prepared", value=5))
    assert board.labels[5] == t("common.a11y.cell", row=2, col=2, value=t("common.a11y.empty"))
    assert board.group_label == t("common.a11y.board_replay") != t("common.a11y.board")
