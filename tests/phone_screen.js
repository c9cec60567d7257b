// What a player or a learner would see wrong on a phone screen, looking into every shadow root
// (Panel draws each component in its own). Evaluated by the phone tests of the app
// (tests/ui/test_phones_browser.py) and of the site (tests/website/test_phones.py) as
// page.evaluate(source, {minText}); answers
//   {width, scroll, found, small, cut}:
// * found: elements whose box ends past the screen's right edge (or left). An element inside a
//   box that scrolls sideways by design (a wide table in its scroller) counts only if the
//   scroller itself sticks out; the app's page root (.cubiri-page) hides its overflow, so a cut
//   button or table does not make the page scroll: its box still shows it.
// * small: text drawn smaller than minText CSS pixels on the screen: an SVG's text counts at
//   the size its viewBox scales it to.
// * cut: selects whose chosen option's text is wider than the room the box gives it (a base
//   select, which wraps it, wider than the box), and boxes
//   that scroll or clip sideways with content wider than them (a table partly shown).
({ minText }) => {
  const width = window.innerWidth, found = [], small = [], cut = [];
  const up = (el) => el.parentElement || (el.getRootNode().host ?? null);
  const clipped = (el) => {
    for (let p = up(el); p; p = up(p)) {
      if (p === document.documentElement) return false;
      const s = getComputedStyle(p);
      if (s.overflowX !== "visible" && s.overflowX !== "clip" && p !== document.body
          && !p.classList.contains("cubiri-page")) return true;
    }
    return false;
  };
  const name = (el) => {
    const cls = typeof el.className === "string" ? el.className.split(" ").filter(Boolean).slice(0, 3).join(".") : "";
    return `${el.tagName.toLowerCase()}${cls ? "." + cls : ""}`;
  };
  const where = (el) => {
    const host = el.getRootNode().host;
    return `${name(el)} in ${host ? name(host) : "document"}`;
  };
  const ownText = (el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent).join("").trim();
  const canvas = document.createElement("canvas").getContext("2d");
  const walk = (root) => {
    for (const el of root.querySelectorAll("*")) {
      if (el.shadowRoot) walk(el.shadowRoot);
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const s = getComputedStyle(el);
      if (s.visibility === "hidden" || s.opacity === "0") continue;
      if (s.position !== "fixed" && (r.right > width + 0.5 || r.left < -0.5) && !clipped(el)) {
        found.push(`${where(el)} [${Math.round(r.left)}, ${Math.round(r.right)}] `
                   + JSON.stringify((el.innerText || el.textContent || "").trim().slice(0, 40)));
      }
      const text = ownText(el);
      // (not the text drawn in a picture hidden from screen readers, which repeats what is
      // written beside it: a seat's number on its hat)
      const pictured = el instanceof SVGElement && el.closest("svg[aria-hidden=true]");
      if (text && !pictured && !["SCRIPT", "STYLE", "TITLE", "OPTION", "TEXTAREA"].includes(el.tagName)) {
        // SVG user units are CSS pixels scaled by the drawing's transform to the screen
        const scale = el instanceof SVGElement && el.getScreenCTM ? Math.abs(el.getScreenCTM().a) : 1;
        const size = parseFloat(s.fontSize) * scale;
        if (size < minText - 0.05) small.push(`${where(el)} ${size.toFixed(1)} px ${JSON.stringify(text.slice(0, 40))}`);
      }
      const sideways = s.overflowX !== "visible" && el !== document.documentElement && el !== document.body
        && !el.classList.contains("cubiri-page") && !["TEXTAREA", "INPUT", "SELECT"].includes(el.tagName);
      // (not what is hidden visually but kept for screen readers: a one-pixel box)
      if (sideways && r.width > 1 && r.height > 1 && el.scrollWidth > el.clientWidth + 1) {
        cut.push(`${where(el)} shows ${el.clientWidth} px of ${el.scrollWidth} px `
                 + JSON.stringify((el.innerText || el.textContent || "").trim().slice(0, 40)));
      }
      // (a base select wraps its choice over lines: cut only if it is wider than its box)
      if (el.tagName === "SELECT" && s.appearance === "base-select" && el.scrollWidth > el.clientWidth + 1) {
        cut.push(`${where(el)} shows ${el.clientWidth} px of ${el.scrollWidth} px`);
      } else if (el.tagName === "SELECT" && s.appearance !== "base-select" && el.selectedIndex >= 0) {
        canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const shown = el.options[el.selectedIndex].text;
        const spacing = parseFloat(s.letterSpacing) || 0;  // "normal" is none
        const needed = canvas.measureText(shown).width + spacing * [...shown].length;
        // the box's room for text: inside its padding, less the arrow Chromium draws itself
        // when the select keeps its native look (with appearance: none the padding makes room)
        const arrow = s.appearance === "none" ? 0 : 20;
        const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - arrow;
        if (needed > room + 0.5) cut.push(`${where(el)} ${JSON.stringify(shown)}: ${Math.round(needed)} px in ${Math.round(room)} px`);
      }
    }
  };
  walk(document);
  return { width, scroll: document.documentElement.scrollWidth, found, small, cut };
}
