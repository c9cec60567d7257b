"""Every screen on a phone: 320 and 390 px wide, mobile emulation, in the four languages.

Each (width, language, game) gets one emulated phone (``is_mobile``, ``has_touch``: the page's viewport
tag applies, as on a real phone) and walks every screen of the hub and the game: play,
rules, settings, odds, set-up, the questions, the notices, the end screens with their high
scores. On each one nothing may stick out of the screen: the page does not scroll sideways and
no element's box ends past the viewport's right edge (the page root hides its overflow, so a
cut button or table does not make the page scroll: its box still shows it). Screenshots go to
test-artifacts/phone-<width>-<lang>-<screen>.png.

The games reach their screens the way a player leaves them: a saved game one move before the
position (built by replaying the engine), then that move clicked.
"""

from __future__ import annotations

import pytest

from cubiri_panel.ui.i18n import LANGUAGES
from matrix import diagonal
from ui.phones import WALKS, WIDTHS, Phone, walk_hub
from ui.phones import games as games  # the fixture: the saved positions the walks start from

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(("lang", "width", "game"), diagonal(LANGUAGES, list(WIDTHS), list(WALKS)))
def test_every_screen_fits_the_phone(browser, served, games, width, lang, game):
    context = browser.new_context(viewport={"width": width, "height": WIDTHS[width]}, is_mobile=True,
                                  has_touch=True, device_scale_factor=2)
    try:
        phone = Phone(context, served, width, lang)
        walk_hub(phone)
        WALKS[game](phone, games[game])
    finally:
        context.close()
    assert not phone.problems, "\n".join(phone.problems)
