// The "Class results" page (templates/classroom.html): the class's link, made once from the
// class code and shown as a QR code for the students' phones (lab-worker.js, "class_link"); the
// codes of a class's games, scanned from the phones with the camera (classroom-scan.js), pasted
// or from a file, pooled by the engine in the lessons' worker ("pool"), and shown as each game's
// experiment table, a chart of the events seen against those expected, and CSV files to
// download. The class last made is kept in the browser. Nothing leaves the browser.
"use strict";

(() => {
  const config = JSON.parse(document.getElementById("cubiri-classroom").textContent);
  const section = document.querySelector(".pool");
  const form = section.querySelector(".pool-form");
  const status = section.querySelector(".lab-status");
  const stop = form.querySelector(".lab-stop");
  const results = section.querySelector(".pool-results");
  const shown = results.querySelector(".pool-tables-shown");
  const refusedList = results.querySelector(".pool-refused");
  const { say, grouped, decimal, explain } = CubiriLab.texts(config);
  const engine = CubiriLab.engine(config.packages);
  const SVG = "http://www.w3.org/2000/svg";
  const linkSection = document.querySelector(".class-link");
  const linkForm = linkSection.querySelector(".class-link-form");
  const linkStatus = linkSection.querySelector(".class-link-status");
  const made = linkSection.querySelector(".class-link-made");
  const scan = section.querySelector(".pool-scan");
  const scanSaid = scan.querySelector(".pool-scan-said");
  const count = scan.querySelector(".pool-count");
  const paste = form.querySelector("[name=codes]");
  let busy = false, last = null;
  // The class the link was made for ({code, size}), whose games the pool takes; scanned lines
  // waiting for their verdict; the camera, while it is on.
  let klass = null, camera = null;
  const scanned = [];

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
      item.append(cell("code", r.code || "—"), document.createTextNode(`: ${say(`classroom.reasons.${r.key}`, { other: r.detail })}`));
      item.dataset.reason = r.key;
      return item;
    }));
    const total = Object.values(answer.reasons).reduce((a, b) => a + b, 0);
    if (total > answer.refused.length) list.append(cell("li", say("classroom.page.more", { hidden: grouped(total - answer.refused.length) })));
    refusedList.hidden = total === 0;
    refusedList.open = total > 0 && answer.games === 0;
    Object.assign(results.dataset, { games: String(answer.games), refused: String(total) });
    show(say("classroom.page.summary", { games: grouped(answer.games), rolls: grouped(answer.rows), refused: grouped(total) }));
    counted(answer.games);
  }

  // -- the class's games kept in the browser ------------------------------------------------
  // under the class code, read without case as classes are: closing the page loses nothing
  const poolKey = (code) => config.saved.pools + encodeURIComponent(code.toLowerCase());

  function keep(text) {
    if (!klass) return true;
    try {
      window.localStorage.setItem(poolKey(klass.code), JSON.stringify({ format: config.saved.format, text }));
      return true;
    } catch (error) {
      show(say("classroom.page.unsaved_pool", { reason: (error && error.name) || String(error) }), true);
      return false;
    }
  }

  function kept(code) {
    try {
      const data = JSON.parse(window.localStorage.getItem(poolKey(code)));
      return data && data.format === config.saved.format && typeof data.text === "string" ? data.text : null;
    } catch (e) {
      return null;  // nothing kept, or not by this page: the paste starts empty, and nothing is overwritten unread
    }
  }

  // "12 of 30 games", once the class's size is known.
  function counted(games) {
    count.textContent = klass ? say("classroom.page.count", { games: grouped(games), size: grouped(klass.size) }) : "";
    count.dataset.games = String(games);
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

  // The text's codes pooled (for the class, if a link was made), with what the page shows; the
  // scanned lines it holds get their verdicts.
  async function pooled() {
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
    const asked = scanned.splice(0);
    try {
      if (!engine.ready) show(say("classroom.page.loading"));
      const answer = await engine.ask({ type: "pool", text, kind: new FormData(form).get("kind") || null,
                                        klass: klass ? klass.code : "", asked }, {
        started: () => show(say("classroom.page.pooling", { done: 0, total: grouped(text.split("\n").filter((line) => line.trim()).length) })),
        step: (done, total) => show(say("classroom.page.pooling", { done: grouped(done), total: grouped(total) })),
      });
      if (answer.too_large !== null) throw new RangeError(tooLarge(answer.too_large));
      last = answer;
      render(answer);
      section.dataset.state = "done";
      if (!form.querySelector("[name=file]").files.length) keep(text);
      if (asked.length) scanSay(...asked.map((line) => heardBack(answer.verdicts[line])));
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
    if (scanned.length) pooled();  // codes scanned while these were read
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!busy) pooled();
  });

  // -- the class's link ---------------------------------------------------------------------
  // cleaned as the engine cleans names: controls and direction marks out, ends trimmed
  const clean = (text) => String(text || "").replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g, "").trim();

  function whole(text, low, high) {
    const value = Number(String(text || "").trim());
    return String(text || "").trim() !== "" && Number.isInteger(value) && value >= low && value <= high ? value : null;
  }

  function saying(node, message, error = false) {
    node.textContent = message;
    node.classList.toggle("lab-error", error);
  }

  function storage() {
    try {
      return window.localStorage;
    } catch (e) {
      return null;
    }
  }

  // The class made last time, as the page keeps it: {format, code, size}.
  function remembered() {
    try {
      const data = JSON.parse(storage().getItem(config.saved.key));
      const code = data && data.format === config.saved.format ? clean(data.code) : "";
      const size = data ? whole(data.size, 1, config.limits.class_most) : null;
      return code && [...code].length <= config.limits.code_length && size ? { code, size } : null;
    } catch (e) {
      return null;
    }
  }

  function remember(chosen) {
    try {
      storage().setItem(config.saved.key, JSON.stringify({ format: config.saved.format, ...chosen }));
    } catch (e) {
      // a browser that keeps nothing: the page works, and the class is typed again next time
    }
  }

  async function makeLink(chosen) {
    const home = new URL(config.home, window.location.href).href;
    saying(linkStatus, say(engine.ready ? "classroom.page.making" : "classroom.page.loading"));
    linkSection.dataset.state = "running";
    try {
      const answer = await engine.ask({ type: "class_link", code: chosen.code, home,
                                        label: say("classroom.page.link_qr", { code: chosen.code }) });
      if (answer.invalid) throw new RangeError(say("classroom.page.class_invalid", { most: grouped(config.limits.code_length) }));
      klass = { code: answer.code, size: chosen.size };
      remember(klass);
      const text = kept(klass.code);
      if (text && !paste.value.trim() && !busy) {
        paste.value = text;
        pooled();
      }
      made.querySelector(".class-link-qr").innerHTML = answer.svg;  // segno's drawing: no text of the reader's but the escaped label
      const address = made.querySelector(".class-link-address a");
      address.href = answer.link;
      address.textContent = answer.link;
      made.hidden = false;
      saying(linkStatus, say("classroom.page.link_made", { code: answer.code }));
      linkSection.dataset.state = "done";
      counted(last ? last.games : 0);
    } catch (error) {
      if (error instanceof RangeError) saying(linkStatus, error.message, true);
      else saying(linkStatus, say("failed", { error: explain(error) }), true);
      linkSection.dataset.state = "failed";
    }
  }

  linkForm.addEventListener("input", engine.warm);
  linkForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const data = new FormData(linkForm);
    const code = clean(data.get("class_code"));
    const size = whole(data.get("class_size"), 1, config.limits.class_most);
    if (!code || [...code].length > config.limits.code_length) {
      saying(linkStatus, say("classroom.page.class_invalid", { most: grouped(config.limits.code_length) }), true);
      linkSection.dataset.state = "refused";
      return;
    }
    if (size === null) {
      saying(linkStatus, say("classroom.invalid_size", { most: grouped(config.limits.class_most) }), true);
      linkSection.dataset.state = "refused";
      return;
    }
    makeLink({ code, size });
  });

  made.querySelector(".class-link-copy").addEventListener("click", () => {
    const link = made.querySelector(".class-link-address a").href;
    (navigator.clipboard ? navigator.clipboard.writeText(link) : Promise.reject(new Error("no clipboard")))
      .then(() => saying(linkStatus, say("classroom.page.copied")), () => saying(linkStatus, say("classroom.page.copy_failed"), true));
  });

  // The class made last time: its games are the pool's until another link is made.
  const before = remembered();
  if (before) {
    linkForm.querySelector("[name=class_code]").value = before.code;
    linkForm.querySelector("[name=class_size]").value = String(before.size);
    klass = before;
    counted(0);
    const text = kept(before.code);
    if (text && !paste.value.trim()) {
      paste.value = text;
      engine.warm();
      pooled();
    }
  }

  // -- the class as one file, to move to another computer --------------------------------------
  // {cubiri: "class", format, code, size, games}: the class and its games as the paste holds them
  const file = linkSection.querySelector(".class-file");
  const fileSaid = file.querySelector(".class-file-said");
  const FILE_KIND = "class";

  file.querySelector(".class-file-save").addEventListener("click", () => {
    if (!klass) {
      saying(fileSaid, say("classroom.page.export_none"), true);
      return;
    }
    const name = `cubiri-class-${klass.code.replace(/[^\p{L}\p{N}_-]+/gu, "-")}.json`;
    const data = { cubiri: FILE_KIND, format: config.saved.format, code: klass.code, size: klass.size, games: paste.value };
    CubiriLab.download(JSON.stringify(data, null, 1), name, "application/json");
    saying(fileSaid, say("classroom.page.exported", { code: klass.code, file: name }));
  });

  // The class a file holds, or a RangeError saying why not; nothing is changed before it is read whole.
  async function opened(chosen) {
    if (chosen.size > config.saved.file_bytes) {
      throw new RangeError(say("classroom.page.import_too_large", { size: grouped(chosen.size), limit: grouped(config.saved.file_bytes) }));
    }
    let data;
    try {
      data = JSON.parse(await chosen.text());
    } catch (e) {
      throw new RangeError(say("classroom.page.import_unreadable"));
    }
    if (!data || data.cubiri !== FILE_KIND || !Number.isInteger(data.format)) throw new RangeError(say("classroom.page.import_unreadable"));
    if (data.format > config.saved.format) throw new RangeError(say("classroom.page.import_newer"));
    const code = clean(data.code), size = whole(data.size, 1, config.limits.class_most);
    if (data.format !== config.saved.format || !code || [...code].length > config.limits.code_length || size === null
        || typeof data.games !== "string" || new Blob([data.games]).size > config.limits.bytes) {
      throw new RangeError(say("classroom.page.import_unreadable"));
    }
    return { code, size, games: data.games };
  }

  file.querySelector("[name=class_file]").addEventListener("change", async (event) => {
    const chosen = event.target.files[0];
    if (!chosen || busy) return;
    try {
      const read = await opened(chosen);
      linkForm.querySelector("[name=class_code]").value = read.code;
      linkForm.querySelector("[name=class_size]").value = String(read.size);
      klass = { code: read.code, size: read.size };
      remember(klass);
      paste.value = read.games;
      form.querySelector("[name=file]").value = "";
      saying(fileSaid, say("classroom.page.imported", { code: read.code }));
      file.dataset.state = "opened";
      counted(0);
      if (read.games.trim()) pooled();
    } catch (error) {
      saying(fileSaid, error instanceof RangeError ? error.message : say("classroom.page.import_unreadable"), true);
      file.dataset.state = "refused";
    } finally {
      event.target.value = "";  // the same file chosen again is read again
    }
  });

  // -- games scanned with the camera ----------------------------------------------------------
  // A short tone: a game added (high), or not (low), heard across the room without looking.
  let audio = null;
  function tone(added) {
    try {
      audio = audio || new AudioContext();
      const oscillator = audio.createOscillator(), gain = audio.createGain();
      oscillator.frequency.value = added ? 880 : 220;
      gain.gain.setValueAtTime(0.15, audio.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.18);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start();
      oscillator.stop(audio.currentTime + 0.2);
    } catch (e) {
      // no sound here: the words and the count say it
    }
  }

  // Said at once: one scan, or the scans the pool read together ([message, outcome] each), all
  // of them in one sentence after another, a tone each.
  function scanSay(...heard) {
    saying(scanSaid, heard.map(([message]) => message).join(" "), heard.some(([, outcome]) => outcome !== "added"));
    scan.dataset.heard = heard.map(([, outcome]) => outcome).join(" ");
    scan.dataset.said = String(Number(scan.dataset.said || 0) + 1);
    heard.forEach(([, outcome], i) => setTimeout(() => tone(outcome === "added"), 250 * i));
  }

  // What the pool made of a scanned line: [message, outcome].
  function heardBack(verdict) {
    if (!verdict || verdict.key === null) return [say("classroom.page.scanned"), "added"];
    if (verdict.key === "other-class") return [say("classroom.page.scanned_other", { other: verdict.detail, code: klass ? klass.code : "" }), "other-class"];
    if (verdict.key === "repeated") return [say("classroom.page.scanned_again"), "repeated"];
    return [say("classroom.page.scanned_refused", { reason: say(`classroom.reasons.${verdict.key}`, { other: verdict.detail }) }), verdict.key];
  }

  // A game's code, plain or handed in to a class, looks like this; anything else a QR code may
  // hold (an address, a word) is no game's.
  const LOOKS = /^(cubiri:\S+\/)?[A-Za-z][0-9][A-Za-z0-9_-]+$/i;

  function heard(text) {
    const line = String(text).trim();
    if (!LOOKS.test(line)) {
      scanSay([say("classroom.page.not_a_code"), "not-a-code"]);
      return;
    }
    if (paste.value.split("\n").some((l) => l.trim() === line)) {
      scanSay([say("classroom.page.scanned_again"), "repeated"]);
      return;
    }
    paste.value = paste.value.replace(/\s*$/, paste.value.trim() ? "\n" : "") + line + "\n";
    form.querySelector("[name=file]").value = "";  // the pool reads the pasted codes, the scanned among them
    scanned.push(line);
    if (!busy) pooled();
  }

  const startButton = scan.querySelector(".pool-scan-start"), stopButton = scan.querySelector(".pool-scan-stop");
  startButton.addEventListener("click", async () => {
    engine.warm();
    startButton.disabled = true;
    try {
      camera = await CubiriScan.start(scan.querySelector(".pool-camera"), new URL(config.reader, window.location.href).href, heard);
      startButton.hidden = true;
      stopButton.hidden = false;
      saying(scanSaid, say("classroom.page.scanning"));
      stopButton.focus();
    } catch (error) {
      saying(scanSaid, error.kind === "refused" ? say("classroom.page.camera_refused", { reason: error.message })
        : say("classroom.page.no_camera"), true);
      scan.dataset.heard = error.kind === "refused" ? "refused" : "no-camera";
    } finally {
      startButton.disabled = false;
    }
  });
  stopButton.addEventListener("click", () => {
    if (camera) camera.stop();
    camera = null;
    stopButton.hidden = true;
    startButton.hidden = false;
    saying(scanSaid, "");
    startButton.focus();
  });

  CubiriLab.pressedEarly(linkForm);
  CubiriLab.pressedEarly(form);
})();
