// Brings the panel this component opens (as its first child) into view and gives it the focus,
// each time Python counts one more opening: on a phone a panel opens far below the button.
// A panel held at the bottom of the screen (the odds sheet on a phone, ui/page.py) is in view
// already: there the page scrolls instead so that its anchor (the dice) shows above it.

// The first element matching `selector` that is shown, looking into every shadow root.
function findShown(root, selector) {
  for (const el of root.querySelectorAll("*")) {
    if (el.matches(selector) && el.getClientRects().length) return el;
    if (el.shadowRoot) {
      const found = findShown(el.shadowRoot, selector);
      if (found) return found;
    }
  }
  return null;
}

export function render({ model, el }) {
  el.tabIndex = -1;
  el.setAttribute("role", "heading");
  el.setAttribute("aria-level", "2");
  // Named for a screen reader, and nothing to see: the panel shows its own title.
  el.style.cssText = "width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;outline:none";
  const reveal = () => requestAnimationFrame(() => {
    el.textContent = model.label;
    const host = el.getRootNode().host || el;
    const panel = host.parentElement ? host : el;
    // the first of the anchors' selectors that finds something shown
    const anchor = model.anchors.reduce((found, selector) => found || findShown(document, selector), null);
    let sheet = host;   // the panel, if it is held at the bottom of the screen
    while (sheet && getComputedStyle(sheet).position !== "sticky") {
      sheet = sheet.parentElement || sheet.getRootNode().host;
    }
    if (sheet && anchor) {
      // The dice's bottom 16 px above the sheet (their top never above the screen's); again
      // as the panel's figures arrive and the sheet grows.
      const clear = () => {
        const top = sheet.getBoundingClientRect().top, box = anchor.getBoundingClientRect();
        const by = Math.min(box.bottom - (top - 16), box.top - 8);
        if (box.bottom > top - 16 || box.top < 0) window.scrollBy(0, by);
      };
      clear();
      [200, 500, 1000].forEach((ms) => setTimeout(clear, ms));
    } else {
      // "nearest": no move when the panel is in view already; else its top (or its bottom,
      // if it fits) comes into view. Again while it lays out (shown a moment after the count
      // arrives, or grown by its contents) if none of it is on screen yet.
      const bring = () => {
        const box = panel.getBoundingClientRect();
        if (!box.height || box.bottom <= 0 || box.top >= window.innerHeight) panel.scrollIntoView({ block: "nearest" });
      };
      panel.scrollIntoView({ block: "nearest" });
      [200, 500, 1000].forEach((ms) => setTimeout(bring, ms));
    }
    el.focus({ preventScroll: true });
  });
  model.on("count", reveal);
  if (model.count > 0) reveal();
}
