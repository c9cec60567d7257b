// The simulation form of a lesson page (templates/lab.html): runs the lesson's seeded simulation
// with the game's own engine in Pyodide and draws the running frequency beside the exact value.
// Pyodide and its wheels (param and the project's, nothing else) come from this site and are
// fetched only when the learner first presses the button.
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
  let engine = null;  // the promise of a Pyodide with the engine imported

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

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`${src} did not load`));
      document.head.appendChild(script);
    });
  }

  async function start() {
    const base = new URL("../", location.href).href;
    if (typeof loadPyodide === "undefined") await loadScript(base + "pyodide/pyodide.js");
    const failed = [];
    const pyodide = await loadPyodide({
      indexURL: base + "pyodide/", lockFileURL: base + "packages/pyodide-lock.json",
      packages: config.packages,
      // Pyodide reports a package it could not fetch here and carries on: collect them.
      stderr: (line) => { failed.push(line); console.warn(line); },
    });
    try {
      pyodide.runPython("import json\nfrom cubiri_panel.lessons.lab import run_lab");
    } catch (error) {
      throw new Error(`${failed.join(" ") || error.message}`);
    }
    return { run: pyodide.globals.get("run_lab"), dumps: pyodide.globals.get("json").dumps };
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
    let asked;
    try {
      asked = read();
    } catch (error) {
      show(error.message, true);
      return;
    }
    button.disabled = true;
    section.dataset.state = "running";
    try {
      if (!engine) {
        show(say("loading"));
        engine = start();
        engine.catch(() => { engine = null; });  // a later press tries again
      }
      const { run, dumps } = await engine;
      show(say("running", { trials: grouped(asked.trials), unit: texts[`unit.${asked.lab.unit}`] }));
      await new Promise((resolve) => setTimeout(resolve, 20));  // let the message show first
      const result = JSON.parse(dumps(run(asked.lab.name, asked.trials, asked.seed)));
      await draw(result, asked.lab);
      report(result, asked.lab);
      section.dataset.state = "done";
    } catch (error) {
      show(say("failed", { error: error.message.split("\n").filter(Boolean).pop() }), true);
      section.dataset.state = "failed";
    } finally {
      button.disabled = false;
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
