"""A replay is watched by someone who plays none of its seats (a shared link's reader): its odds
panel, its moves, the review's marks and what its live region says name every player, a
person's turn too, never "you", in every language. While it is open, only the replay speaks."""

from __future__ import annotations

import functools
import html

import finished
import pytest
from ui.views import open_view
from ui.odds_positions import speaks_to_you

from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.ui.announcer import announcer
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.magikaboom import MagikaboomView
from cubiri_panel.ui.mishimash import MishimashView


def magikaboom_game() -> MagikaboomGame:
    """Ana, a person, against two computers."""
    played = MagikaboomGame(["Ana", "Ben", "Cy"], seed=2, computers={0: "simple", 1: "champion", 2: "expert"})
    played.play_computers()
    return MagikaboomGame.replay(played.history, players=["Ana", "Ben", "Cy"], seed=2,
                                 computers={1: "champion", 2: "expert"})


def anas_turns(replay, game) -> list[int]:
    """The positions of the replay where Ana, the person, is to move with a choice to make."""
    found = []
    for number in range(len(game.history)):
        replay.go(number)
        shown = replay._shown[1]
        if shown.current_player == 0 and not shown.is_computer_turn and len(found) < 6:
            found.append(number)
    return found


def plain(pane) -> str:
    return html.unescape(pane.object)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("make", "view_class", "kind"), [
    (functools.partial(finished.game, "mishimash"), MishimashView, "mishimash"), (magikaboom_game, MagikaboomView, "magikaboom")])
def test_a_replay_names_the_person_to_move_and_never_says_you(make, view_class, kind, lang):
    t = Translator(lang)
    game = make()
    view, _, _ = open_view(kind, lang=lang)
    assert isinstance(view, view_class)
    view.replay.open_fragment("#game=" + game.to_code())
    replay, voice = view.replay.replay, announcer(view.shell)
    assert "Ana" in voice.text and not speaks_to_you(voice.text, lang), voice.text   # the replay's opening
    turns = anas_turns(replay, game)
    assert turns
    for number in turns:
        replay.go(number)
        odds, said, next_move = plain(replay.odds.objects[0]), voice.text, plain(replay.next)
        assert t(f"odds.{kind}.win", name="Ana") in odds, odds
        assert t(f"{kind}.odds.win") not in odds
        for text in (odds, said, next_move):
            assert not speaks_to_you(text, lang), text
        assert "Ana" in next_move and "Ana" in said
        assert t("coach.replay.position", number=number, total=len(game.history)) in said or number == 0
    # the review's marks are said with the move they judge
    marked = next(d for d in replay.marks.values() if not d.is_best and d.player == 0)
    replay.go(marked.number - 1)
    assert t("coach.replay.mark_cost", best="@", best_value="@", cost="@").split("@")[0] in voice.text
    assert not speaks_to_you(voice.text, lang), voice.text


def test_only_the_replay_speaks_while_it_is_open():
    view, _, _ = open_view("mishimash", lang="it")
    voice = announcer(view.shell)
    view.replay.open_fragment("#game=" + finished.code("mishimash"))
    said = voice.text
    voice.say("Ben tira: 5, 5, 1.")                 # the page's own game, hidden under the replay
    assert voice.text == said
    view.replay.replay.close.clicks += 1
    voice.say("Ben tira: 5, 5, 1.")
    assert voice.text == "Ben tira: 5, 5, 1."
