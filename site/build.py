"""Build the static Cubiri site: ``make site`` (``python site/build.py --out build/site``).

The site is plain files with relative links only, so it works from any folder, a GitHub Pages
sub-path included, and every file a page fetches comes from the site itself:

* ``index.html`` (English) and ``index.<lang>.html``: the landing page with the three games;
* ``<game>.html``: each game, drawn at once from its pre-render in the visitor's language
  (``prerender/``), then live once Python runs in a web worker (``static/language.js``,
  ``static/boot.js``, ``static/worker.js``; see ``pages.py``);
* ``pyodide/``: the Pyodide core, from the npm package ``make pyodide`` unpacks, its standard
  library cut down to what the pages import (``stdlib.py``);
* ``packages/``: ``pyodide-lock.json`` and the wheels it names (see ``packages.py``);
* ``vendor/``: Bokeh's and Panel's JavaScript and CSS, from the installed packages;
* ``site.webmanifest``, ``serviceWorker.js``, ``images/``: the installable app, which keeps
  everything a game page needs once one page has been visited;
* ``lessons/<name>.<lang>.html``: the probability lessons (one a game, and "Points or victory?"
  across MISHIMASH and MAGIKABOOM), their numbers computed now by the engine, each with a form
  that runs its simulation in the browser, in a web worker (``lab.py``, ``static/lab.js``,
  ``static/lab-worker.js``); each lesson's game frame shows its cover (``covers/``, ``covers.py``)
  until the reader comes to the game; ``lessons/<name>-worksheet.<lang>.html``, its worksheet to print.
* ``notebooks/``: the teaching notebooks, linked from each game page with its lesson.
* ``docs/``: the explanations a lesson links (how the MAGDAGDON expert chooses), in Markdown.

Compiled wheels only the Pyodide CDN carries are fetched at build time where the network
allows; the build lists those it could not fetch ("missing: ...") and builds the rest.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pickle
import shutil
import sys
from pathlib import Path

import jinja2

SITE = Path(__file__).resolve().parent
ROOT = SITE.parent
sys.path.insert(0, str(SITE))

import classroom  # noqa: E402
import covers  # noqa: E402
import lab  # noqa: E402
import packages  # noqa: E402
import pages  # noqa: E402
import paint  # noqa: E402
import stdlib  # noqa: E402
from icons import write_icons  # noqa: E402
from render import game_embed, render_lesson, render_worksheet  # noqa: E402

from cubiri_panel import registry  # noqa: E402
from cubiri_panel.lessons import EMBEDS  # noqa: E402
from cubiri_panel.lessons.lab import START_SEED  # noqa: E402
from cubiri_panel.ui import numbers  # noqa: E402
from cubiri_panel.ui.i18n import LANGUAGE_NAMES, LANGUAGES, Translator  # noqa: E402
from cubiri_panel.ui.shell import language_rule  # noqa: E402

APP_TITLE = "Cubiri"
#: The games, each a page, in the registry's order, and their titles.
GAMES = registry.names()
GAME_NAMES = {record.name: record.title for record in registry.records()}
TITLES = list(GAME_NAMES.values())


def page_name(lang: str) -> str:
    return "index.html" if lang == "en" else f"index.{lang}.html"


CORE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm")


def pyodide_core() -> Path:
    core = Path(os.environ.get("PYODIDE_DIR", ROOT / "build" / f"pyodide-{packages.PYODIDE_VERSION}"))
    if not (core / "pyodide.asm.wasm").is_file():
        raise SystemExit(f"no Pyodide core at {core}: run `make pyodide`")
    return core


def write_core(out: Path, core: Path) -> None:
    (out / "pyodide").mkdir()
    for name in CORE_FILES:
        shutil.copy2(core / name, out / "pyodide" / name)
    stdlib.write_stdlib(core / "python_stdlib.zip", out / "pyodide" / "python_stdlib.zip")


def write_games(out: Path, env: jinja2.Environment, lock: dict) -> None:
    """Each game's page with its first paint, the paints of its other languages and of its
    embed (``paint/``), and the Bokeh/Panel files the live game loads. The pre-renders are drawn
    once, here, from Bokeh documents (``prerender/``, not shipped: ``paint.py``)."""
    (out / "prerender").mkdir()
    scripts: list[str] = []
    titles = {}
    for game in GAMES:
        source = (ROOT / "apps" / f"{game}.py").read_text()
        for lang, embed in pages.variants(LANGUAGES):
            data, needed = pages.prerender(source, game, lang, embed)
            scripts += [url for url in needed if url not in scripts]
            titles[game] = titles.get(game) or data["title"]
            (out / pages.prerender_name(game, lang, embed)).write_text(
                json.dumps(data, separators=(",", ":"), ensure_ascii=False))
    local = [pages.local_script(url) for url in scripts]
    pages.write_vendor(out, scripts)
    painted = paint.paint(out, [(game, lang, embed) for game in GAMES for lang, embed in pages.variants(LANGUAGES)], local)
    shutil.rmtree(out / "prerender")
    (out / "paint").mkdir()
    painted, shared = paint.share(painted)
    for name, text in shared.items():
        (out / name).write_text(text)
    for (game, lang, embed), markup in painted.items():
        (out / paint.paint_name(game, lang, embed)).write_text(markup)
    language_js = (SITE / "static" / "language.js").read_text()
    for game in GAMES:
        wanted = packages.game_packages(game)
        markup = painted[game, *paint.PAGE_VARIANT]
        config = {"game": game, "language": language_rule(), "source": source_of(game), "packages": wanted,
                  "later": packages.later_packages(game), "early": early_files(lock, wanted),
                  "imports": [i for name in wanted for i in lock["packages"][name]["imports"]],
                  "scripts": local, "bytes": download_bytes(out, lock, wanted),
                  "texts": {lang: game_texts(lang) for lang in LANGUAGES}}
        html = env.get_template("game.html").render(
            title=titles[game], game=game, config=script_json(config), paint=markup,
            stylesheets=paint.stylesheets(markup), rule=script_json(language_rule()), language_js=language_js,
            painted=paint.PAGE_VARIANT[0] + (".embed" if paint.PAGE_VARIANT[1] else ""),
            description=Translator("en")(f"common.hub.pitch.{game}"),
            noscript=Translator("en")("site.game.failed"))
        (out / f"{game}.html").write_text(html)


def early_files(lock: dict, wanted: list[str]) -> list[str]:
    """The files Python's start fetches with ``fetch()``, which the worker asks for all at once
    as it starts (static/worker.js): the WebAssembly, the standard library, the lock and the
    wheels, which Pyodide would otherwise ask for one stage after another."""
    return ["pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "packages/pyodide-lock.json",
            *(f"packages/{lock['packages'][name]['file_name']}" for name in wanted)]


def source_of(game: str) -> str:
    return (ROOT / "apps" / f"{game}.py").read_text()


def script_json(value) -> str:
    """``value`` as JSON inside a script element, which "</" would close."""
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")


#: Marks where the page writes the share downloaded, formatted in the visitor's language.
PERCENT = "PERCENT"


def game_texts(lang: str) -> dict[str, str]:
    t = Translator(lang)
    return {**{key: t(f"site.game.{key}") for key in ("loading", "failed", "hint", "retry")},
            "progress": t("paint.progress", percent=PERCENT), "waiting": t("paint.waiting", percent=PERCENT)}


def download_bytes(out: Path, lock: dict, wanted: list[str]) -> int:
    """What Python's start fetches, uncompressed (the worker counts bytes as they arrive): the
    core, the standard library, the lock, and the wheels; those this build lacks are counted
    at the size the online build's are not known by, so they count nothing."""
    files = [out / "pyodide" / name for name in ("pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")]
    files += [out / "packages" / "pyodide-lock.json", *(out / "packages" / lock["packages"][name]["file_name"] for name in wanted)]
    return sum(path.stat().st_size for path in files if path.is_file())


def write_manifest(out: Path) -> None:
    icons = [{"src": "images/icon-vector.svg", "type": "image/svg+xml", "sizes": "512x512"},
             *({"src": f"images/icon-{n}x{n}.png", "type": "image/png", "sizes": f"{n}x{n}"} for n in (32, 192, 512))]
    manifest = {"name": "Cubiri: three dice games", "short_name": APP_TITLE, "start_url": "./index.html",
                "scope": "./", "display": "standalone", "orientation": "any", "icons": icons,
                "theme_color": "#1d1838", "background_color": "#1d1838",
                "description": f"{', '.join(TITLES[:-1])} and {TITLES[-1]}: dice games with exact odds."}
    (out / "site.webmanifest").write_text(json.dumps(manifest, indent=2, ensure_ascii=False))


def write_service_worker(out: Path, env: jinja2.Environment) -> list[str]:
    """The service worker, precaching every file of the site but itself; named by their hash; with
    the page it gives, in the reader's language, for a page not stored while offline."""
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*")
                   if p.is_file() and p.name not in (".nojekyll", "serviceWorker.js"))
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (out / name).read_bytes())
    missing = {lang: {"page": page_name(lang),
                      **{key: Translator(lang)(f"site.missing.{key}") for key in ("title", "body", "stored", "home")}}
               for lang in LANGUAGES}
    text = env.get_template("serviceWorker.js").render(
        version=digest.hexdigest()[:16], precache=files, missing=missing, rule=language_rule(),
        language_js=(SITE / "static" / "language.js").read_text())
    (out / "serviceWorker.js").write_text(text)
    return files


#: A lesson a game, and the lessons across games, by name: the games each one embeds.
LESSONS = EMBEDS


def lesson_numbers() -> dict[str, dict]:
    from cubiri_panel import lessons
    return {name: lessons.lesson_numbers(name) for name in LESSONS}


def templates() -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.FileSystemLoader(SITE / "templates"),
                              autoescape=jinja2.select_autoescape(["html"]),
                              undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def common(lang: str, root: str) -> dict:
    return {"lang": lang, "root": root, "t": Translator(lang), "languages": LANGUAGE_NAMES,
            "language_codes": LANGUAGES, "page_name": page_name, "games": GAMES, "game_names": GAME_NAMES}


def alternate_links(site_url: str | None, folder: str, names: dict[str, str]) -> dict[str, str]:
    """The page in each language, as full addresses (search engines take no other), for
    ``<link rel="alternate" hreflang>``; none when the site's own address is not known."""
    return {code: f"{site_url.rstrip('/')}/{folder}{name}" for code, name in names.items()} if site_url else {}


def write_landing(out: Path, env: jinja2.Environment, lessons: dict[tuple[str, str], str],
                  site_url: str | None) -> None:
    alternates = {other: page_name(other) for other in LANGUAGES}
    for lang in LANGUAGES:
        snippet = game_embed(GAMES[0], lang, GAME_NAMES[GAMES[0]], seed=2026).replace('src="../', 'src="https://YOUR-SITE/')
        html = env.get_template("index.html").render(
            **common(lang, ""), lessons=lessons, lesson_names=list(LESSONS), snippet=snippet,
            class_link=lab.as_script(classroom.class_link_config(lang)),
            alternates=alternates, alternate_links=alternate_links(site_url, "", alternates))
        (out / page_name(lang)).write_text(html)


def write_lessons(out: Path, env: jinja2.Environment, numbers: dict[str, dict],
                  site_url: str | None) -> dict[tuple[str, str], str]:
    titles = {}
    (out / "lessons").mkdir()
    for game, embedded in LESSONS.items():
        for lang in LANGUAGES:
            source = (SITE / "lessons" / f"{game}.{lang}.md").read_text()
            title, body = render_lesson(source, game, lang, numbers[game], GAME_NAMES.get(game, ""),
                                        {name: GAME_NAMES[name] for name in embedded})
            form = lab.lab_config(game, lang)
            alternates = {other: f"{game}.{other}.html" for other in LANGUAGES}
            html = env.get_template("lesson.html").render(
                **common(lang, "../"), game=game, title=title, body=body, plays=embedded,
                worksheet=worksheet_name(game, lang),
                labs=form["labs"], seed=form["seed"], config=lab.as_script(form),
                lesson_class="lesson-across" if len(embedded) > 1 else "",
                alternates=alternates, alternate_links=alternate_links(site_url, "lessons/", alternates))
            (out / "lessons" / f"{game}.{lang}.html").write_text(html)
            titles[game, lang] = title
    return titles


def worksheet_name(lesson: str, lang: str) -> str:
    return f"{lesson}-worksheet.{lang}.html"


def worksheet_seeds(numbers: dict) -> list[tuple[str, int | str]]:
    """The seeds a lesson's worksheet names, each by what it starts (``site.worksheet.seeds.<key>``):
    the lesson's game and its tables' simulations, the game its coach reviews, the lesson's form."""
    seeds = [("game", numbers["seed"])]
    if "review_seed" in numbers:
        seeds.append(("review", numbers["review_seed"]))
    return [*seeds, ("form", START_SEED)]


def write_worksheets(out: Path, env: jinja2.Environment, numbers: dict[str, dict],
                     titles: dict[tuple[str, str], str], site_url: str | None) -> None:
    """Each lesson's worksheet to print (``lessons/<lesson>-worksheet.<lang>.html``): its
    questions with room for the answers, the tables a student fills in beside the exact values,
    its seeds, and the class code this browser keeps (``static/worksheet.js``)."""
    for lesson in LESSONS:
        for lang in LANGUAGES:
            source = (SITE / "lessons" / f"{lesson}.{lang}.worksheet.md").read_text()
            title, body = render_worksheet(source, lesson, lang, numbers[lesson])
            alternates = {other: worksheet_name(lesson, other) for other in LANGUAGES}
            html = env.get_template("worksheet.html").render(
                **common(lang, "../"), title=title, body=body, seeds=worksheet_seeds(numbers[lesson]),
                lesson_page=f"{lesson}.{lang}.html", lesson_title=titles[lesson, lang], alternates=alternates,
                alternate_links=alternate_links(site_url, "lessons/", alternates))
            (out / "lessons" / worksheet_name(lesson, lang)).write_text(html)


def write_classroom(out: Path, env: jinja2.Environment, site_url: str | None) -> None:
    """The "Class results" page in each language (``classroom.py``)."""
    alternates = {other: f"classroom.{other}.html" for other in LANGUAGES}
    classroom.write_reader(out)
    for lang in LANGUAGES:
        config = classroom.classroom_config(lang, page_name(lang))
        html = env.get_template("classroom.html").render(
            **common(lang, "../"), config=lab.as_script(config), alternates=alternates,
            limits_bytes=numbers.integer(config["limits"]["bytes"], lang),
            limits_codes=numbers.integer(config["limits"]["codes"], lang), class_most=config["limits"]["class_most"],
            alternate_links=alternate_links(site_url, "lessons/", alternates))
        (out / "lessons" / f"classroom.{lang}.html").write_text(html)


def write_docs(out: Path) -> None:
    """The project's explanations a lesson links (``docs/``: how the MAGDAGDON expert chooses),
    as the Markdown they are written in."""
    (out / "docs").mkdir()
    for page in sorted((ROOT / "docs").glob("*.md")):
        shutil.copyfile(page, out / "docs" / page.name)


def write_notebooks(out: Path) -> None:
    """The teaching notebooks, which each game page links beside its lesson
    (``cubiri_panel/ui/teaching.py``): saved without outputs, they are a few kilobytes each."""
    (out / "notebooks").mkdir()
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        shutil.copyfile(notebook, out / "notebooks" / notebook.name)


def build(out: Path, site_url: str | None = None, numbers: dict[str, dict] | None = None) -> list[packages.Missing]:
    """Write the site into ``out``; return the compiled wheels that could not be fetched.
    ``site_url`` is the address the site is published at, if known; ``numbers`` the lessons'
    numbers as ``lesson_numbers()`` returns them, if already computed."""
    core = pyodide_core()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    write_core(out, core)
    lock, missing = packages.write_packages(out / "packages", ROOT, core, ROOT / "build" / "site-cache")
    env = templates()
    write_games(out, env, lock)
    covers.write_covers(out, GAMES, LANGUAGES, GAME_NAMES)  # the lessons' frames show them first
    write_manifest(out)
    (out / "images").mkdir()
    write_icons(SITE / "static" / "icon.svg", out / "images")
    shutil.copytree(SITE / "static", out / "static", ignore=shutil.ignore_patterns("icon.svg"))
    numbers = numbers or lesson_numbers()
    titles = write_lessons(out, env, numbers, site_url)
    write_worksheets(out, env, numbers, titles, site_url)
    write_landing(out, env, titles, site_url)
    write_classroom(out, env, site_url)
    write_notebooks(out)
    write_docs(out)
    write_service_worker(out, env)
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve files as they are
    return missing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "site")
    parser.add_argument("--site-url", help="the address the site is published at (for the language links search engines read)")
    parser.add_argument("--numbers", type=Path, help="a pickle of the lessons' numbers as lesson_numbers() "
                        "returns them (the tests compute them once, for their checks and the build)")
    args = parser.parse_args()
    numbers = pickle.loads(args.numbers.read_bytes()) if args.numbers else None
    missing = build(args.out.resolve(), args.site_url, numbers)
    for item in missing:
        print(f"missing: {item.file_name} ({item.reason}; {item.url})")
    if missing:
        print(f"{len(missing)} compiled wheels missing: the games cannot start from this build "
              "(the pre-renders, lessons and everything else are there)")
    files = [p for p in args.out.rglob("*") if p.is_file()]
    print(f"Built {len(files)} files, {sum(p.stat().st_size for p in files):,} bytes, into {args.out}")


if __name__ == "__main__":
    main()
