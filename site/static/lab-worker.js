// The simulation of a lesson page's form, in a web worker started by lab.js: a long run keeps
// Python busy for seconds, and on the page's own thread it would freeze the page (no scrolling,
// no repaint of the "running" message). Pyodide and its wheels (param and the project's, nothing
// else) come from this site, found from this file's own address, so any sub-path works.
//
// The page (lab-common.js) first sends {type: "boot", packages}: this answers {type: "alive"} as
// soon as it starts and {type: "ready"} once Pyodide and the engine are loaded, or {type:
// "failed", stage: "load", error, file, stalled}: file names the site's file that did not load,
// if one did not, and stalled says that files were under way and nothing arrived for STALL_MS
// (the page says so in its language; error is the browser's or Python's own words, for the
// console). After a failure to load, the page ends this worker and starts a new one on the next
// press. Once ready, the page sends requests {type, id, ...}: "run" {name, trials, seed}, a lab
// run; "class" {name, trials, code, size, number}, a whole class's runs; "pool" {text, kind}, a
// class's pasted game codes; "class_link" {code, home, label}, a class's link and its QR code
// (cubiri_panel/lessons/web.py says what each returns). Each is
// answered {type: "running", id} as it starts, {type: "step", id, done, total} as a class's
// students or codes are done, then {type: "result", id, json} or {type: "failed", id, stage:
// "run", error}.
"use strict";

const BASE = new URL("../", self.location.href).href;
let engine = null;  // the promise of {web, dumps}: cubiri_panel.lessons.web and json.dumps in Pyodide
let refuse = () => {};  // ends the load under way with an error

// Pyodide waits forever when its WebAssembly does not arrive: every file fetched while loading
// is watched, and the first one refused or missing ends the load, naming it.
function missing(url, why) {
  const error = new Error(`${url} did not load${why ? ` (${why})` : ""}`);
  error.file = url;
  return error;
}

// A load has stalled when files are under way and nothing arrived for STALL_MS of waiting.
// Only waiting counts: while Pyodide works on this thread (compiling, unpacking, importing),
// arrivals cannot be heard, and a busy machine may take long over it without anything wrong.
const STALL_MS = 15000;
const BEAT_MS = 500;
let loading = 0;  // files asked for whose bodies have not all arrived
let quiet = 0;    // ms of waiting, with files under way, since the last bytes arrived
let watching = null;

function watch() {
  let beat = Date.now();
  watching = setInterval(() => {
    const now = Date.now();
    const waited = now - beat;
    beat = now;
    // a late beat means this thread was busy, not waiting
    quiet = loading > 0 && waited < 3 * BEAT_MS ? quiet + waited : 0;
    if (quiet >= STALL_MS) {
      const error = new Error(`files were under way and nothing arrived for ${STALL_MS / 1000} s`);
      error.stalled = true;
      refuse(error);
    }
  }, BEAT_MS);
}

const fetchFromNetwork = self.fetch.bind(self);
self.fetch = async (resource, init) => {
  const url = resource instanceof Request ? resource.url : String(resource);
  loading += 1;
  let response;
  try {
    response = await fetchFromNetwork(resource, init);
  } catch (error) {
    loading -= 1;
    refuse(missing(url));
    throw error;
  }
  quiet = 0;
  if (!response.ok) refuse(missing(url, response.status));
  if (!response.body) {
    loading -= 1;
    return response;
  }
  // Each file is heard as it arrives, so that a slow network that keeps delivering is not a stall.
  const [body, counted] = response.body.tee();
  (async () => {
    const reader = counted.getReader();
    try {
      while (!(await reader.read()).done) quiet = 0;
    } finally {
      loading -= 1;
    }
  })().catch(() => {});  // the answer itself reports its own failure to Pyodide
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
};

async function start(packages) {
  const failed = [];
  const refused = new Promise((resolve, reject) => { refuse = reject; });
  watch();
  // Fetched first through the watched fetch, so that a script that never answers is a stall
  // (importScripts would wait on it forever); importScripts then takes it from the cache.
  const script = `${BASE}pyodide/pyodide.js`;
  await Promise.race([refused, self.fetch(script).then((response) => response.arrayBuffer())]);
  try {
    importScripts(script);
  } catch (error) {
    throw missing(script);
  }
  const pyodide = await Promise.race([refused, loadPyodide({
    indexURL: BASE + "pyodide/", lockFileURL: BASE + "packages/pyodide-lock.json", packages,
    // Pyodide reports a package it could not fetch here and carries on: collect them.
    stderr: (line) => { failed.push(line); console.warn(line); },
  })]).finally(() => {
    clearInterval(watching);
    refuse = () => {};
  });
  try {
    pyodide.runPython("import json\nfrom cubiri_panel.lessons import web");
  } catch (error) {
    throw new Error(`${failed.join(" ") || error.message}`);
  }
  return { web: pyodide.globals.get("web"), dumps: pyodide.globals.get("json").dumps };
}

function message(error) {
  return String((error && error.message) || error);
}

self.postMessage({ type: "alive" });

// Each request, as the Python of cubiri_panel/lessons/web.py runs it; step reports progress.
const REQUESTS = {
  run: (web, asked) => web.lab(asked.name, asked.trials, asked.seed),
  class: (web, asked, step) => web.class_lab(asked.name, asked.trials, asked.code, asked.size, asked.number, step),
  pool: (web, asked, step) => web.pool_page(asked.text, asked.kind || "", step, asked.klass || "", asked.asked || []),
  class_link: (web, asked) => web.class_link(asked.code, asked.home, asked.label),
};

// The engine, started by the page's first message: "boot" (packages) asks for it alone, ahead of
// any request, and is answered "ready"; every request comes after that answer.
async function load(packages) {
  try {
    if (!engine) engine = start(packages);
    await engine;
    return true;
  } catch (error) {
    console.error(error);
    self.postMessage({ type: "failed", stage: "load", error: message(error), file: (error && error.file) || null,
                       stalled: Boolean(error && error.stalled) });
    return false;
  }
}

self.onmessage = async (event) => {
  const asked = event.data;
  const { type, id } = asked;
  if (type === "boot") {
    if (await load(asked.packages)) self.postMessage({ type: "ready" });
    return;
  }
  if (!(type in REQUESTS) || !engine) return;
  const { web, dumps } = await engine;
  self.postMessage({ type: "running", id });
  try {
    const step = (done, total) => self.postMessage({ type: "step", id, done, total });
    const result = REQUESTS[type](web, asked, step);
    try {
      self.postMessage({ type: "result", id, json: dumps(result) });
    } finally {
      result.destroy();  // the dict's proxy would otherwise stay alive in Pyodide
    }
  } catch (error) {
    self.postMessage({ type: "failed", id, stage: "run", error: message(error) });
  }
};
