// One polite live region for the page: what happened after each action, said once.
// The region is made once and kept: a screen reader follows a region that was already on the
// page, not one inserted with its words. Each new message empties it, then writes the words,
// so the same words said twice (two busts in a row) are read twice.
export function render({ model, el }) {
  // The page speaks the reader's language: a screen reader reads it with that voice (WCAG 3.1.1).
  const pageLanguage = () => { if (!model.in_notebook) document.documentElement.lang = model.page_lang || "en"; };
  pageLanguage();
  model.on(["page_lang"], pageLanguage);
  const region = document.createElement("div");
  region.className = "cubiri-announcer";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  region.setAttribute("lang", model.lang || "en");
  region.textContent = model.text || "";
  el.appendChild(region);
  let pending = 0;
  model.on(["serial"], () => {
    region.setAttribute("lang", model.lang || "en");
    region.textContent = "";
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(() => { region.textContent = model.text || ""; });
  });
}
