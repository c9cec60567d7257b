// The simulation form of a lesson page (templates/lab.html): runs the lesson's seeded simulation
// with the game's own engine in Pyodide and draws the running frequency beside the exact value.
// Python runs in a web worker (lab-worker.js), so the page scrolls, repaints and answers while a
// long run works. Pyodide and its wheels (param and the project's, nothing else) come from this
// site and are fetched only when the learner first presses the button.
"use strict";

(() => {
  const section = document.querySelector(".lab");
  const config = JSON.parse(document.getElementById("cubiri-lab").textContent);
  const form = section.querySelector(".lab-form");
  const status = section.querySelector(".lab-status");
  const chart = section.querySelector(".lab-chart");
  const svg = chart.querySelector("svg");
  const figures = section.querySelector(".lab-figures");
  const button = form.querySelector("button");
  const texts = config.texts;
  const SVG = "http://www.w3.org/2000/svg";
  const workerURL = new URL("lab-worker.js", document.currentScript.src).href;
  let worker = null;  // the web worker with the engine, from the first press on
  let ready = false;  // whether that worker has loaded Pyodide and the engine
  let runs = 0;       // numbers each run, so an answer is matched to its request
  let busy = false;   // a run is under way: the form takes no other
  // Loading with nothing arriving for this long has stalled (a file never answered).
  const STALL_MS = 15000;

  function say(key, args = {}) {
    return texts[key].replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
  }

  function grouped(whole) {
    return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, config.style.thousands);
  }

  function percent(value, decimals = 2) {
    return (value * 100).toFixed(decimals).replace(".", config.style.point) + config.style.percent;
  }

  function labOf(name) {
    return config.labs.find((lab) => lab.name === name);
  }

  function show(message, error = false) {
    status.textContent = message;
    status.classList.toggle("lab-error", error);
  }

  // A worker that could not load is ended, so that the next press starts a fresh one.
  function forget() {
    if (worker) worker.terminate();
    worker = null;
    ready = false;
  }

  // One run in the worker: resolves with run_lab's result; calls started() when Python begins.
  function simulate(asked, started) {
    if (!worker) worker = new Worker(workerURL);
    const id = ++runs;
    return new Promise((resolve, reject) => {
      let stall = null;
      const waiting = () => {
        clearTimeout(stall);
        if (ready) return;
        stall = setTimeout(() => {
          forget();
          reject(new Error(`no file arrived for ${STALL_MS / 1000} s`));
        }, STALL_MS);
      };
      waiting();
      worker.onmessage = ({ data }) => {
        if (data.type === "progress") {
          waiting();
          return;
        }
        if (data.id !== id) return;
        if (data.type === "running") {
          ready = true;
          waiting();
          started();
        } else if (data.type === "result") {
          resolve(JSON.parse(data.json));
        } else if (data.type === "failed") {
          clearTimeout(stall);
          if (data.stage === "load") forget();
          reject(new Error(data.error));
        }
      };
      // The worker's own file did not arrive, or the worker died.
      worker.onerror = (event) => {
        event.preventDefault();
        clearTimeout(stall);
        forget();
        reject(new Error(event.message || `${workerURL} did not load`));
      };
      worker.postMessage({ type: "run", id, name: asked.lab.name, trials: asked.trials, seed: asked.seed,
                           packages: config.packages });
    });
  }

  function element(name, attributes, text) {
    const node = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    svg.appendChild(node);
    return node;
  }

  // The top of the chart: room for the exact value and most of the curve, a round share.
  function ceiling(result) {
    const settled = result.curve.filter(([n]) => n >= 20).map(([, f]) => f);
    const high = Math.max(result.exact * 1.6, ...settled, 0.02);
    return [0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1].find((top) => top >= high) || 1;
  }

  function draw(result, lab) {
    svg.replaceChildren();
    const left = 58, right = 548, top = 28, bottom = 236;
    const yMax = ceiling(result);
    const logMax = Math.log10(Math.max(result.trials, 10));
    const x = (n) => left + (right - left) * Math.log10(n) / logMax;
    const y = (f) => bottom - (bottom - top) * f / yMax;
    for (let i = 0; i <= 4; i += 1) {
      const share = yMax * i / 4;
      element("line", { class: "grid", x1: left, x2: right, y1: y(share), y2: y(share) });
      element("text", { x: left - 6, y: y(share) + 4, "text-anchor": "end" }, percent(share, yMax < 0.1 ? 1 : 0));
    }
    for (let power = 0; power <= Math.floor(logMax); power += 1) {
      const n = 10 ** power;
      element("line", { class: "grid", x1: x(n), x2: x(n), y1: top, y2: bottom });
      element("text", { x: x(n), y: bottom + 16, "text-anchor": "middle" }, grouped(n));
    }
    element("line", { class: "axis", x1: left, x2: right, y1: bottom, y2: bottom });
    element("line", { class: "axis", x1: left, x2: left, y1: top, y2: bottom });
    element("text", { x: (left + right) / 2, y: bottom + 36, "text-anchor": "middle" },
            say("chart.axis", { unit: texts[`unit.${lab.unit}`] }));
    element("line", { class: "exact", x1: left, x2: right, y1: y(result.exact), y2: y(result.exact) });
    element("text", { class: "legend-exact", x: right, y: 16, "text-anchor": "end" },
            `${say("chart.exact")}: ${percent(result.exact)}`);
    element("text", { class: "legend-running", x: left, y: 16 }, say("chart.frequency"));
    // Early frequencies above the chart's top leave it and come back, rather than lie along it.
    const clip = element("clipPath", { id: "lab-plot" });
    const area = document.createElementNS(SVG, "rect");
    for (const [key, value] of Object.entries({ x: left, y: top, width: right - left, height: bottom - top })) {
      area.setAttribute(key, value);
    }
    clip.appendChild(area);
    const line = element("polyline", { class: "running", points: "", "clip-path": "url(#lab-plot)" });
    const points = result.curve.map(([n, f]) => `${x(n).toFixed(1)},${y(f).toFixed(1)}`);
    chart.hidden = false;
    // The curve grows from the first trial to the last, as the frequency settles.
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    return new Promise((resolve) => {
      if (still) {
        line.setAttribute("points", points.join(" "));
        resolve();
        return;
      }
      const began = performance.now();
      const frame = (now) => {
        const shown = Math.max(1, Math.round(points.length * Math.min((now - began) / 1200, 1)));
        line.setAttribute("points", points.slice(0, shown).join(" "));
        if (shown < points.length) requestAnimationFrame(frame); else resolve();
      };
      requestAnimationFrame(frame);
    });
  }

  function report(result, lab) {
    const rows = [
      ["trials", grouped(result.trials)], ["hits", grouped(result.hits)],
      ["estimate", percent(result.estimate)], ["exact", percent(result.exact)],
      ["difference", percent(Math.abs(result.estimate - result.exact))],
      ["error", percent(result.standard_error)],
    ];
    figures.replaceChildren();
    for (const [key, shown] of rows) {
      const term = document.createElement("dt");
      term.textContent = say(`figures.${key}`);
      const value = document.createElement("dd");
      value.textContent = shown;
      value.dataset.field = key;
      figures.append(term, value);
    }
    for (const key of ["trials", "seed", "hits", "estimate", "exact", "standard_error"]) {
      figures.dataset[key.replace("_e", "E")] = String(result[key]);
    }
    figures.dataset.name = result.name;
    figures.hidden = false;
    show(say("result", {
      trials: grouped(result.trials), unit: texts[`unit.${lab.unit}`], hits: grouped(result.hits),
      estimate: percent(result.estimate), exact: percent(result.exact),
      difference: percent(Math.abs(result.estimate - result.exact)), error: percent(result.standard_error),
    }));
  }

  function read() {
    const data = new FormData(form);
    const lab = labOf(data.get("lab"));
    const unit = texts[`unit.${lab.unit}`];
    const trials = Number(data.get("trials")), seed = Number(data.get("seed"));
    if (!Number.isInteger(trials) || trials < lab.min || trials > lab.max || data.get("trials") === "") {
      throw new RangeError(say("invalid_trials", { unit, min: grouped(lab.min), max: grouped(lab.max) }));
    }
    if (!Number.isInteger(seed) || seed < 0 || seed > 999999999 || data.get("seed") === "") {
      throw new RangeError(say("invalid_seed"));
    }
    return { lab, trials, seed };
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;  // Enter in a field, or a script, while the button is disabled
    let asked;
    try {
      asked = read();
    } catch (error) {
      show(error.message, true);
      return;
    }
    busy = true;
    // The fields keep what is running, so the figures that come are those of the form.
    const focused = document.activeElement;
    for (const field of form.elements) field.disabled = true;
    section.dataset.state = "running";
    const running = () => show(say("running", { trials: grouped(asked.trials), unit: texts[`unit.${asked.lab.unit}`] }));
    try {
      if (ready) running(); else show(say("loading"));
      const result = await simulate(asked, running);
      await draw(result, asked.lab);
      report(result, asked.lab);
      section.dataset.state = "done";
    } catch (error) {
      show(say("failed", { error: error.message.split("\n").filter(Boolean).pop() || error.name }), true);
      section.dataset.state = "failed";
    } finally {
      busy = false;
      for (const field of form.elements) field.disabled = false;
      // A disabled control loses the focus: give it back, for whoever runs by keyboard.
      if (form.contains(focused) && document.activeElement === document.body) focused.focus();
    }
  });

  // The number of trials follows the chosen simulation's limits.
  form.querySelector("[name=lab]").addEventListener("change", () => {
    const lab = labOf(form.querySelector("[name=lab]").value);
    const trials = form.querySelector("[name=trials]");
    trials.min = lab.min;
    trials.max = lab.max;
  });
})();
