"""The simulation form of the lesson pages, in Chromium against the built site with every other
host blocked: a learner fills in trials and a seed, runs the simulation in Pyodide, and sees the
running frequency drawn beside the exact value, with the very figures the engine's
:func:`run_lab` gives in CPython for the same seed."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from cubiri_panel.lessons.lab import LABS, run_lab
from cubiri_panel.ui.numbers import percent

from axe_audit import audit
from matrix import chosen

from .conftest import refuse_all_but, show_every_block
from .templates import template_left
from .service_worker import wait_until_stored

pytestmark = pytest.mark.pyodide

TEXTS = {"en": ("Run the simulation", "Exact value"), "it": ("Avvia la simulazione", "Valore esatto"),
         "es": ("Ejecutar la simulación", "Valor exacto"), "lv": ("Palaist simulāciju", "Precīzā vērtība")}


def run_form(page, trials: int, seed: int, lab: str | None = None) -> dict:
    section = page.locator("section.lab")
    if lab is not None:
        section.locator(f"input[name=lab][value='{lab}']").check()
    section.locator("input[name=trials]").fill(str(trials))
    section.locator("input[name=seed]").fill(str(seed))
    section.locator("button.lab-run").click()
    expect(section).to_have_attribute("data-state", "done", timeout=90_000)
    return section.locator(".lab-figures").evaluate("node => ({...node.dataset})")


def test_a_lesson_runs_its_simulation_in_the_browser_as_in_cpython(page, site_url, only_the_site):
    page.goto(f"{site_url}lessons/mishimash.en.html")
    figures = run_form(page, 3_000, 7)
    expected = run_lab("mishimash/bust/3/convergence", 3_000, 7)
    assert figures["name"] == expected["name"]
    assert (int(figures["trials"]), int(figures["seed"]), int(figures["hits"])) == (3_000, 7, expected["hits"])
    assert float(figures["estimate"]) == expected["estimate"]
    assert float(figures["exact"]) == pytest.approx(5 / 18, abs=1e-15)
    section = page.locator("section.lab")
    # the chart: the running frequency as a line of many points, the exact value as a line
    running = section.locator("path.running")
    assert int(running.get_attribute("data-points")) == len(expected["curve"]) > 100
    assert running.get_attribute("d").count(",") > 100
    expect(section.locator("line.exact")).to_have_count(1)
    shown = percent(expected["estimate"], "en")
    expect(section.locator(".lab-figures dd[data-field=estimate]")).to_have_text(shown)
    expect(section.locator(".lab-figures dd[data-field=exact]")).to_have_text("27.8%")
    expect(section.locator(".lab-status")).to_contain_text("3,000 rolls")
    # the same seed again: the same figures; another seed: other dice
    assert run_form(page, 3_000, 7) == figures
    assert run_form(page, 3_000, 8)["hits"] != figures["hits"] or run_lab(
        "mishimash/bust/3/convergence", 3_000, 8)["hits"] == expected["hits"]
    show_every_block(page)
    page.screenshot(path="test-artifacts/lab-mishimash-en.png", full_page=True, scale="css")
    audit(page, "a lab's results")   # axe's WCAG 2.2 A/AA rules over the figures and the chart
    assert only_the_site == []


@pytest.mark.parametrize("path, script, form", [("lessons/mishimash.en.html", "lab.js", "section.lab"),
                                                 ("lessons/classroom.en.html", "classroom.js", "section.lab.pool")])
def test_a_press_before_the_forms_script_has_come_is_kept_said_and_acted_on(page, site_url, only_the_site, path, script,
                                                                            form):
    """On a slow network the form shows before its script has come: a press on its button at once
    is kept (not sent as a page load), the status says the form is starting, and once the script
    has come the press is acted on."""
    held = []
    page.route(f"**/static/{script}", lambda route: held.append(route))   # held back, as a slow network does
    page.goto(site_url + path, wait_until="commit")
    section = page.locator(form)
    section.locator("button.lab-run").click()         # as soon as it can be pressed
    status = section.locator(".lab-status")
    expect(status).not_to_be_empty()
    assert page.url == site_url + path                # not sent as a page load
    while not held:
        page.wait_for_timeout(50)
    held[0].continue_()
    if script == "lab.js":
        expect(section).to_have_attribute("data-state", "done", timeout=90_000)
        trials, seed = (int(section.locator(f"input[name={n}]").input_value()) for n in ("trials", "seed"))
        figures = section.locator(".lab-figures").evaluate("node => ({...node.dataset})")
        assert int(figures["hits"]) == run_lab(figures["name"], trials, seed)["hits"]
    else:   # nothing pasted: the press is answered as any press on an empty form is
        expect(section).to_have_attribute("data-state", re.compile("refused|failed|done"), timeout=90_000)
    assert only_the_site == []


def test_points_or_victory_offers_both_players_and_loads_the_table(page, site_url, only_the_site):
    page.goto(f"{site_url}lessons/victory.en.html")
    name = "victory/mishimash/points_player/convergence"
    figures = run_form(page, 500, 2026, lab=name)
    expected = run_lab(name, 500, 2026)
    assert (figures["name"], int(figures["hits"])) == (name, expected["hits"])
    assert float(figures["exact"]) == pytest.approx(expected["exact"], rel=1e-12)
    assert only_the_site == []


@pytest.mark.parametrize("lang", chosen(["it", "es", "lv"], keep=["lv"]))
def test_the_form_speaks_the_pages_language(page, site_url, only_the_site, lang):
    page.goto(f"{site_url}lessons/magikaboom.{lang}.html")
    run, exact = TEXTS[lang]
    section = page.locator("section.lab")
    expect(section.locator("button.lab-run")).to_have_text(run)
    figures = run_form(page, 1_000, 3)
    assert int(figures["hits"]) == run_lab("magikaboom/explosion/AAAB/convergence", 1_000, 3)["hits"]
    expect(section.locator(".lab-figures")).to_contain_text(exact)
    # the exact value as the number module writes it, and so as the lesson above writes it
    exact_value = run_lab("magikaboom/explosion/AAAB/convergence", 1_000, 3)["exact"]
    assert section.locator("dd[data-field=exact]").inner_text() == percent(exact_value, lang)
    assert only_the_site == []


def test_a_bad_number_is_refused_in_words_and_runs_nothing(page, site_url, only_the_site):
    page.goto(f"{site_url}lessons/magdagdon.en.html")
    section = page.locator("section.lab")
    section.locator("input[name=trials]").fill("5")
    section.locator("button.lab-run").click()
    expect(section.locator(".lab-status")).to_have_text("Choose a whole number of rolls from 10 to 200,000.")
    section.locator("input[name=trials]").fill("100")
    section.locator("input[name=seed]").fill("-1")
    section.locator("button.lab-run").click()
    expect(section.locator(".lab-status")).to_contain_text("Choose a seed")
    expect(section.locator(".lab-figures")).to_be_hidden()
    audit(page, "a lab's refusal")
    assert only_the_site == []


def test_every_lesson_page_has_the_form_for_its_simulations(site):
    from cubiri_panel.lessons.lab import labs_of
    for lesson in ("magdagdon", "mishimash", "magikaboom", "victory"):
        for lang in ("en", "it", "es", "lv"):
            html = (site / "lessons" / f"{lesson}.{lang}.html").read_text()
            assert 'class="lab-form"' in html and "static/lab.js" in html
            for lab in labs_of(lesson):
                assert lab.name in html
    assert set(LABS) == {lab.name for lesson in ("magdagdon", "mishimash", "magikaboom", "victory")
                         for lab in labs_of(lesson)}
    # the service worker keeps the form's files for offline use, as every other file of the site
    worker = (site / "serviceWorker.js").read_text()
    for name in ("static/lab.js", "static/lab-worker.js", "static/lab.css", "lessons/victory.lv.html"):
        assert (site / name).is_file() and f'"{name}"' in worker


def test_points_or_victory_embeds_both_games_and_is_listed_on_the_landing_pages(site):
    for lang in ("en", "it", "es", "lv"):
        page = (site / "lessons" / f"victory.{lang}.html").read_text()
        for game in ("mishimash", "magikaboom"):
            assert re.search(rf'<iframe class="cubiri-embed" src="\.\./covers/{game}\.{lang}\.html" '
                             rf'data-game="\.\./{game}\.html\?embed=1&amp;lang={lang}', page)
        assert "<svg" in page and not template_left(page) and f'<html lang="{lang}">' in page
        landing = (site / ("index.html" if lang == "en" else f"index.{lang}.html")).read_text()
        assert f'href="lessons/victory.{lang}.html"' in landing


# Records, in the page, every animation frame and timer tick, and when the status first says the
# simulation is running and when the chart is first drawn: Python works in between.
WATCH = """running => {
  const watch = { frames: [], ticks: [], running: null, drawn: null };
  const section = document.querySelector("section.lab");
  const status = section.querySelector(".lab-status");
  const svg = section.querySelector(".lab-chart svg");
  new MutationObserver(() => {
    if (watch.running === null && status.textContent.startsWith(running)) watch.running = performance.now();
    if (watch.drawn === null && svg.childElementCount) watch.drawn = performance.now();
  }).observe(section, { subtree: true, childList: true, characterData: true });
  const frame = () => { watch.frames.push(performance.now()); if (watch.drawn === null) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  const timer = setInterval(() => { watch.ticks.push(performance.now()); if (watch.drawn !== null) clearInterval(timer); }, 50);
  window.cubiriWatch = watch;
}"""


def longest_gap(times: list[float], start: float, end: float) -> float:
    """The longest time without a frame (or tick) between ``start`` and ``end``, in ms."""
    inside = [start, *(t for t in times if start < t < end), end]
    return max(b - a for a, b in zip(inside, inside[1:]))


DEVICES = {"laptop": {"viewport": {"width": 1280, "height": 800}},
           "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}}


@pytest.fixture(params=chosen(list(DEVICES), keep=["phone"]))
def device_page(request, browser, site_url):
    """A page on a laptop or an emulated phone, with every other host refused and listed."""
    context = browser.new_context(**DEVICES[request.param])
    outside = refuse_all_but(context, site_url)
    page = context.new_page()
    page.device, page.outside = request.param, outside
    yield page
    context.close()


def test_the_page_stays_live_while_the_longest_run_works(device_page, site_url):
    """The longest run the form allows keeps Python busy for seconds: in a web worker the page's
    frames and timers go on, the status is painted, the page answers, and no second run starts."""
    page, name = device_page, "victory/mishimash/reach/convergence"
    page.goto(f"{site_url}lessons/victory.en.html")
    section = page.locator("section.lab")
    section.locator(f"input[name=lab][value='{name}']").check()
    section.locator("input[name=trials]").fill(str(LABS[name].max_trials))
    section.locator("input[name=seed]").fill("11")
    page.evaluate(WATCH, "Simulating 50,000 turns")
    section.locator("button.lab-run").click()
    expect(section.locator(".lab-status")).to_have_text("Simulating 50,000 turns…", timeout=90_000)
    # while Python works: a screenshot (it needs the page to paint), the form's controls
    # disabled, and a second run asked for by a script is not started
    section.screenshot(path=f"test-artifacts/lab-running-{page.device}.png")
    for control in ("button.lab-run", "input[name=trials]", "input[name=seed]", "input[name=lab]"):
        expect(section.locator(control).first).to_be_disabled()
    page.evaluate("document.querySelector('.lab-form').requestSubmit()")
    expect(section).to_have_attribute("data-state", "running")
    expect(section).to_have_attribute("data-state", "done", timeout=90_000)
    watch = page.evaluate("window.cubiriWatch")
    assert watch["running"] is not None and watch["drawn"] is not None
    working = watch["drawn"] - watch["running"]
    # a run this long would freeze the page on its own thread for all of it
    assert working > 1_000, f"the run took {working:.0f} ms: too short to tell"
    # on the page's thread the longest gap would be the whole run; a busy machine may still
    # hold back a frame or two (the screenshot above asks for one), so the bound is a share
    for kind in ("frames", "ticks"):
        assert longest_gap(watch[kind], watch["running"], watch["drawn"]) < min(1_000, working / 2), (kind, working)
    figures = section.locator(".lab-figures").evaluate("node => ({...node.dataset})")
    expected = run_lab(name, 50_000, 11)
    assert (int(figures["seed"]), int(figures["trials"]), int(figures["hits"])) == (11, 50_000, expected["hits"])
    assert float(figures["estimate"]) == expected["estimate"]
    page.wait_for_timeout(500)  # the submit asked for while it ran started nothing
    expect(section).to_have_attribute("data-state", "done")
    expect(section.locator(".lab-status")).to_contain_text("After 50,000 turns")
    expect(section.locator("button.lab-run")).to_be_enabled()
    expect(section.locator("button.lab-run")).to_be_focused()  # the focus comes back to it
    section.screenshot(path=f"test-artifacts/lab-done-{page.device}.png")
    assert page.outside == []


@pytest.mark.parametrize("blocked", chosen(["static/lab-worker.js", "pyodide/pyodide.js", "pyodide/pyodide.asm.wasm",
                                             "packages/cubiri_panel-*.whl"],
                                            keep=["pyodide/pyodide.js", "pyodide/pyodide.asm.wasm"]))
def test_a_file_that_does_not_load_is_said_and_a_later_press_tries_again(page, context, site_url, only_the_site,
                                                                          blocked):
    from cubiri_panel.ui.i18n import Translator
    # blocked for the whole context: for the page, its workers and the service worker alike
    refuse = lambda route: route.abort()  # noqa: E731
    context.route(f"{site_url}{blocked}", refuse)
    page.goto(f"{site_url}lessons/mishimash.es.html")
    section = page.locator("section.lab")
    section.locator("input[name=trials]").fill("1000")
    section.locator("input[name=seed]").fill("5")
    section.locator("button.lab-run").click()
    expect(section).to_have_attribute("data-state", "failed", timeout=60_000)
    status = section.locator(".lab-status")
    expect(status).to_have_class(re.compile(r"\blab-error\b"))
    t = Translator("es")
    expect(status).to_contain_text(t("lab.failed").split("{error}")[0].strip())
    # why, in the page's language: the file that did not load, named by its path in the site
    # (a package Pyodide could not fetch may be said as Python not starting)
    said, name = status.inner_text(), blocked.split("*")[0]
    assert "did not load" not in said and "Error" not in said, said
    assert (t("lab.errors.file", file=name).split(name)[0] + name in said
            or t("lab.errors.load") in said), said
    expect(section.locator("button.lab-run")).to_be_enabled()
    expect(section.locator(".lab-figures")).to_be_hidden()
    section.screenshot(path=f"test-artifacts/lab-failed-{blocked.split('/')[-1].replace('*', '')}.png")
    context.unroute(f"{site_url}{blocked}", refuse)
    section.locator("button.lab-run").click()
    expect(section).to_have_attribute("data-state", "done", timeout=90_000)
    assert int(section.locator(".lab-figures").get_attribute("data-hits")) == run_lab(
        "mishimash/bust/3/convergence", 1_000, 5)["hits"]
    expect(status).not_to_have_class(re.compile(r"\blab-error\b"))
    assert only_the_site == []


def test_a_download_that_never_comes_is_said_and_a_later_press_tries_again(page, context, site_url, only_the_site):
    from cubiri_panel.ui.i18n import Translator
    never = lambda route: None  # noqa: E731  (never answered)
    context.route(f"{site_url}pyodide/python_stdlib.zip", never)
    page.goto(f"{site_url}lessons/magikaboom.lv.html")
    section = page.locator("section.lab")
    section.locator("button.lab-run").click()
    expect(section).to_have_attribute("data-state", "failed", timeout=25_000)
    lv = Translator("lv")
    expect(section.locator(".lab-status")).to_have_text(lv("lab.failed", error=lv("lab.errors.stalled", seconds=15)))
    context.unroute(f"{site_url}pyodide/python_stdlib.zip", never)
    section.locator("button.lab-run").click()
    expect(section).to_have_attribute("data-state", "done", timeout=90_000)
    assert only_the_site == []


def test_the_form_runs_offline_once_the_site_is_stored(context, site, site_url, only_the_site):
    """The service worker stores the form's worker with the rest of the site: a lesson opened once
    runs its simulation with the network off, every file from the worker's cache."""
    page = context.new_page()
    page.goto(f"{site_url}lessons/magdagdon.it.html")
    wait_until_stored(page, site, timeout=90_000)
    context.set_offline(True)
    page.reload()
    figures = run_form(page, 2_000, 4)
    assert int(figures["hits"]) == run_lab("magdagdon/corner/nightmare/convergence", 2_000, 4)["hits"]
    assert only_the_site == []
