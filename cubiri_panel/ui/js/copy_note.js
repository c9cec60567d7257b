// What a Copy button did, said beside it: "Copied" for a moment, or how to copy by hand. The
// region is made once and kept, visible and in a screen reader's reach: a reader follows a live
// region that was already on the page, not one shown or inserted with its words. Each press
// empties it, then writes the words, so a second copy is said again.
export function render({ model, el }) {
  const region = document.createElement("p");
  region.className = "cubiri-copy-said";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  el.appendChild(region);
  let fading = 0;
  model.on(["said"], () => {
    clearTimeout(fading);
    region.setAttribute("lang", model.lang || "en");
    region.textContent = "";
    const words = model.outcome === "failed" ? model.failed : model.outcome === "copied" ? model.copied : "";
    requestAnimationFrame(() => { region.textContent = words; });
    // "Copied" is news for a moment; how to copy by hand stays until the next press.
    if (model.outcome === "copied") fading = setTimeout(() => { region.textContent = ""; }, model.moment);
  });
}
