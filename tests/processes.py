"""Stopping a server a test started (``panel serve``, ``jupyter lab``): asked to end first, so it
can close its sessions and kernels, and killed if it does not within ``timeout`` seconds."""

from __future__ import annotations

import subprocess
from typing import IO


def stop(proc: subprocess.Popen, log: IO, timeout: float = 10) -> None:
    """End ``proc`` and close the file its output went to."""
    proc.terminate()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    log.close()
