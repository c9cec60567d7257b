// The language a game page shows before its Python runs: the one the live app will show at the
// start of the visit (cubiri_panel.ui.shell.Shell), so the pre-render already matches it. The
// last ?lang=, else the saved setting, else the browser's first language, else the default.
// `rule` is cubiri_panel.ui.shell.language_rule(), which the site build writes into the page;
// tests/website/test_language.py holds this and the shell to one table of inputs.
"use strict";

function cubiriLanguage(rule, { search, read, navigator }) {
  const normalize = (code) => {
    if (typeof code !== "string") return null;
    const primary = code.trim().replace(/_/g, "-").split("-")[0].toLowerCase();
    return rule.languages.includes(primary) ? primary : null;
  };
  const saved = () => {
    try {
      const raw = read(rule.settings.key);
      // Longer than the key may hold (in code points, as Python counts) is not read at all.
      if (typeof raw !== "string" || [...raw].length > rule.settings.limit) return null;
      const settings = JSON.parse(raw);
      const language = settings && settings.format === rule.settings.format ? settings.language : null;
      return rule.languages.includes(language) ? language : null;
    } catch (e) {
      return null;  // storage blocked or damaged: the app reports it, the page just goes on
    }
  };
  const browser = (navigator.languages && navigator.languages[0]) || navigator.language || "";
  const url = new URLSearchParams(search).getAll("lang").pop();
  return normalize(url) || saved() || normalize(browser) || rule.default;
}
