# Every target does its own set-up on a fresh machine: `make play` and `make test` are all a
# newcomer needs. The virtual environment lives in .venv/ at the repo root.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 5006
CHROMIUM ?= /usr/bin/chromium
# The Pyodide the site runs in, as pyproject.toml names it ([tool.cubiri]); its core comes from npm.
PYODIDE_VERSION := $(shell sed -n 's/^pyodide = "\(.*\)"/\1/p' pyproject.toml)
PYODIDE_DIR := build/pyodide-$(PYODIDE_VERSION)
APPS := $(wildcard apps/*.py)

.PHONY: install play lab lint test test-matrix test-engine test-engines engines monkey browser pyodide jsqr audit-tools axe site bench clean

install: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	$(BIN)/python -m ipykernel install --sys-prefix --name python3 >/dev/null
	touch $@

# Chromium comes from Debian (Playwright's own browser download is blocked here); the emoji
# font draws MAGDAGDON's shareable result in the screenshots.
BROWSER_PACKAGES := chromium fonts-noto-color-emoji
browser:
	@dpkg -s $(BROWSER_PACKAGES) >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq $(BROWSER_PACKAGES) >/dev/null; }

# WebKit and Firefox from Debian, for `make test-engines`: WebKitGTK's WebDriver (Selenium drives
# it) in a virtual X display (its MiniBrowser has no headless mode), and Firefox ESR, headless,
# driven over WebDriver BiDi by puppeteer-core from npm (no geckodriver here).
ENGINE_PACKAGES := webkit2gtk-driver xvfb firefox-esr
PUPPETEER_VERSION := 24.43.1
ENGINES_DIR := build/engines
engines: install $(ENGINES_DIR)/node_modules/puppeteer-core/package.json
	@dpkg -s $(ENGINE_PACKAGES) >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq $(ENGINE_PACKAGES) >/dev/null; }

$(ENGINES_DIR)/node_modules/puppeteer-core/package.json:
	mkdir -p $(ENGINES_DIR) && npm install --silent --no-audit --no-fund --prefix $(ENGINES_DIR) puppeteer-core@$(PUPPETEER_VERSION)

# The Pyodide core (pyodide.mjs, pyodide.asm.wasm, python_stdlib.zip) for the engine-in-Pyodide tests.
pyodide: $(PYODIDE_DIR)/pyodide.mjs

$(PYODIDE_DIR)/pyodide.mjs:
	rm -rf $(PYODIDE_DIR) build/pyodide-pack && mkdir -p build/pyodide-pack
	cd build/pyodide-pack && npm pack --silent pyodide@$(PYODIDE_VERSION) >/dev/null && tar xzf pyodide-$(PYODIDE_VERSION).tgz
	mv build/pyodide-pack/package $(PYODIDE_DIR) && rm -rf build/pyodide-pack

# jsQR, the QR reader the Class results page falls back on (site/classroom.py), from npm.
JSQR_VERSION := $(shell sed -n 's/^jsqr = "\(.*\)"/\1/p' pyproject.toml)
JSQR_DIR := build/jsqr-$(JSQR_VERSION)
jsqr: $(JSQR_DIR)/dist/jsQR.js

$(JSQR_DIR)/dist/jsQR.js:
	rm -rf $(JSQR_DIR) build/jsqr-pack && mkdir -p build/jsqr-pack
	cd build/jsqr-pack && npm pack --silent jsqr@$(JSQR_VERSION) >/dev/null && tar xzf jsqr-$(JSQR_VERSION).tgz
	mv build/jsqr-pack/package $(JSQR_DIR) && rm -rf build/jsqr-pack

# Lighthouse, for the site's audits (site/lighthouse.py, tests/website/test_audits.py), from npm.
LIGHTHOUSE_VERSION := 13.5.0
AUDIT_DIR := build/audit
audit-tools: $(AUDIT_DIR)/node_modules/.bin/lighthouse

$(AUDIT_DIR)/node_modules/.bin/lighthouse:
	mkdir -p $(AUDIT_DIR) && npm install --silent --no-audit --no-fund --prefix $(AUDIT_DIR) lighthouse@$(LIGHTHOUSE_VERSION)

# axe-core, the WCAG engine the accessibility tests inject into pages (tests/axe_audit.py), from npm.
AXE_VERSION := 4.14.1
AXE_DIR := build/axe
AXE_JS := $(AXE_DIR)/node_modules/axe-core/axe.min.js
axe: $(AXE_JS)

$(AXE_JS):
	mkdir -p $(AXE_DIR) && npm install --silent --no-audit --no-fund --prefix $(AXE_DIR) axe-core@$(AXE_VERSION)

# A game page links its notebook (served under /notebooks/) and its lesson, on the built site
# (`make site`) served under /site/: from whenever it is built, without a restart.
play: install
	mkdir -p build/site
	CUBIRI_SERVED_SITE=build/site $(BIN)/panel serve $(APPS) --index cubiri \
		--address 127.0.0.1 --port $(PORT) \
		--allow-websocket-origin=127.0.0.1:$(PORT) --allow-websocket-origin=localhost:$(PORT) \
		--static-dirs notebooks=notebooks site=build/site

# The teaching notebooks in JupyterLab, with the project's kernel (installed into .venv by
# `make install`); the games and charts load their JavaScript from the installed packages.
lab: install
	@test -x $(BIN)/jupyter-lab || $(BIN)/python -m pip install --quiet -e '.[notebooks]'
	$(BIN)/jupyter lab --ServerApp.root_dir=notebooks --ServerApp.ip=127.0.0.1 $(if $(filter 0,$(shell id -u)),--allow-root)

# ruff, as pyproject.toml configures it: the package, the tests, the site, the notebooks.
lint: install
	$(BIN)/ruff check .

# The downloads (PyPI, Debian, npm) run side by side: on a fresh machine they are most of the set-up.
# Two workers, one a core: a third made the runs slower, the browser tests' pages and servers
# already keeping both cores busy.
test:
	@$(MAKE) --no-print-directory -j4 lint browser pyodide jsqr audit-tools axe
	PYODIDE_DIR=$(PYODIDE_DIR) JSQR_DIR=$(JSQR_DIR) AXE_JS=$(AXE_JS) $(BIN)/python -m pytest -n 2 --dist loadgroup

# The whole matrix of the browser, site and notebook tests (every language x device x state),
# where `make test` runs a slice covering each at least once (tests/matrix.py).
test-matrix: install browser pyodide jsqr audit-tools axe
	CUBIRI_FULL_MATRIX=1 PYODIDE_DIR=$(PYODIDE_DIR) JSQR_DIR=$(JSQR_DIR) AXE_JS=$(AXE_JS) $(BIN)/python -m pytest -n 2 --dist loadgroup \
		tests/ui tests/website tests/pyodide tests/test_notebooks.py tests/test_notebooks_jupyter.py

# The engines alone, with their doctests: no browser, Pyodide, notebook, site, lesson or view
# tests and nothing marked slow (`make test` runs those).
test-engine: install
	$(BIN)/python -m pytest tests cubiri_panel -m "not browser and not pyodide and not slow" \
		--ignore=tests/ui --ignore=tests/website --ignore=tests/lessons \
		--ignore=cubiri_panel/ui --ignore=cubiri_panel/lessons

# A few tests in WebKit and Firefox (tests/ui/engines/), beside `make test`'s Chromium: by hand or
# in their own CI job, one browser at a time. `make test` leaves them out (CUBIRI_ENGINES unset).
# They build the static site as the site's tests do (its first paints drawn by Chromium).
test-engines: engines browser pyodide
	CUBIRI_ENGINES=1 ENGINES_DIR=$(ENGINES_DIR) PYODIDE_DIR=$(PYODIDE_DIR) $(BIN)/python -m pytest tests/ui/engines

# The monkey test's long run, by hand: MONKEY_TAPS random taps in each game, half on a desktop
# and half on a phone (`make test` taps a few hundred times, each game on one device). -rA prints
# each run's count of taps.
MONKEY_TAPS ?= 10000
monkey: install browser
	CUBIRI_MONKEY_TAPS=$(MONKEY_TAPS) CUBIRI_FULL_MATRIX=1 $(BIN)/python -m pytest tests/ui/test_monkey_browser.py -n 2 -rA

# The static WebAssembly site, with its lessons, into build/site/ (see site/build.py): every
# file from the site itself, the Pyodide core from the npm package.
# SITE_URL, if given, is the address the site is published at (the language links of its pages).
# Chromium draws each game's first paint (site/paint.py): Debian's, or Playwright's own with
# CUBIRI_CHROMIUM=bundled (the Pages workflow).
site: install $(if $(filter bundled,$(CUBIRI_CHROMIUM)),,browser) pyodide jsqr
	PYODIDE_DIR=$(PYODIDE_DIR) JSQR_DIR=$(JSQR_DIR) $(BIN)/python site/build.py --out build/site $(if $(SITE_URL),--site-url $(SITE_URL))

bench: install browser audit-tools
	@for b in benchmarks/bench_*.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis .ruff_cache test-artifacts
