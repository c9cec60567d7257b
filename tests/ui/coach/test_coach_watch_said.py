"""While the expert plays a game of its own, the live region says each of its moves and no
instruction: the watcher plays none of it ("press ROLL" is for the player's own game)."""

from __future__ import annotations

import pytest
from test_coach_watch_view import make_view

from cubiri_panel.ui.announcer import announcer
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.magdagdon import watch as watch_module
from cubiri_panel.ui.magdagdon.display import Selection, hint
from cubiri_panel.ui.magdagdon.words import done_text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_experts_moves_are_said_without_instructions(monkeypatch, lang):
    monkeypatch.setattr(watch_module, "call_later", lambda seconds, f: None)
    view, _ = make_view()
    view.shell.lang = lang
    t = Translator(lang)
    view.watch.button.clicks += 1
    watched, region = view.game, announcer(view.shell)
    for _ in range(12):
        view.watch.play_one()
        key, args = hint(watched, Selection())
        assert region.text == " ".join(done_text(watched, t).split())
        assert t(key, **args) not in region.text
    view.watch.stop.clicks += 1
    own = view.game
    own.roll()                                          # the player's own game: the instruction again
    key, args = hint(own, Selection())
    assert region.text.endswith(" ".join(t(key, **args).split()))
