// Brings the panel this component opens (as its first child) into view and gives it the focus,
// each time Python counts one more opening: on a phone a panel opens far below the button.
export function render({ model, el }) {
  el.tabIndex = -1;
  el.setAttribute("role", "heading");
  el.setAttribute("aria-level", "2");
  // Named for a screen reader, and nothing to see: the panel shows its own title.
  el.style.cssText = "width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;outline:none";
  const reveal = () => requestAnimationFrame(() => {
    el.textContent = model.label;
    const host = el.getRootNode().host || el;
    (host.parentElement ? host : el).scrollIntoView({ block: "start" });
    el.focus({ preventScroll: true });
  });
  model.on("count", reveal);
  if (model.count > 0) reveal();
}
