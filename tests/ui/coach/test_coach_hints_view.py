"""Hints in the three views, without a browser: the best choice in words and on the dice or
the board, every choice's value, the game marked "with hints" in its save and high scores."""

from __future__ import annotations

import dataclasses
import json

from cubiri_panel import coach
from cubiri_panel.dice import ScriptedDice
from cubiri_panel.magdagdon import MagdagdonGame
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.ui.coach import hints, words
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.storage import game_key
from cubiri_panel.ui.table import pacing
from ui.views import open_view




def test_magdagdon_hint_marks_the_best_placements_on_the_games_own_board_and_marks_the_save():
    """The hint rings the cells the expert would fill on the game's own board (no second
    board), says each move on a line of its own and marks the save."""
    view, _, backend = open_view("magdagdon", seed=7)
    view.game = MagdagdonGame(seed=11)
    view.game.roll()
    assert view.hints.button.visible and not view.hints.answer.visible
    view.hints.button.clicks += 1  # no event loop in a test: the answer is worked out at once
    best = coach.options(view.game)[0]
    assert view.hints.answer.visible
    t = Translator()
    lines = [t("coach.move.place", value=v, row=r + 1, col=c + 1) for (_, r, c), v in zip(best.action.steps, best.action.values)]
    assert '<ol class="cubiri-coach-moves">' in view.hints.pane.object
    for line in [*lines, t("coach.choice.confirm")]:
        assert f'<li class="cubiri-coach-move">{line}</li>' in view.hints.pane.object
    assert "points expected (estimated)" in view.hints.pane.object
    # the move on the game's own board: the cells the expert would fill, with their numbers
    assert view.board.suggested == [(r, c, v) for (_, r, c), v in zip(best.action.steps, best.action.values)]
    assert view.hints.board is None and not view.hints.pictures.visible
    assert any("the expert’s hint: place a" in label for label in view.board.labels)
    assert view.game.hints_used and json.loads(backend.items[game_key("magdagdon")])["hints"] is True
    # the answer holds for its position alone, and its marks go with it
    die, row, col = best.action.steps[0]
    view._die_clicked(die)
    view._cell_clicked(row, col)
    assert not view.hints.answer.visible and view.board.suggested == []


def test_magdagdon_hint_starts_from_the_dice_already_prepared():
    """With a die prepared, the hint keeps it (its first line says so), places the others and
    marks only the cells still to fill, in every language."""
    for lang in ("en", "it", "es", "lv"):
        view, _, _ = open_view("magdagdon", lang=lang, seed=7)
        view.game = MagdagdonGame(seed=11)
        view.game.roll()
        view._die_clicked(0)
        view._cell_clicked(1, 1)
        assert view.game.state.prepared[0] == 5
        view.hints.button.clicks += 1
        best = coach.options(view.game)[0].action
        t = Translator(lang)
        keep = t("coach.move.keep", value=view.game.state.dice[0], row=2, col=2)
        pane = view.hints.pane.object
        assert pane.index(f"<li class=\"cubiri-coach-move\">{keep}</li>") < pane.index(t("coach.choice.confirm"))
        assert view.board.suggested == [(r, c, v) for (_, r, c), v in zip(best.steps, best.values)]
        assert (1, 1) not in {(r, c) for r, c, _ in view.board.suggested}
        assert view.board.prepared and view.board.prepared[0][:2] == (1, 1)


def test_the_other_games_hints_say_one_move_a_line():
    """MISHIMASH's and MAGIKABOOM's choices are one move each: the best is one sentence, and
    each listed choice one line."""
    view = mishimash_hint_asked()
    options = coach.options(view.game)
    text = view.hints.pane.object
    assert "<ol" not in text
    assert text.count('class="cubiri-coach-move"') == min(len(options), hints.LISTED)
    for option in options[:hints.LISTED]:
        assert words.moves(option.action, view.game.state, Translator()) == [
            words.choice(option.action, view.game.state, Translator())]
    view, _, _ = open_view("magikaboom", seed=7)
    game = MagikaboomGame(["Ana", "Ben"], seed=5)
    while not coach.options(game):
        game.apply(game.legal_actions()[0])
    view.game, view.screen = game, "play"
    view.hints.button.clicks += 1
    text = view.hints.pane.object
    assert "<ol" not in text and text.count('class="cubiri-coach-move"') == min(len(coach.options(game)), hints.LISTED)


def test_magdagdon_before_a_roll_there_is_nothing_to_choose_and_no_mark():
    view, _, backend = open_view("magdagdon", lang="it", seed=7)
    view.hints.button.clicks += 1
    assert "Ora non c’è una scelta da fare" in view.hints.pane.object
    assert not view.game.hints_used


def test_mishimash_hint_shows_the_dice_to_take_and_the_chances_of_every_choice():
    view = mishimash_hint_asked()
    options = coach.options(view.game)
    text = view.hints.pane.object
    assert "The expert would " in text and "chance of winning" in text
    assert text.count("<tr") == min(len(options), hints.LISTED)
    if hasattr(options[0].action, "dice"):
        # ringed on the game's own dice, not on a second tray; each named so for a screen reader
        tray = view.play.tray
        assert tray.suggested == list(options[0].action.dice) and view.hints.dice is None
        assert not view.hints.pictures.visible
        for i, label in enumerate(tray.labels):
            assert label.endswith("the expert’s hint: this die") == (i in tray.suggested), label
    assert view.game.hints_used
    view.game.apply(options[0].action)   # played: the ring goes with the position it was about
    view.hints.update(view.game, view.shell.t, True)
    assert view.play.tray.suggested == []


def test_mishimash_hint_button_only_for_a_person_at_play(monkeypatch):
    scheduled = []  # the computer's actions, played when the test says
    monkeypatch.setattr(pacing, "call_later", lambda seconds, callback: scheduled.append(callback))
    view, _, _ = open_view("mishimash", seed=7)
    view.game = MishimashGame(["Ana", "Ben"], computers={0: "champion"}, seed=3)
    view.screen = "play"
    assert view.game.is_computer_turn and not view.hints.button.visible
    while view.game.is_computer_turn:
        scheduled.pop(0)()
    assert view.hints.button.visible  # Ben's turn
    view.screen = "setup"
    assert not view.hints.button.visible


def test_magikaboom_hint_names_the_ingredient_to_keep_in_spanish():
    view, _, _ = open_view("magikaboom", lang="es", seed=7)
    view.game = MagikaboomGame(["Ana", "Ben"], seed=5, rng=ScriptedDice([1, 4]))
    view.mode = "play"
    view.game.roll()
    view.hints.button.clicks += 1
    best = coach.options(view.game)[0]
    assert "El experto decidiría echar al caldero el dado " in view.hints.pane.object
    assert "de probabilidad de ganar" in view.hints.pane.object
    # ringed on the game's own roll, not on a second tray
    assert view.table.rolled.suggested == [best.action.die] and view.hints.dice is None
    assert "la pista del experto: este dado" in view.table.rolled.labels[best.action.die]


def test_every_choice_has_words_in_every_language():
    game = rolled_mishimash()
    for lang in ("en", "it", "es", "lv"):
        t = Translator(lang)
        said = {words.choice(o.action, game.state, t) for o in coach.options(game)}
        assert len(said) == len(coach.options(game)) and not any("(" in s for s in said)


def test_high_score_tables_mark_the_games_played_with_hints():
    from cubiri_panel.magdagdon import HighScores, RandomPlayer
    from cubiri_panel.mishimash import MishimashHighScores
    from cubiri_panel.ui.magdagdon.end_screen import highscores_html
    from cubiri_panel.ui.mishimash.end_screen import end_html

    game = MagdagdonGame("peaceful", seed=5)
    game.play_unpublished(RandomPlayer(seed=1).choose)
    tables, place = HighScores().add_game(game)
    assert "cubiri-with-hints" not in highscores_html(tables, "peaceful", place, Translator())
    game.hints_used = True
    tables, place = tables.add_game(game)
    shown = highscores_html(tables, "peaceful", place, Translator("lv"))
    assert shown.count("cubiri-with-hints") == 1 and "ar padomiem" in shown

    solo = MishimashGame(["Ana"], computers={0: "optimal"}, target=1000, seed=4)
    solo.play_computers()
    solo.hints_used = True
    tables, place = MishimashHighScores().add_game(solo)
    assert "con suggerimenti" in end_html(solo, tables, place, Translator("it"))


def _hint_text(game, lang):
    return hints.answer_html(coach.options(game), game.state, Translator(lang))


def test_magdagdon_hint_states_the_margin_of_its_estimates_in_every_language():
    game = MagdagdonGame("nightmare", seed=11)
    game.roll()
    found = coach.options(game)
    assert found[0].margin > 0
    said = {"en": "good to about ±", "it": "precisi a circa ±", "es": "son precisos en unos ±",
            "lv": "precizitāte ir aptuveni ±"}
    for lang, words_said in said.items():
        text = _hint_text(game, lang)
        assert words_said in text
        assert words.precision(found, Translator(lang))[0] in text


def test_magdagdon_hint_says_two_choices_are_about_equal_only_when_they_are_closer_than_the_margin():
    game = MagdagdonGame("peaceful", seed=11)
    game.roll()
    found = coach.options(game)
    best, second = found[0], found[1]
    close = [best, dataclasses.replace(second, value=best.value - best.margin / 2)]
    apart = [best, dataclasses.replace(second, value=best.value - best.margin * 2)]
    for lang in ("en", "it", "es", "lv"):
        t = Translator(lang)
        equal = t("coach.hint.about_equal")
        assert words.precision(close, t)[-1] == equal
        assert equal not in words.precision(apart, t)
    assert "about equal" in hints.spoken(close, game.state, Translator())
    assert "about equal" not in hints.spoken(apart, game.state, Translator())


def test_exact_values_state_no_margin():
    open_view("mishimash", seed=7)
    game = rolled_mishimash()
    found = coach.options(game)
    assert all(o.margin == 0 for o in found)
    assert words.precision(found, Translator()) == []


def rolled_mishimash() -> MishimashGame:
    """A two-player MISHIMASH game whose first roll is 1 5 2 2 3 4: several takes to choose from."""
    game = MishimashGame(["Ana", "Ben"], seed=3, rng=ScriptedDice([1, 5, 2, 2, 3, 4]))
    game.roll()
    return game


def mishimash_hint_asked():
    """A MISHIMASH page playing :func:`rolled_mishimash`, its hint asked for."""
    view, _, _ = open_view("mishimash", seed=7)
    view.game, view.screen = rolled_mishimash(), "play"
    view.hints.button.clicks += 1
    return view
