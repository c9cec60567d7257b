// The "Class results" page (templates/classroom.html): the codes of a class's games, pasted or
// from a file, pooled by the engine in the lessons' worker (lab-worker.js, "pool"), and shown as
// each game's experiment table, a chart of the events seen against those expected, and CSV
// files to download. Nothing leaves the browser.
"use strict";

(() => {
  const config = JSON.parse(document.getElementById("cubiri-classroom").textContent);
  const section = document.querySelector(".pool");
  const form = section.querySelector(".pool-form");
  const status = section.querySelector(".lab-status");
  const stop = section.querySelector(".lab-stop");
  const results = section.querySelector(".pool-results");
  const shown = results.querySelector(".pool-tables-shown");
  const refusedList = results.querySelector(".pool-refused");
  const { say, grouped, decimal, explain } = CubiriLab.texts(config);
  const engine = CubiriLab.engine(config.packages);
  const SVG = "http://www.w3.org/2000/svg";
  let busy = false, last = null;

  function show(message, error = false) {
    status.textContent = message;
    status.classList.toggle("lab-error", error);
  }

  function cell(tag, text, attributes = {}) {
    const node = document.createElement(tag);
    node.textContent = text;
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    return node;
  }

  // Two bars a row of the table: the events seen, and the events the exact odds expected.
  function chart(table) {
    const width = 560, row = 34, top = 44, left = 48, right = width - 60;
    const svg = document.createElementNS(SVG, "svg");
    const height = top + row * table.rows.length + 8;
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", say("classroom.table.chart"));
    const add = (name, attributes, text) => {
      const node = document.createElementNS(SVG, name);
      for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
      if (text !== undefined) node.textContent = text;
      svg.appendChild(node);
    };
    const most = Math.max(1, ...table.rows.map((r) => Math.max(r.observed, r.expected)));
    const x = (n) => left + (right - left) * n / most;
    add("rect", { class: "seen", x: left, y: 6, width: 12, height: 12 });
    add("text", { x: left + 18, y: 17 }, say("classroom.table.seen"));
    add("rect", { class: "odds", x: left + 120, y: 6, width: 12, height: 12 });
    add("text", { x: left + 138, y: 17 }, say("classroom.table.odds"));
    // the rows are named by their group's number, under the group's name
    add("text", { x: 4, y: 36, class: "group-name" }, say(`classroom.table.group.${table.kind}`));
    table.rows.forEach((r, i) => {
      const y = top + i * row;
      add("text", { x: left - 8, y: y + 20, "text-anchor": "end" }, String(r.group));
      add("rect", { class: "seen", x: left, y: y + 3, width: Math.max(x(r.observed) - left, 1), height: 12 });
      add("text", { x: x(r.observed) + 4, y: y + 13 }, grouped(r.observed));
      add("rect", { class: "odds", x: left, y: y + 16, width: Math.max(x(r.expected) - left, 1), height: 12 });
      add("text", { x: x(r.expected) + 4, y: y + 27 }, decimal(r.expected, 1));
    });
    const figure = document.createElement("figure");
    figure.className = "lab-chart pool-chart";
    figure.append(svg, cell("figcaption", say("classroom.table.chart")));
    return figure;
  }

  function table(t) {
    const wrap = document.createElement("section");
    wrap.className = `pool-table pool-${t.kind}`;
    wrap.append(cell("h2", say(`classroom.table.heading.${t.kind}`)));
    const grid = document.createElement("table");
    const head = grid.createTHead().insertRow();
    for (const key of [`group.${t.kind}`, "rolls", "observed", "expected"]) head.append(cell("th", say(`classroom.table.${key}`), { scope: "col" }));
    const body = grid.createTBody();
    for (const r of [...t.rows, t.total]) {
      const line = body.insertRow();
      line.append(cell("th", r === t.total ? say("classroom.table.total") : String(r.group), { scope: "row" }),
                  cell("td", grouped(r.rolls)), cell("td", grouped(r.observed)),
                  cell("td", decimal(r.expected, 1), { title: r.exact }));
      if (r === t.total) line.className = "total";
    }
    Object.assign(grid.dataset, { observed: String(t.total.observed), expected: String(t.total.expected) });
    wrap.append(grid, chart(t));
    return wrap;
  }

  function render(answer) {
    results.hidden = false;
    shown.replaceChildren(...answer.tables.map(table));
    const list = refusedList.querySelector("ul");
    list.replaceChildren(...answer.refused.map((r) => {
      const item = document.createElement("li");
      item.append(cell("code", r.code || "—"), document.createTextNode(`: ${say(`classroom.reasons.${r.key}`)}`));
      item.dataset.reason = r.key;
      return item;
    }));
    const total = Object.values(answer.reasons).reduce((a, b) => a + b, 0);
    if (total > answer.refused.length) list.append(cell("li", say("classroom.page.more", { hidden: grouped(total - answer.refused.length) })));
    refusedList.hidden = total === 0;
    refusedList.open = total > 0 && answer.games === 0;
    Object.assign(results.dataset, { games: String(answer.games), refused: String(total) });
    show(say("classroom.page.summary", { games: grouped(answer.games), rolls: grouped(answer.rows), refused: grouped(total) }));
  }

  function tooLarge(size) {
    return say("classroom.page.too_large", { size: grouped(size), limit: grouped(config.limits.bytes) });
  }

  // The pasted text, or the file's: a file over the limit is refused before it is read.
  async function read() {
    const file = form.querySelector("[name=file]").files[0];
    if (file) {
      if (file.size > config.limits.bytes) throw new RangeError(tooLarge(file.size));
      return file.text();
    }
    return form.querySelector("[name=codes]").value;
  }

  // Codes typed, pasted or chosen are about to be pooled: the engine starts loading meanwhile.
  form.addEventListener("input", engine.warm);
  form.addEventListener("change", engine.warm);
  stop.addEventListener("click", () => engine.stop());
  results.querySelector(".pool-rows").addEventListener("click", () => last && CubiriLab.download(last.csv, last.file));
  results.querySelector(".pool-tables").addEventListener("click", () => last && CubiriLab.download(last.tables_csv, last.tables_file));

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    let text;
    try {
      text = await read();
      const size = new Blob([text]).size;
      if (size > config.limits.bytes) throw new RangeError(tooLarge(size));
      if (!text.trim()) throw new RangeError(say("classroom.page.empty"));
    } catch (error) {
      show(error.message, true);
      section.dataset.state = "refused";
      return;
    }
    busy = true;
    for (const field of form.elements) field.disabled = true;
    stop.hidden = false;
    stop.disabled = false;
    section.dataset.state = "running";
    try {
      if (!engine.ready) show(say("classroom.page.loading"));
      const answer = await engine.ask({ type: "pool", text, kind: new FormData(form).get("kind") || null }, {
        started: () => show(say("classroom.page.pooling", { done: 0, total: grouped(text.split("\n").filter((line) => line.trim()).length) })),
        step: (done, total) => show(say("classroom.page.pooling", { done: grouped(done), total: grouped(total) })),
      });
      if (answer.too_large !== null) throw new RangeError(tooLarge(answer.too_large));
      last = answer;
      render(answer);
      section.dataset.state = "done";
    } catch (error) {
      if (error instanceof RangeError) show(error.message, true);
      else if (error.kind === "stopped") show(say("classroom.stopped"), true);
      else show(say("failed", { error: explain(error) }), true);
      section.dataset.state = "failed";
    } finally {
      busy = false;
      stop.hidden = true;
      for (const field of form.elements) field.disabled = false;
    }
  });
  CubiriLab.pressedEarly(form);
})();
