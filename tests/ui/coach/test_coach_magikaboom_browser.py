"""The coach of MAGIKABOOM in a real browser, one lean slice (Italian on a laptop): a hint draws
the ingredient to keep on the dice, the end screen's "Review this game" lists the costliest
decisions, and a share link opened in the tab that already shows the game (only the fragment
changes: no new page load) opens its replay. ``CUBIRI_FULL_MATRIX=1`` adds the other
languages and a phone."""

from __future__ import annotations

import json

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


def with_ana(played: MagikaboomGame) -> MagikaboomGame:
    """``played`` (two computers) with its first seat a person: the person's moves to review."""
    return MagikaboomGame.replay(played.history, players=["Ana", "Ben"], computers={1: "champion"}, seed=3)


def finished_game() -> MagikaboomGame:
    played = MagikaboomGame(["Ana", "Ben"], computers={0: "simple", 1: "champion"}, seed=3)
    played.play_computers()
    return with_ana(played)


def keeping_game() -> MagikaboomGame:
    """Ana's first roll, an ingredient to keep: the position the hint is asked in."""
    game = MagikaboomGame(["Ana", "Ben"], computers={1: "champion"}, seed=3)
    game.roll()
    return game


def show(app, storage, request, lang, size, game):
    page = app("magikaboom", lang=lang, viewport=request.getfixturevalue(size))
    storage.set(page, {KEY: json.dumps(game.to_dict())})
    page.reload()
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=LOOK)
    return page


@pytest.mark.parametrize(("lang", "size"), MATRIX)
def test_hint_review_and_a_share_link_opened_in_the_same_tab(app, storage, request, lang, size):
    t = Translator(lang)
    # The hint: the die to keep is drawn chosen, its ingredient named on it.
    game = keeping_game()
    best = coach.hint(game).action
    page = show(app, storage, request, lang, size, game)
    page.get_by_role("button", name=t("coach.hint.button"), exact=True).click()
    ingredient = ingredient_name(int(game.rolled[best.die]), t)
    hinted = page.locator(".cubiri-hint-dice").get_by_role(
        "button", name=t("common.a11y.die_selected", n=best.die + 1, value=ingredient), exact=True)
    expect(hinted).to_be_visible(timeout=LOOK)
    expect(page.locator(".cubiri-hint-dice")).to_contain_text(ingredient)

    # The end screen's review: the costliest decisions of Ana's game.
    game = finished_game()
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
