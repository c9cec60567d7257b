// A game's Python, in a web worker (started by boot.js). Pyodide and every package come from
// the site: the core from pyodide/, the wheels named in packages/pyodide-lock.json, loaded in
// one batch while Pyodide boots. The messages after "render" are Panel's own worker protocol
// (panel/_templates/pyodide_worker.js), so Panel's page side works unchanged.
"use strict";

let pyodide = null;
let relocate = (text) => text;

function say(type, fields) {
  self.postMessage({ type, ...fields });
}

// Pyodide fetches the core's WebAssembly, the standard library and the wheels with fetch():
// each answer is counted as it arrives, so a slow network that keeps delivering is progress to
// the page (boot.js), not a stall, and the page can say how much has arrived. The page still
// hears nothing from a file that never comes.
const fetchFromNetwork = self.fetch.bind(self);
let lastArrival = 0;
let received = 0;

async function counted(asked) {
  const response = await asked;
  if (!response.body) return response;
  const [body, copy] = response.body.tee();
  (async () => {
    const reader = copy.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      received += chunk.value.length;  // uncompressed, as the page's total counts them
      if (Date.now() - lastArrival > 250) {
        lastArrival = Date.now();
        say("progress", { stage: "download", bytes: received });
      }
    }
    say("progress", { stage: "download", bytes: received });
  })().catch(() => {});  // the answer itself reports its own failure to Pyodide
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

// The files Python's start needs, asked for together as the worker starts (the page lists
// them): they download side by side while Pyodide loads and boots, where Pyodide would ask for
// the wheels only once Python runs. Pyodide's own request for each takes its answer, once.
const early = new Map();
function fetchEarly(base, files) {
  for (const file of files) {
    const answer = counted(fetchFromNetwork(base + file, { credentials: "same-origin" }));
    answer.catch(() => {});  // a failure is Pyodide's to report, when it asks
    early.set(base + file, answer);
  }
}

self.fetch = (resource, init) => {
  const url = new URL(resource instanceof Request ? resource.url : String(resource), self.location.href).href;
  const answer = early.get(url);
  early.delete(url);
  return answer || counted(fetchFromNetwork(resource, init));
};

// Panel writes its CDN's address into stylesheets; the site serves those files itself.
function sendPatch(patch, buffers) {
  say("patch", { patch: JSON.parse(relocate(JSON.stringify(patch))), buffers });
}

const RUN_APP = `
import types
from panel.io.pyodide import init_doc, write_doc
from panel.io.state import state
from panel.util import edit_readonly

init_doc()
with edit_readonly(state.location):
    state.location.search = cubiri_search
# Panel's pn.state.served is true in a module named as \`panel serve\` names apps.
app = types.ModuleType("bokeh_app_" + cubiri_game)
exec(compile(cubiri_source, "apps/" + cubiri_game + ".py", "exec"), app.__dict__)
await write_doc()
`;

// The game's tables (MISHIMASH's, MAGIKABOOM's) and the QR writer, fetched once the game is
// live: the first moves need none of them, and what reads them waits for them
// (cubiri_panel/ui/solved_tables.py, cubiri_panel/qr.py).
let later = [];

async function loadLater() {
  if (!later.length) return;
  try {
    await pyodide.loadPackage(later);
    await pyodide.runPythonAsync("from cubiri_panel.ui import solved_tables\nfrom cubiri_panel import qr\n" +
                                 "solved_tables.arrived()\nqr.arrived()");
  } catch (error) {
    console.error("Cubiri could not load the game's tables:", error);  // what waits for them says so
  }
}

async function start({ base, game, source, packages, later: tables = [], early: files = [], imports, search }) {
  later = tables;
  let stage = "core";
  try {
    say("progress", { stage });
    fetchEarly(base, files);
    importScripts(base + "pyodide/pyodide.js");
    stage = "packages";
    const failed = [];
    pyodide = await loadPyodide({
      indexURL: base + "pyodide/",
      lockFileURL: base + "packages/pyodide-lock.json",
      packages,
      // Pyodide reports a package it could not fetch here and carries on: collect and stop.
      stdout: (line) => { say("progress", { stage, line }); },
      stderr: (line) => { failed.push(line); console.warn(line); },
    });
    const absent = pyodide.runPython("import importlib.util, json\n" +
      `json.dumps([m for m in ${JSON.stringify(imports)} if importlib.util.find_spec(m) is None])`);
    if (JSON.parse(absent).length) throw new Error(`not installed: ${absent} ${failed.join(" ")}`);
    stage = "start";
    say("progress", { stage });
    const cdn = pyodide.runPython("from panel.io.resources import CDN_DIST; CDN_DIST");
    relocate = (text) => text.replaceAll(cdn, base + "vendor/panel/");
    pyodide.globals.set("sendPatch", sendPatch);
    pyodide.globals.set("cubiri_game", game);
    pyodide.globals.set("cubiri_source", source);
    pyodide.globals.set("cubiri_search", search);
    const [docs_json, render_items, root_ids] = await pyodide.runPythonAsync(RUN_APP);
    say("render", { docs_json: relocate(docs_json), render_items, root_ids });
  } catch (error) {
    // The page shows its own notice in the visitor's language; the details go to the console.
    console.error(error);
    say("failed", { stage, detail: String(error && error.message || error).slice(-2000) });
  }
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === "start") {
    await start(msg);
  } else if (msg.type === "rendered") {
    await pyodide.runPythonAsync(`
from panel.io.state import state
from cubiri_panel.ui.panel_private import link_docs_worker
link_docs_worker(state.curdoc, sendPatch, setter="js")
`);
    loadLater();
  } else if (msg.type === "patch") {
    pyodide.globals.set("patch", msg.patch);
    await pyodide.runPythonAsync(`
from cubiri_panel.ui.panel_private import convert_json_patch
state.curdoc.apply_json_patch(convert_json_patch(patch), setter="js")
`);
    say("idle", {});
  } else if (msg.type === "location") {
    pyodide.globals.set("location", msg.location);
    pyodide.runPythonAsync(`
import json
from panel.io.state import state
from panel.util import edit_readonly
if state.location:
    loc_data = json.loads(location)
    with edit_readonly(state.location):
        state.location.param.update({k: v for k, v in loc_data.items() if k in state.location.param})
`);
  }
};
