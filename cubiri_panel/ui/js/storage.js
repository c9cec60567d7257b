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

export function render({ model, el }) {
  const store = openStorage();
  const items = {};
  // A value longer than any key may hold is sent cut: Python only needs to see that it is too
  // long (and keeps that much of it aside), and the page need not send megabytes.
  const limit = model.sent_limit;
  if (store) {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (!key || !key.startsWith(PREFIX)) continue;
      const value = store.getItem(key);
      if (value !== null) items[key] = value.length > limit ? value.slice(0, limit) : value;
    }
  }
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
  model.on("msg:custom", (msg) => {
    if (!msg) return;
    for (const [key, value] of Object.entries(msg.set || {})) {
      if (key.startsWith(PREFIX)) attempt(key, () => store.setItem(key, value));
    }
    for (const key of msg.remove || []) {
      if (key.startsWith(PREFIX)) attempt(key, () => store.removeItem(key));
    }
    const aside = msg.aside;
    if (aside && aside.key.startsWith(PREFIX) && aside.target.startsWith(PREFIX)
        && attempt(aside.target, () => store.setItem(aside.target, aside.copy))) {
      attempt(aside.key, () => aside.replacement === null
        ? store.removeItem(aside.key) : store.setItem(aside.key, aside.replacement));
    }
  });
  // One message, so Python sees the items, the language and availability together.
  model.send_msg({ loaded: { items, language, available: store !== null } });
  el.setAttribute("aria-hidden", "true");
}
