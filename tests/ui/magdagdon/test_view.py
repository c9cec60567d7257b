"""The MAGDAGDON view without a browser: what it shows for a position, how clicks drive the
engine, autosave and resume, high scores, corrupt saves, the daily game, odds, catalogs."""

from __future__ import annotations

import ast
import datetime as dt
import json
from pathlib import Path

import pytest

from cubiri_panel.dice import ScriptedDice
from cubiri_panel.magdagdon import Board, HighScores, MagdagdonGame, Phase, RandomPlayer, magdagdon_probability
from cubiri_panel.ui import i18n
from cubiri_panel.ui.magdagdon import MagdagdonView
from cubiri_panel.ui.magdagdon import display
from cubiri_panel.ui.magdagdon.daily import daily_date, daily_requested, new_daily_game, share_text
from cubiri_panel.ui.magdagdon.setup import DifficultyChoice
from cubiri_panel.ui.magdagdon.display import Selection
from cubiri_panel.ui.magdagdon.odds import odds_html
from cubiri_panel.ui.odds import chance as chance_text
from cubiri_panel.ui.shell import Shell
from cubiri_panel.ui.storage import MemoryStorage, Store
from cubiri_panel.ui.urlparams import UrlParams, parse_query
from ui.magdagdon.views import make_loading_view, make_view, scripted, seeded

ENGINE = Path(__file__).resolve().parents[3] / "cubiri_panel" / "magdagdon"
GLOSSARY = Path(__file__).resolve().parents[3] / "cubiri_panel" / "ui" / "rules" / "glossary.json"
GAME_KEY = "cubiri/v1/game/magdagdon"
SCORES_KEY = "cubiri/v1/highscores/magdagdon"
# Turn 1 places two 1s; turn 2 rolls 4 4 5 6, which cannot touch a 1: MAGDAGDON.
TO_MAGDAGDON = [1, 1, 6, 6, 4, 4, 5, 6]


# -- catalogs ------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_buttons_use_the_glossary_words(lang):
    words = json.loads(GLOSSARY.read_text(encoding="utf-8"))[lang]
    t = i18n.Translator(lang)
    for button, word in [("roll", "roll"), ("confirm", "confirm"), ("reroll", "reroll"),
                         ("minus", "minus_one"), ("plus", "plus_one")]:
        assert t(f"magdagdon.buttons.{button}") == words[word]


def test_every_rule_code_the_engine_raises_has_a_message():
    codes = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalAction"
                    and len(node.args) > 1 and isinstance(node.args[1], ast.Constant)):
                codes.add(node.args[1].value)
    assert len(codes) > 10, "the scan found too little"
    english = i18n.keys("en")
    assert sorted(c for c in codes if f"magdagdon.errors.{c}" not in english) == []


# -- what the screen shows -----------------------------------------------------------------
def test_before_a_roll_the_dice_are_blank_and_the_hint_says_roll():
    game = MagdagdonGame(seed=1)
    assert display.die_states(game, Selection()) == ([0] * 4, ["disabled"] * 4)
    assert display.hint(game, Selection()) == ("magdagdon.hint.roll", {"turn": 1})


def test_a_chosen_die_lights_its_legal_cells_and_a_prepared_one_is_marked():
    game = MagdagdonGame(rng=ScriptedDice([3, 4, 1, 6]))
    game.roll()
    game.place(0, 1, 1)
    params = display.board_params(game, Selection((1,)))
    assert sorted(params["legal"]) == sorted(game.legal_cells_for(1)) == [(0, 1), (1, 0), (1, 2), (2, 1)]
    assert params["prepared"] == [(1, 1, 3)] and params["legal_style"] == "place"
    assert display.die_states(game, Selection((1,)))[1] == ["prepared", "selected", "available", "available"]
    assert display.hint(game, Selection((1,)))[0] == "magdagdon.hint.selected"
    assert display.hint(game, Selection((2,)))[0] == "magdagdon.hint.nowhere"   # a 1 cannot touch the 3


def test_edges_show_each_line_sum_and_its_bonus():
    game = MagdagdonGame()
    game.state = game.state._replace(board=Board.parse("1234/2345/..../....").cells)
    rows, cols = display.line_edges(game)
    assert rows == ["10\n+60", "14\n+60", "", ""]
    assert cols == ["3", "5", "7", "9"]


def test_blocked_and_magdagdon_are_explained():
    game = MagdagdonGame(rng=ScriptedDice([1, 6, 6, 6]))
    game.roll()
    game.place(0, 0, 0)          # the 1 leaves the three 6s nowhere to go
    assert game.blocked and display.hint(game, Selection()) == ("magdagdon.hint.blocked", {"required": 2})
    game = MagdagdonGame(rng=ScriptedDice(TO_MAGDAGDON))
    game.roll(), game.place(0, 0, 0), game.place(1, 0, 1), game.confirm(), game.roll()
    assert game.in_magdagdon
    assert display.hint(game, Selection()) == ("magdagdon.hint.magdagdon", {"required": 2, "penalty": 10})
    params = display.board_params(game, Selection(ruin=(2, 2)))
    assert params["legal_style"] == "ruin" and len(params["legal"]) == 14
    assert params["board"] == "11../..../..X./...."


# -- the view driven by clicks ---------------------------------------------------------------
def test_clicks_prepare_take_back_and_confirm_and_every_action_is_saved():
    view, backend = make_view(seed=5)
    game = seeded(view, [3, 4, 1, 6])
    view.controls.roll.clicks += 1
    view._die_clicked(0)
    assert view.board.legal == sorted(game.legal_cells_for(0)) and view.tray.states[0] == "selected"
    view._cell_clicked(1, 1)
    assert game.prepared == {0: (1, 1)} and view.board.legal == []
    view._die_clicked(0)                    # a prepared die goes back to the pool
    assert game.prepared == {}
    view._die_clicked(0), view._cell_clicked(1, 1), view._die_clicked(1), view._cell_clicked(1, 2)
    assert view.controls.confirm.disabled is False
    view.controls.confirm.clicks += 1
    assert game.board.to_text() == "..../.34./..../...." and game.phase is Phase.ROLL
    assert json.loads(backend.items[GAME_KEY]) == game.to_dict()
    assert 'class="cubiri-score">14<' in view.status.object


def test_refused_move_shows_a_translated_notice_and_changes_nothing():
    view, _ = make_view(lang="it")
    game = scripted(view, [3, 4, 5, 6])
    game.roll()
    view._die_clicked(0), view._cell_clicked(1, 1), view._die_clicked(1), view._cell_clicked(1, 2)
    view._die_clicked(2), view._cell_clicked(1, 3)
    before = game.state
    view._die_clicked(1)                     # the 5 reaches the field only through the 4
    assert game.state == before
    texts = [n.text(view.shell.t) for n in view.shell.notices.items]
    assert any("un altro dado preparato raggiunge il campo solo attraverso questo" in t for t in texts)


def test_the_second_press_of_a_double_tap_on_roll_is_let_go_without_a_word():
    view, _ = make_view()
    game = scripted(view, [3, 4, 5, 6])
    view.controls.roll.clicks += 1
    view.controls.roll.clicks += 1                  # the second tap, reaching the game after the roll
    assert game.dice == (3, 4, 5, 6) and game.phase is Phase.PLACE
    assert not any(n.key == "common.notices.illegal" for n in view.shell.notices.items)
    view._die_clicked(0), view._cell_clicked(1, 1)
    view.controls.roll.clicks += 1                  # a press after another move is no repeat: told
    assert any(n.key == "common.notices.illegal" for n in view.shell.notices.items)


def test_powers_adjust_one_die_and_reroll_several_with_the_next_penalty_shown():
    view, _ = make_view()
    game = scripted(view, [3, 4, 1, 6, 2, 5])
    game.roll()
    assert "costs 10 points" in view.controls.power_info.object
    view._die_clicked(2)
    view.controls.plus.clicks += 1
    assert game.dice == (3, 4, 2, 6) and view.selection.dice == (2,)
    assert "costs 20 points" in view.controls.power_info.object
    view.controls.reroll.clicks += 1         # choose dice to reroll
    assert view.selection.rerolling and view.board.legal == []
    view._die_clicked(3)
    view.controls.reroll.clicks += 1
    assert game.dice == (3, 4, 2, 5) and game.powers_used == 2 and not view.selection.rerolling
    assert game.score == -30


def test_magdagdon_is_accepted_on_the_chosen_cell_only():
    view, _ = make_view()
    game = scripted(view, TO_MAGDAGDON)
    game.roll(), game.place(0, 0, 0), game.place(1, 0, 1), game.confirm(), game.roll()
    assert view.controls.accept.visible and view.controls.accept.disabled
    view._cell_clicked(3, 3)
    assert not view.controls.accept.disabled
    view.controls.accept.clicks += 1
    assert game.board.to_text() == "11../..../..../...X" and game.turn == 2


def test_reload_resumes_the_game_exactly_and_a_finished_game_is_scored_once():
    view, backend = make_view(seed=11)
    game, player = view.game, RandomPlayer(4)
    while game.turn < 3 or game.phase is not Phase.PLACE or not game.prepared:
        game.apply(player.choose(game))
    again, _ = make_view(dict(backend.items), seed=11)
    assert again.game.to_dict() == game.to_dict() and again.tray.states == view.tray.states
    assert any(n.key == "common.notices.game_restored" for n in again.shell.notices.items)
    player.play(again.game)
    tables = HighScores.from_json(json.loads(again.shell.store.get(SCORES_KEY)))[0]
    assert [e["score"] for e in tables["peaceful"]] == [again.game.score] and again.place == 0
    assert again.end.layout.visible and not again.play.visible
    third, _ = make_view(dict(again.shell.store.backend.items), seed=11)   # the end screen, not a second entry
    assert third.game.is_over and len(third.highscores["peaceful"]) == 1
    assert "A new high score" in again.end.table.object and "A new high score" not in third.end.table.object
    assert "★" not in third.end.table.object      # no entry claims to be this visit's game


def test_a_link_to_another_game_asks_before_dropping_the_saved_one():
    view, backend = make_view(seed=1)
    view.game.roll()
    other, _ = make_view(dict(backend.items), seed=2)
    assert other.game.seed == 1 and other.pending == "seed" and other.question.layout.visible
    other.question.yes.clicks += 1
    assert other.game.seed == 2 and other.game.turn == 0 and other.pending is None


def test_corrupt_saves_are_set_aside_and_valid_high_scores_kept():
    good = HighScores().add("peaceful", {"score": 200, "difficulty": "peaceful", "date": "2026-11-01",
                                         "turns": 9, "powers_used": 1})[0]
    view, backend = make_view({GAME_KEY: '{"game": "magdagdon", "broken', SCORES_KEY: json.dumps(good.to_json())})
    assert view.game is not None and view.game.turn == 0
    assert view.highscores == good
    assert {k: v for k, v in backend.items.items() if k.startswith("cubiri/v1/quarantine/")} \
        == {"cubiri/v1/quarantine/game/magdagdon": '{"game": "magdagdon", "broken'}
    assert any(n.key == "common.notices.set_aside_game" for n in view.shell.notices.items)


def test_saved_settings_with_another_difficulty_resume_the_saved_game():
    view, backend = make_view()
    view.difficulty.choose("survival")
    view.game.roll()
    saved = dict(backend.items)
    assert json.loads(saved["cubiri/v1/settings"])["difficulty"] == "survival"
    again, _ = make_view(saved)
    assert again.game.to_dict() == view.game.to_dict()


def test_a_difficulty_change_starts_a_new_game_in_it():
    view, _ = make_view()
    view.game.roll()
    view.difficulty.choose("nightmare")
    assert view.game.difficulty.value == "nightmare" and view.game.turn == 0
    view.game.roll()
    assert not view.controls.powers.visible


# -- before the browser's saved data arrives ------------------------------------------------------
def test_the_board_is_playable_at_once_and_a_roll_pressed_before_the_saved_data_waits_for_it():
    view, backend = make_loading_view(seed=3)
    assert view.game.phase is Phase.ROLL and not view.controls.roll.disabled
    view.controls.roll.clicks += 1
    assert view.game.history == () and backend.items == {}       # held: nothing played, nothing saved
    backend.load({})
    twin = MagdagdonGame(seed=3)
    twin.roll()
    assert view.game.phase is Phase.PLACE and view.game.to_dict() == twin.to_dict()
    assert json.loads(backend.items[GAME_KEY]) == twin.to_dict()


def test_a_saved_game_takes_the_place_of_the_one_shown_and_an_early_click_is_not_played_on_it():
    first, backend = make_view(seed=11)
    game, player = first.game, RandomPlayer(4)
    while game.turn < 1 or game.phase is not Phase.ROLL:
        game.apply(player.choose(game))
    saved = dict(backend.items)
    view, backend = make_loading_view()
    view.controls.roll.clicks += 1               # meant for the new game shown while loading
    backend.load(saved)
    assert view.game.to_dict() == game.to_dict() and view.game.phase is Phase.ROLL
    assert backend.items[GAME_KEY] == saved[GAME_KEY]
    assert not any(n.key == "common.notices.illegal" for n in view.shell.notices.items)


def test_saved_settings_with_another_difficulty_restart_the_game_shown_while_loading():
    view, backend = make_loading_view(seed=5)
    assert view.game.difficulty.value == "peaceful"
    backend.load({"cubiri/v1/settings": json.dumps({"format": 1, "difficulty": "nightmare"})})
    assert view.game.difficulty.value == "nightmare" and view.game.seed == 5 and view.game.turn == 0
    assert MagdagdonGame.from_dict(json.loads(backend.items[GAME_KEY])).difficulty.value == "nightmare"


# -- daily game, share text, odds -------------------------------------------------------------
def test_the_daily_game_is_the_same_for_everyone_and_its_result_is_plain_text():
    day = dt.date(2026, 11, 29)
    first, second = new_daily_game("survival", day), new_daily_game("survival", day)
    RandomPlayer(1).play(first)
    second.roll()          # another browser, the same day: the same first roll
    assert second.dice == MagdagdonGame.replay(first.history[:1], seed=first.seed).dice
    assert new_daily_game("survival", day + dt.timedelta(days=1)).seed != first.seed
    assert daily_date(first) == day and daily_date(MagdagdonGame(seed=5)) is None
    text = share_text(first, i18n.Translator("en"))
    lines = text.splitlines()
    assert lines[0] == "Cubiri MAGDAGDON daily game 29/11/2026 · SURVIVAL"
    assert lines[1] == f"Score: {first.score}" and len(lines) == 7 and "<" not in text
    assert all(len(line) >= 4 for line in lines[2:6])
    assert daily_requested("?daily=1") and not daily_requested("?daily=0") and not daily_requested("")


def test_odds_are_the_engine_exact_chance_as_people_read_it_and_as_a_count_of_rolls():
    game = MagdagdonGame(rng=ScriptedDice([1, 1, 6, 6]))
    game.roll(), game.place(0, 0, 0), game.place(1, 0, 1)
    chance = magdagdon_probability(game.board_with_prepared, "peaceful")
    t = i18n.Translator("it")
    text = odds_html(game, t)
    assert chance_text(chance, t) in text and "/" not in chance_text(chance, t)
    rolls = chance * 1296
    assert rolls.denominator == 1 and f"{rolls.numerator} dei 1296 lanci" in text


def restored_notices(view):
    return [n for n in view.shell.notices.items if n.key == "common.notices.game_restored"]


def test_restored_is_said_only_for_an_unfinished_game_with_an_action():
    view, backend = make_view(seed=11)
    unrolled = dict(backend.items)                      # a new game, saved before any roll
    assert restored_notices(make_view(unrolled, seed=11)[0]) == []
    view.game.roll()
    resumed, _ = make_view(dict(backend.items), seed=11)
    assert resumed.game.history and [n.args for n in restored_notices(resumed)] == [(("game", "MAGDAGDON"),)]
    RandomPlayer(4).play(view.game)
    finished, _ = make_view(dict(backend.items), seed=11)
    assert finished.game.is_over and restored_notices(finished) == []


def test_the_restored_notice_goes_when_the_resumed_game_ends():
    view, backend = make_view(seed=11)
    view.game.roll()
    resumed, _ = make_view(dict(backend.items), seed=11)
    player = RandomPlayer(4)
    while not resumed.game.is_over:
        assert len(restored_notices(resumed)) == 1    # news while the game goes on
        resumed.game.apply(player.choose(resumed.game))
    assert restored_notices(resumed) == []             # the end screen says what matters


def test_the_restored_notice_goes_when_another_game_starts():
    view, backend = make_view(seed=11)
    view.game.roll()
    resumed, _ = make_view(dict(backend.items), seed=11)
    assert len(restored_notices(resumed)) == 1
    resumed.game = MagdagdonGame("peaceful", seed=12)   # a new game: the resumed one is gone
    assert restored_notices(resumed) == []


def test_a_link_with_another_seed_starts_its_game_without_a_restored_notice():
    view, backend = make_view(seed=11)                   # saved unrolled: nothing to lose
    linked, _ = make_view(dict(backend.items), seed=12)
    assert linked.game.seed == 12 and linked.pending is None and restored_notices(linked) == []
    view.game.roll()                                     # rolled: the saved game stays, and the question
    asked, _ = make_view(dict(backend.items), seed=12)
    assert asked.game.seed == 11 and asked.pending == "seed" and len(restored_notices(asked)) == 1


def test_the_high_scores_of_every_difficulty_open_from_the_game_screen():
    good = HighScores().add("survival", {"score": 200, "difficulty": "survival", "date": "2026-11-01",
                                         "turns": 9, "powers_used": 1})[0]
    view, _ = make_view({SCORES_KEY: json.dumps(good.to_json())})
    assert view.all_scores.layout is None                     # built when first asked for
    view.all_scores.button.clicks += 1
    assert view.scores_open and view.all_scores.layout.visible
    text = view.all_scores.pane.object
    # the difficulty being played first, then the others; the SURVIVAL entry with its date
    assert text.index("PEACEFUL") < text.index("SURVIVAL") < text.index("NIGHTMARE")
    assert "200" in text and "01/11/2026" in text and "No high scores in this table yet." in text
    assert view.all_scores.button.label == "Hide the high scores"
    view.shell.settings.language = "it"
    assert view.all_scores.pane.object.startswith("<h2>Record</h2>") and view.all_scores.close.label == "Torna alla partita"
    view.all_scores.close.clicks += 1
    assert not view.scores_open and not view.all_scores.layout.visible and view.all_scores.button.label == "Record"


def test_the_high_scores_are_not_offered_in_an_embed():
    view, _ = make_view(embed=True)
    assert view.all_scores is None


def test_url_difficulty_wins_for_the_visit_until_the_player_chooses():
    backend = MemoryStorage()
    shell = Shell(game="magdagdon", url=parse_query("difficulty=nightmare"), store=Store(backend=backend))
    difficulty = DifficultyChoice(shell)
    backend.load({"cubiri/v1/settings": '{"format": 1, "difficulty": "survival"}'})
    assert difficulty.value == "nightmare" and shell.settings.difficulty == "survival"
    difficulty.choose("peaceful")
    assert difficulty.value == "peaceful" and shell.settings.difficulty == "peaceful"


def test_saved_settings_choose_the_difficulty_without_a_link():
    backend = MemoryStorage()
    shell = Shell(game="magdagdon", url=parse_query(""), store=Store(backend=backend))
    difficulty = DifficultyChoice(shell)
    assert difficulty.value == "peaceful"
    backend.load({"cubiri/v1/settings": '{"format": 1, "difficulty": "survival"}'})
    assert difficulty.value == "survival"


def test_a_bad_difficulty_or_seed_is_reported_where_it_means_something():
    shell = Shell(game="magdagdon", url=parse_query("difficulty=foo&seed=" + "9" * 40),
                  store=Store(backend=MemoryStorage()))
    MagdagdonView(shell=shell)
    notices = shell.notices.items
    assert [n.key for n in notices] == ["common.notices.url_seed", "common.notices.url_difficulty"]
    assert dict(notices[1].args)["difficulty"] == "PEACEFUL"   # what is played instead


def test_a_link_asks_for_a_game_by_seed_day_or_difficulty():
    from cubiri_panel.ui.magdagdon import link

    game = MagdagdonGame("survival", seed=7)
    assert link.wanted(UrlParams()) is None and link.is_wanted(game, UrlParams())
    assert link.wanted(UrlParams(seed=7)) == "seed" and link.is_wanted(game, UrlParams(seed=7))
    assert not link.is_wanted(game, UrlParams(seed=8))
    assert link.is_wanted(game, UrlParams(difficulty="survival")) and not link.is_wanted(game, UrlParams(difficulty="nightmare"))
