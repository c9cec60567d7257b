"""What on a screen overlaps: controls and lines of text drawn over one another.

``OVERLAPS`` (for ``page.evaluate``) gathers, through every shadow root, the visible boxes of the
controls (buttons, selects, fields, links) and of each line of text outside them (what a closed
<details> holds is not shown, and not counted), each clipped by
the boxes that scroll or hide their overflow, and lists every two that cover each other by more
than 3 px both ways (a control and the text inside it, or two lines of one text, do not count).
Text drawn in pictures (an SVG's hats and numbers) is the picture's and is not checked.
"""

OVERLAPS = """() => {
  const CONTROL = "button, select, input:not([type=hidden]), textarea, a[href]";
  const parentOf = (n) => n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentNode;
  const inside = (n, sel) => {
    for (let e = n.nodeType === 1 ? n : parentOf(n); e && e.nodeType === 1; e = parentOf(e)) {
      if (e.matches(sel)) return e;
    }
    return null;
  };
  // The part of `r` that shows: cut by every ancestor that clips its overflow; null if none
  // does, or if an ancestor hides it.
  const shown = (node, r) => {
    let [l, t, rt, b] = [r.left, r.top, r.right, r.bottom];
    // (checkVisibility: also false for what a closed <details> keeps out of the layout)
    const own = node.nodeType === 1 ? node : parentOf(node);
    if (!own.checkVisibility({opacityProperty: true, visibilityProperty: true})) return null;
    for (let e = node.nodeType === 1 ? node : parentOf(node); e && e.nodeType === 1; e = parentOf(e)) {
      const s = getComputedStyle(e);
      if (s.visibility === "hidden" || s.display === "none" || s.opacity === "0") return null;
      const c = e.getBoundingClientRect();
      if (s.overflowX !== "visible") { l = Math.max(l, c.left); rt = Math.min(rt, c.right); }
      if (s.overflowY !== "visible") { t = Math.max(t, c.top); b = Math.min(b, c.bottom); }
    }
    return rt - l > 2 && b - t > 2 ? {l, t, r: rt, b} : null;
  };
  const items = [];
  const label = (n) => (n.nodeType === 3 ? n.textContent : (n.getAttribute("aria-label") || n.textContent || n.tagName))
    .trim().replace(/\\s+/g, " ").slice(0, 40);
  const walk = (root) => {
    for (const el of root.querySelectorAll("*")) {
      if (el.shadowRoot) walk(el.shadowRoot);
      if (el.matches(CONTROL)) {
        const box = shown(el, el.getBoundingClientRect());
        if (box) items.push({node: el, box, what: `${el.tagName.toLowerCase()} "${label(el)}"`});
      }
    }
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = texts.nextNode(); n; n = texts.nextNode()) {
      if (!n.textContent.trim() || inside(n, CONTROL + ", svg, option, style, script")) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) {
        const box = shown(n, r);
        if (box) items.push({node: n, box, what: `text "${label(n)}"`});
      }
    }
  };
  walk(document);
  const holds = (a, b) => {
    for (let e = b; e; e = parentOf(e)) if (e === a) return true;
    return false;
  };
  const found = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i], b = items[j];
      const w = Math.min(a.box.r, b.box.r) - Math.max(a.box.l, b.box.l);
      const h = Math.min(a.box.b, b.box.b) - Math.max(a.box.t, b.box.t);
      if (w <= 3 || h <= 3 || a.node === b.node || holds(a.node, b.node) || holds(b.node, a.node)) continue;
      found.push(`${a.what} and ${b.what} overlap ${Math.round(w)} x ${Math.round(h)} px`);
    }
  }
  return found;
}"""
