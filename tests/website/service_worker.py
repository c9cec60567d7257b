"""The site's service worker as the tests see it: what it precaches, and when it has stored it."""

from __future__ import annotations

import json
import re
from pathlib import Path


def precache(site: Path) -> list[str]:
    """The files the built site's service worker stores when it installs."""
    worker = (site / "serviceWorker.js").read_text()
    return json.loads(re.search(r"const PRECACHE = (\[.*?\]);", worker, re.S)[1])


def wait_until_stored(page, site: Path, timeout: int) -> None:
    """Wait until the service worker controls ``page``'s site and its one cache holds every
    precached file."""
    page.wait_for_function("""async (expected) => {
        const registration = await navigator.serviceWorker.ready;
        const names = (await caches.keys()).filter(name => name.startsWith("cubiri-"));
        return registration.active && names.length === 1
            && (await (await caches.open(names[0])).keys()).length === expected;
    }""", arg=len(precache(site)), timeout=timeout)
