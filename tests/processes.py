"""The servers tests start: ``serve`` starts ``panel serve`` on a free port and waits until it
answers; ``stop`` ends a server (``panel serve``, ``jupyter lab``): asked to end first, so it can
close its sessions and kernels, and killed if it does not within ``timeout`` seconds."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
START_TIMEOUT = 60


def stop(proc: subprocess.Popen, log: IO, timeout: float = 10) -> None:
    """End ``proc`` and close the file its output went to."""
    proc.terminate()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    log.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(apps: list[str], index: str | None, log_name: str, extra: list[str] = ()):
    """Start ``panel serve`` on a free port (with ``extra`` options); return (process, base
    URL, log file)."""
    port = _free_port()
    panel = Path(sys.executable).parent / "panel"
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / log_name, "w")
    command = [str(panel), "serve", *apps, "--address", "127.0.0.1", "--port", str(port),
               f"--allow-websocket-origin=127.0.0.1:{port}"]
    if index:
        command += ["--index", index]
    command += list(extra)
    proc = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + START_TIMEOUT
    try:
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"panel serve exited with {proc.returncode}; see {log.name}")
            try:
                with urllib.request.urlopen(base, timeout=5) as response:
                    if response.status == 200:
                        return proc, base, log
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"panel serve did not answer within {START_TIMEOUT} s; see {log.name}")
            time.sleep(0.25)
    except BaseException:
        stop(proc, log)
        raise
