"""The coach of MAGIKABOOM in a real browser, one lean slice (Italian on a laptop): a hint draws
the ingredient to keep on the dice, the end screen's "Review this game" lists the costliest
decisions, and a share link opened in the tab that already shows the game (only the fragment
changes: no new page load) opens its replay. ``CUBIRI_FULL_MATRIX=1`` adds the other
languages and a phone."""

from __future__ import annotations

import json
import re

import pytest
from matrix import FULL
from playwright.sync_api import expect

from cubiri_panel import coach
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.ui.magikaboom.words import ingredient_name
from cubiri_panel.ui.i18n import LANGUAGES, Translator

pytestmark = pytest.mark.browser
MATRIX = [(lang, size) for lang in LANGUAGES for size in ("laptop", "phone")] if FULL else [("it", "laptop")]
KEY = "cubiri/v1/game/magikaboom"
LOOK = 30_000


def keeping_game() -> MagikaboomGame:
    """Ana's first roll, an ingredient to keep: the position the hint is asked in."""
    game = MagikaboomGame(["Ana", "Ben"], computers={1: "champion"}, seed=3)
    game.roll()
    return game


def show(app, storage, request, lang, size, game):
    return app("magikaboom", lang=lang, viewport=request.getfixturevalue(size),
               saved={KEY: json.dumps(game.to_dict())})


@pytest.mark.parametrize(("lang", "size"), MATRIX)
def test_hint_review_and_a_share_link_opened_in_the_same_tab(app, storage, request, lang, size, finished_game):
    t = Translator(lang)
    # The hint: the die to keep is ringed on the roll itself, its ingredient named on it.
    game = keeping_game()
    best = coach.hint(game).action
    page = show(app, storage, request, lang, size, game)
    page.get_by_role("button", name=t("coach.hint.button"), exact=True).click()
    ingredient = ingredient_name(int(game.rolled[best.die]), t)
    hinted = page.locator(".cubiri-die.is-suggested")
    expect(hinted).to_have_count(1, timeout=LOOK)
    expect(hinted).to_have_accessible_name(re.compile(
        "^" + re.escape(t("common.a11y.die", n=best.die + 1, value=ingredient)) + ".*" +
        re.escape(t("common.a11y.die_hinted", label="")) + "$"))
    expect(hinted).to_contain_text(ingredient)
    expect(page.locator(".cubiri-hint-dice")).to_have_count(0)   # no second tray in the answer

    # The end screen's review: the costliest decisions of Ana's game.
    game = finished_game("magikaboom")
    storage.set(page, {KEY: json.dumps(game.to_dict())})
    page.reload()
    page.get_by_role("button", name=t("coach.review.button"), exact=True).click()
    costliest = coach.review(game).costliest(3, 0)
    assert costliest
    expect(page.locator(".cubiri-review-decision")).to_have_count(len(costliest), timeout=LOOK)
    expect(page.locator(".cubiri-review")).to_contain_text(t("coach.review.costliest"))

    # A share link opened where the game already is: only the fragment changes.
    page.evaluate("() => { window.samePage = true; }")
    page.goto(page.url.split("#")[0] + f"#game={game.to_code()}")
    head = page.locator(".cubiri-replay-head")
    expect(head).to_contain_text(t("coach.replay.start", total=len(game.history)), timeout=LOOK)
    assert page.evaluate("() => window.samePage === true")     # the page was not loaded again
