"""Shared test set-up."""

import os

from hypothesis import settings

# Property tests draw many games; keep them deterministic and CI-friendly.
settings.register_profile("ci", max_examples=60, deadline=None, derandomize=True)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
