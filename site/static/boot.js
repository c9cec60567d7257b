// A game page of the static site: the page arrives painted (the game drawn at build time as
// HTML and CSS, site/paint.py, in the visitor's language: the page's own inline script). This
// script starts the game's Python in a web worker (worker.js), says how far the download has
// got, keeps the taps on the paint, loads Bokeh's and Panel's scripts once Python runs the game,
// and puts the live game in the paint's place, then plays the taps it kept. When a file cannot
// be fetched or Python fails, it says so in the page's language, with a retry; the paint stays.
// Page side of Panel's worker protocol: panel/_templates/pyodide_handler.js.
"use strict";

(() => {
  const anchor = document.getElementById("cubiri-config");  // the live game goes before it, in <main>
  const config = JSON.parse(anchor.textContent);
  const base = new URL(".", location.href).href;
  const params = new URLSearchParams(location.search);
  // Without any sign of progress for this long, the visitor is told the game could not load
  // (a blocked file can hang Pyodide rather than fail it), well within 15 s of opening the
  // page. Bytes arriving are progress (worker.js), so a slow network gets no notice while it
  // delivers; one that stops for this long does, and the notice goes if the game arrives.
  const STALL_MS = 10000;
  // Once every file has come, the worker builds the game (Panel, Bokeh and the game's view, in
  // Python) with nothing to download and no progress to tell: a slow phone can take longer than
  // the network's limit, so this stage has a limit of its own, for a worker that hangs.
  const BUILD_MS = 60000;

  // The language and layout the live app will show, as the page's inline script found them.
  const lang = cubiriLanguage(config.language, { search: location.search, read: (key) => localStorage.getItem(key),
                                                navigator });
  const embed = ["1", "true", "yes"].includes((params.getAll("embed").pop() || "").trim().toLowerCase());
  const text = config.texts[lang];
  document.body.classList.toggle("cubiri-embedded", embed);

  // -- the download's progress, in percent ------------------------------------------------
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  let received = 0;
  const status = document.createElement("div");
  status.className = "cubiri-boot-status";
  status.setAttribute("role", "status");
  document.body.appendChild(status);
  function showProgress() {
    const share = percent.format(Math.min(received / config.bytes, 0.99));
    status.textContent = (kept.length ? text.waiting : text.progress).replace("PERCENT", share);
  }

  // -- taps on the paint -----------------------------------------------------------------
  // A button tapped before the game is live is marked as waiting and pressed again, in the
  // live game, once it is there: the same words, the same place among buttons with them.
  let live = false;
  const kept = [];
  const marked = [];  // the painted buttons shown as waiting
  const paint = document.getElementById("cubiri-paint");
  function buttons(root) {
    const found = [];
    const walk = (node) => {
      for (const el of node.querySelectorAll("*")) {
        if (el.localName === "button") found.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(root);
    return found;
  }
  document.addEventListener("click", (event) => {
    const path = event.composedPath();
    const button = path.find((el) => el.localName === "button");
    if (live || !button || !path.includes(paint)) return;
    const words = button.textContent.trim();
    const place = buttons(paint).filter((b) => b.textContent.trim() === words).indexOf(button);
    if (!kept.some((tap) => tap.words === words && tap.place === place)) kept.push({ words, place });
    button.setAttribute("aria-busy", "true");
    Object.assign(button.style, { cursor: "progress", outline: "3px dashed currentColor", outlineOffset: "2px" });
    marked.push(button);
    showProgress();
  }, true);

  function playKept(root) {
    for (const { words, place } of kept.splice(0)) {
      const button = buttons(root).filter((b) => b.textContent.trim() === words)[place];
      if (button && !button.disabled) button.click();
    }
  }

  // -- Bokeh's and Panel's scripts, once Python runs the game -------------------------------
  let scripts = null;
  function loadScripts() {
    if (!scripts) {
      const options = document.createElement("script");
      options.type = "esms-options";
      options.textContent = JSON.stringify({ shimMode: true });
      document.head.appendChild(options);
      scripts = Promise.all(config.scripts.map((src) => new Promise((loaded, failed) => {
        const script = document.createElement("script");
        script.src = src;
        script.async = false;  // run in order, as they were listed
        script.onload = loaded;
        script.onerror = () => failed(new Error(`${src} did not load`));
        document.head.appendChild(script);
      })));
    }
    return scripts;
  }
  showProgress();

  // -- the failure notice ----------------------------------------------------------------
  let notice = null;
  function fail(reason, stage = "") {
    console.error("Cubiri could not start:", reason);
    if (notice || live) return;
    status.remove();
    for (const button of marked) {  // nothing will play them now: they no longer wait
      button.removeAttribute("aria-busy");
      Object.assign(button.style, { cursor: "", outline: "", outlineOffset: "" });
    }
    notice = document.createElement("div");
    notice.className = "cubiri-load-failed";
    notice.setAttribute("role", "alert");
    notice.dataset.stage = stage;  // how far it got: "core", "packages", "start" (for tests)
    const title = document.createElement("p");
    title.className = "cubiri-load-failed-title";
    title.textContent = text.failed;
    const hint = document.createElement("p");
    hint.textContent = text.hint;
    const retry = document.createElement("button");
    retry.type = "button";
    retry.className = "cubiri-retry";
    retry.textContent = text.retry;
    retry.addEventListener("click", () => location.reload());
    notice.append(title, hint, retry);
    document.body.appendChild(notice);
    registerServiceWorker();
  }

  let stall = setTimeout(() => fail("no progress"), STALL_MS);
  function progressed(limit = STALL_MS) {
    clearTimeout(stall);
    stall = setTimeout(() => fail("no progress"), limit);
  }

  // -- the game's Python -----------------------------------------------------------------
  let worker;
  try {
    worker = new Worker("static/worker.js");
  } catch (error) {
    fail(error);
    return;
  }
  worker.busy = false;
  worker.queue = [];
  let patching = 0;

  function sendChange(jsdoc, event) {
    if ((event.setter_id != null && event.setter_id === "py") || patching > 0) return;
    if (worker.busy && event.model && event.attr) {
      worker.queue = worker.queue.filter((old) => !(old.model === event.model && old.attr === event.attr));
      worker.queue.push(event);
      return;
    }
    worker.busy = true;
    worker.postMessage({ type: "patch", patch: jsdoc.create_json_patch([event]) });
  }

  async function render(msg) {
    clearTimeout(stall);
    await loadScripts();
    const docs_json = JSON.parse(msg.docs_json);
    const render_items = JSON.parse(msg.render_items);
    const root_ids = JSON.parse(msg.root_ids);
    // Drawn out of sight, then in the paint's place: the same layout, so nothing shifts.
    const place = document.createElement("div");
    place.id = "cubiri-live";
    place.className = "cubiri-drawing";
    const roots = {};
    for (const id of root_ids) {
      const el = document.createElement("div");
      el.id = `cubiri-root-${id}`;
      el.dataset.rootId = id;
      el.style.display = "contents";
      place.appendChild(el);
      roots[id] = el.id;
    }
    anchor.parentNode.insertBefore(place, anchor);
    render_items[0].roots = roots;
    render_items[0].root_ids = root_ids;
    const [views] = await Bokeh.embed.embed_items(docs_json, render_items);
    live = true;
    paint.remove();
    place.classList.remove("cubiri-drawing");
    status.remove();
    if (notice) { notice.remove(); notice = null; }
    worker.jsdoc = [...views.roots.values()][0].model.document;
    worker.jsdoc.on_change(sendChange.bind(null, worker.jsdoc), false);
    worker.postMessage({ type: "rendered" });
    worker.postMessage({ type: "location", location: JSON.stringify(window.location) });
    registerServiceWorker();
    playKept(place);
  }

  worker.onerror = (event) => fail(event.message || "worker error");
  worker.onmessage = async (event) => {
    const msg = event.data;
    if (msg.type === "progress") {
      progressed(msg.stage === "start" ? BUILD_MS : STALL_MS);
      if (msg.bytes) { received = msg.bytes; showProgress(); }
      if (msg.stage === "start") loadScripts().catch((error) => fail(error, "start"));
    } else if (msg.type === "failed") {
      clearTimeout(stall);
      fail(`${msg.stage}: ${msg.detail}`, msg.stage);
    } else if (msg.type === "render") {
      await render(msg).catch((error) => fail(error, "start"));
    } else if (msg.type === "idle") {
      if (worker.queue.length) {
        const patch = worker.jsdoc.create_json_patch(worker.queue);
        worker.busy = true;
        worker.queue = [];
        worker.postMessage({ type: "patch", patch });
      } else {
        worker.busy = false;
      }
    } else if (msg.type === "patch") {
      try {
        patching += 1;
        worker.jsdoc.apply_json_patch(msg.patch, msg.buffers);
      } finally {
        patching -= 1;
      }
    }
  };
  worker.postMessage({
    type: "start", base, game: config.game, source: config.source, packages: config.packages,
    later: config.later, early: config.early, imports: config.imports, search: location.search,
  });

  // Registered once the game runs or has failed, so that its precaching does not compete with
  // this visit's own downloads (it then mostly finds them in the browser's HTTP cache).
  function registerServiceWorker() {
    if ("serviceWorker" in navigator) navigator.serviceWorker.register("serviceWorker.js").catch(console.error);
  }
})();
