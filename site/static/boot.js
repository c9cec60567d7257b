// A game page of the static site: draw the pre-render in the visitor's language, start the
// game's Python in a web worker (worker.js), and put the live game in its place once it runs.
// When a file cannot be fetched or Python fails, say so in the page's language, with a retry;
// the pre-render stays. Page side of Panel's worker protocol: panel/_templates/pyodide_handler.js.
"use strict";

(() => {
  const anchor = document.getElementById("cubiri-config");  // the game's roots go before it, in <main>
  const config = JSON.parse(anchor.textContent);
  const base = new URL(".", location.href).href;
  const params = new URLSearchParams(location.search);
  // Without any sign of progress for this long, the visitor is told the game could not load
  // (a blocked file can hang Pyodide rather than fail it), well within 15 s of opening the
  // page. Bytes arriving are progress (worker.js), so a slow network gets no notice while it
  // delivers; one that stops for this long does, and the notice goes if the game arrives.
  const STALL_MS = 10000;

  // The language and layout the live app will show, so the pre-render already matches them;
  // like the app, the last ?lang= and ?embed= count.
  const lang = cubiriLanguage(config.language, { search: location.search, read: (key) => localStorage.getItem(key),
                                                navigator });
  const embed = ["1", "true", "yes"].includes((params.getAll("embed").pop() || "").trim().toLowerCase());
  const text = config.texts[lang];
  document.documentElement.lang = lang;
  document.body.classList.toggle("cubiri-embedded", embed);

  const status = document.createElement("div");
  status.className = "cubiri-boot-status";
  status.setAttribute("role", "status");
  status.textContent = text.loading;
  document.body.appendChild(status);

  // -- the pre-render --------------------------------------------------------------------
  let live = false;
  const prerendered = (async () => {
    const response = await fetch(`prerender/${config.game}.${lang}${embed ? ".embed" : ""}.json`);
    if (!response.ok) throw new Error(`pre-render: HTTP ${response.status}`);
    const { docs_json, render_items } = await response.json();
    if (live) return;
    for (const [rootId, elementId] of Object.entries(render_items[0].roots)) {
      const el = document.createElement("div");
      el.id = elementId;
      el.dataset.rootId = rootId;
      el.style.display = "contents";
      anchor.parentNode.insertBefore(el, anchor);
    }
    await Bokeh.embed.embed_items(docs_json, render_items);
  })().catch((error) => console.error("Cubiri pre-render:", error));

  // -- the failure notice ----------------------------------------------------------------
  let notice = null;
  function fail(reason, stage = "") {
    console.error("Cubiri could not start:", reason);
    if (notice || live) return;
    document.body.classList.remove("pn-loading", "pn-arc");
    status.remove();
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
  function progressed() {
    clearTimeout(stall);
    stall = setTimeout(() => fail("no progress"), STALL_MS);
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
    await prerendered;
    live = true;
    const docs_json = JSON.parse(msg.docs_json);
    const render_items = JSON.parse(msg.render_items);
    const root_ids = JSON.parse(msg.root_ids);
    // Panel's handler: the live roots take the places of the pre-rendered ones, in order.
    const places = [...document.querySelectorAll("[data-root-id]")]
      .map((el) => { el.innerHTML = ""; return [el.dataset.rootId, el.id]; })
      .sort((a, b) => (a[0] < b[0] ? -1 : 1));
    let roots = {};
    if (places.length === root_ids.length) {
      places.forEach(([, id], i) => { roots[root_ids[i]] = id; });
    } else {  // no pre-render drawn: new places
      document.querySelectorAll("[data-root-id]").forEach((el) => el.remove());
      for (const id of root_ids) {
        const el = document.createElement("div");
        el.id = `cubiri-root-${id}`;
        el.dataset.rootId = id;
        el.style.display = "contents";
        anchor.parentNode.insertBefore(el, anchor);
        roots[id] = el.id;
      }
    }
    render_items[0].roots = roots;
    render_items[0].root_ids = root_ids;
    Bokeh.index.roots.map((view) => view.remove());
    const [views] = await Bokeh.embed.embed_items(docs_json, render_items);
    document.body.classList.remove("pn-loading", "pn-arc");
    status.remove();
    if (notice) { notice.remove(); notice = null; }
    worker.jsdoc = [...views.roots.values()][0].model.document;
    worker.jsdoc.on_change(sendChange.bind(null, worker.jsdoc), false);
    worker.postMessage({ type: "rendered" });
    worker.postMessage({ type: "location", location: JSON.stringify(window.location) });
    registerServiceWorker();
  }

  worker.onerror = (event) => fail(event.message || "worker error");
  worker.onmessage = async (event) => {
    const msg = event.data;
    if (msg.type === "progress") {
      progressed();
    } else if (msg.type === "failed") {
      clearTimeout(stall);
      fail(`${msg.stage}: ${msg.detail}`, msg.stage);
    } else if (msg.type === "render") {
      await render(msg);
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
    imports: config.imports, search: location.search,
  });

  // Registered once the game runs or has failed, so that its precaching does not compete with
  // this visit's own downloads (it then mostly finds them in the browser's HTTP cache).
  function registerServiceWorker() {
    if ("serviceWorker" in navigator) navigator.serviceWorker.register("serviceWorker.js").catch(console.error);
  }
})();
