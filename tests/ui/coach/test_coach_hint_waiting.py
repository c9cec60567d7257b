"""A hint asked while the solved tables download keeps saying it waits for them through the
redraws that follow (the odds turned on, the language changed), never falling back to
"thinking", which would never end before they arrive."""

from __future__ import annotations

import ui.mishimash.views as mishimash

from cubiri_panel.ui.i18n import Translator


def test_the_mishimash_hint_still_says_it_waits_after_the_page_redraws(tables_away):
    view, _ = mishimash.make_view()
    mishimash.start(view, {"seats": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "optimal"}],
                           "target": 300})
    view.play.roll.clicks += 1
    view.hints.button.clicks += 1
    assert Translator("en")("solved.hint") in view.hints.pane.object
    view.shell.settings.show_odds = True
    assert Translator("en")("solved.hint") in view.hints.pane.object
    view.shell.lang = "lv"
    assert Translator("lv")("solved.hint") in view.hints.pane.object
    assert "cubiri-coach-thinking" not in view.hints.pane.object
    tables_away("mishimash")
    assert "cubiri-coach-best" in view.hints.pane.object
