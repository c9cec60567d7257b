// What the engines' tests run in the page. Panel draws its widgets in shadow roots, which neither
// WebDriver's nor BiDi's CSS lookups enter: `cubiriDeep("a b")` finds "a" anywhere, then "b"
// anywhere inside it (its shadow root included). Errors are kept in `__cubiriErrors`, where a
// driver that cannot read the console (WebKit's WebDriver) reads them: in WebKit, those from the
// page's load on (the hook is put in once the page has loaded: WebDriver has no earlier place).
(() => {
  if (window.cubiriDeep) return;
  window.__cubiriErrors = window.__cubiriErrors || [];
  addEventListener("error", e => window.__cubiriErrors.push(String(e.message || e.error || e)));
  addEventListener("unhandledrejection", e => window.__cubiriErrors.push("unhandled rejection: " + String(e.reason)));
  // The console's errors too, from the hook on (Firefox reads its console itself; WebKit's
  // WebDriver cannot, and MiniBrowser under automation does not write it out).
  const report = console.error.bind(console);
  console.error = (...args) => {
    window.__cubiriErrors.push("console: " + args.map(a => a instanceof Error ? a.message : String(a)).join(" "));
    report(...args);
  };
  const all = (selector, root) => {
    const found = [...root.querySelectorAll(selector)];
    for (const el of root.querySelectorAll("*")) if (el.shadowRoot) found.push(...all(selector, el.shadowRoot));
    return found;
  };
  window.cubiriDeep = (chain) => {
    let scopes = [document];
    for (const step of chain.trim().split(/\s+/)) {
      scopes = scopes.flatMap(s => [...all(step, s), ...(s.shadowRoot ? all(step, s.shadowRoot) : [])]);
    }
    return [...new Set(scopes)];
  };
  // Where a real pointer would click the element: its centre in the viewport, once it is
  // scrolled into view, drawn, enabled and no longer moving (null until then).
  let last = {};
  window.cubiriTarget = (chain, nth = 0) => {
    const el = window.cubiriDeep(chain)[nth];
    if (!el || el.disabled || el.getClientRects().length === 0) return null;
    el.scrollIntoView({block: "center", inline: "center"});
    const r = el.getBoundingClientRect();
    const here = {chain: chain + "#" + nth, x: r.left + r.width / 2, y: r.top + r.height / 2};
    const still = last.chain === here.chain && last.x === here.x && last.y === here.y;
    last = here;
    return still ? {x: here.x, y: here.y} : null;
  };
})();
