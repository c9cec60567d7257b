// Class mode of a lesson's simulation form (templates/lab-class.html): the class code, the
// student's number and the class size give every student's seed (the rule the form states), the
// worker runs the whole class, and this draws every student's estimate as a dot on one strip,
// with the student's own, the pooled estimate and the exact value, and says in one sentence how
// far the runs scatter and how close the pooled estimate comes.
"use strict";

window.CubiriLab.classMode = (section, config, { say, grouped, percent, points }, warm) => {
  const form = section.querySelector(".lab-form");
  const toggle = form.querySelector("[name=class]");
  const fields = form.querySelector(".lab-class-fields");
  const seed = form.querySelector("[name=seed]");
  const results = section.querySelector(".lab-class-results");
  const svg = results.querySelector("svg");
  const SVG = "http://www.w3.org/2000/svg";
  const limits = config.class;

  // Class mode replaces the seed: it comes from the rule.
  function settle() {
    fields.hidden = !toggle.checked;
    seed.disabled = toggle.checked;
  }
  // A class's run is on its way once class mode is on, and the reader has fields to fill in: the
  // engine starts loading meanwhile, so that the press runs the class rather than wait for Python.
  function foresee() {
    settle();
    if (toggle.checked) warm();
  }
  toggle.addEventListener("change", foresee);
  foresee();

  // The class a class's link set on this phone (static/class-link.js) fills in the class code,
  // so the student does not type it; one typed or kept by the browser stays.
  const codeField = form.querySelector("[name=class_code]");
  try {
    const saved = JSON.parse(window.localStorage.getItem(limits.key));
    if (!codeField.value && saved && saved.format === limits.format && typeof saved.code === "string") {
      codeField.value = saved.code.slice(0, codeField.maxLength);
    }
  } catch (e) {
    // storage blocked or a value not written by the link: the student types the code
  }

  function whole(data, name, low, high) {
    const text = String(data.get(name) || "").trim();
    const value = Number(text);
    return text !== "" && Number.isInteger(value) && value >= low && value <= high ? value : null;
  }

  // The class's fields as the worker takes them, or null when class mode is off.
  function read(data) {
    if (!toggle.checked) return null;
    // cleaned as the engine cleans names: controls and direction marks out, ends trimmed
    const code = String(data.get("class_code") || "").replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g, "").trim();
    if (!code || code.length > limits.code_length) {
      throw new RangeError(say("classroom.invalid_code", { most: grouped(limits.code_length) }));
    }
    const size = whole(data, "class_size", 1, limits.most);
    if (size === null) throw new RangeError(say("classroom.invalid_size", { most: grouped(limits.most) }));
    const number = whole(data, "class_number", 1, size);
    if (number === null) throw new RangeError(say("classroom.invalid_number", { size: grouped(size) }));
    return { code, size, number };
  }

  function progress(done, total) {
    return say("classroom.progress", { done: grouped(done), total: grouped(total) });
  }

  function element(name, attributes, text) {
    const node = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    svg.appendChild(node);
    return node;
  }

  // A label kept inside the drawing: anchored at its value, and moved in where it would run past
  // an edge (a long language's legend near the side of a phone's narrow strip).
  function label(attributes, text, width) {
    const node = element("text", attributes, text);
    const box = node.getBBox();
    if (!box.width) return node;  // not laid out (the strip hidden): nothing to measure
    const shift = box.x < 2 ? 2 - box.x : box.x + box.width > width - 2 ? width - 2 - box.x - box.width : 0;
    if (shift) node.setAttribute("x", Number(attributes.x) + shift);
    return node;
  }

  // One dot a student along the estimates' axis; dots that would overlap stack upwards. Each
  // label has a row of its own, so none covers another: the exact value's and the pooled
  // estimate's above the dots, each at the top of its line, the tick values and the reader's own estimate
  // under the axis. The strip is as tall as its highest stack of dots.
  function draw(answer) {
    svg.replaceChildren();
    const width = Math.round(Math.min(Math.max(svg.getBoundingClientRect().width || 560, 240), 560));
    const { exact, pooled, lowest, highest } = answer.summary;
    const span = Math.max(highest, exact) - Math.min(lowest, exact) || 0.01;
    const low = Math.max(0, Math.min(lowest, exact) - span * 0.1);
    const high = Math.min(1, Math.max(highest, exact) + span * 0.1);
    const left = 16, right = width - 16;
    const x = (f) => left + (right - left) * (f - low) / (high - low || 1);
    const stacks = new Map();
    const levels = answer.runs.map((run) => {
      const column = Math.round(x(run.estimate) / 9);
      const level = stacks.get(column) || 0;
      stacks.set(column, level + 1);
      return level;
    });
    const rows = { exact: 14, pooled: 32 };           // the legends' baselines above the dots
    const base = rows.pooled + 14 + 9 * Math.max(...stacks.values());  // the axis, under the highest stack
    const height = base + 46;
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    element("line", { class: "axis", x1: left, x2: right, y1: base, y2: base });
    // Four steps between the ends, or two, or none, as many as leave a gap between their values
    for (const steps of [4, 2, 1]) {
      const ticks = [];
      for (let i = 0; i <= steps; i += 1) {
        const value = low + (high - low) * i / steps;
        ticks.push(element("text", { class: "tick", x: x(value), y: base + 18,
                                     "text-anchor": i === 0 ? "start" : i === steps ? "end" : "middle" }, percent(value, 1)));
      }
      const boxes = ticks.map((tick) => tick.getBBox());
      if (steps === 1 || boxes.every((box, i) => i === 0 || boxes[i - 1].x + boxes[i - 1].width + 8 <= box.x)) break;
      ticks.forEach((tick) => tick.remove());
    }
    answer.runs.forEach((run, i) => {
      const mine = run.number === answer.number;
      element("circle", { class: mine ? "dot you" : "dot", cx: x(run.estimate), cy: base - 7 - levels[i] * 9, r: mine ? 5.5 : 4 },
              undefined).dataset.number = String(run.number);
    });
    element("line", { class: "exact", x1: x(exact), x2: x(exact), y1: rows.exact + 4, y2: base });
    element("line", { class: "pooled", x1: x(pooled), x2: x(pooled), y1: rows.pooled + 4, y2: base });
    const near = (at) => (at > width / 2 ? "end" : "start");
    label({ class: "legend-exact", x: x(exact), y: rows.exact, "text-anchor": near(x(exact)) },
          `${say("classroom.chart.exact")} ${percent(exact)}`, width);
    // the pooled estimate's name reads away from the exact value's line, so that line does not cross it
    const away = pooled < exact ? "end" : pooled > exact ? "start" : near(x(pooled));
    label({ class: "legend-pooled", x: x(pooled) + (away === "end" ? -3 : 3), y: rows.pooled, "text-anchor": away },
          `${say("classroom.chart.pooled")} ${percent(pooled)}`, width);
    const me = answer.runs.find((run) => run.number === answer.number);
    label({ class: "legend-you", x: x(me.estimate), y: base + 36, "text-anchor": near(x(me.estimate)) },
          `${say("classroom.chart.you")} ${percent(me.estimate)}`, width);
  }

  function show(answer) {
    results.hidden = false;
    draw(answer);
    const s = answer.summary;
    results.querySelector(".lab-class-summary").textContent = say("classroom.pooled_result", {
      students: grouped(s.students), trials: grouped(s.trials), pooled: percent(s.pooled), exact: percent(s.exact),
    });
    // distances in percentage points ("4.1"): the message names the unit
    results.querySelector(".lab-class-spread").textContent = say("classroom.spread", {
      spread: points(s.spread, 1), pooled: points(s.pooled_error, 1),
    });
    Object.assign(results.dataset, { students: String(s.students), pooled: String(s.pooled),
                                      spread: String(s.spread), code: answer.code, seed: String(answer.seed) });
  }

  function hide() {
    results.hidden = true;
  }

  return { read, progress, show, hide, settle };
};
