// Bridges window.localStorage to Python: one read of every "cubiri/" key at render, then
// the writes, removals and set-asides Python sends. Never removes a value that is not kept
// elsewhere: a set-aside removes (or replaces) its key only after the copy is written.
const PREFIX = "cubiri/";

function openStorage() {
  try {
    const store = window.localStorage;
    void store.length;  // throws where storage is blocked (privacy modes, sandboxed iframes)
    return store;
  } catch (e) {
    return null;
  }
}

// Every "cubiri/" value, those longer than any key may hold cut to `limit`: Python only needs
// to see that one is too long (and keeps that much of it aside), and the page need not send
// megabytes.
function readItems(store, limit) {
  const items = {};
  if (store) {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (!key || !key.startsWith(PREFIX)) continue;
      const value = store.getItem(key);
      if (value !== null) items[key] = value.length > limit ? value.slice(0, limit) : value;
    }
  }
  return items;
}

// Takes a parameter out of the address bar (a reload would apply it again), keeping the rest.
function dropParameter(name) {
  try {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(name)) return;
    url.searchParams.delete(name);
    window.history.replaceState(window.history.state, "", url);
  } catch (e) {
    // An address the page may not rewrite (a sandboxed frame): the parameter stays.
  }
}

// Seconds between two reports Python has not acknowledged, and how many are sent at most.
const RESEND_AFTER = [1, 2, 4, 8];
const MAX_REPORTS = 20;

export function render({ model, el }) {
  const store = openStorage();
  const language = (navigator.languages && navigator.languages[0]) || navigator.language || "";
  const attempt = (key, action) => {
    try {
      if (!store) throw new Error("localStorage unavailable");
      action();
      return true;
    } catch (e) {
      model.send_msg({ failed: key, reason: String((e && e.name) || e) });
      return false;
    }
  };
  let acknowledged = false;
  model.on("msg:custom", (msg) => {
    if (!msg) return;
    if (msg.ack) acknowledged = true;
    for (const [key, value] of Object.entries(msg.set || {})) {
      if (key.startsWith(PREFIX)) attempt(key, () => store.setItem(key, value));
    }
    for (const key of msg.remove || []) {
      if (key.startsWith(PREFIX)) attempt(key, () => store.removeItem(key));
    }
    if (typeof msg.drop === "string") dropParameter(msg.drop);
    const aside = msg.aside;
    if (aside && aside.key.startsWith(PREFIX) && aside.target.startsWith(PREFIX)
        && attempt(aside.target, () => store.setItem(aside.target, aside.copy))) {
      attempt(aside.key, () => aside.replacement === null
        ? store.removeItem(aside.key) : store.setItem(aside.key, aside.replacement));
    }
  });
  // One message, so Python sees the items, the language and availability together. It is sent
  // again until Python acknowledges it: in a notebook, a message sent while the output is
  // first drawn can be lost (the kernel's channel may not be open yet), and the page would
  // then never load its data. Python takes the first report that arrives and ignores the rest.
  let reports = 0;
  const report = () => {
    if (acknowledged || reports >= MAX_REPORTS) return;
    model.send_msg({ loaded: { items: readItems(store, model.sent_limit), language, available: store !== null } });
    setTimeout(report, 1000 * RESEND_AFTER[Math.min(reports, RESEND_AFTER.length - 1)]);
    reports += 1;
  };
  report();
  el.setAttribute("aria-hidden", "true");
}
