"""What a game page of the built site shows once it has loaded as far as this build allows."""

from __future__ import annotations

from playwright.sync_api import expect


def game_started(page, missing: set[str], notice_timeout: int = 30_000) -> None:
    """The game went as far as this build allows: live, or stopped at the missing wheels with
    the Pyodide core already running (the notice may take longer on a slow network)."""
    if missing:
        notice = page.locator(".cubiri-load-failed")
        expect(notice).to_be_visible(timeout=notice_timeout)
        assert notice.get_attribute("data-stage") == "packages"
    else:
        expect(page.locator(".cubiri-page.cubiri-ready")).to_be_visible(timeout=120_000)
        expect(page.locator(".cubiri-load-failed")).to_have_count(0)
