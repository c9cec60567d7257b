// Bridges window.localStorage to Python: one read of every "cubiri/" key at render, then
// writes as Python sends them. Never removes a key: quarantine copies are new keys.
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
  if (store) {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key && key.startsWith(PREFIX)) items[key] = store.getItem(key);
    }
  }
  const language = (navigator.languages && navigator.languages[0]) || navigator.language || "";
  model.on("msg:custom", (msg) => {
    const writes = (msg && msg.set) || {};
    for (const [key, value] of Object.entries(writes)) {
      if (!key.startsWith(PREFIX)) continue;
      try {
        if (!store) throw new Error("localStorage unavailable");
        store.setItem(key, value);
      } catch (e) {
        model.send_msg({ failed: key, reason: String((e && e.name) || e) });
      }
    }
  });
  // One message, so Python sees the items, the language and availability together.
  model.send_msg({ loaded: { items, language, available: store !== null } });
  el.setAttribute("aria-hidden", "true");
}
