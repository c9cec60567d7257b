"""Pig's page, built from the shared parts alone, plays, saves, resumes, hints, reviews and
replays a shared game, in every language, with nothing shared naming it."""

from __future__ import annotations

import pytest

from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.notices import Notices
from cubiri_panel.ui.shell import Shell
from cubiri_panel.ui.storage import MemoryStorage, Store
from cubiri_panel.ui.urlparams import parse_query

from pig.game import PigGame
from pig.ui import registration


@pytest.fixture(autouse=True)
def pig():
    registration.register()
    yield
    registration.unregister()


def make_view(items=None, query="?seed=5", lang="en"):
    from pig.ui.view import PigView

    notices, backend = Notices(), MemoryStorage()
    shell = Shell(game="pig", store=Store(backend=backend, notices=notices), notices=notices,
                  url=parse_query(query + f"&lang={lang}"))
    view = PigView(shell=shell)
    view.__panel__()
    backend.load(items or {})
    return view, backend


def play_to_end(view) -> None:
    while not view.game.is_over:
        (view.hold if not view.hold.disabled and view.game.turn_points >= 20 else view.roll).clicks += 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_game_is_played_to_its_end_in_every_language(lang):
    view, _ = make_view(lang=lang)
    t = Translator(lang)
    assert view.hold.disabled and not view.roll.disabled and view.roll.label == t("pig.roll")
    play_to_end(view)
    assert view.roll.disabled and view.hold.disabled
    winner = view.game.players[view.game.winners[0]]
    assert t("pig.won", name=winner, score=max(view.game.scores)) in view.status.object
    assert "{" not in view.status.object and "pig." not in view.status.object


def test_the_game_is_saved_after_every_move_and_resumed():
    view, backend = make_view()
    for _ in range(3):
        view.roll.clicks += 1
    saved = dict(backend.items)
    again, _ = make_view(items=saved)
    assert again.game.history == view.game.history and again.game.state == view.game.state


def test_the_hint_values_both_choices_and_the_review_and_replay_follow_the_game():
    view, _ = make_view()
    while view.game.turn_points < 22 and not view.game.is_over:
        view.roll.clicks += 1
    if view.game.current_player == 0 and view.game.turn_points >= 22:
        view.coach.hints.ask()
        view.coach.hints._work_out()
        assert Translator("en")("pig.hold") in view.coach.hints.pane.object
    play_to_end(view)
    code = view.game.to_code()
    view.replay.open(PigGame.from_dict(view.game.to_dict()))
    replay = view.replay.replay
    replay.go(len(view.game.history))
    assert replay.forward.disabled and "PIG" in replay.head.object
    assert code.startswith("p")
