// The simulation form of a lesson page (templates/lab.html): runs the lesson's seeded simulation
// with the game's own engine in Pyodide and draws the running frequency beside the exact value.
// Python runs in a web worker (lab-worker.js), so the page scrolls, repaints and answers while a
// long run works. Pyodide and its wheels (param and the project's, nothing else) come from this
// site and are fetched only when the learner first presses the button, or turns class mode on.
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
  const { say, grouped, percent, points, explain } = CubiriLab.texts(config);
  const engine = CubiriLab.engine(config.packages);
  let busy = false;   // a run is under way: the form takes no other
  let last = null;    // the latest run, for its CSV file

  function labOf(name) {
    return config.labs.find((lab) => lab.name === name);
  }

  function show(message, error = false) {
    status.textContent = message;
    status.classList.toggle("lab-error", error);
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

  // The chart is drawn at the width it is shown, one unit a pixel, so that its text keeps its
  // size on a phone (a fixed 560-unit drawing scaled to a 320 px screen made it 6 px). Where the
  // two legends do not fit side by side, the exact value's goes under the other.
  function draw(result, lab) {
    svg.replaceChildren();
    chart.hidden = false;
    const width = Math.round(Math.min(Math.max(svg.getBoundingClientRect().width || 560, 240), 560));
    const narrow = width < 460;
    const height = narrow ? 320 : 280;
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    const yMax = ceiling(result);
    // the shares' axis leaves room for its widest value ("12,5 %" in Spanish is wider than "12.5%")
    const shares = [0, 1, 2, 3, 4].map((i) => percent(yMax * i / 4, 1));
    const widest = Math.max(...shares.map((share) => {
      const probe = element("text", {}, share);
      const wide = probe.getBBox().width;
      probe.remove();
      return wide;
    }));
    const left = Math.max(narrow ? 50 : 58, Math.ceil(widest) + 10), right = width - 14;
    const top = narrow ? 48 : 28, bottom = height - (narrow ? 60 : 44);
    const logMax = Math.log10(Math.max(result.trials, 10));
    const x = (n) => left + (right - left) * Math.log10(n) / logMax;
    const y = (f) => bottom - (bottom - top) * f / yMax;
    for (let i = 0; i <= 4; i += 1) {
      const share = yMax * i / 4;
      element("line", { class: "grid", x1: left, x2: right, y1: y(share), y2: y(share) });
      // whole percents where the tick is one (25%), else one decimal (2.5%, never "3%")
      element("text", { x: left - 6, y: y(share) + 4, "text-anchor": "end" }, shares[i]);
    }
    for (let power = 0; power <= Math.floor(logMax); power += 1) {
      const n = 10 ** power;
      element("line", { class: "grid", x1: x(n), x2: x(n), y1: top, y2: bottom });
      // the last count ends at the right edge rather than run past it
      const last = x(n) + 28 > width;
      element("text", { x: last ? width - 4 : x(n), y: bottom + 16, "text-anchor": last ? "end" : "middle" }, grouped(n));
    }
    element("line", { class: "axis", x1: left, x2: right, y1: bottom, y2: bottom });
    element("line", { class: "axis", x1: left, x2: left, y1: top, y2: bottom });
    // the axis's name, on a phone in two lines: what is counted, then "(logarithmic scale)"
    const axis = say("chart.axis", { unit: texts[`unit.${lab.unit}`] });
    const cut = narrow ? axis.indexOf(" (") : -1;
    (cut > 0 ? [axis.slice(0, cut), axis.slice(cut + 1)] : [axis]).forEach((line, i) => {
      element("text", { x: (left + right) / 2, y: bottom + 36 + 16 * i, "text-anchor": "middle" }, line);
    });
    element("line", { class: "exact", x1: left, x2: right, y1: y(result.exact), y2: y(result.exact) });
    element("text", { class: "legend-exact", x: narrow ? left : right, y: narrow ? 36 : 16,
                      "text-anchor": narrow ? "start" : "end" }, `${say("chart.exact")}: ${percent(result.exact)}`);
    element("text", { class: "legend-running", x: left, y: 16 }, say("chart.frequency"));
    // Early frequencies above the chart's top leave it and come back, rather than lie along it:
    // the line is cut where it crosses the top, so that every point drawn lies within the axes.
    const line = element("path", { class: "running", d: "" });
    const points = result.curve.map(([n, f]) => [x(n), y(f)]);
    line.dataset.points = String(points.length);
    // The curve grows from the first trial to the last, as the frequency settles.
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    return new Promise((resolve) => {
      if (still) {
        line.setAttribute("d", within(points, top));
        resolve();
        return;
      }
      const began = performance.now();
      const frame = (now) => {
        const shown = Math.max(1, Math.round(points.length * Math.min((now - began) / 1200, 1)));
        line.setAttribute("d", within(points, top, shown));
        if (shown < points.length) requestAnimationFrame(frame); else resolve();
      };
      requestAnimationFrame(frame);
    });
  }

  // The path of the first `count` points with what lies above `top` (a smaller y) left out: each
  // stretch inside starts ("M") or ends where the line crosses the top.
  function within(points, top, count = points.length) {
    const at = ([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`;
    const cross = ([x0, y0], [x1, y1]) => [x0 + (x1 - x0) * (top - y0) / (y1 - y0), top];
    let d = "", inside = false;
    for (let i = 0; i < count; i += 1) {
      const point = points[i], now = point[1] >= top;
      if (now && !inside) d += ` M${at(i > 0 ? cross(points[i - 1], point) : point)}`;
      else if (!now && inside) d += ` L${at(cross(points[i - 1], point))}`;
      if (now) d += ` L${at(point)}`;
      inside = now;
    }
    return d.replace(/^ M([^ ]+) L\1/, " M$1").trim();
  }

  function report(result, lab) {
    const rows = [
      ["trials", grouped(result.trials)], ["hits", grouped(result.hits)],
      ["estimate", percent(result.estimate)], ["exact", percent(result.exact)],
      // a difference of two shares, and the standard error of one, in percentage points
      ["difference", points(Math.abs(result.estimate - result.exact), 2)],
      ["error", points(result.standard_error, 2)],
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
      trials: grouped(result.trials), kind: lab.unit, hits: grouped(result.hits),
      estimate: percent(result.estimate), exact: percent(result.exact),
      difference: points(Math.abs(result.estimate - result.exact), 2), error: points(result.standard_error, 2),
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
    const mates = classMode.read(data);  // the class's fields, when class mode is on
    if (!mates && (!Number.isInteger(seed) || seed < 0 || seed > 999999999 || data.get("seed") === "")) {
      throw new RangeError(say("invalid_seed"));
    }
    return { lab, trials, seed, mates };
  }

  const classMode = CubiriLab.classMode(section, config, { say, grouped, percent, points }, engine.warm);
  const stop = section.querySelector(".lab-stop");
  const save = section.querySelector(".lab-download");
  stop.addEventListener("click", () => engine.stop());
  save.addEventListener("click", () => {
    if (last) CubiriLab.download(last.csv, last.file);
  });

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
    stop.hidden = false;
    save.hidden = true;
    const running = () => show(say("running", { trials: grouped(asked.trials), kind: asked.lab.unit }));
    const request = asked.mates
      ? { type: "class", name: asked.lab.name, trials: asked.trials, ...asked.mates }
      : { type: "run", name: asked.lab.name, trials: asked.trials, seed: asked.seed };
    try {
      if (engine.ready) running(); else show(say("loading"));
      const answer = await engine.ask(request, {
        started: running,
        step: (done, total) => show(classMode.progress(done, total)),
      });
      const result = asked.mates ? answer.student : answer;
      await draw(result, asked.lab);
      report(result, asked.lab);
      if (asked.mates) classMode.show(answer, asked.lab); else classMode.hide();
      last = answer;
      save.hidden = false;
      section.dataset.state = "done";
    } catch (error) {
      if (error.kind === "stopped") show(say("classroom.stopped"), true);
      else show(say("failed", { error: explain(error) }), true);
      section.dataset.state = "failed";
    } finally {
      busy = false;
      stop.hidden = true;
      for (const field of form.elements) field.disabled = false;
      classMode.settle();
      // A disabled control loses the focus: give it back, for whoever runs by keyboard.
      if (form.contains(focused) && document.activeElement === document.body) focused.focus();
    }
  });

  // The number of trials follows the chosen simulation's limits.
  form.addEventListener("change", (event) => {
    if (event.target.name !== "lab") return;
    const lab = labOf(new FormData(form).get("lab"));
    const trials = form.querySelector("[name=trials]");
    trials.min = lab.min;
    trials.max = lab.max;
  });
  CubiriLab.pressedEarly(form);
})();
