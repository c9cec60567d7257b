"""A shared game's replay, without a browser: the fragment read, the code opened (or refused
with a notice in the player's words), stepping, the position's odds and the review's marks."""

from __future__ import annotations

import finished
import pytest

from cubiri_panel import coach
from cubiri_panel.magdagdon import MagdagdonGame, RandomPlayer
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.ui.coach import words
from cubiri_panel.ui.coach.replay import code_in, open_code
from cubiri_panel.ui.i18n import Translator
from ui.views import open_view




def mishimash_game():
    return finished.game("mishimash-by-computers")


def test_the_fragment_holds_the_code():
    assert code_in("#game=m1AbC") == "m1AbC" and code_in("game=m1%41") == "m1A"
    assert code_in("") is None and code_in("#rules") is None and code_in(None) is None


@pytest.mark.parametrize(("code", "key", "args"), [
    ("k1AAAA", "coach.notice.foreign", {"game": "MAGIKABOOM"}),
    ("m9AAAA", "coach.notice.future", {}),
    ("m1@@@", "coach.notice.damaged", {}),
    ("m1" + "A" * 40, "coach.notice.damaged", {}),
    ("hello", "coach.notice.damaged", {}),
])
def test_a_code_that_cannot_open_here_says_why(code, key, args):
    assert open_code(code, "mishimash") == (None, (key, args))


def test_a_bad_link_leaves_a_notice_in_the_players_words_and_the_page_as_it_was():
    view, notices, _ = open_view("mishimash", lang="it")
    view.replay.open_fragment("#game=g1" + MagdagdonGame(seed=3).to_code()[2:])
    assert [n.text(Translator("it")) for n in notices.items] == [
        "Questo link contiene una partita di MAGDAGDON: aprilo nella pagina di MAGDAGDON."]
    assert view.replay.replay is None and not view.replay.layout.visible and view._main.visible


def test_a_replay_steps_through_the_game_with_odds_and_the_reviews_marks():
    game = mishimash_game()
    view, notices, backend = open_view("mishimash")
    saved_before = dict(backend.items)
    view.replay.open_fragment("#game=" + game.to_code())
    replay = view.replay.replay
    assert not notices.items and view.replay.layout.visible and not view._main.visible
    assert replay.reviewed  # no event loop in a test: the review's slices ran at once
    assert "Start of the game" in replay.head.object and replay.back.disabled
    replay.forward.clicks += 1
    assert replay.number == 1 and "Move 1 of" in replay.head.object
    shown = game.after(1)
    assert replay.pictures.objects[0].values == list(shown.state.turn.dice)
    # the odds panel of the position: the same the game's own panel shows there
    from cubiri_panel.ui.mishimash.odds import OddsPanel
    own = OddsPanel()
    own.update(shown, [], "en")
    assert replay.odds.objects[0].object == own.pane.object
    # a decision marked with the review's verdict
    decision = next(d for d in coach.review(game) if not d.is_best)
    replay.go(decision.number - 1)
    assert words.cost(decision.cost, decision.unit, Translator()) in replay.next.object
    replay.keys._handle_msg({"step": 1})
    assert replay.number == decision.number
    replay.last.clicks += 1
    assert "The game is over." in replay.next.object and replay.forward.disabled
    # read-only: the player's own saved game is untouched, and closing brings it back
    assert backend.items == saved_before
    replay.close.clicks += 1
    assert view.replay.replay is None and view._main.visible


def test_magdagdon_and_magikaboom_replays_draw_their_positions():
    game = MagdagdonGame("survival", seed=8)
    game.play_unpublished(RandomPlayer(2).choose)
    view, notices, _ = open_view("magdagdon", lang="es")
    view.replay.open_fragment("#game=" + game.to_code())
    replay = view.replay.replay
    replay.go(len(game.history))
    assert replay.pictures.objects[1].board == game.board.to_text()
    assert f"Puntuación {game.score}" in replay.head.object

    boom = MagikaboomGame(["Ana", "Ben", "Cy"], seed=2, computers={0: "simple", 1: "champion", 2: "expert"})
    boom.play_computers()
    view, notices, _ = open_view("magikaboom", lang="lv")
    view.replay.open_fragment("#game=" + boom.to_code())
    replay = view.replay.replay
    replay.go(3)
    assert replay._boards["cauldron"].values == [int(i) for i in boom.after(3).cauldron]
    assert "3. gājiens no" in replay.head.object


def test_each_position_names_the_next_move_as_the_review_and_the_log_count_it():
    """"Move 7 of 206 · Ana · turn 2, roll 1": a moment of the review ("Ana · turn 2, roll 1") is
    found in the replay by its name; the end, with no move to come, says none."""
    game = mishimash_game()
    view, _, _ = open_view("mishimash")
    view.replay.open(game)
    replay, t, moments = view.replay.replay, Translator("en"), coach.moments(game)
    number = next(n for n in sorted(moments) if n > 5) - 1
    replay.go(number)
    turn, roll = moments[number + 1]
    name = game.players[game.after(number).current_player]
    assert f"Move {number} of {len(game.history)} · {name} · turn {turn}, roll {roll}" in replay.head.object
    replay.go(len(game.history))
    assert " · turn " not in replay.head.object.split("</strong>")[0]
    assert t("coach.replay.over") in replay.next.object
