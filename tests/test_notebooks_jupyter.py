"""The teaching notebooks as a teacher meets them: opened in real JupyterLab (and Notebook 7) in
headless Chromium on a machine that reaches nothing but itself. Every request to another host is
refused and recorded, and fails the test: the games and charts must load everything they need
(Bokeh's and Panel's JavaScript and CSS) from the installed packages. Each notebook runs top to
bottom from the browser, every output is drawn, ROLL works in each game, and a game's output is
as tall as the game (not as tall as the window).

Each notebook runs on a copy in a temporary folder, so the committed notebooks stay clean.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

import pytest
from axe_audit import violations
from matrix import chosen
from notebook_names import IN_JUPYTER
from processes import stop as stop_process

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = ROOT / "test-artifacts"
NAMES = IN_JUPYTER
#: Bokeh charts each notebook draws at least (victory: one, beside both table games).
CHARTS = {"magdagdon": 2, "mishimash": 2, "magikaboom": 2, "victory": 1}
START_TIMEOUT = 60
RUN_TIMEOUT = 120_000   # ms: a whole notebook (its cells take seconds in the kernel) on a busy machine

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def jupyter(tmp_path_factory):
    """``jupyter(app)`` starts ``jupyter lab`` or ``jupyter notebook`` (once each) on a copy of
    the notebooks, with its own settings and no workspace, and returns (base URL, folder)."""
    started = {}

    def start(app: str):
        if app in started:
            return started[app][1:]
        home = tmp_path_factory.mktemp(f"jupyter-{app}")
        folder = home / "notebooks"
        folder.mkdir()
        port, token = _free_port(), secrets.token_hex(16)
        env = {**os.environ, "JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTER_DATA_DIR": str(home / "data"),
               "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
               "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"), "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces")}
        command = [str(Path(sys.executable).parent / "jupyter"), app, "--no-browser", "--expose-app-in-browser",
                   "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", f"--IdentityProvider.token={token}",
                   f"--ServerApp.root_dir={folder}"]
        if app == "lab":
            command += ["--LabApp.news_url=None"]
        if os.geteuid() == 0:  # test machines and containers run as root; Jupyter asks to be told
            command += ["--allow-root"]
        # No "get notified about Jupyter news?" toast over the outputs.
        news = home / "settings" / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
        news.parent.mkdir(parents=True)
        news.write_text(json.dumps({"fetchNews": "false"}), encoding="utf-8")
        ARTIFACTS.mkdir(exist_ok=True)
        log = open(ARTIFACTS / f"jupyter-{app}.log", "w")
        proc = subprocess.Popen(command, cwd=home, env=env, stdout=log, stderr=subprocess.STDOUT)
        base = f"http://127.0.0.1:{port}/"
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"jupyter {app} exited with {proc.returncode}; see {log.name}")
            try:
                with urllib.request.urlopen(f"{base}api/status?token={token}", timeout=5) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                proc.terminate()
                raise RuntimeError(f"jupyter {app} did not answer within {START_TIMEOUT} s; see {log.name}")
            time.sleep(0.25)
        started[app] = (proc, (base, token, folder), log)
        return started[app][1:]

    yield lambda app: start(app)[0]
    for proc, _, log in started.values():
        stop_process(proc, log, timeout=15)


@pytest.fixture(scope="module")
def offline_context(browser):
    """One context for the module, where every request to a host other than 127.0.0.1 is aborted
    (its cache then holds JupyterLab's scripts after the first notebook, as a teacher's browser
    does); ``context.outside`` lists the refused URLs."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.outside = []

    def only_local(route):
        url = route.request.url
        if urlparse(url).hostname == "127.0.0.1":
            route.continue_()
        else:
            context.outside.append(url)
            route.abort()

    context.route("**/*", only_local)
    yield context
    context.close()


@pytest.fixture
def offline_page(offline_context):
    """A page of ``offline_context``, with nothing saved; ``page.outside`` lists the URLs refused
    while it was open."""
    offline_context.outside.clear()
    page = offline_context.new_page()
    page.on("websocket", lambda ws: None if urlparse(ws.url).hostname == "127.0.0.1"
            else offline_context.outside.append(ws.url))
    page.outside = offline_context.outside
    yield page
    # What the notebook's games saved goes with it: the next notebook starts with nothing saved.
    if page.url.startswith("http"):
        page.evaluate("localStorage.clear()")
    page.close()


def _command(page, name: str) -> None:
    """Start a JupyterLab command (as its menu item does), without waiting for it to finish."""
    page.evaluate("name => { window.jupyterapp.commands.execute(name); }", name)


def _run_notebook(page, base: str, token: str, name: str, app: str):
    """Open ``name`` in ``app``, wait for its kernel, run every cell from the browser, wait
    until the last one has finished, and return the notebook's own panel (a locator).

    JupyterLab keeps a workspace on the server and reopens the notebooks of the last visit
    beside the one asked for (``?reset`` starts from an empty one), so every wait and check
    here looks at the notebook under test only: the one whose path is ``name.ipynb``."""
    path = "lab/tree" if app == "lab" else "notebooks"
    reset = "reset&" if app == "lab" else ""
    page.goto(f"{base}{path}/{name}.ipynb?{reset}token={token}")
    # The notebook is open and in front, its kernel connected and idle (not merely "starting").
    page.wait_for_function("""path => {
        const widget = window.jupyterapp && window.jupyterapp.shell.currentWidget;
        const kernel = widget && widget.context && widget.context.path === path && widget.sessionContext
                       && widget.sessionContext.session && widget.sessionContext.session.kernel;
        if (!(kernel && kernel.status === 'idle' && kernel.connectionStatus === 'connected')) return false;
        widget.node.setAttribute('data-under-test', path);
        return true;
    }""", arg=f"{name}.ipynb", timeout=90_000)
    notebook = page.locator(f"[data-under-test='{name}.ipynb']")
    _command(page, "notebook:run-all-cells")
    # A code cell's prompt reads [n]: once it has run, [*]: while it runs or waits.
    page.wait_for_function("""root => {
        const prompts = [...root.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')];
        return prompts.length > 0 && prompts.every(p => /\\[\\d+\\]/.test(p.textContent));
    }""", arg=notebook.element_handle(), timeout=RUN_TIMEOUT)
    return notebook


def _shut_down_kernels(base: str, token: str) -> None:
    """End every kernel session of the server: the next notebook starts on a quiet machine."""
    headers = {"Authorization": f"token {token}"}
    with urllib.request.urlopen(urllib.request.Request(f"{base}api/sessions", headers=headers), timeout=10) as r:
        sessions = json.load(r)
    for session in sessions:
        request = urllib.request.Request(f"{base}api/sessions/{session['id']}", method="DELETE", headers=headers)
        urllib.request.urlopen(request, timeout=30).close()


def _start_game(game, name: str) -> None:
    """Past the set-up (the default table) in the games that have one, to the first ROLL."""
    if name != "magdagdon":
        game.locator(".cubiri-start button").click()
    roll = game.locator(".cubiri-roll button").first
    roll.page.wait_for_function("el => !el.disabled", arg=roll.element_handle(timeout=30_000), timeout=30_000)


# An output's height and the height of what it draws: from the output's top to the lowest
# bottom edge of the game's body or of a chart's canvas, through Bokeh's shadow roots.
CONTENT_HEIGHT = """el => {
    const bottoms = [];
    const walk = node => {
        for (const child of node.children) {
            if (child.matches('canvas, .cubiri-body')) bottoms.push(child.getBoundingClientRect().bottom);
            if (child.shadowRoot) walk(child.shadowRoot);
            walk(child);
        }
    };
    walk(el);
    const box = el.getBoundingClientRect();
    return [box.height, bottoms.length ? Math.max(...bottoms) - box.top : 0];
}"""


def _check_notebook(page, jupyter, app: str, name: str) -> None:
    base, token, folder = jupyter(app)
    shutil.copy(NOTEBOOKS / f"{name}.ipynb", folder / f"{name}.ipynb")
    try:
        notebook = _run_notebook(page, base, token, name, app)
        _check_outputs(page, notebook, app, name)
    finally:
        _shut_down_kernels(base, token)
    assert not page.outside, f"requests to other hosts: {json.dumps(page.outside[:10], indent=1)}"


def _check_outputs(page, notebook, app: str, name: str) -> None:
    # No cell failed: JupyterLab draws a failed cell's traceback as stderr text (which also takes
    # mere warnings, so the traceback's own heading is what counts).
    errors = notebook.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']",
                              has_text="Traceback (most recent call last)")
    assert errors.count() == 0, errors.all_inner_texts()[:3]
    # Every Panel output is drawn: scrolled into view (JupyterLab lays out only what is near the
    # window), each has a height, the charts have their canvas, and each output is as tall as
    # what it draws (not a window taller).
    # (The extension cell's own output holds Bokeh's set-up and is never shown: not counted.)
    drawn = notebook.locator(".jp-OutputArea-output").filter(has=page.locator("[data-root-id]"))
    game = drawn.filter(has=page.locator(".cubiri-page")).first
    charts = drawn.filter(has=page.locator("canvas"))   # a Bokeh plot draws on its canvas
    charts.nth(CHARTS[name] - 1).wait_for(state="attached", timeout=30_000)
    assert charts.count() >= CHARTS[name], charts.count()
    for output in [game, *charts.all()]:
        output.evaluate("el => el.scrollIntoView()")
        page.wait_for_function("el => el.getBoundingClientRect().height > 100", arg=output.element_handle(), timeout=30_000)
        height, content = output.evaluate(CONTENT_HEIGHT)
        assert 100 < content and height <= content + 60, (height, content)

    game.evaluate("el => el.scrollIntoView()")
    game.locator(".cubiri-page.cubiri-ready").wait_for(state="attached", timeout=30_000)
    _start_game(game, name)
    dice = game.locator("[class*='cubiri-die-']")
    before = dice.evaluate_all("els => els.map(e => e.getAttribute('aria-label')).join('|')")
    game.locator(".cubiri-roll button").first.click()
    # The kernel answered: the dice on screen changed (new dice, a first roll on an empty tray).
    deadline = time.monotonic() + 30
    while dice.evaluate_all("els => els.map(e => e.getAttribute('aria-label')).join('|')") == before:
        assert time.monotonic() < deadline, "ROLL changed nothing on screen"
        time.sleep(0.2)
    page.screenshot(path=str(ARTIFACTS / f"notebook-{app}-{name}.png"))
    # The game in its output passes axe's WCAG 2.2 A/AA rules (the notebook's own UI is Jupyter's).
    found = violations(page, game)
    assert not found, "\n".join(found)
    # Still as tall as the game after a move (the play area after START is a new component).
    height, content = game.evaluate(CONTENT_HEIGHT)
    assert height <= content + 60, (height, content)


# Each notebook in one of the two front ends (the whole matrix: each in both).
@pytest.mark.parametrize("name", chosen(NAMES, keep=NAMES[::2]))
def test_notebook_in_jupyterlab_offline(offline_page, jupyter, name):
    _check_notebook(offline_page, jupyter, "lab", name)


@pytest.mark.parametrize("name", chosen(NAMES, keep=NAMES[1::2]))
def test_notebook_in_notebook7_offline(offline_page, jupyter, name):
    _check_notebook(offline_page, jupyter, "notebook", name)
