"""The MAGIKABOOM view without a browser: set-up, autosave and resume, translated log lines,
names as text, refused moves as notices, computer pacing and the cost of a redraw."""

from __future__ import annotations

import json


import pytest

from cubiri_panel.magikaboom import EVENTS, MagikaboomGame, SimpleBot
from cubiri_panel.ui import rules
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.magikaboom.setup import SETUP_KEY
from cubiri_panel.ui.magikaboom.words import event_line
from cubiri_panel.ui.storage import game_key
from cubiri_panel.ui.table import pacing
from ui.magikaboom.views import make_loading_view, make_view, play_out

XSS = "<img src=x onerror=alert(1)>"


def test_setup_starts_a_seeded_game_and_is_remembered():
    view, backend = make_view()
    assert view.mode == "setup" and view.setup.layout.visible and not view.table.layout.visible
    view.setup.count.value = 3
    view.setup.names[0].param.update(value="Ana", value_input="Ana")
    view.setup.kinds[1].value = "human"
    view.setup.kinds[2].value = "expert"
    view.setup.start.clicks += 1
    assert view.mode == "play" and view.table.layout.visible
    assert view.game.players == ["Ana", "Player 2", "Computer 3"] and view.game.computers == {2: "expert"}
    assert view.game.seed == 5
    saved = json.loads(backend.items[SETUP_KEY])
    again, _ = make_view({SETUP_KEY: json.dumps(saved)})
    assert again.setup.count.value == 3 and again.setup.table() == {"seats": [
        {"name": "Ana", "kind": "human"}, {"name": "Player 2", "kind": "human"}, {"name": "Computer 3", "kind": "expert"}]}


def test_every_action_is_saved_and_a_reload_resumes_it():
    view, backend = make_view()
    view.new_game(["Ana", "Ben"], {})
    game = view.game
    game.roll()
    game.keep(1)
    assert json.loads(backend.items[game_key("magikaboom")]) == game.to_dict()
    resumed, _ = make_view(dict(backend.items))
    assert resumed.mode == "play" and resumed.game.state == game.state
    assert any(n.key == "common.notices.game_restored" for n in resumed.shell.notices.items)
    game.roll()
    resumed.game.roll()
    assert resumed.game.state == game.state  # the dice go on exactly: the random state was saved


def test_start_pressed_before_the_saved_data_arrives_waits_for_it_then_keeps_the_table():
    view, backend = make_loading_view()
    view.setup.names[0].param.update(value="Ana", value_input="Ana")
    view.setup.start.clicks += 1
    assert view.game is None and backend.items == {}       # held until the saved data is read
    backend.load({})
    assert view.mode == "play" and view.game.players[0] == "Ana"
    assert json.loads(backend.items[SETUP_KEY])["seats"][0]["name"] == "Ana"


def test_what_is_typed_before_the_saved_table_arrives_is_kept():
    first, backend = make_view()
    first.setup.count.value = 4
    first.setup.names[0].param.update(value="Ana", value_input="Ana")
    first.setup.start.clicks += 1
    saved = {SETUP_KEY: backend.items[SETUP_KEY]}
    view, backend = make_loading_view()
    view.setup.names[0].param.update(value_input="Zoe")   # typed while the browser reads
    backend.load(saved)
    assert view.setup.table() == {"seats": [{"name": "Zoe", "kind": "human"}, {"name": "Computer 2", "kind": "careful"}]}
    untouched, backend = make_loading_view()
    backend.load(saved)
    assert untouched.setup.count.value == 4 and untouched.setup.table()["seats"][0]["name"] == "Ana"


def test_a_saved_game_is_resumed_and_a_start_pressed_while_loading_is_dropped():
    first, backend = make_view()
    first.new_game(["Ana", "Ben"], {})
    first.game.roll()
    saved = dict(backend.items)
    view, backend = make_loading_view()
    view.setup.start.clicks += 1
    backend.load(saved)
    assert view.mode == "play" and view.game.to_dict() == first.game.to_dict()
    assert backend.items[game_key("magikaboom")] == saved[game_key("magikaboom")]


def test_a_resumed_game_offers_the_hint_and_share_at_once():
    saved = MagikaboomGame(["Ana", "Ben"], computers={1: "champion"}, seed=3)
    saved.roll()                              # Ana is to keep an ingredient
    view, _ = make_view({game_key("magikaboom"): json.dumps(saved.to_dict())})
    assert view.mode == "play" and view.game.state == saved.state
    assert view.hints.button.visible and view.coach.share.button.visible


def test_a_refused_move_is_a_translated_notice():
    view, _ = make_view()
    view.new_game(["Ana", "Ben"], {})
    view.table.on_stop()
    notice = view.shell.notices.items[-1]
    assert notice.text(Translator("it")).endswith(": prima TIRA i dadi")
    assert notice.text(Translator("en")).endswith(": ROLL the dice first")


def test_the_second_press_of_a_double_tap_on_roll_is_let_go_without_a_word():
    view, _ = make_view()
    view.new_game(["Ana", "Ben"], {})
    game = view.game
    view.table.roll.clicks += 1
    assert game.phase == "keep"                     # the roll's ingredients wait for a choice
    view.table.roll.clicks += 1                     # the second tap, reaching the game after the roll
    assert [a.kind for a in game.history] == ["roll"]
    assert not any(n.key == "common.notices.illegal" for n in view.shell.notices.items)


def test_names_are_text_on_the_screen():
    view, _ = make_view()
    view.new_game([XSS, "Ben"], {})
    play_out(view.game, until=lambda g: len(g.log) > 12)
    for pane in (view.table.score, view.table.track, view.table.log, view.table.status):
        assert "<img" not in pane.object
    assert "&lt;img" in view.table.score.object


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_has_a_line_in_every_language(lang):
    t = Translator(lang)
    kinds = set()
    for seed in range(30):
        game = MagikaboomGame(players=["Ana", "Ben", "Cleo"], seed=seed)
        play_out(game)
        for event in game.log:
            kinds.add(type(event))
            line = event_line(event, game.players, t)
            assert "magikaboom." not in line and "{" not in line, line
    assert kinds == set(EVENTS)


def test_the_end_screen_names_every_winner():
    view, _ = make_view()
    for seed in range(1, 300):
        game = MagikaboomGame(players=["Ana", "Ben"], seed=seed)
        play_out(game)
        if len(game.winners) == 2:
            break
    view.game = game
    assert view.table.end.visible and not view.table.buttons.visible
    assert "Ana and Ben share the win!" in view.table.end_text.object


def held_clock(monkeypatch):
    """The pacer's clock, held: each scheduled computer action waits, with its delay, in the list."""
    scheduled = []
    monkeypatch.setattr(pacing, "call_later", lambda seconds, callback: scheduled.append((callback, seconds)))
    return scheduled


def test_computer_turns_are_scheduled_one_action_at_a_time(monkeypatch):
    scheduled = held_clock(monkeypatch)
    view, _ = make_view()
    view.shell.settings.computer_speed = "fast"
    view.new_game(["Robo", "Ana"], {0: "careful"})
    assert len(scheduled) == 1 and scheduled[0][1] == pytest.approx(0.3)
    scheduled.pop()[0]()
    assert len(view.game.history) == 1  # one action, then the next one is scheduled
    assert len(scheduled) == 1
    while scheduled:
        scheduled.pop()[0]()
    assert view.game.current_player == 1 and not view.game.is_computer_turn
    assert view.table.roll.disabled is False


def test_skip_plays_the_computers_to_the_human_and_draws_once(monkeypatch):
    scheduled = held_clock(monkeypatch)
    view, backend = make_view()
    view.new_game(["Robo", "Mago", "Ana"], {0: "careful", 1: "expert"})
    game = view.game
    assert view.table.skip.visible and view.table.skip.name == "Skip to my turn" and view.table.roll.disabled
    updates = []
    real_update = view.table.update
    monkeypatch.setattr(view.table, "update", lambda *a: (updates.append(a), real_update(*a)))
    view.table.skip.clicks += 1
    assert game.current_player == 2 and not game.is_computer_turn and len(game.history) > 2
    assert len(updates) == 1  # one redraw for all the computer actions
    assert not view.table.skip.visible and view.table.roll.disabled is False
    saved = MagikaboomGame.from_dict(json.loads(backend.items[game_key("magikaboom")]))
    assert saved.history == game.history
    scheduled.pop(0)[0]()  # the step scheduled before the skip finds it done
    assert game.current_player == 2 and not scheduled


@pytest.mark.parametrize("lang", LANGUAGES)
def test_skip_is_offered_only_on_a_computer_turn(monkeypatch, lang):
    held_clock(monkeypatch)
    view, _ = make_view()
    view.shell.lang = lang
    view.new_game(["Ana", "Robo"], {1: "simple"})
    assert not view.table.skip.visible
    view.skip_to_human()
    assert len(view.game.history) == 0
    bot = SimpleBot()
    while not view.game.is_computer_turn:  # Ana's turn, played as a simple player would
        view.game.apply(bot.choose(view.game))
    assert view.table.skip.visible and view.table.skip.name == Translator(lang)("magikaboom.play.skip")


def test_skip_with_computers_alone_plays_the_game_to_its_end(monkeypatch):
    held_clock(monkeypatch)
    view, _ = make_view()
    view.new_game(["Robo", "Mago"], {0: "simple", 1: "expert"})
    view.skip_to_human()
    assert view.game.is_over and view.table.end.visible and not view.table.buttons.visible


def test_actions_update_the_same_widgets_in_place():
    """Rebuilding widgets per action is what would make clicks slow (speed: bench_ui.py)."""
    view, _ = make_view()
    view.new_game(["Ana", "Ben", "Cleo", "Dan"], {})
    view.shell.settings.show_odds = True
    before = {name: id(getattr(view.table, name)) for name in vars(view.table) if not name.startswith("_")}
    bot, actions = SimpleBot(), 0
    while actions < 60 and not view.game.is_over:
        view.game.apply(bot.choose(view.game))  # the watcher saves, redraws and updates the odds
        actions += 1
    after = {name: id(getattr(view.table, name)) for name in before}
    assert actions > 10 and after == before


@pytest.mark.parametrize("lang", LANGUAGES)
def test_buttons_use_the_glossary_words(lang):
    glossary = rules.glossary()
    t = Translator(lang)
    for word in ("roll", "stop", "continue"):
        assert t(f"magikaboom.{word}") == glossary[lang][word]


def test_a_language_change_redraws_the_table_and_the_set_up():
    view, _ = make_view()
    view.new_game(["Ana", "Ben"], {})
    view.game.roll()
    view.game.keep(0)
    view.shell.settings.language = "lv"
    assert "Ana, tavs gājiens" in view.table.status.object
    assert view.table.roll.name == "TURPINĀT" and view.table.stop.name == "APSTĀTIES"
    assert view.table.rolled.lang == "lv" and "Katls" in view.table.cauldron_head.object
    assert "Spēles žurnāls" in view.table.log.object
    assert view.setup.start.name == "Sākt spēli"


def test_restored_is_said_only_for_an_unfinished_game_with_an_action():
    def restored(view):
        return [n for n in view.shell.notices.items if n.key == "common.notices.game_restored"]

    view, backend = make_view()
    view.new_game(["Ana", "Ben"], {})
    unrolled, _ = make_view(dict(backend.items))
    assert unrolled.mode == "play" and restored(unrolled) == []
    view.game.roll()
    resumed, _ = make_view(dict(backend.items))
    assert [n.args for n in restored(resumed)] == [(("game", "MAGIKABOOM"),)]
    play_out(view.game)
    finished, _ = make_view(dict(backend.items))
    assert finished.game.is_over and restored(finished) == []


def test_the_end_offers_one_new_table_and_the_log_folds_its_older_lines():
    from cubiri_panel.ui.magikaboom.table import LOG_SHOWN
    view, _ = make_view()
    view.new_game(["Ana", "Ben"], {})
    play_out(view.game)
    assert view.game.is_over and len(view.game.log) > LOG_SHOWN
    assert view.table.ending.new_table.name == "New table" and not view.table.new_table.visible
    log = view.table.log.object
    shown, folded = log.split("<details>")
    assert shown.count("<li") >= LOG_SHOWN and "Earlier in the game" in folded
    assert "max-height" not in "".join(view.table.log.stylesheets)   # no box that cuts a line


def test_default_names_follow_the_language_in_a_running_game():
    view, _ = make_view()
    view.new_game(["Player 1", "Computer 2"], {1: "careful"})
    view.shell.settings.language = "es"
    assert "Jugador 1, te toca" in view.table.status.object
    assert "Ordenador 2" in view.table.score.object and "ordenador, intermedio" in view.table.score.object
    assert "Player 1" not in view.table.log.object


@pytest.mark.parametrize("dice, said", [
    ([6] * 10, "Ana’s potion exploded: 5 × Bat!"),
    ([1, 2, 2, 3, 4, 5], "Ana’s potion exploded: 4 different ingredients!"),
])
def test_the_banner_says_which_rule_blew_the_potion_up(dice, said):
    """The rule comes from the engine's explosion event, not from counting the dice again."""
    from cubiri_panel.dice import ScriptedDice
    from cubiri_panel.ui.magikaboom.end_screen import Outcome

    game = MagikaboomGame(players=["Ana", "Ben"], rng=ScriptedDice(dice))
    while game.turn_result is None:
        game.roll() if game.phase != "keep" else game.keep(0)
    outcome = Outcome("en")
    outcome.update(game, ["Ana", "Ben"], Translator("en"))
    assert outcome.layout.visible and said in outcome.text.object
    assert outcome.dice.states[-2:] == ["highlighted"] * 2 and len(outcome.dice.values) == len(game.turn_result.dice)
