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

// One game, one live tab. The live tab of a game holds the browser's lock of that game (Web
// Locks): a page opening the game asks for it without waiting, and if another tab holds it,
// this page opens read-only (Python shows the notice and "Continue here"). Where there are no
// locks (an address that is not a secure context, such as a school server's plain http), a page
// says "hello" on a BroadcastChannel and waits briefly for a live tab to answer "here". "take"
// asks the live tab to stop; it answers "released" once Python has stopped it, after its last
// save, and lets go of the lock; the taker then reads the saved data afresh, so no move made in
// either tab is lost and no tab acts on dice another has shown. Components in one window (a
// notebook's cells) are one tab.
const CHANNEL = "cubiri/v1/tabs";
const HELLO_WAIT = 200;    // milliseconds a new page waits for a live tab to answer (no locks)
const RELEASE_WAIT = 1500; // and a taker for the live tab's release (it may have closed)
const WINDOW = typeof window === "undefined" ? globalThis : window;  // (none where a test imports it)
const TAB = (WINDOW.__cubiriTab = WINDOW.__cubiriTab || `${Date.now()}-${Math.random()}`);
const LOCKS = (WINDOW.navigator && WINDOW.navigator.locks) || null;
// This window's ask for each game's lock (components in one window share it): `held`, a
// promise of whether the window holds the lock, and `letGo`, once it does.
const ASKS = (WINDOW.__cubiriLocks = WINDOW.__cubiriLocks || {});

// Asks for the game's lock: at once or not at all, or (`wait`) once the tab holding it lets go.
// Where the browser refuses to ask (a sandboxed frame), the page plays rather than waits.
function askLock(game, wait = false) {
  if (ASKS[game]) return ASKS[game].held;
  const ask = (ASKS[game] = {});
  ask.held = new Promise((answer) => {
    LOCKS.request(`cubiri/v1/live/${game}`, { ifAvailable: !wait }, (lock) => {
      if (!lock) {
        delete ASKS[game];
        return answer(false);
      }
      answer(true);
      return new Promise((release) => { ask.letGo = release; });
    }).catch(() => answer(true));
  });
  return ask.held;
}

function letGo(game) {
  const ask = ASKS[game];
  delete ASKS[game];
  if (ask && ask.letGo) ask.letGo();
}

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
    if (LOCKS) askLock(game, true);
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
    if (msg.release && taker) {
      if (LOCKS) letGo(game);
      post("released", { to: taker });
    }
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
  if (channel && LOCKS) {
    askLock(game).then((held) => {
      live = held;
      elsewhere = !held;
      report();
    });
  } else if (channel) {
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
