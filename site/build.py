"""Build the static Cubiri site: ``make site`` (``python site/build.py --out build/site``).

The site is plain files with relative links only, so it works from any folder, a GitHub Pages
sub-path included:

* ``index.html`` (English) and ``index.<lang>.html``: the landing page with the three games;
* ``<game>.html`` + ``.js`` + ``.resources.zip``: each game converted by ``panel convert`` to a
  Pyodide web-worker app, with the project's own wheel packed in the resources;
* ``site.webmanifest``, ``serviceWorker.js``, ``images/``: the installable PWA (the service worker
  caches what a page fetches, so a game plays offline once it has loaded);
* ``lessons/<game>.<lang>.html``: the probability lessons, their numbers computed now by the engine.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import jinja2

SITE = Path(__file__).resolve().parent
ROOT = SITE.parent
sys.path.insert(0, str(SITE))

from icons import write_icons  # noqa: E402
from render import game_embed, render_lesson  # noqa: E402

from cubiri_panel.ui.i18n import GAME_NAMES, GAMES, LANGUAGE_NAMES, LANGUAGES, Translator  # noqa: E402

APP_TITLE = "Cubiri"


def page_name(lang: str) -> str:
    return "index.html" if lang == "en" else f"index.{lang}.html"


def build_wheel(into: Path) -> Path:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "--disable-pip-version-check",
                    "-w", str(into), str(ROOT)], check=True)
    (wheel,) = into.glob("cubiri_panel-*.whl")
    return wheel


def convert_games(out: Path, wheel: Path) -> None:
    """Each game app as a Pyodide worker page, the wheel packed beside it."""
    from panel.io.convert import convert_apps

    apps = [str(ROOT / "apps" / f"{game}.py") for game in GAMES]
    # max_workers=1: the process pool dies here with more (PLATFORM.md).
    convert_apps(apps, dest_path=out, runtime="pyodide-worker", build_index=False, build_pwa=True,
                 requirements=[f"cubiri_panel @ {wheel.as_uri()}"], title=APP_TITLE,
                 pwa_config={"background_color": "#1d1838", "display": "standalone"},
                 max_workers=1, verbose=False)


def fix_manifest(out: Path) -> None:
    """Panel writes an absolute scope and its own name; the site lives under a sub-path."""
    path = out / "site.webmanifest"
    manifest = json.loads(path.read_text())
    manifest.update(name="Cubiri: three dice games", short_name=APP_TITLE, scope="./",
                    start_url="./index.html", theme_color="#1d1838", background_color="#1d1838",
                    description="MAGDAGDON, MISHIMASH and MAGIKABOOM: dice games with exact odds.")
    path.write_text(json.dumps(manifest, indent=2, ensure_ascii=False))


def lesson_numbers() -> dict[str, dict]:
    from cubiri_panel import lessons
    return {game: getattr(lessons, f"{game}_numbers")() for game in GAMES}


def templates() -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.FileSystemLoader(SITE / "templates"),
                              autoescape=jinja2.select_autoescape(["html"]),
                              undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def common(lang: str, root: str) -> dict:
    return {"lang": lang, "root": root, "t": Translator(lang), "languages": LANGUAGE_NAMES,
            "language_codes": LANGUAGES, "page_name": page_name, "games": GAMES, "game_names": GAME_NAMES}


def write_landing(out: Path, env: jinja2.Environment, lessons: dict[tuple[str, str], str]) -> None:
    for lang in LANGUAGES:
        snippet = game_embed("magdagdon", lang, "MAGDAGDON", seed=2026).replace('src="../', 'src="https://YOUR-SITE/')
        html = env.get_template("index.html").render(
            **common(lang, ""), lessons=lessons, snippet=snippet,
            alternates={other: page_name(other) for other in LANGUAGES})
        (out / page_name(lang)).write_text(html)


def write_lessons(out: Path, env: jinja2.Environment, numbers: dict[str, dict]) -> dict[tuple[str, str], str]:
    titles = {}
    (out / "lessons").mkdir()
    for game in GAMES:
        for lang in LANGUAGES:
            source = (SITE / "lessons" / f"{game}.{lang}.md").read_text()
            title, body = render_lesson(source, game, lang, numbers[game], GAME_NAMES[game])
            html = env.get_template("lesson.html").render(
                **common(lang, "../"), game=game, title=title, body=body,
                alternates={other: f"{game}.{other}.html" for other in LANGUAGES})
            (out / "lessons" / f"{game}.{lang}.html").write_text(html)
            titles[game, lang] = title
    return titles


def build(out: Path) -> None:
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as tmp:
        convert_games(out, build_wheel(Path(tmp)))
    fix_manifest(out)
    write_icons(SITE / "static" / "icon.svg", out / "images")
    shutil.copytree(SITE / "static", out / "static")
    env = templates()
    write_landing(out, env, write_lessons(out, env, lesson_numbers()))
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve files as they are


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "site")
    args = parser.parse_args()
    build(args.out.resolve())
    files = [p for p in args.out.rglob("*") if p.is_file()]
    print(f"Built {len(files)} files, {sum(p.stat().st_size for p in files):,} bytes, into {args.out}")


if __name__ == "__main__":
    main()
