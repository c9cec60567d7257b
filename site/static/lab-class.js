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

  // One dot a student along the estimates' axis; dots that would overlap stack upwards.
  function draw(answer) {
    svg.replaceChildren();
    const width = Math.round(Math.min(Math.max(svg.getBoundingClientRect().width || 560, 240), 560));
    const height = 170;
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    const { exact, pooled, lowest, highest } = answer.summary;
    const span = Math.max(highest, exact) - Math.min(lowest, exact) || 0.01;
    const low = Math.max(0, Math.min(lowest, exact) - span * 0.1);
    const high = Math.min(1, Math.max(highest, exact) + span * 0.1);
    const left = 16, right = width - 16, base = 120;
    const x = (f) => left + (right - left) * (f - low) / (high - low || 1);
    element("line", { class: "axis", x1: left, x2: right, y1: base, y2: base });
    for (let i = 0; i <= 4; i += 1) {
      const value = low + (high - low) * i / 4;
      element("text", { x: x(value), y: base + 18, "text-anchor": i === 0 ? "start" : i === 4 ? "end" : "middle" },
              percent(value, 1));
    }
    const stacks = new Map();
    for (const run of answer.runs) {
      const column = Math.round(x(run.estimate) / 9);
      const level = stacks.get(column) || 0;
      stacks.set(column, level + 1);
      const mine = run.number === answer.number;
      element("circle", { class: mine ? "dot you" : "dot", cx: x(run.estimate), cy: base - 7 - level * 9, r: mine ? 5.5 : 4 },
              undefined).dataset.number = String(run.number);
    }
    element("line", { class: "exact", x1: x(exact), x2: x(exact), y1: 18, y2: base });
    element("line", { class: "pooled", x1: x(pooled), x2: x(pooled), y1: 30, y2: base });
    const near = (at) => (at > width / 2 ? "end" : "start");
    element("text", { class: "legend-exact", x: x(exact), y: 14, "text-anchor": near(x(exact)) },
            `${say("classroom.chart.exact")} ${percent(exact)}`);
    element("text", { class: "legend-pooled", x: x(pooled), y: 158, "text-anchor": near(x(pooled)) },
            `${say("classroom.chart.pooled")} ${percent(pooled)}`);
    const me = answer.runs.find((run) => run.number === answer.number);
    element("text", { class: "legend-you", x: x(me.estimate), y: base + 34, "text-anchor": near(x(me.estimate)) },
            `${say("classroom.chart.you")} ${percent(me.estimate, 1)}`);
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
