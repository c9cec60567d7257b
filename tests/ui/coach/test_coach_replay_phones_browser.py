"""A shared game's replay on a phone: each game's replay stepped from its start to its end on a
320 and a 390 px phone (mobile emulation: the page's viewport tag applies), and at every step
nothing reaches past the screen's edge, nothing is cut and no text is too small to read; the
MAGDAGDON dice stand in one row across the screen, as in the game.

``make test`` runs four cases covering each game, width and language once (tests/matrix.py); ``CUBIRI_FULL_MATRIX=1`` runs every case in every language. Screenshots of
the start, a middle step and the end go to test-artifacts/phone-<width>-<lang>-replay-*.png."""

from __future__ import annotations

import pytest
from matrix import FULL, diagonal
from playwright.sync_api import expect

from cubiri_panel.magdagdon import MagdagdonGame, RandomPlayer
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from ui.phones import LOOK, WIDTHS, Phone

pytestmark = pytest.mark.browser


def magdagdon():
    return RandomPlayer(1).play(MagdagdonGame(seed=7))


def mishimash():
    """Long names, a short race (58 moves) between two computers."""
    game = MishimashGame(["Anastasija Bērziņa", "Bartholomew"], target=100, seed=2,
                         computers={0: "cautious", 1: "champion"})
    game.play_computers()
    return game


def magikaboom():
    game = MagikaboomGame(["Anastasija", "Bartholomew", "Cy"], seed=1,
                          computers={0: "simple", 1: "champion", 2: "expert"})
    game.play_computers()
    return game


GAMES = {"magdagdon": magdagdon, "mishimash": mishimash, "magikaboom": magikaboom}
# Each game at both widths. make test takes the first four, the languages taking turns along
# them: each game, width and language once, and Latvian, the longest words, on MAGDAGDON at
# 320 px, its narrowest fit.
CASES = [("mishimash", 390), ("magikaboom", 320), ("magdagdon", 390), ("magdagdon", 320),
         ("mishimash", 320), ("magikaboom", 390)]

# The tops and the middle of the replay's dice, for MAGDAGDON's one row.
DICE_ROW = """dice => dice.filter(d => d.getBoundingClientRect().width > 0).map(d => {
  const r = d.getBoundingClientRect(); return [r.top, r.left, r.right]; })"""


@pytest.mark.parametrize(("lang", "name", "width"),
                         [(lang, name, width) for lang, (name, width) in diagonal(LANGUAGES, CASES if FULL else CASES[:4])])
def test_every_step_of_a_replay_fits_the_phone(browser, served, lang, name, width):
    t, game = Translator(lang), GAMES[name]()
    total = len(game.history)
    photos = {0, total // 2, total}
    context = browser.new_context(viewport={"width": width, "height": WIDTHS[width]}, is_mobile=True,
                                  has_touch=True, device_scale_factor=2)
    try:
        phone = Phone(context, served, width, lang)
        page = phone.page
        page.goto(f"{served}{name}?lang={lang}#game={game.to_code()}")
        head = page.locator(".cubiri-replay-head")
        expect(head).to_contain_text(t("coach.replay.start", total=total), timeout=LOOK)
        for number in range(total + 1):
            if number:
                page.locator(".cubiri-replay-forward button").click()
                expect(head).to_contain_text(t("coach.replay.position", number=number, total=total), timeout=LOOK)
            screen = f"replay-{name}-{number:03d}"
            phone.check(screen, photo=number in photos)
            if name == "magdagdon":
                dice = page.locator(".cubiri-replay .cubiri-die").evaluate_all(DICE_ROW)
                tops = {round(top) for top, _, _ in dice}
                middle = (min(left for _, left, _ in dice) + max(right for _, _, right in dice)) / 2
                if len(dice) != 4 or len(tops) != 1 or abs(middle - width / 2) > 12:
                    phone.problems.append(f"{screen}: the dice are not one row across the screen: {dice}")
    finally:
        context.close()
    assert not phone.problems, "\n".join(phone.problems)
