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

// One game, one live tab. Tabs of a game talk over a BroadcastChannel: a page opening a game
// says "hello" and waits briefly for a live tab of the same game to answer "here"; if one does,
// this page opens read-only (Python shows the notice and "Continue here"). "take" asks the live
// tab to stop; it answers "released" once Python has stopped it, after its last save, and the
// taker then reads the saved data afresh, so no move made in either tab is lost and no tab acts
// on dice another has shown. Components in one window (a notebook's cells) are one tab.
const CHANNEL = "cubiri/v1/tabs";
const HELLO_WAIT = 200;    // milliseconds a new page waits for a live tab to answer
const RELEASE_WAIT = 1500; // and a taker for the live tab's release (it may have closed)
const WINDOW = typeof window === "undefined" ? globalThis : window;  // (none where a test imports it)
const TAB = (WINDOW.__cubiriTab = WINDOW.__cubiriTab || `${Date.now()}-${Math.random()}`);

function openChannel() {
  try {
    return typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
  } catch (e) {
    return null;
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
  const game = model.game;
  const channel = game ? openChannel() : null;
  let live = false, elsewhere = false, releasing = null, taker = null;
  const post = (kind, extra = {}) => channel && channel.postMessage({ kind, game, tab: TAB, ...extra });
  const retake = () => {
    releasing = null;
    live = true;
    model.send_msg({ retaken: { items: readItems(store, model.sent_limit) } });
  };
  if (channel) {
    channel.onmessage = ({ data }) => {
      if (!data || data.game !== game || data.tab === TAB) return;
      if (data.kind === "hello" && live) post("here");
      else if (data.kind === "here") elsewhere = true;
      else if (data.kind === "take" && live) {
        live = false;
        taker = data.tab;
        model.send_msg({ taken: true });
      } else if (data.kind === "released" && data.to === TAB && releasing) {
        clearTimeout(releasing);
        retake();
      }
    };
  }
  let acknowledged = false;
  model.on("msg:custom", (msg) => {
    if (!msg) return;
    if (msg.ack) acknowledged = true;
    // Python has stopped this tab: its saves were sent before this message and are written.
    if (msg.release && taker) post("released", { to: taker });
    if (msg.take && channel && !releasing) {
      post("take");
      releasing = setTimeout(retake, RELEASE_WAIT);
    }
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
    model.send_msg({ loaded: { items: readItems(store, model.sent_limit), language, available: store !== null,
                               elsewhere } });
    setTimeout(report, 1000 * RESEND_AFTER[Math.min(reports, RESEND_AFTER.length - 1)]);
    reports += 1;
  };
  if (channel) {
    post("hello");
    setTimeout(() => {
      live = !elsewhere;
      report();
    }, HELLO_WAIT);
  } else {
    report();
  }
  el.setAttribute("aria-hidden", "true");
}
