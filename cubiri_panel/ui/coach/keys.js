// The arrow keys of a replay: ← and → anywhere on the page (but not while typing in a field)
// send {step: -1} or {step: 1} to Python, which steps the replay like its buttons.
export function render({ model, el }) {
  const typing = (target) => target && target.closest && target.closest("input, textarea, select, [contenteditable]");
  const onKey = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || typing(event.composedPath()[0])) return;
    const step = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
    if (step) {
      event.preventDefault();
      model.send_msg({ step });
    }
  };
  window.addEventListener("keydown", onKey);
  model.on("remove", () => window.removeEventListener("keydown", onKey));
  el.style.display = "none";
}
