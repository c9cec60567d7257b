// The MAGDAGDON board: 4x4 cells as <button>s, row sums on the right, column sums below.
// Numbers are drawn as dice (pips). Legal cells carry a dashed ring, a striped fill and a
// marker, so they are told apart without colour; prepared numbers are dashed and tagged; the
// expert's hint rings its cells in solid blue and shows the die it would place, faint.
// Clicks go to Python as {click: [row, col]}.

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
      b.addEventListener("click", () => model.send_msg({ click: [r, c] }));
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
      b.disabled = !model.interactive || model.replay || !(isLegal || kind === "prepared");
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
  }

  update();
  model.on(["board", "prepared", "legal", "suggested", "labels", "row_edges", "col_edges", "edge_labels",
            "interactive", "replay", "legal_style", "group_label", "corner"], update);
}
