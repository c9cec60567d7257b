"""Shared test set-up."""

import os

from hypothesis import settings

# Property tests draw many games; keep them deterministic and CI-friendly.
settings.register_profile("ci", max_examples=60, deadline=None, derandomize=True)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# Playwright's own browser download is blocked here: every browser test launches Debian's
# Chromium with the settings measured in PLATFORM.md (no background networking: the machine
# has no internet, and Chromium's probes would fail noisily).
CHROMIUM = os.environ.get("CUBIRI_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def pytest_configure(config):
    os.environ.setdefault("PW_TEST_SCREENSHOT_NO_FONTS_READY", "1")


import pytest  # noqa: E402  (after the hypothesis profile, which must load first)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}
