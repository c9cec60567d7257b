// The MAGDAGDON board: 4x4 cells as <button>s, row sums on the right, column sums below.
// Numbers are drawn as dice (pips). Legal cells carry a dashed ring, a striped fill and a
// marker, so they are told apart without colour; prepared numbers are dashed and tagged; the
// expert's hint rings its cells in solid blue and shows the die it would place, faint.
// Clicks go to Python as {click: [row, col]}.
// The keyboard: the board is one stop in the Tab order (a roving tabindex: one cell at a time
// takes the Tab), arrows move between the 16 cells, Home/End to a row's ends (Ctrl: the board's),
// Enter or Space presses the cell. So every cell is focusable: one that cannot be pressed now
// says so with aria-disabled, not disabled (a disabled button cannot take the focus).

// circles: a face's pips as SVG, from Python (components.PIP_SVG), shared with the dice tray.
function die(circles) {
  return `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">` +
    `<rect x="6" y="6" width="88" height="88" rx="16" class="body"/>` + circles + `</svg>`;
}

const RUIN = `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
  <path d="M10 90V60l12-8 8 6 10-14 10 10 12-16 10 8 18-6v50z" class="rubble"/>
  <path d="M22 22l56 56M78 22L22 78" class="cross"/></svg>`;

export function render({ model, el }) {
  const grid = document.createElement("div");
  grid.className = "cubiri-board";
  grid.setAttribute("role", "group");
  el.appendChild(grid);
  const cells = [];
  const rowEdges = [];
  const colEdges = [];
  // A blank strip before each row, as wide as the sums' strip after it: where the board has
  // room (board.css) it is shown, so the 4x4 cells sit in the middle, under the dice.
  const lead = () => {
    const spacer = document.createElement("div");
    spacer.className = "cubiri-lead";
    spacer.setAttribute("aria-hidden", "true");
    grid.appendChild(spacer);
  };
  for (let r = 0; r < 4; r++) {
    lead();
    for (let c = 0; c < 4; c++) {
      const b = document.createElement("button");
      b.type = "button";
      b.innerHTML = `<span class="face"></span><span class="marker" aria-hidden="true"></span>`;
      b.tabIndex = -1;
      b.addEventListener("click", () => {
        current = r * 4 + c;
        roving();
        if (b.getAttribute("aria-disabled") !== "true") model.send_msg({ click: [r, c] });
      });
      b.dataset.shown = "";
      grid.appendChild(b);
      cells.push(b);
    }
    const edge = document.createElement("div");
    edge.className = `cubiri-edge cubiri-row-edge cubiri-row-edge-${r}`;
    grid.appendChild(edge);
    rowEdges.push(edge);
  }
  lead();
  for (let c = 0; c < 4; c++) {
    const edge = document.createElement("div");
    edge.className = `cubiri-edge cubiri-col-edge cubiri-col-edge-${c}`;
    grid.appendChild(edge);
    colEdges.push(edge);
  }
  // The cell that takes the Tab: the last one the player was on; while the focus is elsewhere,
  // the first that can be pressed, if the one they were on cannot.
  let current = 0;
  const pressable = (b) => b.getAttribute("aria-disabled") !== "true";
  function roving() {
    const inside = grid.contains(el.getRootNode().activeElement);
    if (!inside && !pressable(cells[current])) {
      const first = cells.findIndex(pressable);
      if (first >= 0) current = first;
    }
    cells.forEach((b, i) => { b.tabIndex = i === current ? 0 : -1; });
  }
  const MOVES = {
    ArrowRight: (r, c) => [r, Math.min(3, c + 1)], ArrowLeft: (r, c) => [r, Math.max(0, c - 1)],
    ArrowDown: (r, c) => [Math.min(3, r + 1), c], ArrowUp: (r, c) => [Math.max(0, r - 1), c],
    Home: (r, c, ctrl) => [ctrl ? 0 : r, 0], End: (r, c, ctrl) => [ctrl ? 3 : r, 3],
  };
  grid.addEventListener("keydown", (event) => {
    const move = MOVES[event.key], at = cells.indexOf(event.target);
    if (!move || at < 0) return;
    event.preventDefault();   // the page does not scroll under the arrows
    const [r, c] = move(Math.floor(at / 4), at % 4, event.ctrlKey || event.metaKey);
    current = r * 4 + c;
    roving();
    cells[current].focus();
  });

  const corner = document.createElement("div");
  corner.className = "cubiri-edge cubiri-corner";
  grid.appendChild(corner);

  function update() {
    const rows = (model.board || "..../..../..../....").split("/");
    const prepared = new Map((model.prepared || []).map(([r, c, v]) => [`${r},${c}`, v]));
    const legal = new Set((model.legal || []).map(([r, c]) => `${r},${c}`));
    const suggested = new Map((model.suggested || []).map(([r, c, v]) => [`${r},${c}`, v]));
    const labels = model.labels || [];
    grid.setAttribute("aria-label", model.group_label || "");
    grid.classList.toggle("mode-ruin", model.legal_style === "ruin");
    cells.forEach((b, i) => {
      const r = Math.floor(i / 4), c = i % 4, key = `${r},${c}`;
      const ch = (rows[r] || "....")[c] || ".";
      let kind = "empty", value = null;
      if (prepared.has(key)) { kind = "prepared"; value = prepared.get(key); }
      else if (ch === "X") kind = "ruin";
      else if (ch >= "1" && ch <= "6") { kind = "number"; value = Number(ch); }
      const isLegal = legal.has(key);
      const isSuggested = suggested.has(key);
      b.className = `cubiri-cell cubiri-cell-${r}-${c} is-${kind}` + (isLegal ? " is-legal" : "") +
        (isSuggested ? " is-suggested" : "");
      // The expert's hint on an empty cell: the die it would place there, faint.
      if (isSuggested && kind === "empty" && suggested.get(key)) value = suggested.get(key);
      b.setAttribute("aria-label", labels[i] || "");
      b.setAttribute("aria-disabled", String(!model.interactive || model.replay || !(isLegal || kind === "prepared")));
      const shown = `${kind}:${value}:${isSuggested}`;
      if (b.dataset.shown !== shown) {
        b.querySelector(".face").innerHTML = kind === "ruin" ? RUIN : (value ? die(model.esm_constants.pips[value]) : "");
        b.dataset.shown = shown;
      }
    });
    (model.row_edges || []).forEach((text, r) => { if (rowEdges[r]) rowEdges[r].textContent = text; });
    (model.col_edges || []).forEach((text, c) => { if (colEdges[c]) colEdges[c].textContent = text; });
    // A sum is read by its label ("Row 1: 7, ..."): a named image, since a plain div may not carry one.
    const name = (e, label) => { e.setAttribute("role", "img"); e.setAttribute("aria-label", label || ""); };
    rowEdges.forEach((e, r) => name(e, (model.edge_labels || [])[r]));
    colEdges.forEach((e, c) => name(e, (model.edge_labels || [])[4 + c]));
    corner.textContent = model.corner || "";
    roving();
  }

  update();
  model.on(["board", "prepared", "legal", "suggested", "labels", "row_edges", "col_edges", "edge_labels",
            "interactive", "replay", "legal_style", "group_label", "corner"], update);
}
