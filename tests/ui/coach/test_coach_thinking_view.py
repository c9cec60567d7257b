"""A hint asked is answered after the page has drawn "thinking" (the words are there at once,
hidden by the stylesheet for 0.3 s, so a quick answer never flickers and a slow one, the
expert's longest decisions in Pyodide, shows that the page is at work); the answer is said in
the page's live region."""

from __future__ import annotations

import re

from ui.views import open_view

from cubiri_panel.magdagdon import MagdagdonGame
from cubiri_panel.ui.coach import hints
from cubiri_panel.ui.i18n import LANGUAGES, Translator


def test_thinking_is_drawn_before_the_answer_is_worked_out(monkeypatch):
    later = []
    monkeypatch.setattr(hints, "call_later", lambda seconds, callback: later.append(callback))
    view, _, _ = open_view("magdagdon", lang="lv", seed=7)
    view.game = MagdagdonGame(seed=11)
    view.game.roll()
    view.hints.button.clicks += 1
    t = Translator("lv")
    assert view.hints.answer.visible and len(later) == 1
    assert view.hints.pane.object == f'<p class="cubiri-coach-thinking">{t("coach.hint.thinking")}</p>'
    later.pop()()
    assert t("coach.hint.thinking") not in view.hints.pane.object
    assert t("coach.hint.best_steps") in view.hints.pane.object  # the placements, one move a line


def test_thinking_appears_only_after_three_tenths_of_a_second_in_every_language():
    assert re.search(r"\.cubiri-coach-thinking \{ opacity: 0; animation: cubiri-coach-appear 0s linear \.3s forwards;",
                     hints.HINT_CSS)
    assert all(Translator(lang)("coach.hint.thinking") for lang in LANGUAGES)


def test_the_answer_is_said_in_the_pages_live_region():
    from cubiri_panel import coach
    from cubiri_panel.ui.announcer import announcer
    from cubiri_panel.ui.coach import words

    view, _, _ = open_view("magdagdon", lang="es", seed=7)
    view.game = MagdagdonGame(seed=11)
    view.game.roll()
    view.hints.button.clicks += 1
    t, found = Translator("es"), coach.options(view.game)
    best = found[0]
    said = announcer(view.shell).text
    # the placements one move after another, as the answer lists them
    moves = words.moves(best.action, view.game.state, t)
    assert len(moves) > 1 and said.startswith(f'{t("coach.hint.best_steps")} {"; ".join(moves)}.')
    # the value, then how sure the estimate is
    assert said.endswith(" ".join([words.value(best.value, best.unit, best.exact, t), *words.precision(found, t)]))
    assert t("coach.hint.precision", margin="30,7") in said
    view.game = MagdagdonGame(seed=12)                # before a roll: nothing to choose, and it says so
    view.hints.button.clicks += 1
    assert announcer(view.shell).text == t("coach.hint.none")
