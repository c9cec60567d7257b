"""Pig served by ``panel serve``, from its own folder, plays to its end in a real browser through
the same kind of driver as the three games (``drivers.of("pig")``), the page showing at every
move what the engine replaying the same dice shows."""

from __future__ import annotations

import pytest

import drivers
from pig.bots import HoldAt20
from pig.game import PigGame
from pig.ui import registration

pytestmark = pytest.mark.browser


def test_a_served_pig_game_is_played_to_its_end(page, pig_served):
    registration.register()
    try:
        driver = drivers.of("pig")(page)
        driver.open(pig_served, "app", seed=3)
        mirror = PigGame(["Ana", "Computer"], computers={1: "hold20"}, seed=3)
        driver.play(mirror, HoldAt20())
        assert mirror.is_over and driver.scores() == [str(s) for s in mirror.scores]
        assert "PIG" in page.locator(".cubiri-title").inner_text()
        assert page.locator("html").get_attribute("lang") == "en"
    finally:
        registration.unregister()
